"""The checks run over a corpus of real compiler output (docs/realworld.md):
tests/data/realworld/ (test_realworld.py) and tests/data/frontends/
(test_frontends.py) are two instances of `Corpus`.

A corpus is a folder with `manifest.json` (a `files` list of entries with
`path`, `sha256`, `phase`, `variant`, ...) and dumps under `v3.2/` (made by
iree-compile 3.2.0) and `v3.13/` (3.13). The checks, per file:

* round trip: `dfx-opt` with no pass prints exactly what iree-opt 3.2.0
  prints with `--mlir-print-local-scope` (dfx never prints aliases,
  divergences R4) for a 3.2.0 file; a 3.13 file is its own expectation
  (3.13's local-scope printing, the build checks it), printed in local
  scope, or plainly when it ends with a `{-# dialect_resources #-}`
  section (local scope leaves that out, in iree-opt and in dfx);
* annotate (flow dumps): every op carries the annotations
  `iree-stream-annotate-affinities` of the release that made the file
  gives: seed rules against iree-opt 3.2.0, `--rules current` against
  iree-opt 3.13 (with its solver cap out of the way, K1; `.usage`
  included);
* convert (3.2.0 flow dumps): `dfx-opt -p convert-to-stream` and
  `iree-opt --iree-stream-conversion` give the same text once both are
  printed by iree-opt 3.2.0;
* schedule (3.2.0 stream dumps): `dfx-opt -p schedule-execution` and
  iree-opt 3.2.0's schedule-execution (on every callable) likewise;
* chain (3.2.0 flow dumps): `dfx-opt -p
  convert-to-stream,encode-host-tensors,schedule-execution` runs through and
  iree-opt 3.2.0 reads its output.

iree-opt's outputs for the files are computed once per (release, flags)
for every file a check will ask about, in one `--split-input-file` run
(a file on which the batch gives nothing is rerun alone, for its error).

Cases that fail today are rows of the corpus's known-failure table: (check
or "*", glob over paths, first error (a substring of it), cause); the
first matching row applies. Such a case is a strict xfail that accepts only
a failure carrying the recorded error: any other failure is a failure, and
a pass is an XPASS(strict) failure, so the table only shrinks.
`Corpus.current_known_failures()` gives the rows for the tools as they are.
"""

from __future__ import annotations

import fnmatch
import hashlib
import io
import json
import re
import subprocess
from pathlib import Path
from typing import Callable, Dict, List, Optional, Sequence, Tuple

import pytest

import stream_affinity  # noqa: F401  (registers the IREE dialects)
from stream_affinity import passes as _passes  # noqa: F401  (registers the passes)
from stream_affinity.cli import annotate_main
from dfx.driver.cli import run_tool, split_input
from dfx.ir.diagnostics import ParseError
from dfx.syntax.parser import parse_module
from property_tests.support import annotation_mismatches

from ..conftest import in_ci
from ..iree import (CURRENT_ANNOTATE, annotation_differences, annotations, iree_opt, iree_opt_current,
                    require_iree_opt_current)

# The pass runs on every callable (util.func and util.initializer), as in
# iree-compile; plain `--iree-stream-schedule-execution` on a module does nothing.
SCHEDULE_PIPELINE = ("--pass-pipeline=builtin.module(util.func(iree-stream-schedule-execution),"
                     "util.initializer(iree-stream-schedule-execution))")
CONVERT_PIPELINE = ("--iree-stream-conversion",)
LOCAL_SCOPE = ("--mlir-print-local-scope",)
SEED_ANNOTATE = ("--iree-stream-annotate-affinities",)
CHAIN = "convert-to-stream,encode-host-tensors,schedule-execution"
_RESOURCES = re.compile(r"\n\{-#\n  dialect_resources: .*#-\}\n*\Z", re.S)
_SPLIT = "// -----\n"

KnownRow = Tuple[str, str, str, str]


