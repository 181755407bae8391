"""Running the tools on fuzz inputs and judging the result.

The property, for every input and every tool configuration (`CONFIGS`):

* the run ends (no timeout) with exit code 0 or 1: never 2 (internal error
  or misuse), never a crash of the interpreter, and no Python traceback or
  `internal error` on stderr;
* every `error:` line on stderr is located: it reads
  `<file>:<line>:<col>: error: ...` with the input's path, `line` within the
  input (MLIR counts `\\n` only: at most the number of `\\n` plus one) and
  `col` within that line (plus one), followed by that very line of the input
  and a caret line with the caret under `col` (dfx/ir/diagnostics.py);
* exit code 1 comes with at least one located error;
* with `--emit=json`, a successful run prints valid JSON;
* the same input gives the same bytes (exit code, stdout, stderr) in a
  second worker process with another `PYTHONHASHSEED` (`nondeterminism`).

`differential` compares acceptance with iree-opt 3.2.0 (see known.py).
"""

from __future__ import annotations

import atexit
import json
import os
import re
import select
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

from .known import REFERENCE_ACCEPTS, REFERENCE_REJECTS, KnownDifference, known_difference

REPO = Path(__file__).resolve().parents[2]
DEFAULT_TIMEOUT = 20.0


#===----------------------------------------------------------------------===#
# Tool configurations
#===----------------------------------------------------------------------===#


@dataclass(frozen=True)
class ToolConfig:
    name: str
    tool: str          # "annotate-affinities" or "dfx-opt"
    args: Tuple[str, ...]

    def argv(self, path: str) -> List[str]:
        return [*self.args, path]

    def command(self, path: str) -> str:
        """The shell command reproducing this run from the repository root."""
        module = "stream_affinity" if self.tool == "annotate-affinities" else "dfx.driver.cli"
        return shlex.join(["python", "-m", module, *self.args, path])


CONFIGS: Tuple[ToolConfig, ...] = (
    ToolConfig("annotate", "annotate-affinities", ()),
    ToolConfig("annotate-usage-partitions", "annotate-affinities", ("--usage", "--partitions")),
    ToolConfig("annotate-json", "annotate-affinities", ("--emit=json",)),
    ToolConfig("schedule-execution", "dfx-opt", ("-p", "schedule-execution")),
    ToolConfig("roundtrip", "dfx-opt", ()),
)
ROUNDTRIP = CONFIGS[-1]
CONFIG_BY_NAME = {c.name: c for c in CONFIGS}


#===----------------------------------------------------------------------===#
# The worker process
#===----------------------------------------------------------------------===#


@dataclass
class Outcome:
    code: Optional[int]          # None: timed out or crashed
    stdout: str = ""
    stderr: str = ""
    timed_out: bool = False
    crashed: bool = False
    seconds: float = 0.0

    def key(self) -> Tuple:
        return (self.code, self.stdout, self.stderr, self.timed_out, self.crashed)


