"""The IR annotated with an analysis' results, and why a result is what it is.

Each analysis of the library has a `dfx-opt` pass (registered in
`dfx.driver.passes`) that runs it and writes its results as attributes,
then prints the IR as usual:

* `sccp`: `dfx.sccp = [...]` on every op with results, one entry per
  result: the constant attribute it always holds, `"unknown"`, or
  `"unreached"` (no execution computes it);
* `int-range`: `dfx.int_range = [...]`: the value (`"5"`), `"[lo, hi]"`,
  `"unsigned [..] signed [..]"`, `"any"`, `"n/a"` (not an integer) or
  `"unreached"`;
* `liveness`: `dfx.liveness = [...]`: `"live"` or `"dead"` (changing it
  changes nothing the program does), and on every op holding blocks
  `dfx.liveness.in` / `dfx.liveness.out`, per region, per block: the
  names of the values live when the block starts and ends;
* `dead-code`: on every op holding regions `dfx.dead_code.blocks`: per
  region, `"live"` or `"dead"` per block; on every branch
  `dfx.dead_code.successors`: `"live"` or `"dead"` per successor; on every
  region-branch op and every terminator in its regions
  `dfx.dead_code.edges`: where control may go from there (`"region 0"`,
  `"results"`).

Block arguments are reported on the op holding their block, with the
suffix `.args`: per region, per block, one entry per argument
(`dfx.sccp.args = [[["unknown"], [], [3 : i32]]]` on a function with
three blocks). Names are the printer's (`%0`, `%arg1`).

With `--explain @f::%v` (or `FILE:LINE`, the op on that line) the pass
prints instead the justification tree of the value's result, from the
solver's provenance (`dfx.analysis.provenance`).
"""

from __future__ import annotations

from dfx.analysis.element import AbstractElement, BlockElement, ValueElement
from dfx.analysis.position import Position, PositionKind
from dfx.analysis.provenance import ExplainRenderer, Explainer, Explanation, PrintedNaming, format_tree
from dfx.analysis.targets import (TargetError, TargetNotInModule, enclosing_function, parse_target, resolve_target,
                                  symbol_of)
from dfx.ir.attributes import ArrayAttr, Attribute, StringAttr
from dfx.ir.core import Block, BlockArgument, Location, OpResult, Operation, Value, WalkOrder
from dfx.ir.diagnostics import DiagnosticError, error
from dfx.ir.folding import fold_op
from dfx.ir.markers import ConstantLike
from dfx.ir.traits import BranchOp, CallOp, Callable, RegionBranchOp, RegionEdge
from dfx.analyses.dead_code import LiveBlock
from dfx.analyses.int_range import TRANSFER, IntRangeAnalysis, IntRangeValue, RangeConstant, int_width
from dfx.analyses.liveness import BlockLiveness, LivenessAnalysis, LiveValue
from dfx.analyses.sccp import Constant, ConstantValue, SCCPAnalysis, UNKNOWN
from dfx.analyses.sparse import ForwardAnalysis, ForwardElement, blocks_of, values_of
from dfx.analysis.value_walks import exit_terminators

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable as PyCallable, List, Optional, Sequence, Tuple, Type

__all__ = ["ANALYSES", "annotate", "explain_text", "AnalysisRenderer"]


# -- annotation -----------------------------------------------------------------------------------


def _values_attr(values: Sequence[Value], text: PyCallable[[Value], Attribute]) -> ArrayAttr:
    return ArrayAttr(tuple(text(v) for v in values))


def annotate_values(analysis: ForwardAnalysis, key: str, attr_of: PyCallable[[Value], Attribute]) -> None:
    """Writes |key| on every op with results (one entry per result) and
    |key|.args on every op holding blocks with arguments (per region, per
    block, one entry per argument), for the analysed functions."""
    for fn in analysis.functions():
        for op in fn.walk(WalkOrder.PRE, include_self=True):
            if op.results and op is not fn:
                op.set_attr(key, _values_attr(op.results, attr_of))
            if any(b.arguments for r in op.regions for b in r.blocks):
                op.set_attr(key + ".args", _per_block(op, lambda b: _values_attr(b.arguments, attr_of)))


def _per_block(op: Operation, attr_of: PyCallable[[Block], Attribute]) -> ArrayAttr:
    """One entry per block of each region of |op|: [[region 0 blocks], ...]."""
    return ArrayAttr(tuple(ArrayAttr(tuple(attr_of(b) for b in r.blocks)) for r in op.regions))


def _sccp_attr(analysis: SCCPAnalysis) -> PyCallable[[Value], Attribute]:
    def attr(v: Value) -> Attribute:
        x = analysis.lattice_value(v)
        if isinstance(x, Constant):
            return x.attr
        return StringAttr("unreached" if x is None else "unknown")
    return attr


def _text_attr(analysis) -> PyCallable[[Value], Attribute]:
    return lambda v: StringAttr(analysis.value_text(v))


def _edge_text(e: RegionEdge) -> str:
    return "results" if e.target is None else f"region {e.target}"