class KnownFailure(AssertionError):
    """The failure recorded in a known-failure table for this case (the
    only exception its strict xfail accepts)."""


def need_iree_opt() -> None:
    # Under CI a missing iree-opt is an error (the comparison is the test).
    if iree_opt() is None and not in_ci():
        pytest.skip("iree-opt 3.2.0 (the test extra) is not installed")


def iree_opt_lenient(args: Sequence[str], text: str, exe: Optional[str] = None) -> Tuple[int, str, str]:
    """iree-opt (3.2.0 unless |exe|) on |text|: (exit code, stdout, first
    error). Unlike run_iree_opt it survives a crash, whose stack dump is not
    always UTF-8, and names the innermost thing iree-opt was doing when it
    crashed."""
    proc = subprocess.run([exe or iree_opt(), *args, "-"], input=text.encode(), capture_output=True, timeout=600)
    lines = proc.stderr.decode(errors="replace").strip().splitlines() or ["(no diagnostic)"]
    if "Stack dump:" in lines:
        frames = [line.split(".", 1)[1].strip() for line in lines if re.match(r"^\d+\.\s", line)]
        first = "iree-opt crashed: " + (frames[-1].strip("\x00 ") if frames else "?")
    else:
        first = re.sub(r"^<stdin>:\d+:\d+: ", "", lines[0])
    return proc.returncode, proc.stdout.decode(), first


def has_resources(text: str) -> bool:
    return _RESOURCES.search(text) is not None


def version_of(path: str) -> str:
    """"v3.2" or "v3.13": the release that made corpus file |path|."""
    return path.split("/", 1)[0]


