"""Long fuzz campaign: `python -m property_tests.fuzz.run --minutes 20`.

Draws inputs from `strategies.mutants()` (Hypothesis, generation only, in
chunks of fixed seeds so a campaign is reproducible with `--seed`), runs
every tool configuration on each, checks the property of harness.py on
every run, compares a sample with iree-opt 3.2.0 (`--differential`) and a
sample with a second process (`--determinism`), and keeps going after a
failure. At the end it shrinks the smallest input of each failure class
(`--reduce-minutes`), prints the counts and writes:

    OUT/summary.json                      counts, classes, reproducers
    OUT/<kind>/<class>/<hash>.mlir        failing inputs (smallest first seen, up to 3 per class)
    OUT/<kind>/<class>/<hash>.txt         what failed and the commands that reproduce it
    OUT/<kind>/<class>/reduced.mlir       the smallest input still failing the same way

`--replay FILE...` runs the checks on saved inputs instead (exit code 1 when
any fails).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from . import harness
from .known import REFERENCE_ACCEPTS, REFERENCE_REJECTS

CHUNK = 25


def family(origin: str) -> str:
    """Group of a mutant's origin: template, examples, reference, generated, deep, huge."""
    if origin.startswith(("deep:", "huge:")):
        return origin
    if origin.startswith("template:"):
        return "template"
    if origin.startswith("examples/"):
        return "examples"
    if "#" in origin:
        return "reference " + origin.split("#")[0]
    return origin.split(",")[0]


@dataclass
class FailureClass:
    group: str                 # problem kind or differential direction
    signature: str
    configs: Counter = field(default_factory=Counter)
    count: int = 0
    smallest: Optional[bytes] = None
    smallest_description: str = ""
    smallest_config: str = ""
    saved: List[str] = field(default_factory=list)
    reduced: Optional[str] = None
    known: str = ""


