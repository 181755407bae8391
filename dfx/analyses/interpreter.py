"""A reference interpreter for integer programs of `func`, `arith`,
`index`, `scf` and `cf`: the ground truth the analyses are checked
against (property_tests/test_analyses_soundness.py).

Its semantics are written here from the dialects' definitions, apart from
the folders (`dfx.ir.folding`) the analyses use, so that a wrong folder or
transfer function shows up as a disagreement:

* integers and `index` (64 bits) are held as their unsigned bit patterns
  (`i1`: 0 or 1); function values (`func.constant`) as the function op;
* arithmetic wraps; what MLIR leaves undefined or poison raises
  `UndefinedBehavior`: division by zero, signed `MIN / -1`, shifts by the
  width or more, `nsw`/`nuw` overflow, an `scf.for` step of zero. An
  analysis may assume none of it happens, so a run that hits it proves
  nothing and is dropped;
* `scf.for` runs while the induction variable is below the upper bound
  (signed, or unsigned with `unsigned`), without wrapping;
* other types, unknown ops and external callees raise `Unsupported`.

Every run has `fuel` (ops executed) and `max_depth` (nested calls and
regions; the interpreter recurses into regions and calls, so the depth is
capped): running out raises `OutOfFuel`.

    interp = Interpreter(module)
    results = interp.call("f", [3, 7])       # unsigned bit patterns
    interp.trace.values[value]               # every value the run gave it
    interp.trace.blocks                      # the blocks that ran

`override(value, bits)` (optional) may replace each value as it is
defined: the liveness property perturbs the values an analysis calls dead
and checks the program's results do not change.
"""

from __future__ import annotations

from dfx.support.records import field, record as dataclass

from dfx.ir.attributes import DenseArrayAttr, DenseElementsAttr, DialectAttr, IntegerAttr, OpaqueBuiltinAttr, SymbolRefAttr
from dfx.ir.core import Block, Operation, Region, Value
from dfx.ir.numerics import INDEX_WIDTH, to_signed, to_unsigned
from dfx.ir.traits import BranchOp
from dfx.analyses.int_range import int_width

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, List, Optional, Sequence, Set, Tuple

__all__ = ["Interpreter", "Trace", "UndefinedBehavior", "OutOfFuel", "Unsupported", "type_width"]


class UndefinedBehavior(Exception):
    """The run reached undefined behaviour or produced poison."""


class OutOfFuel(Exception):
    """The run took more steps (or deeper calls) than allowed."""


class Unsupported(Exception):
    """An op or type outside the interpreted subset."""


type_width = int_width
"""Bits of an integer or index type, else None."""


@dataclass
class Trace:
    """What one or more runs observed."""

    values: Dict[Value, List[object]] = field(default_factory=dict)
    """Every value defined, with the values it took (in order)."""
    blocks: Set[Block] = field(default_factory=set)
    """Blocks that started executing."""


# -- integer semantics ----------------------------------------------------------------------------

CMP_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")


def _compare(pred: str, a: int, b: int, w: int) -> int:
    if pred in ("eq", "ne"):
        return int((a == b) == (pred == "eq"))
    x, y = (to_signed(a, w), to_signed(b, w)) if pred[0] == "s" else (a, b)
    return int({"lt": x < y, "le": x <= y, "gt": x > y, "ge": x >= y}[pred[1:]])


def _trunc_div(x: int, y: int) -> int:
    q = abs(x) // abs(y)
    return q if (x < 0) == (y < 0) else -q


