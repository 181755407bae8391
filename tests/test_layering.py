"""The package layering of docs/architecture.md, enforced by reading imports.

Every `import` and `from ... import` statement counts, wherever it is: at
module level, inside a function (a lazy import is still a dependency) or
under `if TYPE_CHECKING:`. Two properties are checked over `dfx/` and
`stream_affinity/`:

* each module imports only from the layers its own layer may use
  (`ALLOWED`): `dfx` never imports `stream_affinity`; the IR imports neither
  the syntax nor the analysis; the syntax and the analysis depend on the IR
  only; and so on up to the command lines;
* the import graph between modules has no cycle.

The checks are plain functions of a source tree, so the tests at the end
run them on a synthetic tree too and show that they fail on a forbidden
import, a lazy one and a cycle.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Dict, Iterable, List, Optional, Set, Tuple

REPO = Path(__file__).resolve().parents[1]
PACKAGES = ("dfx", "stream_affinity")

# Layer of a module: the longest prefix listed here. A package's own
# `__init__` belongs to the layer of the package.
ALLOWED: Dict[str, Tuple[str, ...]] = {
    "dfx.support": (),
    "dfx.ir": ("dfx.support",),
    "dfx.syntax": ("dfx.ir", "dfx.support"),
    "dfx.analysis": ("dfx.ir", "dfx.support"),
    "dfx.analyses": ("dfx.ir", "dfx.analysis", "dfx.support"),
    "dfx.dialects": ("dfx.ir", "dfx.syntax", "dfx.support"),
    "dfx.driver": ("dfx",),
    "dfx": ("dfx",),  # the `dfx` facade (dfx/__init__.py) re-exports every layer
    "stream_affinity.analysis": ("dfx.ir", "dfx.analysis", "dfx.support"),
    "stream_affinity.dialects": ("dfx.ir", "dfx.syntax", "dfx.dialects", "dfx.support",
                                 "stream_affinity.analysis.attributes", "stream_affinity.analysis.interfaces"),
    "dfx.rewrite": ("dfx.ir", "dfx.support"),
    "stream_affinity.transforms": ("dfx.ir", "dfx.syntax", "dfx.analysis", "dfx.rewrite", "dfx.support",
                                   "stream_affinity.analysis"),
    "stream_affinity.reports": ("dfx.ir", "dfx.syntax", "dfx.analysis", "dfx.support",
                                "stream_affinity.analysis", "stream_affinity.transforms"),
    "stream_affinity.cli": ("dfx", "stream_affinity"),
    "stream_affinity.passes": ("dfx", "stream_affinity"),
    "stream_affinity.__main__": ("stream_affinity.cli",),
    "stream_affinity": ("dfx", "stream_affinity"),  # the package facade
}

MAX_MODULE_LINES = 1000


def _within(module: str, prefix: str) -> bool:
    return module == prefix or module.startswith(prefix + ".")


def layer_of(module: str) -> Optional[str]:
    """The most specific `ALLOWED` key that contains |module|."""
    best = None
    for key in ALLOWED:
        if _within(module, key) and (best is None or len(key) > len(best)):
            best = key
    return best


def module_files(root: Path) -> Dict[str, Path]:
    """Dotted module name -> file, for every module of `PACKAGES` under |root|."""
    out: Dict[str, Path] = {}
    for pkg in PACKAGES:
        for path in sorted((root / pkg).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


def _imported(module: str, is_package: bool, tree: ast.AST, known: Set[str]) -> Iterable[Tuple[str, int]]:
    """(imported project module, line) for every import statement of |tree|."""
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                # `from pkg import submodule` depends on the submodule itself
                sub = f"{target}.{alias.name}"
                yield (sub if sub in known else target), node.lineno


def import_graph(root: Path) -> Dict[str, List[Tuple[str, int]]]:
    """Module -> [(imported project module, line)], deduplicated, in order."""
    files = module_files(root)
    known = set(files)
    graph: Dict[str, List[Tuple[str, int]]] = {}
    for module, path in files.items():
        tree = ast.parse(path.read_text(), str(path))
        edges, seen = [], set()
        for target, line in _imported(module, path.name == "__init__.py", tree, known):
            if target.split(".")[0] in PACKAGES and target != module and target not in seen:
                seen.add(target)
                edges.append((target, line))
        graph[module] = edges
    return graph


def layering_violations(graph: Dict[str, List[Tuple[str, int]]]) -> List[str]:
    out = []
    for module, edges in graph.items():
        layer = layer_of(module)
        if layer is None:
            out.append(f"{module}: belongs to no layer (add it to ALLOWED in {Path(__file__).name})")
            continue
        for target, line in edges:
            if _within(target, layer) and layer not in ("dfx", "stream_affinity"):
                continue  # inside its own layer
            if not any(_within(target, allowed) for allowed in ALLOWED[layer]):
                out.append(f"{module}:{line}: imports {target}, but layer {layer} may import only "
                           f"{', '.join(ALLOWED[layer]) or 'nothing from the project'}")
    return out


def import_cycles(graph: Dict[str, List[Tuple[str, int]]]) -> List[List[str]]:
    """Strongly connected components with more than one module (Tarjan's
    algorithm with an explicit stack), each sorted, in sorted order."""
    index: Dict[str, int] = {}
    low: Dict[str, int] = {}
    on_stack: Set[str] = set()
    stack: List[str] = []
    sccs: List[List[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, 0)]
        while work:
            node, i = work.pop()
            if i == 0:
                index[node] = low[node] = counter
                counter += 1
                stack.append(node)
                on_stack.add(node)
            succs = [t for t, _ in graph.get(node, ()) if t in graph]
            if i < len(succs):
                work.append((node, i + 1))
                nxt = succs[i]
                if nxt not in index:
                    work.append((nxt, 0))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            if low[node] == index[node]:
                comp = []
                while True:
                    m = stack.pop()
                    on_stack.discard(m)
                    comp.append(m)
                    if m == node:
                        break
                if len(comp) > 1:
                    sccs.append(sorted(comp))
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
    return sorted(sccs)


# -- the real tree ---------------------------------------------------------------------


def test_every_import_respects_the_layers():
    violations = layering_violations(import_graph(REPO))
    assert not violations, "\n".join(violations)


def test_no_import_cycles():
    cycles = import_cycles(import_graph(REPO))
    assert not cycles, "import cycles:\n" + "\n".join(" <-> ".join(c) for c in cycles)


def test_modules_stay_small():
    # Split by concept when a module outgrows this (docs/architecture.md).
    too_long = {m: len(p.read_text().splitlines()) for m, p in module_files(REPO).items()}
    too_long = {m: n for m, n in too_long.items() if n > MAX_MODULE_LINES}
    assert not too_long, too_long


def test_every_layer_exists():
    # A renamed package must not leave a rule that checks nothing.
    modules = module_files(REPO)
    for key in ALLOWED:
        assert any(_within(m, key) for m in modules), key


# -- the checks themselves, on a synthetic tree --------------------------------------


def _tree(tmp_path: Path, files: Dict[str, str]) -> Path:
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return tmp_path


LEGAL = {
    "dfx/__init__.py": "from dfx.ir.core import Operation\n",
    "dfx/ir/__init__.py": "",
    "dfx/ir/core.py": "class Operation:\n    pass\n",
    "dfx/syntax/__init__.py": "",
    "dfx/syntax/parser.py": "from dfx.ir.core import Operation\n",
    "stream_affinity/__init__.py": "import dfx\n",
}


def test_synthetic_legal_tree_passes(tmp_path):
    graph = import_graph(_tree(tmp_path, LEGAL))
    assert layering_violations(graph) == []
    assert import_cycles(graph) == []
    assert ("dfx.ir.core", 1) in graph["dfx.syntax.parser"]


def test_forbidden_import_is_reported(tmp_path):
    bad = dict(LEGAL)
    bad["dfx/ir/bad.py"] = "import os\nfrom dfx.syntax.parser import Operation\n"
    violations = layering_violations(import_graph(_tree(tmp_path, bad)))
    assert violations == ["dfx.ir.bad:2: imports dfx.syntax.parser, but layer dfx.ir may import only dfx.support"]


def test_lazy_and_type_checking_imports_count(tmp_path):
    bad = dict(LEGAL)
    bad["dfx/ir/lazy.py"] = ("from typing import TYPE_CHECKING\n"
                             "if TYPE_CHECKING:\n    import stream_affinity\n"
                             "def f():\n    from dfx.syntax import parser\n    return parser\n")
    violations = layering_violations(import_graph(_tree(tmp_path, bad)))
    assert [v.split(": imports ")[0] for v in violations] == ["dfx.ir.lazy:3", "dfx.ir.lazy:5"]
    assert "imports dfx.syntax.parser" in violations[1]  # `from pkg import module` names the module


def test_dfx_importing_stream_affinity_is_reported(tmp_path):
    bad = dict(LEGAL)
    bad["dfx/driver/__init__.py"] = ""
    bad["dfx/driver/cli.py"] = "from stream_affinity import passes\n"
    violations = layering_violations(import_graph(_tree(tmp_path, bad)))
    assert len(violations) == 1 and violations[0].startswith("dfx.driver.cli:1: imports stream_affinity")


def test_cycle_is_reported(tmp_path):
    bad = dict(LEGAL)
    bad["dfx/ir/core.py"] = "from dfx.ir import symbols\n"
    bad["dfx/ir/symbols.py"] = "def lookup():\n    from dfx.ir.core import Operation\n"
    cycles = import_cycles(import_graph(_tree(tmp_path, bad)))
    assert cycles == [["dfx.ir.core", "dfx.ir.symbols"]]