class Campaign:
    def __init__(self, out: Path, timeout: float, differential_rate: float, determinism_rate: float):
        self.out = out
        self.timeout = timeout
        self.inputs = harness.Inputs()
        self.primary = harness.Worker("0", timeout)
        self.secondary = harness.Worker("1", timeout)
        self.differential_rate = differential_rate
        self.determinism_rate = determinism_rate
        self.reference = harness.reference_binary() is not None and differential_rate > 0
        self.count = 0
        self.families: Counter = Counter()
        self.runs: Dict[str, Counter] = defaultdict(Counter)
        self.differential: Counter = Counter()
        self.classes: Dict[Tuple[str, str], FailureClass] = {}
        self._diff_credit = 0.0
        self._det_credit = 0.0

    # -- one input --------------------------------------------------------------

    def run_one(self, data: bytes, description: str, origin: str) -> List[object]:
        self.count += 1
        self.families[family(origin)] += 1
        results = harness.run_configs(data, self.inputs, self.primary)
        found: List[object] = []
        for name, (outcome, problems) in results.items():
            stats = self.runs[name]
            stats["runs"] += 1
            stats[f"exit {outcome.code}" if outcome.code is not None else "no exit"] += 1
            for kind in {p.kind for p in problems}:
                stats[kind] += 1
            found += problems
        self._det_credit += self.determinism_rate
        if self._det_credit >= 1:
            self._det_credit -= 1
            self.runs["(determinism)"]["inputs compared"] += 1
            again = harness.run_configs(data, self.inputs, self.secondary)
            for config in harness.CONFIGS:
                bad = harness.nondeterminism(config, self.inputs.path, results[config.name][0], again[config.name][0])
                self.runs[config.name]["nondeterministic"] += len(bad)
                found += bad
        self._diff_credit += self.differential_rate
        if self.reference and self._diff_credit >= 1:
            self._diff_credit -= 1
            status, disagreement = harness.differential(self.inputs.path, data, results[harness.ROUNDTRIP.name][0])
            self.differential["sampled"] += 1
            self.differential[status] += 1
            if disagreement is not None:
                self.differential[("known " if disagreement.known else "") + disagreement.direction] += 1
                found.append(disagreement)
        for problem in found:
            self._record(problem, data, description)
        return found

    def _record(self, problem, data: bytes, description: str) -> None:
        if isinstance(problem, harness.Disagreement):
            group, config = problem.direction, harness.ROUNDTRIP.name
            known = f"{problem.known.id} ({problem.known.doc})" if problem.known else ""
        else:
            group, config, known = problem.kind, problem.config, ""
        key = (group, problem.signature)
        cls = self.classes.get(key)
        if cls is None:
            cls = self.classes[key] = FailureClass(group, problem.signature, known=known)
        cls.configs[config] += 1
        cls.count += 1
        if cls.smallest is None or len(data) < len(cls.smallest):
            cls.smallest, cls.smallest_description, cls.smallest_config = data, description, config
            if len(cls.saved) < 3:
                path = harness.save_failure(self.out, group, problem.signature, data, description, [problem])
                cls.saved.append(str(path))

    # -- shrinking ----------------------------------------------------------------

    def still_fails(self, cls: FailureClass) -> Callable[[bytes], bool]:
        if cls.group in (REFERENCE_REJECTS, REFERENCE_ACCEPTS):
            def test(data: bytes) -> bool:
                path = self.inputs.write(data)
                ours = self.primary.run(harness.ROUNDTRIP, path)
                _, d = harness.differential(path, data, ours)
                return d is not None and d.direction == cls.group and d.signature == cls.signature
            return test
        config = harness.CONFIG_BY_NAME[cls.smallest_config]

        def test(data: bytes) -> bool:
            if cls.group == "nondeterministic":
                first = harness.run_configs(data, self.inputs, self.primary, [config])[config.name][0]
                second = harness.run_configs(data, self.inputs, self.secondary, [config])[config.name][0]
                found = harness.nondeterminism(config, self.inputs.path, first, second)
            else:
                found = harness.run_configs(data, self.inputs, self.primary, [config])[config.name][1]
            return any(p.kind == cls.group and p.signature == cls.signature for p in found)
        return test

    def reduce_all(self, seconds: float) -> None:
        deadline = time.monotonic() + seconds
        pending = sorted(self.classes.values(), key=lambda c: len(c.smallest or b""))
        for i, cls in enumerate(pending):
            left = deadline - time.monotonic()
            if left <= 0 or cls.smallest is None:
                break
            share = min(60.0, left / (len(pending) - i))
            reduced = reduce(cls.smallest, self.still_fails(cls), time.monotonic() + share)
            folder = Path(cls.saved[0]).parent if cls.saved else self.out
            path = folder / "reduced.mlir"
            path.write_bytes(reduced)
            cls.reduced = str(path)
            cls.smallest = reduced

    # -- report -----------------------------------------------------------------

    def summary(self, seconds: float) -> dict:
        return {
            "seconds": round(seconds, 1),
            "inputs": self.count,
            "families": dict(self.families.most_common()),
            "runs": {name: dict(c) for name, c in self.runs.items()},
            "differential": {k: v for k, v in self.differential.items()},
            "classes": [
                {"group": c.group, "signature": c.signature, "count": c.count, "configs": dict(c.configs),
                 "known": c.known, "smallest_bytes": len(c.smallest or b""), "description": c.smallest_description,
                 "saved": c.saved, "reduced": c.reduced}
                for c in sorted(self.classes.values(), key=lambda c: (c.group, -c.count))],
        }

    def close(self) -> None:
        self.primary.close()
        self.secondary.close()


def _pieces(data: bytes, how: str) -> List[bytes]:
    if how == "lines":
        return re.findall(rb"[^\n]*\n|[^\n]+", data)
    if how == "tokens":
        return re.findall(rb"\s+|[%@^!#]?[\w$.\-]+|\"(?:[^\"\\\n]|\\.)*\"|.", data, re.S)
    return [data[i:i + 1] for i in range(len(data))]