class Worker:
    """A `python -m property_tests.fuzz.worker` process (see worker.py),
    restarted after a timeout or a crash."""

    def __init__(self, hash_seed: str = "0", timeout: float = DEFAULT_TIMEOUT):
        self.hash_seed = hash_seed
        self.timeout = timeout
        self.proc: Optional[subprocess.Popen] = None
        self.log = None
        self.restarts = 0

    def _start(self) -> None:
        env = dict(os.environ, PYTHONHASHSEED=self.hash_seed, DFX_TRACEBACK="1")
        env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
        self.log = tempfile.TemporaryFile()
        self.proc = subprocess.Popen([sys.executable, "-m", "property_tests.fuzz.worker"], cwd=REPO, env=env,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.log,
                                     start_new_session=True)
        self._buffer = b""

    def close(self) -> None:
        if self.proc is not None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
            self.proc.wait()
            for stream in (self.proc.stdin, self.proc.stdout):
                try:
                    stream.close()
                except OSError:
                    pass
            self.proc = None
        if self.log is not None:
            self.log.close()
            self.log = None

    def _log_tail(self) -> str:
        if self.log is None:
            return ""
        self.log.seek(0)
        return self.log.read()[-4000:].decode("utf-8", "replace")

    def run(self, config: ToolConfig, path: str, timeout: Optional[float] = None) -> Outcome:
        if self.proc is None:
            self._start()
        limit = self.timeout if timeout is None else timeout
        request = json.dumps({"tool": config.tool, "argv": config.argv(path)}).encode() + b"\n"
        start = time.monotonic()
        try:
            self.proc.stdin.write(request)
            self.proc.stdin.flush()
        except BrokenPipeError:
            return self._crashed(start)
        fd = self.proc.stdout.fileno()
        # Chunks are collected in a list and only the newest is searched for
        # the end of the answer: an answer can be tens of megabytes (deep
        # nesting prints quadratic indentation), and growing one bytes object
        # and rescanning it per chunk made reading it quadratic.
        chunks = [self._buffer]
        found = b"\n" in self._buffer
        while not found:
            remaining = limit - (time.monotonic() - start)
            if remaining <= 0:
                self.close()
                self.restarts += 1
                return Outcome(None, timed_out=True, seconds=time.monotonic() - start)
            ready, _, _ = select.select([fd], [], [], remaining)
            if not ready:
                continue
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                return self._crashed(start)
            chunks.append(chunk)
            found = b"\n" in chunk
        line, self._buffer = b"".join(chunks).split(b"\n", 1)
        answer = json.loads(line)
        return Outcome(answer["code"], answer["stdout"], answer["stderr"], seconds=time.monotonic() - start)

    def _crashed(self, start: float) -> Outcome:
        if self.proc is not None:
            self.proc.wait()
        status = self.proc.returncode if self.proc is not None else None
        tail = self._log_tail()
        self.close()
        self.restarts += 1
        return Outcome(None, stderr=f"worker died (status {status})\n{tail}", crashed=True,
                       seconds=time.monotonic() - start)


_WORKERS: Dict[str, Worker] = {}


def worker(hash_seed: str = "0") -> Worker:
    """The shared worker for |hash_seed| (closed at exit)."""
    if hash_seed not in _WORKERS:
        _WORKERS[hash_seed] = Worker(hash_seed)
    return _WORKERS[hash_seed]


@atexit.register
def _close_workers() -> None:
    for w in _WORKERS.values():
        w.close()


class Inputs:
    """Writes fuzz inputs to one temporary directory, always under the same
    name (`input.mlir`: diagnostics contain the path, and the determinism
    check compares two runs on the same path)."""

    def __init__(self):
        self.dir = tempfile.mkdtemp(prefix="dfx-fuzz-")
        self.path = os.path.join(self.dir, "input.mlir")
        atexit.register(shutil.rmtree, self.dir, True)

    def write(self, data: bytes) -> str:
        with open(self.path, "wb") as f:
            f.write(data)
        return self.path


#===----------------------------------------------------------------------===#
# The property
#===----------------------------------------------------------------------===#


@dataclass(frozen=True)
class Problem:
    kind: str          # internal-error, timeout, crash, bad-exit-code, unlocated-error, bad-output, nondeterministic
    config: str
    signature: str     # groups problems with the same cause
    detail: str = ""

    def __str__(self) -> str:
        text = f"[{self.kind}] {self.config}: {self.signature}"
        return text + (f"\n    {self.detail}" if self.detail else "")


KINDS = ("internal-error", "timeout", "crash", "bad-exit-code", "unlocated-error", "bad-output", "nondeterministic")

