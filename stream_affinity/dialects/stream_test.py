"""The test ops current releases register in the `stream` dialect (IREE
3.13: `stream.test.timeline_op` and `stream.test.timeline_aware`, used by
IREE's own tests of timeline-aware interfaces, with the test-only type
`!stream.test.fence`). Defined so that iree-opt's test inputs read; not
affinity ops.

    %r, %tp = stream.test.timeline_op await_limit(2) await(%a, %b) => with(%x) :
        (!stream.resource<transient>{%s}) -> !stream.resource<transient>{%s} => !stream.timepoint
    %0 = stream.test.timeline_aware(%v) waits(%f, %g) signals(%h) : (i32) -> i32

iree-opt prints a tied result of `timeline_op` as its type and reads it
back untied: so does dfx.
"""

from __future__ import annotations

from dfx.ir.attributes import IntegerAttr, i64
from dfx.ir.core import Operation, OperationState
from dfx.ir.invariants import INDEX, OpInvariants
from dfx.ir.traits import OperandSegments
from stream_affinity.dialects.common import (SEGMENTS, TIED, TIMEPOINT, attrs_with, operands_named,
                                             parse_fat_arrow, parse_shaped_function_type, print_attrs,
                                             print_shaped_function_type, register_iree_op, segment_property,
                                             set_tied)
from stream_affinity.dialects.common import TIMEPOINT_TYPE, define_iree_op
from stream_affinity.dialects import stream_types  # noqa: F401  (Stream_TestFence)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List

__all__: List[str] = []

_TIMELINE_GROUPS = ("resource_operands", "resource_operand_sizes", "result_sizes", "await_operands")


def _parse_timeline_op(p, state: OperationState) -> None:
    if p.parse_optional_keyword("await_limit"):
        p.parse_punctuation("(")
        state.properties["await_limit"] = IntegerAttr(p.parse_integer(), i64)
        p.parse_punctuation(")")
    waits = []
    if p.parse_optional_keyword("await"):
        waits = p.parse_comma_separated_list("paren", lambda: p.resolve_operand(p.parse_unresolved_operand(),
                                                                                 type=TIMEPOINT_TYPE))
        parse_fat_arrow(p)
    p.parse_keyword("with")
    loc = p.mark()
    units = p.parse_unresolved_operand_list("paren")
    p.parse_punctuation(":")
    args, sizes, result_types, result_sizes, _ = parse_shaped_function_type(p, units, loc, state.name)
    parse_fat_arrow(p)
    state.result_types = result_types + [p.parse_type()]
    groups = [args, sizes, result_sizes, waits]
    state.operands = [v for g in groups for v in g]
    state.properties[SEGMENTS] = segment_property([len(g) for g in groups])
    set_tied(state, [-1] * len(result_types), always=True)
    attrs_with(p, state, keyword=True)


def _print_timeline_op(pr, op: Operation) -> None:
    limit = op.get_attr("await_limit")
    if isinstance(limit, IntegerAttr):
        pr.print(f" await_limit({limit.value})")
    args, sizes, result_sizes, waits = (operands_named(op, g) for g in _TIMELINE_GROUPS)
    if waits:
        pr.print(" await(")
        pr.print_operands(waits)
        pr.print(") =>")
    pr.print(" with(")
    pr.print_operands(args)
    pr.print(") : ")
    # Ties are not printed (a tied result prints as its type).
    results = op.results[:-1]
    print_shaped_function_type(pr, _Untied(results), args, sizes, result_sizes, [-1] * len(results))
    pr.print(" => ")
    pr.print_type(op.results[-1].type)
    print_attrs(pr, op, keyword=True)


class _Untied:
    """The view of an op `print_shaped_function_type` needs: its results
    (all but the trailing timepoint)."""

    def __init__(self, results):
        self.results = list(results)
        self.num_results = len(self.results)


def _timeline_names(op: Operation):
    if op.num_results < 2:
        return ["result_timepoint"][:op.num_results]
    return ["results"] + [None] * (op.num_results - 2) + ["result_timepoint"]


register_iree_op("stream.test.timeline_op", traits=(OperandSegments(_TIMELINE_GROUPS),),
                 parse=_parse_timeline_op, print=_print_timeline_op,
                 inherent={"await_limit", TIED, SEGMENTS}, result_names=_timeline_names,
                 invariants=OpInvariants(operands="resource_operands*, resource_operand_sizes*, result_sizes*, "
                                                  "await_operands*",
                                         results="results*, result_timepoint", regions=0,
                                         types={"resource_operand_sizes": INDEX, "result_sizes": INDEX,
                                                "result_timepoint": TIMEPOINT}))

define_iree_op(
    "stream.test.timeline_aware",
    arguments="Variadic<AnyType>:$args, Variadic<Stream_TestFence>:$wait_fence_likes, "
              "Stream_TestFence:$signal_fence_like",
    results="Variadic<AnyType>:$results",
    format="`(` $args `)` `waits` `(` $wait_fence_likes `)` `signals` `(` $signal_fence_like `)` "
           "`:` functional-type($args, $results) attr-dict")
