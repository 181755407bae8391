"""docs/rules.md, "Pass by pass": each example program runs with the
command its section names, under `seed` and under `current`; every
`* seed:` / `* current:` line of the section is text that rule set's
output (or error) holds, and a seed line is not in the current output nor
the reverse. Under `current` the output is also iree-opt 3.13's (both
printed by iree-opt 3.13)."""

import io
import re
import shlex
import subprocess

import pytest

import stream_affinity  # noqa: F401  (registers ops and passes)
from stream_affinity import passes as _passes  # noqa: F401
from dfx.driver.cli import run_tool

from ..conftest import REPO

DOC = REPO / "docs" / "rules.md"


def _examples():
    text = DOC.read_text().split("### Pass by pass", 1)[1].split("\n## ", 1)[0]
    out = []
    for section in re.split(r"^#### ", text, flags=re.M)[1:]:
        title = section.splitlines()[0].strip()
        command = re.search(r"^`dfx-opt ([^`]*)`$", section, re.M).group(1)
        program = re.search(r"^```mlir\n(.*?)^```$", section, re.M | re.S).group(1)
        expect = {"seed": [], "current": []}
        for m in re.finditer(r"^\* (seed|current): `(.*?)`$", section, re.M | re.S):
            expect[m.group(1)].append(m.group(2))
        out.append(pytest.param(shlex.split(command), program, expect, id=title.split(":")[0] + ":" + title[-24:]))
    return out


EXAMPLES = _examples()


def _run(args, program, tmp_path):
    src = tmp_path / "input.mlir"
    src.write_text(program)
    out, err = io.StringIO(), io.StringIO()
    code = run_tool(list(args) + [str(src)], prog="dfx-opt", stdout=out, stderr=err)
    return code, out.getvalue() + err.getvalue()


def test_every_pass_with_a_difference_has_an_example():
    assert len(EXAMPLES) >= 6
    assert {" ".join(p.values[0]) for p in EXAMPLES} >= {"--iree-stream-conversion", "-p schedule-execution"}


@pytest.mark.parametrize("args,program,expect", EXAMPLES)
def test_example(args, program, expect, tmp_path):
    outputs = {rules: _run(["--rules", rules] + args, program, tmp_path) for rules in ("seed", "current")}
    assert outputs["current"][0] == 0, outputs["current"][1]
    for rules, texts in expect.items():
        other = "current" if rules == "seed" else "seed"
        assert texts
        for t in texts:
            assert t in outputs[rules][1], f"{rules} output lacks {t!r}:\n{outputs[rules][1]}"
            assert t not in outputs[other][1], f"{other} output also has {t!r}"


@pytest.mark.parametrize("args,program,expect", EXAMPLES)
def test_current_is_iree_opt_current(args, program, expect, tmp_path, iree_opt_current_path):
    code, ours = _run(["--rules", "current"] + args, program, tmp_path)
    assert code == 0, ours
    flags = ["--pass-pipeline=builtin.module(util.func(iree-stream-schedule-execution))"
             if a == "-p" or a == "schedule-execution" else a for a in args if a != "-p"]
    common = ["--allow-unregistered-dialect", "--mlir-print-local-scope", "-"]
    ref = subprocess.run([iree_opt_current_path] + flags + common, input=program, capture_output=True, text=True)
    assert ref.returncode == 0, ref.stderr
    again = subprocess.run([iree_opt_current_path] + common, input=ours, capture_output=True, text=True)
    assert again.returncode == 0, again.stderr
    assert again.stdout == ref.stdout