_HEADER = re.compile(r"^(?P<file>.*?):(?P<line>-?\d+):(?P<col>-?\d+): (?P<sev>error|warning|note|remark): (?P<msg>.*)$")
_ERROR_WORD = re.compile(r"\berror:")
_CARET = re.compile(r"[ \t]*\^")
_FRAME = re.compile(r'^\s*File "(?P<file>[^"]+)", line (?P<line>\d+), in (?P<func>\S+)')


def message_class(message: str) -> str:
    """|message| without its particulars (quoted text, names, numbers), to
    group messages with the same cause."""
    text = re.sub(r"^(?:annotate-affinities|dfx-opt): ", "", message)
    text = re.sub(r"codec can't decode .*", "codec can't decode …", text)
    text = re.sub(r"'[^'\n]*'", "'…'", text)
    text = re.sub(r'"[^"\n]*"', '"…"', text)
    text = re.sub(r"`[^`\n]*`", "`…`", text)
    text = re.sub(r"([%@^#!])[\w$.\-]+", r"\1…", text)
    text = re.sub(r"0x[0-9a-fA-F]+|\d+", "N", text)
    text = re.sub(r"\s+", " ", text).strip()
    return text[:160]


def _clean(text: str) -> str:
    """Source line text as compared: replacement characters, lone
    surrogates and a trailing CR (shown lines drop it) do not count."""
    return "".join(c for c in text if c != "\ufffd" and not "\ud800" <= c <= "\udfff").rstrip("\r")


def _excerpt_problem(shown: str, caret: str, actual: bytes, col: int) -> Optional[str]:
    """None when |shown| and |caret| present column |col| of the input line
    |actual|; else what is wrong. Accepted: the whole line, or (as LLVM's
    SourceMgr shows it) the part between CRs holding the column; the caret
    under the column counted in characters or in bytes (MLIR's unit)."""
    text = actual.decode("utf-8", "replace")
    columns = {col, len(actual[:max(col - 1, 0)].decode("utf-8", "replace")) + 1}
    parts = [(text, 0)]
    start = 0
    for piece in text.split("\r"):
        parts.append((piece, start))
        start += len(piece) + 1
    found = False
    for part, offset in parts:
        if _clean(shown) == _clean(part):
            found = True
            if any(len(caret) == c - offset for c in columns):
                return None
    return "caret not under the column" if found else "shown source line is not that line of the input"


def input_line(data: bytes, line: int) -> Optional[bytes]:
    """Line |line| (1-based) of |data| as MLIR counts lines (`\\n` only)."""
    lines = data.split(b"\n")
    return lines[line - 1] if 1 <= line <= len(lines) else None


def _features(data: bytes) -> str:
    found = []
    if b"\r" in data:
        found.append("CR")
    if any(c in data for c in (b"\x0b", b"\x0c", b"\x1c", b"\x1d", b"\x1e", b"\xc2\x85", b"\xe2\x80\xa8",
                               b"\xe2\x80\xa9")):
        found.append("Unicode line separators")
    if b"\x00" in data:
        found.append("NUL")
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        found.append("invalid UTF-8")
    return ", ".join(found) or "plain text"


