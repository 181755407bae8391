"""What the flow → stream patterns share: the type converter, the analysis
queries, op builders and the transfer helpers (upstream's "resolve
operand" and "transfer operand to X")."""

from __future__ import annotations

from typing import Dict, List, Optional, Sequence, Tuple

from dfx.ir.attributes import (ArrayAttr, Attribute, DenseArrayAttr, DialectType, IndexType, IntegerAttr,
                               TensorType, Type, TypeAttr, i32)
from dfx.ir.core import BlockArgument, Operation, Value, WalkOrder
from dfx.rewrite import Conversion, ConversionError, Rewriter, TypeConverter

EXECUTABLES = ("flow.executable", "stream.executable", "hal.executable")
INDEX = IndexType()
SEGMENTS = "operandSegmentSizes"
TIED = "tied_operands"


def resource(lifetime: str = "*") -> DialectType:
    return DialectType("stream", "resource", lifetime)


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
    return DenseArrayAttr(i32, tuple(int(s) for s in sizes))


def ties_attr(ties: Sequence[int]) -> ArrayAttr:
    return ArrayAttr(tuple(IntegerAttr(int(t), INDEX) for t in ties))


def dynamic_dim_count(t: Type) -> int:
    return t.dynamic_dim_count if isinstance(t, TensorType) and t.shape is not None else 0


class Context:
    """One conversion run: the analysis, the conversion and its rewriter
    helpers, and a few caches."""

    def __init__(self, analysis, conversion: Conversion):
        self.analysis = analysis
        self.conversion = conversion
        self.types = conversion.types
        # Called as observer(value, source, target, op) for every transfer
        # between two different affinities the patterns insert (value and
        # op unconverted); `annotate-affinities --transfers` listens here.
        self.observer = None
        self.placed_args: Dict[Value, None] = {}

    def note_transfer(self, value: Value, source: Optional[Attribute], target: Optional[Attribute],
                      where: Operation) -> None:
        if self.observer is not None and source != target:
            self.observer(value, source, target, where)

    def classify_block_arguments(self, module: Operation) -> None:
        """Records, on the untouched module, the tensor block arguments
        upstream has an answer for: those some explicitly placed value
        reaches, and those the analysis places elsewhere than on the
        module's default affinity."""
        default = module.get_attr("stream.affinity.default")
        ops = list(module.walk(WalkOrder.PRE, skip_nested_of=lambda o: o.name in EXECUTABLES))
        calls: Dict[str, List[Operation]] = {}
        for op in ops:
            callee = op.get_attr("callee") if op.name == "util.call" else None
            if callee is not None and not getattr(callee, "nested", ()):
                calls.setdefault(callee.root, []).append(op)
        # Values joined by block-argument edges (both ways) and reshapes
        # form groups; a group with an explicitly placed member places all
        # its block arguments.
        parent: Dict[int, int] = {}

        def find(x: int) -> int:
            root = x
            while parent.get(root, root) != root:
                root = parent[root]
            while parent.get(x, x) != root:
                parent[x], x = root, parent[x]
            return root

        args: List[BlockArgument] = []
        members: Dict[int, Value] = {}
        for op in ops:
            if op.name in ("flow.tensor.reshape", "flow.tensor.bitcast") and op.num_operands:
                members[id(op.results[0])], members[id(op.operand(0))] = op.results[0], op.operand(0)
                parent[find(id(op.results[0]))] = find(id(op.operand(0)))
            for region in op.regions:
                for block in region.blocks:
                    for arg in block.arguments:
                        if not is_tensor(arg.type):
                            continue
                        args.append(arg)
                        members[id(arg)] = arg
                        for v in _incoming(arg, calls):
                            members[id(v)] = v
                            parent[find(id(v))] = find(id(arg))
        placed_groups, unknown_groups = set(), set()
        for key, v in members.items():
            if isinstance(v, BlockArgument):
                owner = v.owner.parent_op
                if v.owner.is_entry_block and owner is not None and owner.name == "util.func":
                    if not _incoming(v, calls):
                        unknown_groups.add(find(key))  # an argument of a function nothing calls
                    continue  # a function argument's consumers do not place it
                if any(_is_placing(use.owner) for use in v.uses):
                    placed_groups.add(find(key))
            elif _is_placing(v.defining_op) or any(_is_placing(use.owner) for use in v.uses):
                placed_groups.add(find(key))
        for arg in args:
            answer = self.analysis.lookup_resource_affinity(arg)
            group = find(id(arg))
            if group in unknown_groups:
                continue
            if group in placed_groups or (answer is not None and answer != default):
                self.placed_args[arg] = None

    # -- analysis queries (on original ops and values) -----------------------

    def exec_affinity(self, op: Operation) -> Optional[Attribute]:
        return self.analysis.lookup_execution_affinity(op)

    def resource_affinity(self, value: Value) -> Optional[Attribute]:
        if isinstance(value, BlockArgument) and value not in self.placed_args:
            # Upstream converts block signatures before the ops that use
            # them and asks the analysis about the cast standing in for the
            # old argument; observed on iree-opt 3.2.0, that answer is none
            # unless the values flowing in were placed explicitly (see
            # `classify_block_arguments`; docs/conversion.md, "Block arguments").
            return None
        return self.analysis.lookup_resource_affinity(value)

    def global_affinity(self, op: Operation) -> Optional[Attribute]:
        return self.analysis.lookup_global_affinity(op)

    def infer_affinity(self, op: Operation) -> Optional[Attribute]:
        return self.analysis.infer_execution_affinity(op)


