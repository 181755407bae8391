"""Programmatic IR for the explorer tests: a tiny private `xt` dialect.

The ops here exist only for tests that must not depend on the real dialect
definitions (traversal-action precedence, call-graph ordering, very long
chains built without the parser). Text-based tests use the real dialects.
"""

from __future__ import annotations

from typing import List, Optional, Sequence

from dfx.ir.attributes import (ArrayAttr, DenseArrayAttr, IntegerAttr, StringAttr, SymbolRefAttr, TypeAttr,
                               FunctionType, i32)
from dfx.ir import Block, OpDef, Operation, Region, Value, WalkOrder, register_op
from dfx.ir.traits import (BranchOp, CallOp, FunctionLike, GlobalAddress, GlobalLoad, GlobalOp, GlobalStore,
                           Initializer, OperandSegments, RegionBranchOp, RegionBranchTerminator, RegionEdge,
                           Symbol, TiedOp)
from dfx.ir.traits import ConstantLike, IsolatedFromAbove, ReturnLike, SymbolTable, Terminator

register_op(OpDef("xt.module", traits=(SymbolTable(),)))
register_op(OpDef("xt.func", traits=(FunctionLike(), Symbol(), IsolatedFromAbove())))
register_op(OpDef("xt.initializer", traits=(Initializer(), IsolatedFromAbove())))
register_op(OpDef("xt.call", traits=(CallOp(),)))
register_op(OpDef("xt.return", traits=(Terminator(), ReturnLike())))
register_op(OpDef("xt.def"))
register_op(OpDef("xt.use"))
register_op(OpDef("xt.const", traits=(ConstantLike(),)))
register_op(OpDef("xt.tied", traits=(TiedOp(),)))
register_op(OpDef("xt.br", traits=(Terminator(), BranchOp())))
register_op(OpDef("xt.cond_br", traits=(Terminator(), BranchOp(groups=("true", "false")),
                                        OperandSegments(("cond", "true", "false")))))
register_op(OpDef("xt.global", traits=(GlobalOp(), Symbol())))
register_op(OpDef("xt.global.load", traits=(GlobalLoad(),)))
register_op(OpDef("xt.global.store", traits=(GlobalStore(),)))
register_op(OpDef("xt.global.address", traits=(GlobalAddress(),)))
register_op(OpDef("xt.scope", traits=(SymbolTable(),)))
register_op(OpDef("xt.wrap"))


class ExecRegionBranch(RegionBranchOp):
    """`xt.exec` (like `scf.execute_region`): operands enter the single
    region's entry arguments; every `xt.yield` (in any block) returns its
    operands as the results."""

    def entry_edges(self, op: Operation) -> List[RegionEdge]:
        args = op.regions[0].blocks[0].arguments if op.regions and op.regions[0].blocks else []
        n = min(op.num_operands, len(args))
        return [RegionEdge(0, tuple(range(n)), tuple(args[:n]))]

    def terminator_edges(self, op: Operation, terminator: Operation) -> List[RegionEdge]:
        n = min(terminator.num_operands, op.num_results)
        return [RegionEdge(None, tuple(range(n)), tuple(op.results[:n]))]


register_op(OpDef("xt.exec", traits=(ExecRegionBranch(),)))
register_op(OpDef("xt.yield", traits=(Terminator(), ReturnLike(), RegionBranchTerminator())))


def module() -> Operation:
    """An empty `xt.module` with one block."""
    return Operation("xt.module", regions=[Region([Block()])])


def body(op: Operation) -> Block:
    return op.regions[0].blocks[0]


def func(parent: Operation, name: str, arg_types: Sequence = (), result_types: Sequence = (),
         private: bool = True, declaration: bool = False) -> Operation:
    """Appends an `xt.func` to |parent|'s first block."""
    attrs = {"sym_name": StringAttr(name),
             "function_type": TypeAttr(FunctionType(tuple(arg_types), tuple(result_types)))}
    if private:
        attrs["sym_visibility"] = StringAttr("private")
    region = Region() if declaration else Region([Block(list(arg_types))])
    f = Operation("xt.func", properties=attrs, regions=[region])
    body(parent).append(f)
    return f