def annotate_dead_code(analysis: ForwardAnalysis) -> None:
    """Block, successor and region-edge liveness (see the module docstring)."""
    for fn in analysis.functions():
        for op in fn.walk(WalkOrder.PRE, include_self=True):
            if op.regions:
                op.set_attr("dfx.dead_code.blocks", ArrayAttr(tuple(
                    ArrayAttr(tuple(StringAttr("live" if analysis.is_live(b) else "dead") for b in r.blocks))
                    for r in op.regions)))
            if op.successors:
                taken = analysis.live_successors(op)
                op.set_attr("dfx.dead_code.successors", ArrayAttr(tuple(
                    StringAttr("live" if i in taken else "dead") for i in range(len(op.successors)))))
            if op.get_trait(RegionBranchOp) is not None:
                for source in [op] + list(exit_terminators(op)):
                    source.set_attr("dfx.dead_code.edges", ArrayAttr(tuple(
                        StringAttr(_edge_text(e)) for e in analysis.live_region_edges(op, source))))


def annotate_liveness(analysis: LivenessAnalysis, naming: PrintedNaming) -> None:
    annotate_values(analysis, "dfx.liveness", _text_attr(analysis))
    for fn in analysis.functions():
        order = {v: i for i, v in enumerate(values_of(fn))}

        def names(block: Block, which: int) -> Attribute:
            sets = analysis.live_sets(block)
            values = sorted(sets[which], key=lambda v: order.get(v, -1)) if sets is not None else []
            return ArrayAttr(tuple(StringAttr(naming.value_name(v)) for v in values))
        for op in fn.walk(WalkOrder.PRE, include_self=True):
            if op.regions and any(r.blocks for r in op.regions):
                op.set_attr("dfx.liveness.in", _per_block(op, lambda b: names(b, 0)))
                op.set_attr("dfx.liveness.out", _per_block(op, lambda b: names(b, 1)))


ANALYSES = {
    "sccp": SCCPAnalysis,
    "int-range": IntRangeAnalysis,
    "dead-code": SCCPAnalysis,
    "liveness": LivenessAnalysis,
}
"""Pass name -> the analysis it runs."""


def annotate(name: str, module: Operation) -> ForwardAnalysis:
    """Runs the analysis of pass |name| over |module| and writes its
    results (the attributes are written after the solve, so they do not
    change what the analysis sees)."""
    analysis = ANALYSES[name](module).run()
    if name == "sccp":
        annotate_values(analysis, "dfx.sccp", _sccp_attr(analysis))
    elif name == "int-range":
        annotate_values(analysis, "dfx.int_range", _text_attr(analysis))
    elif name == "dead-code":
        annotate_dead_code(analysis)
    else:
        annotate_liveness(analysis, PrintedNaming(module))
    return analysis


# -- explanations ---------------------------------------------------------------------------------


def _where(naming, v: Value) -> str:
    fn = enclosing_function(v.owner if isinstance(v, OpResult) else v.owner.parent_op)
    sym = symbol_of(fn) if fn is not None else None
    return f"@{sym}::{naming.value_name(v)}" if sym else naming.value_name(v)


