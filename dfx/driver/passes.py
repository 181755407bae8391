"""Pass registry.

A pass is a function `fn(module_op, options)` that mutates the module in
place (and returns None, or a report: text the tool prints instead of the
module), or raises a located `dfx.ir.diagnostics.DiagnosticError` (for example
`raise op_error(op, "...")`) to report bad input. `options` is a
`PassOptions`: a dict that also allows attribute access, filled from the
tool's command line (see `dfx.driver.cli.run_tool`).

    from dfx.driver.passes import register_pass

    def annotate(module, options):
        ...

    register_pass("annotate-affinities", annotate, "Annotates stream affinities.",
                  options={"usage": parse_bool_option})

A pass may declare `options` (name -> parser of the text value); `dfx-opt`
then accepts them in mlir-opt's syntax, `-p 'PASS{name=value name2=value2}'`,
and hands them to that pass only, over the tool's own options.
"""

from __future__ import annotations

from dfx.support.records import field, record as dataclass

from dfx.ir.core import Operation

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, FrozenSet, Iterable, List, Mapping, Optional, Tuple

__all__ = ["PassInfo", "PassOptions", "PASSES", "register_pass", "get_pass", "list_passes", "run_passes",
           "parse_pass_spec", "split_pass_list", "parse_bool_option", "parse_int_option", "choice_option",
           "UnknownPassError", "pass_for_flag", "TOOL_OPTIONS", "register_tool_option", "parse_pass_pipeline"]

if TYPE_CHECKING:
    PassFn = Callable[[Operation, "PassOptions"], Optional[str]]
"""A pass: mutates the module; may return a report (text printed instead
of the module, e.g. an `--explain` tree)."""


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
    options: Mapping[str, Callable[[str], object]] = field(default_factory=dict)
    """Options `-p 'name{opt=value}'` accepts: option name -> parser of its
    text (raises ValueError with a message for a bad value)."""
    flag: Optional[str] = None
    """An mlir-opt style flag that also runs the pass (`--flag`, without
    dashes here), e.g. `iree-stream-conversion`."""


PASSES: Dict[str, PassInfo] = {}
"""Registered passes by name (kebab-case)."""


TOOL_OPTIONS: Dict[str, Tuple[Tuple[str, ...], dict]] = {}
"""Options of `dfx-opt` itself that plugins add (by destination name):
`(flags, argparse keyword arguments)`. Their values reach every pass with
the tool's other options; a pass option of the same name given in
`-p 'PASS{name=value}'` overrides it for that pass."""


def register_tool_option(*flags: str, **kwargs) -> None:
    """Adds the `dfx-opt` option |flags| (`argparse.add_argument`
    arguments), e.g. `register_tool_option("--rules", choices=..., default=None)`."""
    dest = kwargs.get("dest") or flags[0].lstrip("-").replace("-", "_")
    TOOL_OPTIONS[dest] = (tuple(flags), dict(kwargs))


class UnknownPassError(KeyError):
    """Raised for a pass name that is not registered."""


def register_pass(name: str, fn: PassFn, description: str = "",
                  options: Optional[Mapping[str, Callable[[str], object]]] = None,
                  flag: Optional[str] = None) -> PassInfo:
    """Registers |fn| under |name| (replacing an earlier registration), with
    the pass |options| it accepts (see the module docstring); |flag| names
    an extra `--flag` that runs it (as iree-opt's pass flags)."""
    info = PassInfo(name, fn, description or (fn.__doc__ or "").strip().split("\n")[0], dict(options or {}), flag)
    PASSES[name] = info
    return info


def parse_bool_option(text: str) -> bool:
    """A boolean pass option: true/false/1/0 (an empty value means true)."""
    low = text.strip().lower()
    if low in ("", "true", "1"):
        return True
    if low in ("false", "0"):
        return False
    raise ValueError(f"expected true, false, 1 or 0, got '{text}'")


def parse_int_option(text: str) -> int:
    """An integer pass option."""
    try:
        return int(text.strip())
    except ValueError:
        raise ValueError(f"expected an integer, got '{text}'") from None


def choice_option(*choices: str) -> Callable[[str], str]:
    """A pass option taking one of |choices|."""
    def parse(text: str) -> str:
        if text not in choices:
            raise ValueError(f"expected one of {', '.join(choices)}, got '{text}'")
        return text
    return parse


def parse_pass_spec(spec: str) -> Tuple[str, Dict[str, object]]:
    """`name` or `name{opt=value opt2=value2}` (mlir-opt's syntax; a bare
    `opt` means `opt=true`) -> (name, parsed options). Raises
    `UnknownPassError` for an unknown pass and ValueError for a malformed
    spec or an option the pass does not declare or whose value is bad."""
    spec = spec.strip()
    name, brace, rest = spec.partition("{")
    name = name.strip()
    info = get_pass(name)
    options: Dict[str, object] = {}
    if not brace:
        return name, options
    if not rest.endswith("}") or "{" in rest[:-1] or "}" in rest[:-1]:
        raise ValueError(f"malformed options in '{spec}': expected {name}{{option=value ...}}")
    for item in rest[:-1].split():
        key, _, value = item.partition("=")
        parser = info.options.get(key)
        if parser is None:
            known = ", ".join(sorted(info.options)) or "none"
            raise ValueError(f"pass '{name}' has no option '{key}' (its options: {known})")
        try:
            options[key.replace("-", "_")] = parser(value)
        except ValueError as e:
            raise ValueError(f"pass '{name}' option '{key}': {e}") from None
    return name, options


