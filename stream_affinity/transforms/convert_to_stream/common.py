"""What the flow → stream patterns share: the type converter, the analysis
queries, op builders and the transfer helpers (upstream's "resolve
operand" and "transfer operand to X")."""

from __future__ import annotations

from dfx.ir.attributes import (ArrayAttr, Attribute, DenseArrayAttr, DialectType, IndexType, IntegerAttr,
                               TensorType, Type, TypeAttr)
from dfx.ir.core import BlockArgument, OpResult, Operation, Value
from dfx.ir.traits import (OperandSegments, operand_group_range, segment_sizes, segment_sizes_attr,
                           tied_operands_attr)
from dfx.rewrite import Conversion, ConversionError, Rewriter, TypeConverter

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Sequence, Tuple

EXECUTABLES = ("flow.executable", "stream.executable", "hal.executable")
INDEX = IndexType()
SEGMENTS = "operandSegmentSizes"
TIED = "tied_operands"


_RESOURCES: Dict[str, DialectType] = {}


def resource(lifetime: str = "*") -> DialectType:
    """`!stream.resource<lifetime>` (one shared object per lifetime)."""
    t = _RESOURCES.get(lifetime)
    if t is None:
        t = _RESOURCES[lifetime] = DialectType("stream", "resource", lifetime)
    return t


RESOURCE = resource("*")
TIMEPOINT = DialectType("stream", "timepoint")


def lifetime_of(t: Type) -> Optional[str]:
    return t.params if isinstance(t, DialectType) and t.full_name == "stream.resource" else None


def is_tensor(t: Type) -> bool:
    return isinstance(t, TensorType) and t.is_ranked


def make_type_converter() -> TypeConverter:
    """Ranked tensors → (`!stream.resource<*>`, `index`); `!flow.channel` →
    `!stream.channel`; everything else unchanged."""
    tc = TypeConverter()

    def rule(t: Type):
        if is_tensor(t):
            return [RESOURCE, INDEX]
        if isinstance(t, DialectType) and t.full_name == "flow.channel":
            return [DialectType("stream", "channel")]
        return None

    tc.add_rule(rule)
    return tc


def segments(*sizes: int) -> DenseArrayAttr:
    """`operandSegmentSizes` (one shared object per value)."""
    return segment_sizes_attr(sizes)


def ties_attr(ties: Sequence[int]) -> ArrayAttr:
    """`tied_operands` (one shared object per value)."""
    return tied_operands_attr(ties)


def dynamic_dim_count(t: Type) -> int:
    return t.dynamic_dim_count if isinstance(t, TensorType) and t.shape is not None else 0


class Context:
    """One conversion run: the analysis, the conversion and its rewriter
    helpers, and a few caches."""

    def __init__(self, analysis, conversion: Conversion, rules: str = "seed"):
        self.analysis = analysis
        # `seed` (IREE 3.2.0) or `current` (iree-compile 3.13): the patterns
        # consult it where the two releases convert differently.
        self.rules = rules
        self.current = rules == "current"
        self.conversion = conversion
        self.types = conversion.types
        # Called as observer(value, source, target, op, inserted) for every
        # transfer between two different affinities the patterns insert
        # (value and op unconverted, |inserted| the new
        # `stream.async.transfer`); `annotate-affinities --transfers`
        # listens here.
        self.observer = None
        # Ops wrapped by the generic tensor export/import (id -> op, kept
        # alive so that ids stay unique): upstream replaces the uses of
        # their results at once with casts the analysis never saw, so
        # their later users find no affinity for those operands.
        self._rewired: Dict[int, Operation] = {}

    def rewire_results(self, op: Operation) -> None:
        """|op|'s results are replaced in place (see `_rewired`)."""
        self._rewired[id(op)] = op

    def rewired(self, value: Value) -> bool:
        return isinstance(value, OpResult) and self._rewired.get(id(value.owner)) is value.owner

    def note_transfer(self, value: Value, source: Optional[Attribute], target: Optional[Attribute],
                      where: Operation, inserted: Optional[Operation] = None) -> None:
        if self.observer is not None and source != target:
            self.observer(value, source, target, where, inserted)

    # -- analysis queries (on original ops and values) -----------------------

    def exec_affinity(self, op: Operation) -> Optional[Attribute]:
        return self.analysis.lookup_execution_affinity(op)

    def resource_affinity(self, value: Value) -> Optional[Attribute]:
        if self.rewired(value):
            return None
        if isinstance(value, BlockArgument):
            # Upstream rewrites a block's signature (moving its ops into a
            # new block and unlinking the old one) before it converts the
            # ops that use the block's arguments; those ops still name the
            # old arguments. The analysis answers for them from its state,
            # but an empty state finds no default affinity: the search for
            # one starts at the old block's parent op, which is gone. So a
            # block argument only the default would place has no affinity.
            return self.analysis.lookup_resource_affinity(value, with_default=False)
        return self.analysis.lookup_resource_affinity(value)

    def global_affinity(self, op: Operation) -> Optional[Attribute]:
        return self.analysis.lookup_global_affinity(op)

    def infer_affinity(self, op: Operation) -> Optional[Attribute]:
        return self.analysis.infer_execution_affinity(op)


def on(affinity: Optional[Attribute]) -> Dict[str, Attribute]:
    return {"affinity": affinity} if affinity is not None else {}