def initializer(parent: Operation) -> Operation:
    f = Operation("xt.initializer", regions=[Region([Block()])])
    body(parent).append(f)
    return f


def add(block: Block, name: str, operands: Sequence[Value] = (), results: int = 0,
        properties: Optional[dict] = None, successors: Sequence[Block] = ()) -> Operation:
    op = Operation(name, list(operands), [i32] * results, properties=properties or {},
                   successors=list(successors))
    block.append(op)
    return op


def call(block: Block, callee: Optional[str], args: Sequence[Value] = (), results: int = 0) -> Operation:
    props = {"callee": SymbolRefAttr(callee)} if callee is not None else {}
    return add(block, "xt.call", args, results, props)


def ret(block: Block, values: Sequence[Value] = ()) -> Operation:
    return add(block, "xt.return", values)


def tied(block: Block, operands: Sequence[Value], tie: Sequence[int]) -> Operation:
    """`xt.tied` with one result per entry of |tie| (operand index or -1)."""
    return add(block, "xt.tied", operands, len(tie),
               {"tied_operands": ArrayAttr(tuple(IntegerAttr(t) for t in tie))})


def cond_br(block: Block, cond: Value, t: Block, t_args: Sequence[Value], f: Block,
            f_args: Sequence[Value]) -> Operation:
    sizes = DenseArrayAttr(i32, (1, len(t_args), len(f_args)))
    return add(block, "xt.cond_br", [cond, *t_args, *f_args], 0,
               {"operandSegmentSizes": sizes}, [t, f])


def global_(parent: Operation, name: str) -> Operation:
    g = Operation("xt.global", properties={"sym_name": StringAttr(name), "type": TypeAttr(i32),
                                           "sym_visibility": StringAttr("private")})
    body(parent).append(g)
    return g


def load(block: Block, name: str) -> Operation:
    return add(block, "xt.global.load", (), 1, {"global": SymbolRefAttr(name)})


def store(block: Block, value: Value, name: str) -> Operation:
    return add(block, "xt.global.store", (value,), 0, {"global": SymbolRefAttr(name)})


def names(ops: List[Operation]) -> List[str]:
    """`sym_name`s of symbol ops."""
    return [op.get_attr("sym_name").value for op in ops]


#===----------------------------------------------------------------------===#
# Text-based IR
#===----------------------------------------------------------------------===#


def parse(text: str, verify: bool = True) -> Operation:
    """Parses MLIR text with the real dialects (`import dfx.dialects`);
    |verify| False keeps IR that the verifier rejects (an undefined callee)."""
    import dfx.dialects  # noqa: F401  (registers builtin/func/util/arith/scf/cf)
    from dfx.syntax.parser import parse_module
    return parse_module(text, "<explorer-test>", verify=verify)


def values(root: Operation) -> dict:
    """SSA values under |root| by their textual name (without `%`). Results
    of multi-result ops are also reachable as `name#i`. Later definitions
    with the same name shadow earlier ones, so query a function op when
    names repeat across functions."""
    out: dict = {}
    for op in root.walk(WalkOrder.PRE):
        for region in op.regions:
            for block in region.blocks:
                for a in block.arguments:
                    if a.name_hint:
                        out[a.name_hint] = a
        if not op.results:
            continue
        hint = op.results[0].name_hint
        if hint is not None:
            base = hint.split("#")[0]
            if len(op.results) == 1:
                out[base] = op.results[0]
            else:
                for i, r in enumerate(op.results):
                    out[f"{base}#{i}"] = r
        for r in op.results[1:]:
            if r.name_hint and "#" not in r.name_hint and r.name_hint != hint:
                out[r.name_hint] = r
    return out


def find_ops(root: Operation, name: str) -> List[Operation]:
    """Ops named |name| under |root|, in pre-order."""
    return [op for op in root.walk(WalkOrder.PRE) if op.name == name]


def symbol(root: Operation, name: str) -> Operation:
    """The op under |root|'s body whose `sym_name` is |name|."""
    for op in body(root):
        a = op.get_attr("sym_name")
        if isinstance(a, StringAttr) and a.value == name:
            return op
    raise KeyError(name)