class Corpus:
    """One corpus folder, its known failures, and iree-opt's cached outputs."""

    def __init__(self, root: Path, known_failures: List[KnownRow]):
        self.root = root
        self.known_failures = known_failures
        self.manifest = json.loads((root / "manifest.json").read_text())
        self.files: List[str] = [entry["path"] for entry in self.manifest["files"]]
        self.by_path = {entry["path"]: entry for entry in self.manifest["files"]}
        v32 = [p for p in self.files if version_of(p) == "v3.2"]
        v313 = [p for p in self.files if version_of(p) == "v3.13"]
        self.flow32 = [p for p in v32 if p.endswith(".flow.mlir")]
        self.stream32 = [p for p in v32 if p.endswith(".stream.mlir")]
        self.flow313 = [p for p in v313 if p.endswith(".flow.mlir")]
        self.v32, self.v313 = v32, v313
        self.checks: Dict[str, Tuple[List[str], Callable[[str], None]]] = {
            "round_trip": (self.files, self.check_round_trip),
            "annotate": (self.flow32 + self.flow313, self.check_annotate),
            "schedule": (self.stream32, self.check_schedule),
            "convert": (self.flow32, self.check_convert),
            "chain": (self.flow32, self.check_chain),
        }
        # Which files ask iree-opt for what: (release, stages) -> paths.
        self._wanted: Dict[Tuple[str, Tuple[Tuple[str, ...], ...]], List[str]] = {
            ("v3.2", (LOCAL_SCOPE,)): v32,
            ("v3.2", ((),)): self.stream32,
            ("v3.2", (SEED_ANNOTATE,)): self.flow32,
            ("v3.13", (tuple(CURRENT_ANNOTATE),)): self.flow313,
            ("v3.2", (CONVERT_PIPELINE,)): self.flow32,
            ("v3.2", (CONVERT_PIPELINE, ())): self.flow32,
            ("v3.2", ((SCHEDULE_PIPELINE,),)): self.stream32,
            ("v3.2", ((SCHEDULE_PIPELINE,), ())): self.stream32,
        }
        self._cache: Dict[Tuple[str, str, Tuple[Tuple[str, ...], ...]], Tuple[int, str, str]] = {}

    def text(self, path: str) -> str:
        return (self.root / path).read_text()

    #===------------------------------------------------------------------===#
    # Known failures
    #===------------------------------------------------------------------===#

    def known_failure(self, check: str, path: str) -> Optional[Tuple[str, str]]:
        for row_check, pattern, message, cause in self.known_failures:
            if row_check in ("*", check) and fnmatch.fnmatchcase(path, pattern):
                return message, cause
        return None

    def cases(self, check: str, paths: Optional[List[str]] = None) -> list:
        out = []
        for path in self.checks[check][0] if paths is None else paths:
            known = self.known_failure(check, path)
            marks = ()
            if known is not None:
                marks = pytest.mark.xfail(strict=True, raises=KnownFailure, reason=f"{known[0]} ({known[1]})")
            out.append(pytest.param(path, marks=marks, id=path))
        return out

    def checked(self, check: str, path: str) -> None:
        """Runs |check| on |path|; a failure carrying the recorded first
        error of this case becomes KnownFailure, any other failure stays
        what it is."""
        try:
            self.checks[check][1](path)
        except AssertionError as error:
            known = self.known_failure(check, path)
            if known is not None and known[0] in str(error):
                raise KnownFailure(str(error)) from None
            raise

    def first_failure(self, check: str, path: str) -> Optional[str]:
        """The message a known-failure row would record for this case
        today (its first line, without the generic-form hint of an unknown
        op), or None when it passes."""
        try:
            self.checks[check][1](path)
        except AssertionError as error:
            first = (str(error).splitlines() or [""])[0]
            return first.split(" error: ", 1)[-1].split("; ops without a definition here")[0]
        return None

    def current_known_failures(self) -> List[KnownRow]:
        """The known-failure rows as the tools behave now, per (release,
        program): when every case of it fails, one row per case whose
        message is not the most common one, then one row for the rest;
        else one row per failing case. Causes are kept from the rows with
        the same message."""
        causes = {message: cause for _, _, message, cause in self.known_failures}
        by_group: Dict[str, List[Tuple[str, str, Optional[str]]]] = {}
        for check, (paths, _) in self.checks.items():
            for path in paths:
                tag, name = path.split("/")
                group = f"{tag}/{name.split('.')[0]}.*"
                by_group.setdefault(group, []).append((check, path, self.first_failure(check, path)))
        rows = []
        for group in sorted(by_group):
            results = by_group[group]
            messages = [message for _, _, message in results]
            common = None
            if None not in messages:
                common = max(sorted(set(messages)), key=messages.count)
            for check, path, message in results:
                if message is not None and message != common:
                    rows.append((check, path, message, causes.get(message, "cause to be filled in")))
            if common is not None:
                rows.append(("*", group, common, causes.get(common, "cause to be filled in")))
        return rows

    def tests(self, names: Dict[str, str]) -> Dict[str, Callable[[str], None]]:
        """Test functions, one per check: {function name: check} in, {function
        name: a test parametrized over the check's cases} out (a test module
        adds them to its globals)."""
        out = {}
        for name, check in names.items():
            def test(path: str, check: str = check) -> None:
                self.checked(check, path)
            test.__name__ = test.__qualname__ = name
            test.__doc__ = f"The {check} check on one corpus file (tests/stream_affinity/corpus.py)."
            out[name] = pytest.mark.parametrize("path", self.cases(check))(test)
        return out

    #===------------------------------------------------------------------===#
    # iree-opt's outputs, batched
    #===------------------------------------------------------------------===#

    def _exe(self, release: str) -> str:
        if release == "v3.13":
            return require_iree_opt_current()
        need_iree_opt()
        return iree_opt()

    def _batch(self, release: str, args: Tuple[str, ...], texts: List[str]) -> List[Optional[str]]:
        """iree-opt |args| on each of |texts| in one `--split-input-file`
        run: the output of each, or None where the batch gives nothing."""
        if not texts:
            return []
        if any(_SPLIT in text for text in texts):
            return [None] * len(texts)
        _, out, _ = iree_opt_lenient(["--split-input-file", *args], _SPLIT.join(texts), self._exe(release))
        chunks = [chunk for chunk, _ in split_input(out)]
        if len(chunks) != len(texts):
            return [None] * len(texts)
        return [chunk if chunk.strip() else None for chunk in chunks]

    def iree_opt_output(self, release: str, path: str, *stages: Tuple[str, ...]) -> Tuple[int, str, str]:
        """(exit code, output, first error) of iree-opt |release| run on
        corpus file |path| with the args of each of |stages| in turn (the
        output of one is the input of the next). Computed for every file
        that wants the same at once."""
        key = (release, path, stages)
        if key not in self._cache:
            group = [p for p in self._wanted.get((release, stages), []) if (release, p, stages) not in self._cache]
            if path not in group:
                group = [path]
            inputs = {p: self.text(p) for p in group}
            done: Dict[str, Tuple[int, str, str]] = {}
            for i, args in enumerate(stages):
                names = [p for p in group if p not in done]
                outputs = self._batch(release, args, [inputs[p] for p in names])
                for p, out in zip(names, outputs):
                    if out is None:
                        code, out, error = iree_opt_lenient(list(args), inputs[p], self._exe(release))
                        if code != 0:
                            done[p] = (code, out, f"stage {i + 1} ({' '.join(args) or 'print'}): {error}")
                            continue
                    inputs[p] = out
            for p in group:
                self._cache[(release, p, stages)] = done.get(p, (0, inputs[p], ""))
        return self._cache[key]

    def reference(self, path: str, args: Tuple[str, ...] = ()) -> str:
        """iree-opt 3.2.0's output for |path| with |args|; fails when
        iree-opt does."""
        code, out, error = self.iree_opt_output("v3.2", path, tuple(args))
        assert code == 0, f"iree-opt {' '.join(args)} failed on {path}: {error}"
        return out

    def ours(self, path: str, args: List[str], main=run_tool) -> str:
        out, err = io.StringIO(), io.StringIO()
        code = main([str(self.root / path), *args], stdout=out, stderr=err)
        if code != 0:
            lines = err.getvalue().splitlines() or ["(no diagnostic)"]
            raise AssertionError(f"exit {code}: {lines[0]}")
        return out.getvalue()

    #===------------------------------------------------------------------===#
    # The checks
    #===------------------------------------------------------------------===#

    def check_round_trip(self, path: str) -> None:
        # Both sides print in local scope: we print no aliases otherwise
        # either (docs/divergences.md R4), but kept executable bodies refer
        # to them.
        if version_of(path) == "v3.13":
            # The dump is iree-compile's text; iree-opt (and we) print a blank
            # line before and after a `{-# ... #-}` resource block where
            # iree-compile prints none.
            expected = self.text(path)
            if has_resources(expected) and "\n\n{-#" not in expected:
                expected = expected.replace("\n{-#", "\n\n{-#", 1)
                expected = expected.rstrip("\n") + "\n\n"
            printed = self.ours(path, [] if has_resources(expected) else list(LOCAL_SCOPE))
        else:
            printed = self.ours(path, list(LOCAL_SCOPE))
            need_iree_opt()
            expected = self.reference(path, LOCAL_SCOPE)
        assert printed == expected, "printing differs from iree-opt's"

    def check_annotate(self, path: str) -> None:
        if version_of(path) == "v3.13":
            self._check_annotate_current(path)
            return
        annotated = self.ours(path, [], main=annotate_main)
        need_iree_opt()
        expected = self.reference(path, SEED_ANNOTATE)
        try:
            problems = annotation_mismatches(parse_module(annotated, path),
                                             parse_module(expected, path + ":iree-opt"))
        except ParseError as error:
            raise AssertionError(f"reading the annotated programs back: {error}") from None
        assert not problems, "annotations differ from iree-opt:\n  " + "\n  ".join(problems[:20])

    def _check_annotate_current(self, path: str) -> None:
        annotated = self.ours(path, ["--rules", "current"], main=annotate_main)
        code, expected, error = self.iree_opt_output("v3.13", path, tuple(CURRENT_ANNOTATE))
        assert code == 0, f"iree-opt 3.13 fails: {error}"
        try:
            theirs = annotations(parse_module(expected, path + ":iree-opt-3.13"))
            mine = annotations(parse_module(annotated, path))
        except ParseError as error:
            raise AssertionError(f"reading the annotated programs back: {error}") from None
        problems = annotation_differences(mine, theirs)
        assert not problems, "annotations differ from iree-opt 3.13:\n  " + "\n  ".join(problems[:20])

    def _compare_with_pass(self, path: str, ours_args: List[str], pipeline: Tuple[str, ...], what: str) -> None:
        result = self.ours(path, ours_args)
        need_iree_opt()
        code, theirs_reprinted, error = self.iree_opt_output("v3.2", path, pipeline, ())
        assert code == 0, f"iree-opt fails: {error}"
        code, ours_reprinted, error = iree_opt_lenient([], result)
        assert code == 0, "iree-opt rejects our output: " + error
        assert ours_reprinted == theirs_reprinted, f"{what} program differs from iree-opt's"

    def check_schedule(self, path: str) -> None:
        self._compare_with_pass(path, ["-p", "schedule-execution"], (SCHEDULE_PIPELINE,), "scheduled")

    def check_convert(self, path: str) -> None:
        self._compare_with_pass(path, ["-p", "convert-to-stream"], CONVERT_PIPELINE, "converted")

    def check_chain(self, path: str) -> None:
        scheduled = self.ours(path, ["-p", CHAIN])
        need_iree_opt()
        code, _, error = iree_opt_lenient([], scheduled)
        assert code == 0, "iree-opt rejects our output: " + error

    #===------------------------------------------------------------------===#
    # The corpus itself
    #===------------------------------------------------------------------===#

    def check_manifest(self) -> None:
        """The manifest lists exactly the dumps on disk, with their hashes."""
        on_disk = sorted(p.relative_to(self.root).as_posix() for p in self.root.glob("v3.*/*.mlir"))
        assert sorted(self.files) == on_disk
        for entry in self.manifest["files"]:
            digest = hashlib.sha256((self.root / entry["path"]).read_bytes()).hexdigest()
            assert digest == entry["sha256"], f"{entry['path']} changed without rebuilding the manifest"
        assert self.manifest["compilers"]["v3.2"].startswith("3.2.0")
        assert self.manifest["compilers"]["v3.13"].startswith("3.13.")

    def check_variants(self, device_b: str) -> None:
        """Each flow variant adds its transfers to |device_b| to the base
        dump, and has a stream dump of the same variant (or none, when the
        manifest records why)."""
        variants = [e for e in self.manifest["files"] if e["variant"] and e["phase"] == "flow"]
        missing = {f["path"] for f in self.manifest.get("not_compiled", []) if f.get("phase") == "stream"}
        assert variants
        for entry in variants:
            base = self.by_path[entry["path"].replace(f".{entry['variant']}.", ".")]
            assert entry["transfers"] == base["transfers"] + entry["inserted"] > base["transfers"]
            assert f"to {device_b}" in self.text(entry["path"])
            stream = entry["path"].replace(".flow.", ".stream.")
            assert stream in self.by_path or entry["path"] in missing, stream
            if stream in self.by_path:
                assert self.by_path[stream]["variant"] == entry["variant"]

    def check_printing(self, path: str) -> None:
        """What the build promises: a 3.2.0 flow dump prints like
        `--mlir-print-local-scope`, a stream dump like plain iree-opt."""
        args = LOCAL_SCOPE if path.endswith(".flow.mlir") else ()
        assert self.reference(path, args).rstrip("\n") == self.text(path).rstrip("\n")