def diagnostic_problems(stderr: str, path: str, data: bytes) -> Tuple[List[Tuple[str, str]], int]:
    """Checks every diagnostic on |stderr| against the input. Returns
    ([(signature, detail)], number of well-located errors)."""
    problems: List[Tuple[str, str]] = []
    located = 0
    n_lines = data.count(b"\n") + 1
    lines = stderr.split("\n")
    i = 0
    while i < len(lines):
        text = lines[i]
        m = _HEADER.match(text)
        if m and m["file"] == path:
            line, col = int(m["line"]), int(m["col"])
            is_error = m["sev"] == "error"
            actual = input_line(data, line)
            shown = lines[i + 1] if i + 1 < len(lines) else None
            caret = lines[i + 2] if i + 2 < len(lines) else None
            has_excerpt = caret is not None and _CARET.fullmatch(caret) is not None
            problem = None
            if actual is None:
                problem = (f"line outside the input ({_features(data)})",
                           f"{text!r}: the input has {n_lines} lines")
            else:
                width = max(len(actual), len(actual.decode("utf-8", "replace"))) + 1
                if not 1 <= col <= width:
                    problem = (f"column outside its line ({_features(data)})",
                               f"{text!r}: line {line} is {actual!r}")
                elif shown is None or not has_excerpt:
                    problem = ("no source line and caret under the diagnostic", repr(text))
                else:
                    wrong = _excerpt_problem(shown, caret, actual, col)
                    if wrong is not None:
                        problem = (f"{wrong} ({_features(data)})",
                                   f"{text!r} shows {shown!r} and caret line {caret!r}; "
                                   f"line {line} of the input is {actual!r}")
            if problem is not None and is_error:
                problems.append(problem)
            elif problem is None and is_error:
                located += 1
            i += 3 if has_excerpt else 1
            continue
        if _ERROR_WORD.search(text):
            problems.append((f"error without a location: {message_class(text)}", repr(text)))
        i += 1
    return problems, located


def internal_error_signature(stderr: str) -> Tuple[str, str]:
    """(exception type and where it was raised, message) of an internal
    error, read from `internal error: ...` and the traceback (the worker
    sets DFX_TRACEBACK=1)."""
    m = re.search(r"internal error: (?P<type>[\w.]+)(?:: (?P<msg>.*))?", stderr)
    exc_type = m["type"] if m else "?"
    message = (m["msg"] or "") if m else ""
    if not m:
        last = [l for l in stderr.strip().split("\n") if re.match(r"^[\w.]+(Error|Exception|Exit)\b", l)]
        if last:
            exc_type, _, message = last[-1].partition(": ")
    frames: List[str] = []
    lines: List[str] = []
    for text in stderr.split("\n"):
        fm = _FRAME.match(text)
        if fm is None:
            continue
        file = fm["file"]
        try:
            rel = str(Path(file).resolve().relative_to(REPO))
        except ValueError:
            continue
        if rel.startswith("property_tests/"):
            continue
        frames.append(f"{rel}:{fm['func']}")
        lines.append(fm["line"])
    if not frames:
        where = "?"
    elif exc_type == "RecursionError":
        counts = Counter(frames)
        top = max(counts.values())
        where = "recursion through " + ", ".join(sorted(f for f, c in counts.items() if c * 2 >= top)[:4])
    else:
        # The innermost named function (a generator expression or lambda
        # says little), with the line where it raised.
        named = [i for i, f in enumerate(frames) if not f.rsplit(":", 1)[1].startswith("<")] or [len(frames) - 1]
        where = f"{frames[named[-1]]} (line {lines[named[-1]]})"
    return f"{exc_type} in {where}", message_class(message)


_FAULT_FRAME = re.compile(r'^\s*File "(?P<file>[^"]+)", line \d+ in (?P<func>\S+)')


def crash_signature(log: str) -> str:
    """What killed the worker (faulthandler's report) and the innermost
    frame of our code, e.g. `Segmentation fault in dfx/syntax/parser.py:parse`."""
    fatal = re.search(r"Fatal Python error: (.*)", log)
    what = fatal.group(1).strip() if fatal else (log.split("\n")[0] or "worker died")
    for line in log.split("\n"):
        m = _FAULT_FRAME.match(line)
        if m:
            try:
                rel = Path(m["file"]).resolve().relative_to(REPO)
            except ValueError:
                continue
            if not str(rel).startswith("property_tests/"):
                return f"{what} in {rel}:{m['func']}"
    return what


