"""One pass, one module or package (docs/architecture.md, "Where new code
goes"): every pass that `stream_affinity.passes` registers is implemented
in `stream_affinity.transforms.<name>`, its name with `-` spelled `_`
(`encode-host-tensors` -> `transforms/encode_host_tensors/`), and the
registered function imports its implementation from there.

The check is a plain function of a `transforms/` directory and of each
pass function's source, so the tests at the end also run it on a
synthetic tree and show that it fails on a pass without its own module and
on a pass whose function imports its implementation from elsewhere.
"""

from __future__ import annotations

import ast
import inspect
import textwrap
from pathlib import Path
from typing import Dict, List, Mapping

import stream_affinity.passes  # noqa: F401  (registers the passes)
import stream_affinity.transforms
from dfx.driver.passes import PASSES

PACKAGE = "stream_affinity.transforms"

# Passes registered by `stream_affinity.passes` that have no module of their
# own, each with the reason. Keep this short: a new pass gets a module.
EXEMPT: Dict[str, str] = {
    "iree-stream-elide-async-copies":
        "an alias of `elide-transfers` under upstream's pass name (the same function, "
        "transforms/elide_transfers.py)",
    "canonicalize":
        "extends dfx's generic `canonicalize` pass (dfx.driver.passes, dfx.rewrite.canonicalize) "
        "with 3.13's transfer folds, which belong to schedule-execution's cleanup "
        "(transforms/schedule_execution/current.py)",
}


def module_name(pass_name: str) -> str:
    return pass_name.replace("-", "_")


def has_module(transforms_dir: Path, name: str) -> bool:
    """Whether |transforms_dir| holds the module `<name>.py` or the package
    `<name>/__init__.py`."""
    return (transforms_dir / f"{name}.py").is_file() or (transforms_dir / name / "__init__.py").is_file()


def imported_modules(source: str) -> List[str]:
    """Every module an `import` / `from ... import` statement of |source|
    names (absolute imports; the pass functions use no relative ones)."""
    out = []
    for node in ast.walk(ast.parse(textwrap.dedent(source))):
        if isinstance(node, ast.Import):
            out.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.append(node.module)
            out.extend(f"{node.module}.{alias.name}" for alias in node.names)
    return out


def layout_problems(transforms_dir: Path, pass_sources: Mapping[str, str],
                    exempt: Mapping[str, str] = EXEMPT) -> List[str]:
    """What breaks the rule, for passes given as name -> source of the
    registered function."""
    problems = []
    for name in sorted(pass_sources):
        if name in exempt:
            continue
        module = module_name(name)
        target = f"{PACKAGE}.{module}"
        if not has_module(transforms_dir, module):
            problems.append(f"pass {name}: no module {target} (transforms/{module}.py or transforms/{module}/)")
            continue
        imports = imported_modules(pass_sources[name])
        if not any(m == target or m.startswith(target + ".") for m in imports):
            problems.append(f"pass {name}: its function imports nothing from {target} "
                            f"(it imports {', '.join(imports) or 'nothing'})")
    return problems


def registered_here() -> Dict[str, str]:
    """name -> source of the function, for every pass `stream_affinity.passes`
    registers (it also replaces dfx's `canonicalize`)."""
    return {name: inspect.getsource(info.fn) for name, info in PASSES.items()
            if info.fn.__module__ == "stream_affinity.passes"}


TRANSFORMS = Path(stream_affinity.transforms.__file__).parent


# -- the real tree ---------------------------------------------------------------------


def test_every_pass_has_its_own_module():
    passes = registered_here()
    assert {"annotate-affinities", "convert-to-stream", "encode-host-tensors", "schedule-execution",
            "elide-transfers"} <= set(passes)  # the registry is read
    problems = layout_problems(TRANSFORMS, passes)
    assert not problems, "\n".join(problems)


def test_every_exemption_is_still_needed():
    # An exemption for a pass that is gone, or that now has its own module,
    # would silently widen the rule.
    passes = registered_here()
    for name in EXEMPT:
        assert name in passes, f"{name} is exempt but not registered by stream_affinity.passes"
        assert not has_module(TRANSFORMS, module_name(name)), f"{name} has its own module: drop its exemption"


def test_the_alias_is_the_same_pass():
    assert PASSES["iree-stream-elide-async-copies"].fn is PASSES["elide-transfers"].fn


# -- the check itself, on a synthetic tree --------------------------------------------


def _transforms(tmp_path: Path, files: Dict[str, str]) -> Path:
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return tmp_path


_SOURCES = {
    "one-module": "def _p(module, options):\n    from stream_affinity.transforms.one_module import run\n",
    "a-package": "def _p(module, options):\n    from stream_affinity.transforms.a_package.driver import run\n",
    "via-facade": "def _p(module, options):\n    from stream_affinity.transforms import via_facade\n",
}
_FILES = {"one_module.py": "", "a_package/__init__.py": "", "a_package/driver.py": "", "via_facade/__init__.py": ""}


def test_synthetic_layout_passes(tmp_path):
    assert layout_problems(_transforms(tmp_path, _FILES), _SOURCES, exempt={}) == []


def test_pass_without_its_module_is_reported(tmp_path):
    files = dict(_FILES)
    del files["a_package/__init__.py"]  # a directory without __init__ is not the package
    files["helpers.py"] = ""
    problems = layout_problems(_transforms(tmp_path, files), _SOURCES, exempt={})
    assert problems == ["pass a-package: no module stream_affinity.transforms.a_package "
                        "(transforms/a_package.py or transforms/a_package/)"]
    assert layout_problems(tmp_path, _SOURCES, exempt={"a-package": "reason"}) == []


def test_pass_implemented_elsewhere_is_reported(tmp_path):
    sources = dict(_SOURCES)
    sources["one-module"] = "def _p(module, options):\n    from stream_affinity.transforms.helpers import run\n"
    problems = layout_problems(_transforms(tmp_path, _FILES), sources, exempt={})
    assert problems == ["pass one-module: its function imports nothing from stream_affinity.transforms.one_module "
                        "(it imports stream_affinity.transforms.helpers, stream_affinity.transforms.helpers.run)"]