class AnalysisRenderer(ExplainRenderer):
    """Justification trees of the library's analyses: what each value
    holds and what it is computed from, which blocks run, and the reasons
    behind unknown values (unknown callers, external callees, ops without
    a folder)."""

    def __init__(self, naming: PrintedNaming, solver):
        super().__init__(naming)
        self.solver = solver

    def _block_text(self, block: Block) -> str:
        fn = enclosing_function(block.parent_op)
        sym = symbol_of(fn) if fn is not None else None
        return f"block {self.naming.block_label(block)}" + (f" of @{sym}" if sym else "")

    def _origin(self, v: Value) -> str:
        if isinstance(v, OpResult):
            return f"result of {v.owner.name}"
        block = v.owner
        if block.parent is not None and block.parent.blocks[0] is block and block.parent_op is not None:
            parent = block.parent_op
            if parent.get_trait(Callable) is not None:
                return f"argument #{v.index} of @{symbol_of(parent)}"
            return f"argument #{v.index} of {parent.name}"
        return f"argument #{v.index} of {self._block_text(block)}"

    def describe(self, solver, element: AbstractElement, parent) -> str:
        pos = element.position
        if pos.kind == PositionKind.VALUE:
            v = pos.payload
            return f"{_where(self.naming, v)} = {element.as_str()} ({self._origin(v)})"
        if pos.kind == PositionKind.BLOCK:
            block = pos.payload
            if isinstance(element, BlockLiveness):
                return f"{self._block_text(block)}: {_sets_text(self.naming, element.state.value)}"
            return f"{self._block_text(block)} is {element.as_str()}"
        return super().describe(solver, element, parent)

    def is_source(self, solver, element: AbstractElement) -> bool:
        pos = element.position
        return pos.kind == PositionKind.VALUE and isinstance(pos.payload, OpResult) \
            and pos.payload.owner.has_trait(ConstantLike)

    def keep(self, solver, element: AbstractElement, child: AbstractElement) -> bool:
        # A value reached by live code is explained by what it reads, not by
        # the liveness of the blocks on the way; unreached values keep them.
        if isinstance(element, ValueElement) and isinstance(child, LiveBlock):
            return element.state.value is None
        # The range analysis reads the constants of integers twice (its own
        # one-value ranges and the constant propagation running alongside):
        # show the ranges.
        if isinstance(element, IntRangeValue) and isinstance(child, RangeConstant):
            return int_width(child.position.payload.type) is None
        return True

    def reasons(self, solver, element: AbstractElement, kept) -> Sequence[Tuple[str, Optional[Location]]]:
        out = [(n.text, n.location) for n in solver.notes(element)]
        pos = element.position
        if pos.kind != PositionKind.VALUE or not isinstance(element, ForwardElement):
            return out
        v = pos.payload
        value = element.state.value
        if value is None:
            return out
        if isinstance(v, OpResult):
            op = v.owner
            if op.get_trait(CallOp) is not None:
                callee = solver.explorer.resolve_callee(op)
                if callee is None:
                    out.append(("the callee is not known (an indirect call)", op.location))
                elif callee.get_trait(Callable).body(callee) is None:
                    out.append((f"@{symbol_of(callee)} is external: its results are unknown", op.location))
            elif op.get_trait(RegionBranchOp) is None and not op.has_trait(ConstantLike):
                if isinstance(element, IntRangeValue):
                    if op.name not in TRANSFER and not kept:
                        out.append((f"{op.name} has no transfer function: any value", op.location))
                elif op.definition is None or op.definition.fold is None:
                    out.append((f"{op.name} has no folder", op.location))
                elif value is UNKNOWN and fold_op(op, _operand_constants(solver, element, op)) is None:
                    out.append((f"{op.name} does not fold with these operands", op.location))
        else:
            block = v.owner
            fn = block.parent_op
            if fn is not None and fn.get_trait(Callable) is not None and block.parent.blocks[0] is block \
                    and solver.explorer.has_unknown_callers(fn):
                out.append((f"@{symbol_of(fn)} may be called from anywhere (public, or its address is taken)",
                            fn.location))
            elif fn is not None and fn.name == "scf.for" and v.index == 0:
                out.append(("the induction variable of scf.for", fn.location))
        return out


def _operand_constants(solver, element, op: Operation):
    out = []
    for v in op.operands:
        e = solver.lookup(type(element), Position.for_value(v), allow_invalid=True)
        x = e.state.value if e is not None else None
        out.append(x.attr if isinstance(x, Constant) else None)
    return out


def _sets_text(naming, sets) -> str:
    if sets is None:
        return "not computed"
    live_in = ", ".join(sorted(naming.value_name(v) for v in sets[0]))
    live_out = ", ".join(sorted(naming.value_name(v) for v in sets[1]))
    return f"live-in [{live_in}], live-out [{live_out}]"


_ELEMENT_KIND = {"sccp": ConstantValue, "int-range": IntRangeValue, "liveness": LiveValue,
                 "dead-code": ConstantValue}


def explain_text(name: str, analysis: ForwardAnalysis, module: Operation, target_text: str,
                 filename: Optional[str] = None, max_depth: int = 64) -> str:
    """The `--explain` output of pass |name| for |target_text| (raises
    `TargetNotInModule` when this module does not define it, and a located
    `DiagnosticError` for a bad target)."""
    try:
        target = parse_target(target_text)
    except TargetError as e:
        raise e.diagnostic() from None
    naming = PrintedNaming(module)
    try:
        resolved = resolve_target(module, target, naming, filename)
    except TargetError as e:
        raise e.diagnostic() from None
    if resolved is None or resolved.global_op is not None:
        raise TargetNotInModule(target_text)
    solver = analysis.solver
    explainer = Explainer(solver, AnalysisRenderer(naming, solver), max_depth=max_depth)
    if resolved.value is not None:
        values: List[Value] = [resolved.value]
        block = resolved.value.owner.parent if isinstance(resolved.value, OpResult) else resolved.value.owner
    else:
        values = list(resolved.op.results)
        block = resolved.op.parent
    if name == "dead-code" or not values:
        e = solver.lookup(analysis.live_kind, Position.for_block(block), allow_invalid=True) \
            if block is not None else None
        elements = [e]
    else:
        elements = [solver.lookup(_ELEMENT_KIND[name], Position.for_value(v), allow_invalid=True) for v in values]
    if any(e is None for e in elements):
        where = resolved.op.location if resolved.op is not None else _value_location(resolved.value)
        raise DiagnosticError(error(where, f"'{target_text}' is not in a function the analysis covers"))
    return "".join(format_tree(explainer.explain(e)) for e in elements)


def _value_location(v: Value) -> Optional[Location]:
    return v.owner.location if isinstance(v, OpResult) else v.owner.parent_op.location