def check_outcome(config: ToolConfig, path: str, data: bytes, outcome: Outcome) -> List[Problem]:
    """The property for one run (see the module docstring)."""
    name = config.name
    if outcome.timed_out:
        return [Problem("timeout", name, f"no answer within {outcome.seconds:.0f} s")]
    if outcome.crashed:
        return [Problem("crash", name, crash_signature(outcome.stderr), outcome.stderr[-2000:])]
    stderr = outcome.stderr
    if (outcome.code in (2, -1) or "internal error" in stderr or "Traceback (most recent call last)" in stderr):
        signature, message = internal_error_signature(stderr)
        return [Problem("internal-error", name, signature, message)]
    problems = []
    if outcome.code not in (0, 1):
        problems.append(Problem("bad-exit-code", name, f"exit code {outcome.code}", stderr[-500:]))
    diag, located = diagnostic_problems(stderr, path, data)
    problems.extend(Problem("unlocated-error", name, sig, detail) for sig, detail in diag)
    if outcome.code == 1 and located == 0 and not diag:
        problems.append(Problem("unlocated-error", name, "exit code 1 without a located error", stderr[-500:]))
    if outcome.code == 0 and "--emit=json" in config.args:
        try:
            json.loads(outcome.stdout)
        except ValueError as e:
            problems.append(Problem("bad-output", name, "--emit=json printed invalid JSON", str(e)))
    return problems


def run_configs(data: bytes, inputs: Inputs, w: Worker, configs: Sequence[ToolConfig] = CONFIGS,
                timeout: Optional[float] = None) -> Dict[str, Tuple[Outcome, List[Problem]]]:
    """Runs every configuration on |data| → {config name: (outcome, problems)}."""
    path = inputs.write(data)
    results = {}
    for config in configs:
        outcome = w.run(config, path, timeout)
        results[config.name] = (outcome, check_outcome(config, path, data, outcome))
    return results


def nondeterminism(config: ToolConfig, path: str, first: Outcome, second: Outcome) -> List[Problem]:
    """Two runs of the same input (workers with different hash seeds) must
    agree byte for byte. Timeouts and crashes are reported elsewhere."""
    if first.timed_out or second.timed_out or first.crashed or second.crashed:
        return []
    if first.key() == second.key():
        return []
    what = [name for name, a, b in (("exit code", first.code, second.code), ("stdout", first.stdout, second.stdout),
                                    ("stderr", first.stderr, second.stderr)) if a != b]
    return [Problem("nondeterministic", config.name, " and ".join(what) + " differ between two processes",
                    f"first: {first.stderr[-300:]!r}\nsecond: {second.stderr[-300:]!r}")]


#===----------------------------------------------------------------------===#
# Differential check against iree-opt 3.2.0
#===----------------------------------------------------------------------===#

REFERENCE_ARGS = ("--allow-unregistered-dialect",)
"""`dfx-opt` always allows unregistered ops (docs/cli.md), so iree-opt gets
the flag that does the same."""


def reference_binary() -> Optional[str]:
    from tests.iree import iree_opt

    return iree_opt()


@dataclass
class Verdict:
    accepted: Optional[bool]     # None: iree-opt crashed or timed out (no verdict)
    message: str = ""            # first error message
    evidence: str = ""           # message + the input line it points at
    stderr: str = ""


def _first_error(stderr: str, path: str, data: bytes) -> Tuple[str, str]:
    for line in stderr.split("\n"):
        m = _HEADER.match(line)
        if m and m["sev"] == "error":
            where = input_line(data, int(m["line"])) if m["file"] == path else None
            shown = where.decode("utf-8", "replace") if where is not None else ""
            return m["msg"], f"{m['msg']}\n{shown}"
        if _ERROR_WORD.search(line):
            return line, line
    return "", ""


