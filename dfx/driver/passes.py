"""Pass registry.

A pass is a function `fn(module_op, options)` that mutates the module in
place, or raises a located `dfx.ir.diagnostics.DiagnosticError` (for example
`raise op_error(op, "...")`) to report bad input. `options` is a
`PassOptions`: a dict that also allows attribute access, filled from the
tool's command line (see `dfx.driver.cli.run_tool`).

    from dfx.driver.passes import register_pass

    def annotate(module, options):
        ...

    register_pass("annotate-affinities", annotate, "Annotates stream affinities.")
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Dict, Iterable, List, Optional

from dfx.ir.core import Operation

__all__ = ["PassInfo", "PassOptions", "PASSES", "register_pass", "get_pass", "list_passes", "run_passes",
           "UnknownPassError", "pass_for_flag"]

PassFn = Callable[[Operation, "PassOptions"], None]


class PassOptions(dict):
    """Options given to passes: `options["name"]`, `options.get("name")` and
    `options.name` all work (missing names read as None)."""

    def __getattr__(self, name: str):
        if name.startswith("__"):
            raise AttributeError(name)
        return self.get(name)

    def __setattr__(self, name: str, value) -> None:
        self[name] = value


@dataclass(frozen=True)
class PassInfo:
    """A registered pass: its command-line `name`, function and help text."""

    name: str
    fn: PassFn
    description: str = ""
    flag: Optional[str] = None
    """An mlir-opt style flag that also runs the pass (`--flag`, without
    dashes here), e.g. `iree-stream-conversion`."""


PASSES: Dict[str, PassInfo] = {}
"""Registered passes by name (kebab-case)."""


class UnknownPassError(KeyError):
    """Raised for a pass name that is not registered."""


def register_pass(name: str, fn: PassFn, description: str = "", flag: Optional[str] = None) -> PassInfo:
    """Registers |fn| under |name| (replacing an earlier registration);
    |flag| names an extra `--flag` that runs it (as iree-opt's pass flags)."""
    info = PassInfo(name, fn, description or (fn.__doc__ or "").strip().split("\n")[0], flag)
    PASSES[name] = info
    return info


def pass_for_flag(flag: str) -> Optional[PassInfo]:
    """The pass run by `--flag` (|flag| without dashes): a pass whose
    `flag` it is, else None."""
    for info in PASSES.values():
        if info.flag == flag:
            return info
    return None


def get_pass(name: str) -> PassInfo:
    """The registered pass |name|; raises `UnknownPassError`."""
    info = PASSES.get(name)
    if info is None:
        raise UnknownPassError(name)
    return info


def list_passes() -> List[PassInfo]:
    """All registered passes sorted by name."""
    return [PASSES[k] for k in sorted(PASSES)]


def run_passes(module: Operation, names: Iterable[str], options: Optional[PassOptions] = None) -> None:
    """Runs the passes |names| in order on |module|."""
    opts = options if options is not None else PassOptions()
    for name in names:
        get_pass(name).fn(module, opts)


def _verify_pass(module: Operation, options: PassOptions) -> None:
    """Checks terminators, single-block regions and branch arities."""
    from dfx.ir.verifier import verify_module
    verify_module(module)


def _canonicalize_pass(module: Operation, options: PassOptions) -> None:
    """Constant uniquing and hoisting, dead pure op removal and registered
    folders (the part of mlir-opt's canonicalizer the conversion tests need)."""
    from dfx.rewrite import canonicalize
    canonicalize(module)


register_pass("verify", _verify_pass)
register_pass("canonicalize", _canonicalize_pass, flag="canonicalize")
