"""Mutation evidence for the property suite.

    python tests/mutation/run.py [--examples N] [--only NAME ...] [--source REV|worktree] [--keep]

Injects realistic bugs into `dfx` / `stream_affinity` ONE AT A TIME, each in
a fresh temporary copy of the repository (by default the committed tree of
HEAD; `--source worktree` copies the working tree; the real tree is never
touched),
runs the property suite there (`property_tests/`, Hypothesis profile
`mutation`: few examples, derandomized, no shrinking, explicit examples
skipped so only generated programs count) and prints a table: mutation,
caught or not, and by which tests. An unmutated baseline runs first and
must pass. Exit status 0 when every mutation is caught.

A mutation whose source snippet is no longer found (the code moved on) is
reported as STALE and counts as a failure: update its snippet.

Not collected by pytest (see conftest.py here).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import List, Sequence, Tuple

REPO = Path(__file__).resolve().parents[2]
IGNORED = shutil.ignore_patterns(".git", ".hypothesis", ".pytest_cache", "__pycache__", "*.egg-info",
                                 ".benchmarks", "build", "dist")


@dataclass(frozen=True)
class Mutation:
    """A bug: textual replacements (file, old, new), each `old` unique."""

    name: str
    description: str
    edits: Tuple[Tuple[str, str, str], ...]


MUTATIONS: Sequence[Mutation] = (
    Mutation(
        "drop-tied-propagation",
        "tied results neither inherit their operand's placement nor pass consumers back "
        "(neither the Explorer's walks nor the affinity elements step through ties)",
        (("dfx/analysis/value_walks.py",
          "        if walk_tied:\n            tied = traits.get(TiedOp)\n            if tied is not None:\n"
          "                t = tied.tied_operand(d, w.index)",
          "        if False:\n            tied = traits.get(TiedOp)\n            if tied is not None:\n"
          "                t = tied.tied_operand(d, w.index)"),
         ("dfx/analysis/value_walks.py",
          "        if walk_tied:\n            tied = traits.get(TiedOp)\n            if tied is not None:\n"
          "                m = cache.tied.get(o)",
          "        if False:\n            tied = traits.get(TiedOp)\n            if tied is not None:\n"
          "                m = cache.tied.get(o)"),
         ("stream_affinity/analysis/affinity.py",
          "            tied = owner.get_trait(TiedOp)\n            if tied is not None:\n                operand =",
          "            tied = None\n            if tied is not None:\n                operand ="),
         ("stream_affinity/analysis/affinity.py",
          "        tied = owner.get_trait(TiedOp)\n        if tied is not None:\n            for r in tied.tied_results(owner, k):",
          "        tied = None\n        if tied is not None:\n            for r in tied.tied_results(owner, k):")),
    ),
    Mutation(
        "ignore-pinning",
        "hal.tensor.import/export/alias no longer pin the values they touch",
        (("stream_affinity/analysis/affinity.py",
          "    return iface is not None and iface.pins_value_affinity(op)",
          "    return False"),
         ("stream_affinity/analysis/affinity.py",
          "            if aff is not None and aff.pins_value_affinity(owner):",
          "            if False:")),
    ),
    Mutation(
        "skip-while-after-region",
        "scf.condition forwards only to the scf.while results, never into the after region",
        (("dfx/dialects/scf.py",
          "                _edge(1, fwd, _entry_args(op, 1)),\n",
          ""),),
    ),
    Mutation(
        "forget-call-results",
        "def walks stop at util.call results instead of entering the callee's returns",
        (("dfx/analysis/value_walks.py",
          "            if index < len(ops):\n                out[ops[index]] = None",
          "            if index < len(ops):\n                pass"),),
    ),
    Mutation(
        "flip-transfer-rule",
        "a flow.tensor.transfer result is placed where its source lives instead of on its target",
        (("stream_affinity/analysis/affinity.py",
          "            aff = owner.get_trait(AffinityOp)\n            if aff is not None and aff.pins_value_affinity(owner):",
          "            if owner.name == \"flow.tensor.transfer\":\n"
          "                new ^= solver.get_element_for(self, ValueProducerAffinity,\n"
          "                                              Position.for_value(owner.operand(0)), OPTIONAL).state\n"
          "                return WalkResult.ADVANCE\n"
          "            aff = owner.get_trait(AffinityOp)\n            if aff is not None and aff.pins_value_affinity(owner):"),),
    ),
    Mutation(
        "hash-ordered-affinities",
        "affinity sets are listed in hash order (varies with PYTHONHASHSEED)",
        (("stream_affinity/analysis/attributes.py",
          "        out.sort(key=affinity_text)",
          "        out.sort(key=hash)"),),
    ),
    Mutation(
        "solver-iterates-a-set",
        "the solver queues the dependents of a changed element in set order (heap-address order)",
        (("dfx/analysis/solver.py",
          "            if status is _CHANGED:\n                for d in deps:",
          "            if status is _CHANGED:\n                for d in set(deps):"),),
    ),
    Mutation(
        "partitioner-ignores-affinity",
        "the partitioner puts ops of different devices into one partition",
        (("stream_affinity/transforms/schedule_execution/partitioner.py",
          "        if not can_execute_together(a, builders[ordinal].affinity):",
          "        if False:"),),
    ),
    Mutation(
        "uses-not-redirected-to-awaits",
        "schedule-execution leaves the uses of escaping values on the original ops instead of the awaits",
        (("stream_affinity/transforms/schedule_execution/schedule.py",
          "            out.replace_all_uses_with(aw.results[0])\n",
          ""),),
    ),
    Mutation(
        "write-only-global-ignores-stores",
        "a global that is only stored gets no placement from the stored values",
        (("stream_affinity/analysis/affinity.py",
          "            for store in info.stores:",
          "            for store in ():"),),
    ),
    Mutation(
        "transfer-drops-destination",
        "inside an execution region a transfer loses to(...) when its source matches the partition "
        "(the seed's asymmetric rule, divergence S1)",
        (("stream_affinity/transforms/schedule_execution/schedule.py",
          "                if iface.source_affinity(clone) == part:\n"
          "                    clone.remove_attr(iface.source_attr)\n"
          "                if iface.result_affinity(clone) == part:\n"
          "                    clone.remove_attr(iface.result_attr)\n",
          "                if iface.source_affinity(clone) == part:\n"
          "                    clone.remove_attr(iface.result_attr)\n"),),
    ),
)


def copy_tree(dest: Path, source: str) -> Path:
    """A copy of the repository under |dest|: the working tree when |source|
    is "worktree", else the committed tree of that git revision (so edits
    in progress elsewhere in the checkout cannot leak into a run)."""
    root = dest / "repo"
    if source == "worktree":
        shutil.copytree(REPO, root, ignore=IGNORED)
        return root
    root.mkdir(parents=True)
    archive = subprocess.run(["git", "archive", "--format=tar", source], cwd=REPO, capture_output=True, check=True)
    subprocess.run(["tar", "-x", "-C", str(root)], input=archive.stdout, check=True)
    return root


def apply(root: Path, mutation: Mutation) -> List[str]:
    """Applies |mutation| under |root|; returns the problems (stale snippets)."""
    problems = []
    for rel, old, new in mutation.edits:
        path = root / rel
        text = path.read_text()
        count = text.count(old)
        if count != 1:
            problems.append(f"{rel}: snippet found {count} times: {old.splitlines()[0].strip()!r}")
            continue
        path.write_text(text.replace(old, new))
    return problems


def run_suite(root: Path, examples: int, timeout: float) -> Tuple[bool, List[str], str, float]:
    """Runs the property suite in |root|: (passed, failing test ids, tail, seconds)."""
    env = dict(os.environ, HYPOTHESIS_PROFILE="mutation", DFX_MUTATION_EXAMPLES=str(examples))
    env["PYTHONPATH"] = str(root) + os.pathsep + env.get("PYTHONPATH", "")
    env.pop("CI", None)
    start = time.monotonic()
    try:
        proc = subprocess.run([sys.executable, "-m", "pytest", "property_tests", "-q", "-rf", "-p", "no:cacheprovider",
                               "-W", "ignore::DeprecationWarning"],
                              cwd=root, env=env, capture_output=True, text=True, timeout=timeout)
        out = proc.stdout + proc.stderr
        ok = proc.returncode == 0
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or "") if isinstance(e.stdout, str) else ""
        ok = False
        out += "\n(timed out)"
    failed = sorted(set(re.findall(r"^(?:FAILED|ERROR) (\S+?)(?: - |$)", out, re.M)))
    return ok, failed, "\n".join(out.splitlines()[-15:]), time.monotonic() - start


def check_imports(root: Path) -> None:
    """The suite in the copy must import the copy's packages."""
    code = "import dfx, stream_affinity; print(dfx.__file__); print(stream_affinity.__file__)"
    env = dict(os.environ)
    env["PYTHONPATH"] = str(root) + os.pathsep + env.get("PYTHONPATH", "")
    out = subprocess.run([sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True).stdout
    for line in out.split():
        if not Path(line).resolve().is_relative_to(root.resolve()):
            raise SystemExit(f"the copy imports {line} instead of its own sources")


def short(test_id: str) -> str:
    return test_id.replace("property_tests/", "").replace(".py::", "::")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--examples", type=int, default=60,
                    help="max_examples of the `mutation` profile (scales every test's budget; default 60)")
    ap.add_argument("--only", nargs="*", default=None, help="run only these mutations (by name)")
    ap.add_argument("--timeout", type=float, default=1800, help="seconds per suite run")
    ap.add_argument("--keep", action="store_true", help="keep the temporary copies")
    ap.add_argument("--source", default="HEAD",
                    help='git revision to test (default HEAD), or "worktree" for the uncommitted working tree')
    args = ap.parse_args(argv)

    selected = [m for m in MUTATIONS if args.only is None or m.name in args.only]
    rows = []
    all_caught = True
    with tempfile.TemporaryDirectory(prefix="dfx-mutation-") as tmp:
        tmp_path = Path(tmp)
        base_root = copy_tree(tmp_path / "baseline", args.source)
        check_imports(base_root)
        ok, failed, tail, secs = run_suite(base_root, args.examples, args.timeout)
        print(f"baseline (no mutation): {'passes' if ok else 'FAILS'} in {secs:.0f} s", flush=True)
        if not ok:
            print(tail)
            return 2
        for m in selected:
            root = copy_tree(tmp_path / m.name, args.source)
            problems = apply(root, m)
            if problems:
                rows.append((m.name, "STALE", "; ".join(problems), 0.0))
                all_caught = False
                print(f"{m.name}: STALE ({'; '.join(problems)})", flush=True)
                continue
            ok, failed, tail, secs = run_suite(root, args.examples, args.timeout)
            caught = not ok
            all_caught &= caught
            by = ", ".join(short(t) for t in failed) or ("(suite error)" if caught else "-")
            rows.append((m.name, "yes" if caught else "NO", by, secs))
            print(f"{m.name}: {'caught' if caught else 'NOT CAUGHT'} in {secs:.0f} s by {by}", flush=True)
            if caught and not failed:
                print(tail)
            if args.keep:
                keep = REPO.parent / f"dfx-mutation-{m.name}"
                shutil.rmtree(keep, ignore_errors=True)
                shutil.copytree(root, keep)
    print()
    print("| mutation | caught? | by |")
    print("|---|---|---|")
    for name, caught, by, _ in rows:
        print(f"| {name} | {caught} | {by} |")
    return 0 if all_caught else 1


if __name__ == "__main__":
    sys.exit(main())
