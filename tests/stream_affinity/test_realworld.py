"""Real compiler output (tests/data/realworld/, see docs/realworld.md):
14 programs compiled by iree-compile 3.2.0 and 3.13 for two devices, at the
flow phase and right before schedule-execution, plus 3.2.0 flow variants
with cross-device transfers (and their stream dumps).

Per corpus file:

* round trip: `dfx-opt` (no passes) prints exactly what iree-opt 3.2.0
  prints with `--mlir-print-local-scope` (dfx never prints aliases) for
  the 3.2.0 files; the 3.13 files are compared with themselves (they are
  3.13's own local-scope printing, build.py checks it), both up to the
  final blank line plain mlir-opt adds;
* annotate (3.2.0 flow dumps and variants): every op carries the same
  `stream.affinities`, `.operands` and `.results` as after
  `iree-opt --iree-stream-annotate-affinities`;
* schedule (3.2.0 stream dumps): `dfx-opt -p schedule-execution` and
  iree-opt's `iree-stream-schedule-execution` give the same text once both
  are printed by iree-opt;
* convert (3.2.0 flow dumps and variants): `dfx-opt -p convert-to-stream`
  and `iree-opt --iree-stream-conversion` give the same text once both are
  printed by iree-opt;
* chain (the same files): `dfx-opt -p
  convert-to-stream,encode-host-tensors,schedule-execution` runs through
  and iree-opt 3.2.0 reads its output back.

Cases that fail today are listed in KNOWN_FAILURES with the first error
they give; they are strict xfails that only accept that error (any other
failure is reported as a failure, and a pass as XPASS(strict)): when a fix
lands, delete the rows it fixes, or print the rows for the current tools
with `python -m tests.stream_affinity.test_realworld`.
"""

from __future__ import annotations

import fnmatch
import hashlib
import io
import json
import re
import subprocess
from typing import Callable, Dict, List, Optional, Tuple

import pytest

import stream_affinity  # noqa: F401  (registers the IREE dialects)
from stream_affinity import passes as _passes  # noqa: F401  (registers the passes)
from stream_affinity.cli import annotate_main
from dfx.driver.cli import run_tool
from dfx.ir.diagnostics import ParseError
from dfx.syntax.parser import parse_module
from property_tests.support import annotation_mismatches

from ..conftest import REPO, in_ci
from ..iree import iree_opt, run_iree_opt

CORPUS = REPO / "tests" / "data" / "realworld"
MANIFEST = json.loads((CORPUS / "manifest.json").read_text())
FILES: List[str] = [entry["path"] for entry in MANIFEST["files"]]
# The pass runs on every callable (util.func and util.initializer), as in
# iree-compile; plain `--iree-stream-schedule-execution` on a module does nothing.
SCHEDULE_PIPELINE = ("--pass-pipeline=builtin.module(util.func(iree-stream-schedule-execution),"
                     "util.initializer(iree-stream-schedule-execution))")

# (check or "*", glob over corpus paths, first error (a substring of it), cause).
# Checks: "round_trip", "annotate", "schedule", "convert", "chain". The first matching row applies.
_DIFFERS = "scheduled program differs from iree-opt's"
_CONVERT_DIFFERS = "converted program differs from iree-opt's"
KNOWN_FAILURES: List[Tuple[str, str, str, str]] = [
]


class KnownFailure(AssertionError):
    """The failure recorded in KNOWN_FAILURES for this case (the only
    exception its strict xfail accepts)."""


def known_failure(check: str, path: str) -> Optional[Tuple[str, str]]:
    for row_check, pattern, message, cause in KNOWN_FAILURES:
        if row_check in ("*", check) and fnmatch.fnmatchcase(path, pattern):
            return message, cause
    return None


def cases(check: str, paths: List[str]) -> list:
    out = []
    for path in paths:
        known = known_failure(check, path)
        marks = ()
        if known is not None:
            marks = pytest.mark.xfail(strict=True, raises=KnownFailure, reason=f"{known[0]} ({known[1]})")
        out.append(pytest.param(path, marks=marks, id=path))
    return out


def checked(check: str, path: str, body: Callable[[], None]) -> None:
    """Runs |body|; a failure carrying the recorded first error of this
    case becomes KnownFailure, any other failure stays what it is."""
    try:
        body()
    except AssertionError as error:
        known = known_failure(check, path)
        if known is not None and known[0] in str(error):
            raise KnownFailure(str(error)) from None
        raise


def need_iree_opt() -> None:
    # Under CI a missing iree-opt is an error (the comparison is the test).
    if iree_opt() is None and not in_ci():
        pytest.skip("iree-opt 3.2.0 (the test extra) is not installed")


_IREE_CACHE: Dict[Tuple[str, Tuple[str, ...]], str] = {}