def _shorter_numbers(data: bytes, still_fails: Callable[[bytes], bool], deadline: float) -> bytes:
    """Halves long digit runs (huge numbers) while the input still fails."""
    for _ in range(64):
        changed = False
        for m in sorted(re.finditer(rb"\d{3,}", data), key=lambda m: -len(m.group())):
            if time.monotonic() >= deadline:
                return data
            digits = m.group()
            candidate = data[:m.start()] + digits[:len(digits) // 2] + data[m.end():]
            if still_fails(candidate):
                data, changed = candidate, True
                break
        if not changed:
            return data
    return data


def reduce(data: bytes, still_fails: Callable[[bytes], bool], deadline: float) -> bytes:
    """Greedy delta debugging: shortens huge numbers, then removes chunks of
    lines, then of tokens, then of bytes, while |still_fails|, until
    nothing goes or time is up."""
    data = _shorter_numbers(data, still_fails, deadline)
    for how in ("lines", "tokens", "bytes"):
        units = _pieces(data, how)
        if how == "bytes" and len(units) > 2000:
            break
        size = max(len(units) // 2, 1)
        while size >= 1 and time.monotonic() < deadline:
            i, removed = 0, False
            while i < len(units) and time.monotonic() < deadline:
                candidate = units[:i] + units[i + size:]
                if still_fails(b"".join(candidate)):
                    units, removed = candidate, True
                else:
                    i += size
            if not removed:
                size //= 2
        data = b"".join(units)
    return data


def print_summary(s: dict, out: Path, stream=sys.stdout) -> None:
    w = stream.write
    w(f"\n== fuzz campaign: {s['inputs']} inputs in {s['seconds']:.0f} s; failing inputs in {out}\n")
    w("families: " + ", ".join(f"{k} {v}" for k, v in s["families"].items()) + "\n\n")
    cols = ("runs", "exit 0", "exit 1", "internal-error", "timeout", "crash", "unlocated-error", "bad-output",
            "nondeterministic")
    w(f"{'tool configuration':28}" + "".join(f"{c:>17}" for c in cols) + "\n")
    for name in [c.name for c in harness.CONFIGS]:
        counts = s["runs"].get(name, {})
        w(f"{name:28}" + "".join(f"{counts.get(c, 0):>17}" for c in cols) + "\n")
    det = s["runs"].get("(determinism)", {}).get("inputs compared", 0)
    w(f"(inputs also run in a second process for determinism: {det})\n")
    d = s["differential"]
    if d:
        w(f"\ndifferential against iree-opt: {d.get('sampled', 0)} sampled, {d.get('agree-accept', 0)} both accept, "
          f"{d.get('agree-reject', 0)} both reject, {d.get('no-verdict', 0)} no verdict (a crash or timeout), "
          f"{d.get(REFERENCE_REJECTS, 0)} iree-opt rejects / we accept, "
          f"{d.get(REFERENCE_ACCEPTS, 0)} iree-opt accepts / we reject, "
          f"{d.get('known ' + REFERENCE_REJECTS, 0) + d.get('known ' + REFERENCE_ACCEPTS, 0)} known differences\n")
    w("\nfailure classes (count = runs or samples showing it):\n")
    group = None
    for c in s["classes"]:
        if c["group"] != group:
            group = c["group"]
            w(f"  {group}\n")
        where = ", ".join(f"{k} {v}" for k, v in sorted(c["configs"].items()))
        known = f"  [known: {c['known']}]" if c["known"] else ""
        w(f"    {c['count']:6}  {c['signature']}{known}\n            configs: {where}; smallest "
          f"{c['smallest_bytes']} bytes: {c['reduced'] or (c['saved'] or ['?'])[0]}\n")


def replay(paths: Sequence[str], timeout: float) -> int:
    inputs = harness.Inputs()
    w = harness.Worker("0", timeout)
    failed = 0
    try:
        for path in paths:
            data = Path(path).read_bytes()
            results = harness.run_configs(data, inputs, w)
            problems = [p for _, found in results.values() for p in found]
            if harness.reference_binary() is not None:
                _, d = harness.differential(inputs.path, data, results[harness.ROUNDTRIP.name][0])
                if d is not None:
                    problems.append(d)
            print(f"== {path}: " + ("ok" if not problems else f"{len(problems)} problems"))
            for p in problems:
                print(p)
            failed += bool(problems)
    finally:
        w.close()
    return 1 if failed else 0


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m property_tests.fuzz.run", description=__doc__.split("\n\n")[0])
    ap.add_argument("--minutes", type=float, default=20.0, help="how long to generate inputs (default 20)")
    ap.add_argument("--max-inputs", type=int, default=None, help="stop after this many inputs")
    ap.add_argument("--seed", type=int, default=0, help="first Hypothesis seed (one per chunk of 25 inputs)")
    ap.add_argument("--out", default=str(Path(tempfile.gettempdir()) / "dfx-fuzz-campaign"),
                    help="directory for failing inputs and summary.json (default: $TMPDIR/dfx-fuzz-campaign)")
    ap.add_argument("--timeout", type=float, default=harness.DEFAULT_TIMEOUT, help="seconds per run (default 20)")
    ap.add_argument("--differential", type=float, default=0.25, metavar="RATE",
                    help="share of inputs compared with iree-opt (default 0.25; 0 turns it off)")
    ap.add_argument("--determinism", type=float, default=0.05, metavar="RATE",
                    help="share of inputs run again in a second process (default 0.05)")
    ap.add_argument("--reduce-minutes", type=float, default=3.0,
                    help="time for shrinking the smallest input of each class at the end (default 3)")
    ap.add_argument("--replay", nargs="+", metavar="FILE", help="check these saved inputs and exit")
    args = ap.parse_args(argv)
    if args.replay:
        return replay(args.replay, args.timeout)

    from hypothesis import HealthCheck, Phase, given, seed, settings

    from .strategies import mutants

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    campaign = Campaign(out, args.timeout, args.differential, args.determinism)
    if args.differential > 0 and not campaign.reference:
        print("iree-opt not found: no differential check", file=sys.stderr)
    start = time.monotonic()
    stop = start + args.minutes * 60
    strategy = mutants()

    def done() -> bool:
        return time.monotonic() >= stop or (args.max_inputs is not None and campaign.count >= args.max_inputs)

    chunk = 0
    last_report = start
    try:
        while not done():
            @seed(args.seed + chunk)
            @settings(max_examples=CHUNK, database=None, deadline=None, phases=[Phase.generate],
                      suppress_health_check=list(HealthCheck), derandomize=False)
            @given(strategy)
            def one(mutant):
                if not done():
                    campaign.run_one(mutant.data, mutant.describe(), mutant.origin)

            one()
            chunk += 1
            if time.monotonic() - last_report > 60:
                last_report = time.monotonic()
                bad = sum(c.count for c in campaign.classes.values())
                print(f"[{(last_report - start) / 60:5.1f} min] {campaign.count} inputs, {len(campaign.classes)} "
                      f"failure classes ({bad} failures)", flush=True)
    except KeyboardInterrupt:
        print("interrupted: reporting what ran", file=sys.stderr)
    seconds = time.monotonic() - start
    try:
        if args.reduce_minutes > 0:
            campaign.reduce_all(args.reduce_minutes * 60)
    except KeyboardInterrupt:
        pass
    summary = campaign.summary(seconds)
    summary["seeds"] = [args.seed, args.seed + chunk]
    (out / "summary.json").write_text(json.dumps(summary, indent=1, default=str), encoding="utf-8")
    print_summary(summary, out)
    campaign.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