def reference_verdict(path: str, data: bytes, timeout: float = 60.0) -> Verdict:
    exe = reference_binary()
    assert exe is not None, "iree-opt is not installed (pip install '.[test]')"
    try:
        proc = subprocess.run([exe, *REFERENCE_ARGS, path, "-o", os.devnull], capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return Verdict(None, "timeout")
    stderr = proc.stderr.decode("utf-8", "replace")
    if proc.returncode == 0:
        return Verdict(True, stderr=stderr)
    if proc.returncode != 1:
        return Verdict(None, f"exit status {proc.returncode}", stderr=stderr[-2000:])
    message, evidence = _first_error(stderr, path, data)
    return Verdict(False, message, evidence, stderr)


def our_verdict(path: str, data: bytes, outcome: Outcome) -> Verdict:
    if outcome.code not in (0, 1):
        return Verdict(None, "internal error, timeout or crash", stderr=outcome.stderr)
    if outcome.code == 0:
        return Verdict(True)
    message, evidence = _first_error(outcome.stderr, path, data)
    return Verdict(False, message, evidence, outcome.stderr)


@dataclass(frozen=True)
class Disagreement:
    direction: str                          # known.REFERENCE_REJECTS or known.REFERENCE_ACCEPTS
    signature: str                          # message class of the rejecting side
    evidence: str
    known: Optional[KnownDifference] = None

    def __str__(self) -> str:
        label = f" (known: {self.known.id}, {self.known.doc})" if self.known else ""
        return f"[{self.direction}] {self.signature}{label}\n    {self.evidence!r}"


def differential(path: str, data: bytes, ours: Outcome) -> Tuple[str, Optional[Disagreement]]:
    """Compares acceptance of |data| by iree-opt and by our round trip
    (|ours|). Returns (status, disagreement): status is "agree-accept",
    "agree-reject", "no-verdict" (either side crashed or timed out: not
    comparable) or "disagree"."""
    mine = our_verdict(path, data, ours)
    if mine.accepted is None:
        return "no-verdict", None
    theirs = reference_verdict(path, data)
    if theirs.accepted is None:
        return "no-verdict", None
    if theirs.accepted == mine.accepted:
        return ("agree-accept" if mine.accepted else "agree-reject"), None
    if mine.accepted:
        direction, rejecting = REFERENCE_REJECTS, theirs
    else:
        direction, rejecting = REFERENCE_ACCEPTS, mine
    known = known_difference(direction, rejecting.evidence)
    signature = message_class(rejecting.message) or "(no message)"
    if known is not None:
        signature = f"{known.id}: {signature}"
    return "disagree", Disagreement(direction, signature, rejecting.evidence[:400], known)


#===----------------------------------------------------------------------===#
# Saving failing inputs
#===----------------------------------------------------------------------===#


def slug(text: str, limit: int = 60) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-")[:limit] or "x"


def save_failure(directory: Path, group: str, signature: str, data: bytes, description: str,
                 problems: Sequence[object]) -> Path:
    """Writes |data| to DIRECTORY/GROUP/SLUG/<hash>.mlir with a .txt report
    beside it (the problems and the commands reproducing them); returns the
    .mlir path."""
    import hashlib

    folder = directory / group / slug(signature)
    folder.mkdir(parents=True, exist_ok=True)
    name = hashlib.sha1(data).hexdigest()[:12]
    path = folder / f"{name}.mlir"
    path.write_bytes(data)
    report = failure_report(data, description, problems, str(path))
    (folder / f"{name}.txt").write_text(report + "\n", encoding="utf-8", errors="backslashreplace")
    return path


def failure_report(data: bytes, description: str, problems: Sequence[object], saved_as: str = "") -> str:
    lines = [f"input: {description} ({len(data)} bytes)"]
    if saved_as:
        lines.append(f"saved as {saved_as}; reproduce from the repository root with:")
        configs = {getattr(p, "config", None) for p in problems} - {None}
        for name in sorted(configs):
            lines.append("  " + CONFIG_BY_NAME[name].command(saved_as))
        if any(isinstance(p, Disagreement) for p in problems):
            lines.append("  " + ROUNDTRIP.command(saved_as))
            lines.append("  " + shlex.join(["iree-opt", *REFERENCE_ARGS, saved_as, "-o", "/dev/null"]))
    lines += [str(p) for p in problems]
    return "\n".join(lines)