def pair(values: List[Value], where: Operation) -> Tuple[Value, Value]:
    """The (resource, size) a tensor operand maps to."""
    if len(values) != 2:
        raise ConversionError(where.location, f"internal: expected a (resource, size) pair for an operand of "
                                              f"'{where.name}'")
    return values[0], values[1]


# -- builders ---------------------------------------------------------------------


def sizeof(rw: Rewriter, affinity: Optional[Attribute], t: Type, dims: Sequence[Value]) -> Value:
    props = dict(on(affinity))
    props["encoding"] = TypeAttr(t)
    return rw.create("stream.tensor.sizeof", list(dims), [INDEX], props).results[0]


def transfer(rw: Rewriter, value: Value, size: Value, source_affinity: Optional[Attribute],
             result_affinity: Optional[Attribute], result_type: Optional[Type] = None) -> Value:
    props: Dict[str, Attribute] = {}
    if source_affinity is not None:
        props["source_affinity"] = source_affinity
    if result_affinity is not None:
        props["result_affinity"] = result_affinity
    return rw.create("stream.async.transfer", [value, size, size], [result_type or value.type],
                     props).results[0]


def lifetime_change(ctx: Context, rw: Rewriter, value: Value, size: Value, affinity: Optional[Attribute],
                    result_type: Type) -> Value:
    """|value| as a resource of |result_type| on |affinity|, the same bytes
    with another lifetime (`external` after an import, before an export):
    3.2.0 spells it as a transfer from and to |affinity|, 3.13 as
    `stream.async.cast on(affinity)`."""
    if ctx.current:
        return rw.create("stream.async.cast", [value, size, size], [result_type], dict(on(affinity))).results[0]
    return transfer(rw, value, size, affinity, affinity, result_type)


def noted_transfer(ctx: Context, rw: Rewriter, original: Value, where: Operation, value: Value, size: Value,
                   source_affinity: Optional[Attribute], result_affinity: Optional[Attribute],
                   result_type: Optional[Type] = None) -> Value:
    """`transfer` of |original| (converted to |value|, |size|) for |where|,
    reported to the observer (`Context.note_transfer`)."""
    out = transfer(rw, value, size, source_affinity, result_affinity, result_type)
    ctx.note_transfer(original, source_affinity, result_affinity, where, out.defining_op)
    return out


def index_constant(rw: Rewriter, value: int, reuse: Sequence[Value] = ()) -> Value:
    """An `arith.constant value : index`; an operand of the op being
    converted that already is that constant is reused (as upstream's
    output shows)."""
    for v in reuse:
        op = v.defining_op
        if (op is not None and op.name == "arith.constant" and isinstance(v.type, IndexType)
                and isinstance(op.get_attr("value"), IntegerAttr) and op.get_attr("value").value == value):
            return v
    return rw.create("arith.constant", [], [INDEX], {"value": IntegerAttr(value, INDEX)}).results[0]


def transfer_to(ctx: Context, rw: Rewriter, original: Value, values: List[Value], affinity: Optional[Attribute],
                where: Operation) -> Value:
    """Upstream's "transfer tensor operand": the resource of |original|
    (converted to |values|) on |affinity|, through a transfer unless it is
    already produced there or comes from a `stream.async.barrier`."""
    r, size = pair(values, where)
    source = ctx.resource_affinity(original)
    if source == affinity:
        return r
    producer = r.defining_op
    if producer is not None and producer.name == "stream.async.barrier":
        return r
    return noted_transfer(ctx, rw, original, where, r, size, source, affinity)


class Groups:
    """The operand groups of one op being converted, by name: the original
    values (`original`), what they map to (`converted`: one list per
    operand) and the first of each (`values`), with the segment sizes read
    once per op (patterns ask for several groups of every op)."""

    __slots__ = ("op", "operands", "_spans")

    def __init__(self, op: Operation, operands: List[List[Value]]):
        self.op = op
        self.operands = operands
        spans: Optional[Dict[str, Tuple[int, int]]] = None
        seg = op.get_trait(OperandSegments)
        sizes = segment_sizes(op) if seg is not None else None
        if sizes is not None and len(sizes) == len(seg.names):
            spans = {}
            pos = 0
            for name, n in zip(seg.names, sizes):
                spans.setdefault(name, (pos, n))  # the first of repeated names, as `operand_group_range`
                pos += n
        self._spans = spans

    def span(self, name: str) -> Tuple[int, int]:
        """(start, length) of group |name|."""
        if self._spans is not None:
            hit = self._spans.get(name)
            if hit is not None:
                return hit
        return operand_group_range(self.op, name)  # the other layouts, and the error for an unknown name

    def converted(self, name: str) -> List[List[Value]]:
        start, n = self.span(name)
        return self.operands[start:start + n]

    def values(self, name: str) -> List[Value]:
        start, n = self.span(name)
        return [vs[0] for vs in self.operands[start:start + n]]

    def original(self, name: str) -> List[Value]:
        start, n = self.span(name)
        op = self.op
        return [op.operand(i) for i in range(start, start + n)]


def flat(lists: Sequence[Sequence[Value]]) -> List[Value]:
    out: List[Value] = []
    for vs in lists:
        out.extend(vs)
    return out