def reference(path: str, args: Tuple[str, ...] = ()) -> str:
    """iree-opt 3.2.0's output for corpus file |path| with |args| (cached)."""
    key = (path, args)
    if key not in _IREE_CACHE:
        proc = run_iree_opt(list(args), (CORPUS / path).read_text())
        assert proc.returncode == 0, f"iree-opt {' '.join(args)} failed on {path}:\n{proc.stderr[-3000:]}"
        _IREE_CACHE[key] = proc.stdout
    return _IREE_CACHE[key]


def ours(path: str, args: List[str], main=run_tool) -> str:
    out, err = io.StringIO(), io.StringIO()
    code = main([str(CORPUS / path), *args], stdout=out, stderr=err)
    if code != 0:
        lines = err.getvalue().splitlines() or ["(no diagnostic)"]
        raise AssertionError(f"exit {code}: {lines[0]}")
    return out.getvalue()


#===----------------------------------------------------------------------===#
# The corpus itself
#===----------------------------------------------------------------------===#


def test_manifest_lists_every_corpus_file_with_its_hash():
    on_disk = sorted(p.relative_to(CORPUS).as_posix() for p in CORPUS.glob("v3.*/*.mlir"))
    assert sorted(FILES) == on_disk
    for entry in MANIFEST["files"]:
        digest = hashlib.sha256((CORPUS / entry["path"]).read_bytes()).hexdigest()
        assert digest == entry["sha256"], f"{entry['path']} changed without rebuilding the manifest"
    assert MANIFEST["compilers"]["v3.2"].startswith("3.2.0")
    assert MANIFEST["compilers"]["v3.13"].startswith("3.13.")


def test_every_source_is_compiled_by_both_compilers_at_both_phases():
    sources = sorted(p.stem for p in (CORPUS / "src").glob("*.mlir"))
    assert len(sources) >= 10
    for name in sources:
        for tag in ("v3.2", "v3.13"):
            for phase in ("flow", "stream"):
                assert f"{tag}/{name}.{phase}.mlir" in FILES


def test_variants_add_cross_device_transfers():
    by_path = {entry["path"]: entry for entry in MANIFEST["files"]}
    variants = [e for e in MANIFEST["files"] if e["variant"] and e["phase"] == "flow"]
    assert len(variants) >= 20
    for entry in variants:
        base = by_path[entry["path"].replace(f".{entry['variant']}.", ".")]
        assert entry["transfers"] == base["transfers"] + entry["inserted"] > base["transfers"]
        assert "to #hal.device.affinity<@device_b>" in (CORPUS / entry["path"]).read_text()
        assert by_path[entry["path"].replace(".flow.", ".stream.")]["variant"] == entry["variant"]


V32 = [p for p in FILES if p.startswith("v3.2/")]


@pytest.mark.parametrize("path", V32)
def test_corpus_file_is_iree_opt_printing(path):
    # What build.py promises: flow dumps print like --mlir-print-local-scope,
    # stream dumps like plain iree-opt (aliases).
    need_iree_opt()
    args = ("--mlir-print-local-scope",) if path.endswith(".flow.mlir") else ()
    assert reference(path, args).rstrip("\n") == (CORPUS / path).read_text().rstrip("\n")


#===----------------------------------------------------------------------===#
# Our tools against iree-opt
#===----------------------------------------------------------------------===#


def iree_opt_lenient(args: List[str], text: str) -> Tuple[int, str, str]:
    """iree-opt on |text| (exit code, stdout, first error). Unlike
    run_iree_opt it survives a crash, whose stack dump is not always UTF-8,
    and names the innermost thing iree-opt was doing when it crashed."""
    proc = subprocess.run([iree_opt(), *args, "-"], input=text.encode(), capture_output=True, timeout=300)
    lines = proc.stderr.decode(errors="replace").strip().splitlines() or ["(no diagnostic)"]
    if "Stack dump:" in lines:
        frames = [line.split(".", 1)[1].strip() for line in lines if re.match(r"^\d+\.\s", line)]
        first = "iree-opt crashed: " + (frames[-1].strip("\x00 ") if frames else "?")
    else:
        first = re.sub(r"^<stdin>:\d+:\d+: ", "", lines[0])
    return proc.returncode, proc.stdout.decode(), first


def check_round_trip(path: str) -> None:
    # Both sides print in local scope: we print no aliases otherwise either
    # (docs/divergences.md R4), but kept executable bodies refer to them.
    printed = ours(path, ["--mlir-print-local-scope"])
    if path.startswith("v3.13/"):
        # The dumps are 3.13's own local-scope printing.
        expected = (CORPUS / path).read_text()
    else:
        need_iree_opt()
        expected = reference(path, ("--mlir-print-local-scope",))
    assert printed == expected, "printing differs from iree-opt's"