def split_pass_list(text: str) -> List[str]:
    """Splits a `-p` argument on the commas outside `{...}`."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif ch == "," and depth == 0:
            out.append(text[start:i])
            start = i + 1
    out.append(text[start:])
    return [p.strip() for p in out if p.strip()]
def _pipeline_items(text: str, i: int, anchor: Optional[str], out: List[Tuple[str, Optional[str]]]) -> int:
    """Reads the comma-separated elements of a pipeline from |text|[i:] up
    to the closing parenthesis (or the end) into |out| as (pass text,
    anchor op); returns the index after them."""
    while i < len(text):
        while i < len(text) and text[i] in " ,\t\n":
            i += 1
        if i >= len(text) or text[i] == ")":
            return i
        start = i
        depth = 0
        while i < len(text) and (depth or text[i] not in "(),"):
            depth += {"{": 1, "}": -1}.get(text[i], 0)
            i += 1
        name = text[start:i].strip()
        if i < len(text) and text[i] == "(":
            # `op-name(nested pipeline)`: the passes run on ops of that name.
            i = _pipeline_items(text, i + 1, name, out)
            if i >= len(text) or text[i] != ")":
                raise ValueError(f"unbalanced parentheses in pass pipeline '{text}'")
            i += 1
        elif name:
            out.append((name, anchor))
    return i


def parse_pass_pipeline(text: str) -> List[Tuple[str, Optional[FrozenSet[str]]]]:
    """mlir-opt's `--pass-pipeline` text, e.g.
    `builtin.module(util.func(iree-stream-schedule-execution),
    util.initializer(iree-stream-schedule-execution))` -> [(pass spec, the
    op names it is anchored on, or None at module level)]: the spec is a
    registered name or flag (with its `{options}`); consecutive runs of one
    pass on different anchors are one entry with both anchors, as MLIR runs
    them in one nested pass manager. Raises ValueError for malformed text
    and `UnknownPassError` for an unknown pass."""
    items: List[Tuple[str, Optional[str]]] = []
    end = _pipeline_items(text.strip(), 0, None, items)
    if end != len(text.strip()):
        raise ValueError(f"unbalanced parentheses in pass pipeline '{text}'")
    out: List[Tuple[str, Optional[FrozenSet[str]]]] = []
    for spec, anchor in items:
        name, brace, rest = spec.partition("{")
        info = PASSES.get(name.strip()) or pass_for_flag(name.strip())
        if info is None:
            raise UnknownPassError(name.strip())
        spec = info.name + brace + rest
        anchors = None if anchor in (None, "builtin.module") else frozenset({anchor})
        if out and out[-1][0] == spec and anchors is not None and out[-1][1] is not None:
            out[-1] = (spec, out[-1][1] | anchors)
        else:
            out.append((spec, anchors))
    return out


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


def _analysis_pass(name: str) -> PassFn:
    def run(module: Operation, options: PassOptions):
        from dfx.analyses.report import annotate, explain_text
        analysis = annotate(name, module)
        if options.get("explain"):
            return explain_text(name, analysis, module, options["explain"], options.get("input"),
                                options.get("explain_depth") or 64)
        return None
    return run


register_pass("verify", _verify_pass)
register_pass("sccp", _analysis_pass("sccp"),
              "Annotates every value with the constant it holds (sparse conditional constant propagation, "
              "interprocedural): dfx.sccp = [...]")
register_pass("int-range", _analysis_pass("int-range"),
              "Annotates every integer value with its signed and unsigned range: dfx.int_range = [...]")
register_pass("dead-code", _analysis_pass("dead-code"),
              "Annotates which blocks, successors and region edges may execute (dead code analysis fed by "
              "constant propagation): dfx.dead_code.*")
register_pass("liveness", _analysis_pass("liveness"),
              "Annotates live-in/live-out values of every block and whether each value's contents matter: "
              "dfx.liveness*")
register_tool_option("--explain", metavar="TARGET", default=None,
                     help="with an analysis pass (sccp, int-range, dead-code, liveness): print why a value has its "
                          "result instead of the IR; TARGET is @FUNCTION::%%VALUE or FILE:LINE (docs/cli.md)")
register_tool_option("--explain-depth", type=int, default=64, metavar="N",
                     help="expand --explain trees at most N levels deep (default 64)")


def _float_range_probes_pass(module: Operation, options: PassOptions) -> None:
    """Reports the float range analysis on `iree_unregistered.test_fprange`
    probes (dfx.analyses.float_range)."""
    from dfx.analyses.float_range import annotate_float_range_probes
    annotate_float_range_probes(module)


register_pass("test-float-range-analysis", _float_range_probes_pass,
              "Sets `analysis = \"fp-range: [...]\"` on every iree_unregistered.test_fprange op from the float range "
              "analysis of its operand (iree-util-test-float-range-analysis).",
              flag="iree-util-test-float-range-analysis")
register_pass("canonicalize", _canonicalize_pass, flag="canonicalize")