def _terminator(region) -> Optional[Operation]:
    if not region.blocks:
        return None
    ops = list(region.blocks[-1].ops)
    return ops[-1] if ops else None


def _incoming(arg: BlockArgument, calls: Dict[str, List[Operation]]) -> List[Value]:
    """The values flowing into |arg| (loop back edges included; for a
    function argument, the operands of the calls to the function)."""
    block = arg.owner
    owner = block.parent_op
    if owner is None:
        return []
    out: List[Value] = []
    if block.is_entry_block and owner.name == "util.func":
        name = owner.get_attr("sym_name")
        for call in calls.get(getattr(name, "value", None), []):
            if arg.index < call.num_operands:
                out.append(call.operand(arg.index))
        return out
    if block.is_entry_block:
        if owner.name == "scf.while":
            if block.parent is owner.regions[0]:
                yield_ = _terminator(owner.regions[1])
                out.append(owner.operand(arg.index) if arg.index < owner.num_operands else None)
                if yield_ is not None and arg.index < yield_.num_operands:
                    out.append(yield_.operand(arg.index))
            else:
                cond = _terminator(owner.regions[0])
                if cond is not None and cond.name == "scf.condition" and arg.index + 1 < cond.num_operands:
                    out.append(cond.operand(arg.index + 1))
        elif owner.name == "scf.for" and arg.index >= 1:
            k = arg.index - 1
            if 3 + k < owner.num_operands:
                out.append(owner.operand(3 + k))
            yield_ = _terminator(owner.regions[0])
            if yield_ is not None and k < yield_.num_operands:
                out.append(yield_.operand(k))
        return [v for v in out if v is not None]
    from dfx.ir.traits import BranchOp
    for op, i in block.predecessor_edges:
        br = op.get_trait(BranchOp)
        if br is None:
            continue
        vals = br.successor_operands(op, i)
        if arg.index < len(vals):
            out.append(vals[arg.index])
    return out


def _is_placing(op: Optional[Operation]) -> bool:
    """A `flow.tensor.transfer` or an op with an explicit affinity
    (`stream.affinity` attribute, `on(...)`)."""
    return op is not None and (op.name == "flow.tensor.transfer" or op.get_attr("stream.affinity") is not None \
        or op.properties.get("affinity") is not None)


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
    ctx.note_transfer(original, source, affinity, where)
    return transfer(rw, r, size, source, affinity)


def flat(lists: Sequence[Sequence[Value]]) -> List[Value]:
    out: List[Value] = []
    for vs in lists:
        out.extend(vs)
    return out