def _signed_division(kind: str, a: int, b: int, w: int) -> int:
    x, y = to_signed(a, w), to_signed(b, w)
    if y == 0 or (x == -(1 << (w - 1)) and y == -1):
        raise UndefinedBehavior(f"signed {kind} of {x} by {y}")
    if kind == "div":
        return _trunc_div(x, y)
    if kind == "ceildiv":
        return -((-x) // y)
    if kind == "floordiv":
        return x // y
    return x - y * _trunc_div(x, y)  # rem: the sign of the dividend


def _unsigned_division(kind: str, a: int, b: int) -> int:
    if b == 0:
        raise UndefinedBehavior(f"unsigned {kind} by zero")
    if kind == "div":
        return a // b
    if kind == "ceildiv":
        return -((-a) // b)
    return a % b


def _shift(kind: str, a: int, b: int, w: int) -> int:
    if b >= w:
        raise UndefinedBehavior(f"shift by {b} of an i{w}")
    if kind == "shl":
        return a << b
    if kind == "shru":
        return a >> b
    return to_signed(a, w) >> b


def _checked(op: Operation, math_signed: int, math_unsigned: int, w: int) -> int:
    """The wrapped result, or poison under an overflow flag."""
    flags = op.get_attr("overflowFlags")
    params = flags.params if isinstance(flags, DialectAttr) else ""
    if "nsw" in params and to_signed(math_signed, w) != math_signed:
        raise UndefinedBehavior(f"{op.name} overflows (nsw)")
    if "nuw" in params and to_unsigned(math_unsigned, w) != math_unsigned:
        raise UndefinedBehavior(f"{op.name} overflows (nuw)")
    return math_unsigned


def _arith(op: Operation, kind: str, a: int, b: int, w: int) -> int:
    sa, sb = to_signed(a, w), to_signed(b, w)
    if kind == "add":
        return _checked(op, sa + sb, a + b, w)
    if kind == "sub":
        return _checked(op, sa - sb, a - b, w)
    if kind == "mul":
        return _checked(op, sa * sb, a * b, w)
    if kind == "shl":
        r = _shift("shl", a, b, w)
        return _checked(op, sa << b, r, w)
    raise AssertionError(kind)


_BINARY: Dict[str, Callable[[Operation, int, int, int], int]] = {}
for _prefix, _names in (("arith.", dict(addi="add", subi="sub", muli="mul", shli="shl")),
                        ("index.", dict(add="add", sub="sub", mul="mul", shl="shl"))):
    for _name, _kind in _names.items():
        _BINARY[_prefix + _name] = (lambda k: lambda op, a, b, w: _arith(op, k, a, b, w))(_kind)
for _names, _kind in ((("arith.divsi", "index.divs"), "div"), (("arith.ceildivsi", "index.ceildivs"), "ceildiv"),
                      (("arith.floordivsi", "index.floordivs"), "floordiv"), (("arith.remsi", "index.rems"), "rem")):
    for _name in _names:
        _BINARY[_name] = (lambda k: lambda op, a, b, w: _signed_division(k, a, b, w))(_kind)
for _names, _kind in ((("arith.divui", "index.divu"), "div"), (("arith.ceildivui", "index.ceildivu"), "ceildiv"),
                      (("arith.remui", "index.remu"), "rem")):
    for _name in _names:
        _BINARY[_name] = (lambda k: lambda op, a, b, w: _unsigned_division(k, a, b))(_kind)
for _names, _kind in ((("arith.shrui", "index.shru"), "shru"), (("arith.shrsi", "index.shrs"), "shrs")):
    for _name in _names:
        _BINARY[_name] = (lambda k: lambda op, a, b, w: _shift(k, a, b, w))(_kind)
for _suffix, _fn in (("and", lambda a, b: a & b), ("or", lambda a, b: a | b), ("xor", lambda a, b: a ^ b)):
    _BINARY["arith." + _suffix + "i"] = (lambda f: lambda op, a, b, w: f(a, b))(_fn)
    _BINARY["index." + _suffix] = _BINARY["arith." + _suffix + "i"]
for _name, _signed, _pick in (("maxsi", True, max), ("minsi", True, min), ("maxui", False, max),
                              ("minui", False, min)):
    _fn = (lambda s, p: lambda op, a, b, w: p(to_signed(a, w), to_signed(b, w)) if s else p(a, b))(_signed, _pick)
    _BINARY["arith." + _name] = _fn
    _BINARY["index." + _name[:-1]] = _fn


def _predicate(op: Operation) -> str:
    a = op.get_attr("predicate")
    if isinstance(a, IntegerAttr):
        return CMP_PREDICATES[int(a.value)]
    a = op.get_attr("pred")
    if isinstance(a, OpaqueBuiltinAttr):
        return a.text.rstrip(">").split()[-1]
    raise Unsupported(f"{op.name} without a predicate")


def _cast(a: int, from_w: int, to_w: int, signed: bool) -> int:
    return to_signed(a, from_w) if signed and to_w > from_w else a


# -- the interpreter ------------------------------------------------------------------------------


class Interpreter:
    """Runs functions of one module (see the module docstring)."""

    def __init__(self, module: Operation, fuel: int = 100_000, max_depth: int = 64,
                 override: Optional[Callable[[Value, object], object]] = None):
        self.module = module
        self.fuel = fuel
        self.max_depth = max_depth
        self.override = override
        self.trace = Trace()
        self._depth = 0
        self.functions: Dict[str, Operation] = {}
        for op in module.regions[0].entry_block:
            name = op.get_attr("sym_name")
            if name is not None and op.name == "func.func":
                self.functions[name.value] = op

    # -- entry points -----------------------------------------------------------------------------

    def call(self, name: str, args: Sequence[int]) -> List[object]:
        """Runs function @|name| on |args| (wrapped to their types) and
        returns its results."""
        fn = self.functions[name]
        entry = fn.regions[0].blocks[0]
        args = [to_unsigned(a, type_width(v.type)) if type_width(v.type) else a
                for a, v in zip(args, entry.arguments)]
        return self._call_function(fn, args)

    # -- values -----------------------------------------------------------------------------------

    def _define(self, env: Dict[Value, object], value: Value, x: object) -> None:
        w = type_width(value.type)
        if w is not None:
            x = to_unsigned(int(x), w)  # type: ignore[arg-type]
        elif not isinstance(x, Operation):
            raise Unsupported(f"a value of type {value.type}")
        if self.override is not None:
            x = self.override(value, x)
        self.trace.values.setdefault(value, []).append(x)
        env[value] = x

    def _step(self) -> None:
        self.fuel -= 1
        if self.fuel < 0:
            raise OutOfFuel("out of fuel")

    # -- control flow -----------------------------------------------------------------------------

    def _call_function(self, fn: Operation, args: List[object]) -> List[object]:
        if not fn.regions or not fn.regions[0].blocks:
            raise Unsupported(f"a call to external @{fn.get_attr('sym_name').value}")
        self._depth += 1
        if self._depth > self.max_depth:
            raise OutOfFuel("calls nest too deep")
        try:
            term, values = self._run_region(fn.regions[0], args, {})
        finally:
            self._depth -= 1
        return values

    def _run_region(self, region: Region, args: Sequence[object],
                    outer: Dict[Value, object]) -> Tuple[Operation, List[object]]:
        """Runs |region| from its entry block until a terminator that
        leaves it; returns the terminator and its operand values."""
        env = outer
        block = region.blocks[0]
        while True:
            self.trace.blocks.add(block)
            if len(args) != len(block.arguments):
                raise Unsupported("a block entered with the wrong number of values")
            for a, x in zip(block.arguments, args):
                self._define(env, a, x)
            op = block.first_op
            while op is not None and op.next_op is not None:
                self._run_op(op, env)
                op = op.next_op
            term = op
            if term is None:
                raise Unsupported("a block without a terminator")
            self._step()
            target = self._branch(term, env)
            if target is None:
                return term, [env[v] for v in term.operands]
            block, args = target

    def _branch(self, op: Operation, env) -> Optional[Tuple[Block, List[object]]]:
        """The successor a branch goes to and what it carries (None: |op|
        leaves the region)."""
        if not op.successors:
            return None
        if op.name == "cf.br":
            index = 0
        elif op.name == "cf.cond_br":
            index = 0 if env[op.operand(0)] else 1
        elif op.name == "cf.switch":
            flag = env[op.operand(0)]
            w = type_width(op.operand(0).type)
            cases = op.get_attr("case_values")
            values = cases.values() if isinstance(cases, DenseElementsAttr) else []
            index = 0
            for i, c in enumerate(values or []):
                if to_unsigned(int(c), w) == flag:
                    index = i + 1
                    break
        else:
            raise Unsupported(op.name)
        forwarded = op.get_trait(BranchOp).successor_operands(op, index)
        return op.successors[index], [env[v] for v in forwarded]

    def _run_op(self, op: Operation, env: Dict[Value, object]) -> None:
        self._step()
        name = op.name
        results = self._compute(op, env)
        if len(results) != len(op.results):
            raise Unsupported(f"{name} gave {len(results)} results")
        for r, x in zip(op.results, results):
            self._define(env, r, x)

    def _nested(self, region: Region, args: Sequence[object], env) -> Tuple[Operation, List[object]]:
        self._depth += 1
        if self._depth > self.max_depth:
            raise OutOfFuel("regions nest too deep")
        try:
            return self._run_region(region, args, env)
        finally:
            self._depth -= 1

    def _compute(self, op: Operation, env) -> List[object]:
        name = op.name
        ops = [env[v] for v in op.operands]
        w = type_width(op.results[0].type) if op.results else None
        if name in ("arith.constant", "index.constant", "index.bool.constant"):
            attr = op.get_attr("value")
            if not isinstance(attr, IntegerAttr) or w is None:
                raise Unsupported(f"{name} of {attr}")
            return [int(attr.value)]
        fn = _BINARY.get(name)
        if fn is not None:
            return [fn(op, ops[0], ops[1], w)]
        if name in ("arith.cmpi", "index.cmp"):
            return [_compare(_predicate(op), ops[0], ops[1], type_width(op.operand(0).type))]
        if name == "arith.select":
            return [ops[1] if ops[0] else ops[2]]
        if name in ("arith.extsi", "arith.extui", "arith.trunci", "arith.index_cast", "arith.index_castui",
                    "index.casts", "index.castu"):
            signed = name in ("arith.extsi", "arith.index_cast", "index.casts")
            return [_cast(ops[0], type_width(op.operand(0).type), w, signed)]
        if name == "index.sizeof":
            return [INDEX_WIDTH // 8]
        if name == "func.constant":
            ref = op.get_attr("value")
            return [self.functions[ref.leaf] if isinstance(ref, SymbolRefAttr) else None]
        if name == "func.call":
            return self._call_function(self.functions[op.get_attr("callee").leaf], ops)
        if name == "func.call_indirect":
            return self._call_function(ops[0], ops[1:])
        if name == "scf.if":
            region = op.regions[0] if ops[0] else op.regions[1]
            if not region.blocks:
                return []
            return self._nested(region, [], env)[1]
        if name == "scf.execute_region":
            return self._nested(op.regions[0], [], env)[1]
        if name == "scf.index_switch":
            cases = op.get_attr("cases")
            values = list(cases.values) if isinstance(cases, DenseArrayAttr) else []
            k = to_signed(ops[0], INDEX_WIDTH)
            index = values.index(k) + 1 if k in values else 0
            return self._nested(op.regions[index], [], env)[1]
        if name == "scf.for":
            return self._for(op, ops, env)
        if name == "scf.while":
            return self._while(op, ops, env)
        raise Unsupported(name)

    def _for(self, op: Operation, ops: List[object], env) -> List[object]:
        lb, ub, step, carried = ops[0], ops[1], ops[2], list(ops[3:])
        w = type_width(op.operand(0).type)
        if op.get_attr("unsignedCmp") is None:
            lb, ub, step = to_signed(lb, w), to_signed(ub, w), to_signed(step, w)
        if step <= 0:
            raise UndefinedBehavior("scf.for with a step that is not positive")
        iv = lb
        while iv < ub:
            self._step()
            _, carried = self._nested(op.regions[0], [iv] + carried, env)
            iv += step
        return carried

    def _while(self, op: Operation, ops: List[object], env) -> List[object]:
        args = list(ops)
        while True:
            self._step()
            term, values = self._nested(op.regions[0], args, env)
            if not values[0]:
                return values[1:]
            _, args = self._nested(op.regions[1], values[1:], env)
