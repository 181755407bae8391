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
           "UnknownPassError"]

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


PASSES: Dict[str, PassInfo] = {}
"""Registered passes by name (kebab-case)."""


class UnknownPassError(KeyError):
    """Raised for a pass name that is not registered."""


def register_pass(name: str, fn: PassFn, description: str = "") -> PassInfo:
    """Registers |fn| under |name| (replacing an earlier registration)."""
    info = PassInfo(name, fn, description or (fn.__doc__ or "").strip().split("\n")[0])
    PASSES[name] = info
    return info


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


register_pass("verify", _verify_pass)