def check_annotate(path: str) -> None:
    annotated = ours(path, [], main=annotate_main)
    need_iree_opt()
    expected = reference(path, ("--iree-stream-annotate-affinities",))
    try:
        problems = annotation_mismatches(parse_module(annotated, path), parse_module(expected, path + ":iree-opt"))
    except ParseError as error:
        raise AssertionError(f"reading the annotated programs back: {error}") from None
    assert not problems, "annotations differ from iree-opt:\n  " + "\n  ".join(problems[:20])


def check_schedule(path: str) -> None:
    scheduled = ours(path, ["-p", "schedule-execution"])
    need_iree_opt()
    expected = reference(path, (SCHEDULE_PIPELINE,))
    code, ours_reprinted, error = iree_opt_lenient([], scheduled)
    assert code == 0, "iree-opt rejects our output: " + error
    code, theirs_reprinted, error = iree_opt_lenient([], expected)
    assert code == 0, error
    assert ours_reprinted == theirs_reprinted, "scheduled program differs from iree-opt's"


CONVERT_PIPELINE = ("--iree-stream-conversion",)


def check_convert(path: str) -> None:
    converted = ours(path, ["-p", "convert-to-stream"])
    need_iree_opt()
    expected = reference(path, CONVERT_PIPELINE)
    code, ours_reprinted, error = iree_opt_lenient([], converted)
    assert code == 0, "iree-opt rejects our output: " + error
    code, theirs_reprinted, error = iree_opt_lenient([], expected)
    assert code == 0, error
    assert ours_reprinted == theirs_reprinted, "converted program differs from iree-opt's"


CHAIN = "convert-to-stream,encode-host-tensors,schedule-execution"


def check_chain(path: str) -> None:
    scheduled = ours(path, ["-p", CHAIN])
    need_iree_opt()
    code, _, error = iree_opt_lenient([], scheduled)
    assert code == 0, "iree-opt rejects our output: " + error


FLOW32 = [p for p in V32 if p.endswith(".flow.mlir")]
STREAM32 = [p for p in V32 if p.endswith(".stream.mlir")]
CHECKS = {"round_trip": (FILES, check_round_trip), "annotate": (FLOW32, check_annotate),
          "schedule": (STREAM32, check_schedule), "convert": (FLOW32, check_convert),
          "chain": (FLOW32, check_chain)}


@pytest.mark.parametrize("path", cases("round_trip", FILES))
def test_round_trip(path):
    checked("round_trip", path, lambda: check_round_trip(path))


@pytest.mark.parametrize("path", cases("annotate", FLOW32))
def test_annotate_matches_iree_opt(path):
    checked("annotate", path, lambda: check_annotate(path))


@pytest.mark.parametrize("path", cases("schedule", STREAM32))
def test_schedule_matches_iree_opt(path):
    checked("schedule", path, lambda: check_schedule(path))


@pytest.mark.parametrize("path", cases("convert", FLOW32))
def test_convert_matches_iree_opt(path):
    checked("convert", path, lambda: check_convert(path))


@pytest.mark.parametrize("path", cases("chain", FLOW32))
def test_convert_encode_schedule_chain_gives_what_iree_opt_reads(path):
    checked("chain", path, lambda: check_chain(path))


#===----------------------------------------------------------------------===#
# Regenerating KNOWN_FAILURES
#===----------------------------------------------------------------------===#


def first_failure(check: str, path: str) -> Optional[str]:
    """The message KNOWN_FAILURES would record for this case today, or None
    when it passes."""
    try:
        CHECKS[check][1](path)
    except AssertionError as error:
        first = (str(error).splitlines() or [""])[0]
        return first.split(" error: ", 1)[-1]
    return None


def current_known_failures() -> List[Tuple[str, str, str, str]]:
    """KNOWN_FAILURES as the tools behave now: one row per (compiler,
    source) when all its cases fail with one message, else one row per
    failing case; causes are kept from the rows with the same message."""
    causes = {message: cause for _, _, message, cause in KNOWN_FAILURES}
    by_group: Dict[str, List[Tuple[str, str, Optional[str]]]] = {}
    for check, (paths, _) in CHECKS.items():
        for path in paths:
            tag, name = path.split("/")
            group = f"{tag}/{name.split('.')[0]}.*"
            by_group.setdefault(group, []).append((check, path, first_failure(check, path)))
    rows = []
    for group in sorted(by_group):
        results = by_group[group]
        messages = {message for _, _, message in results}
        if len(messages) == 1 and None not in messages:
            message = messages.pop()
            rows.append(("*", group, message, causes.get(message, "cause to be filled in")))
            continue
        for check, path, message in results:
            if message is not None:
                rows.append((check, path, message, causes.get(message, "cause to be filled in")))
    return rows


if __name__ == "__main__":
    # python -m tests.stream_affinity.test_realworld: prints the rows of
    # KNOWN_FAILURES for the current tools (paste them over the table).
    for row in current_known_failures():
        print(f"    {row!r},")
