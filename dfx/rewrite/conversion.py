"""A partial dialect conversion with 1:N value mapping.

How a conversion runs (`Conversion.run`):

1. **Block signatures.** Every block under the root (outside ops for which
   `skip_nested(op)` is true) gets its arguments converted: an argument
   whose type converts to itself stays; one converting to a single other
   type is replaced by a new argument right away; one converting to N
   types gets N new arguments inserted after it and is mapped to them (the
   old argument is removed at the end, once nothing uses it).
2. **Ops.** The ops under the root are listed once in pre-order (parents
   before their bodies) and visited in that order. An illegal op whose
   folder (`dfx.rewrite.register_folder`) answers is replaced by the
   converted values of the answer. Otherwise the pattern
   registered for its name is tried, then the fallbacks in registration
   order; a pattern is `fn(op, operands, rewriter) -> bool` where
   `operands[i]` is the list of values operand i maps to. A pattern
   creates new ops through the rewriter (inserted before |op|) and calls
   `rewriter.replace(op, [[values of result 0], ...])` or
   `rewriter.erase(op)`. Regions may be moved from the old op to a new one
   (`rewriter.take_regions`); the ops inside are still visited afterwards.
   An op no pattern rewrote must be legal (`is_legal(op)`), or the
   conversion fails with a located error.
3. **Cleanup.** Replaced ops are destroyed in reverse order; their results
   and the expanded block arguments must no longer be used.

Until the cleanup, original ops keep their original operands, so an
analysis computed on the input can be asked about any original op or
value while patterns run.
"""

from __future__ import annotations

from dfx.ir.attributes import Attribute, Type
from dfx.ir.core import Block, Location, Operation, Region, Value, WalkOrder
from dfx.rewrite.canonicalize import FOLDERS
from dfx.rewrite.types import TypeConverter
from dfx.support.lazy import lazy_type_aliases

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, List, Optional, Sequence

__all__ = ["Conversion", "ConversionError", "Rewriter", "Pattern"]

if TYPE_CHECKING:
    Pattern = Callable[[Operation, List[List[Value]], "Rewriter"], bool]
else:
    lazy_type_aliases(globals(), Pattern="Callable[[Operation, List[List[Value]], 'Rewriter'], bool]")


class ConversionError(Exception):
    """A conversion failure located at an op (bad or unsupported input)."""

    def __init__(self, location: Optional[Location], message: str):
        super().__init__(message)
        self.location = location


class Rewriter:
    """Creates ops at an insertion point and records replacements for the
    conversion it belongs to."""

    def __init__(self, conversion: "Conversion"):
        self.conversion = conversion
        self.block: Optional[Block] = None
        self.before: Optional[Operation] = None
        self.location: Location = Location("<unknown>", 0, 0)

    # -- insertion point --------------------------------------------------

    def set_before(self, op: Operation) -> None:
        self.block, self.before = op.parent, op

    def set_end(self, block: Block) -> None:
        self.block, self.before = block, None

    def set_start(self, block: Block) -> None:
        self.block, self.before = block, block.first_op

    def insert(self, op: Operation) -> Operation:
        if self.block is None:
            raise ConversionError(self.location, "no insertion point")
        if self.before is None:
            self.block.append(op)
        else:
            self.block.insert_before(op, self.before)
        return op

    def create(self, name: str, operands: Sequence[Value] = (), result_types: Sequence[Type] = (),
               properties: Optional[Dict[str, Attribute]] = None, attributes: Optional[Dict[str, Attribute]] = None,
               regions: Sequence[Region] = (), successors: Sequence[Block] = (),
               location: Optional[Location] = None) -> Operation:
        """Creates and inserts an op (at the location of the op being
        rewritten unless |location| is given)."""
        return self.insert(Operation(name, list(operands), list(result_types), properties, attributes, regions,
                                     successors, location or self.location))

    # -- replacement --------------------------------------------------------

    def replace(self, op: Operation, results: Sequence[Sequence[Value]]) -> None:
        self.conversion.replace(op, results)

    def replace_values(self, op: Operation, values: Sequence[Value]) -> None:
        """Replaces |op| with |values| split by the converted result types."""
        out: List[List[Value]] = []
        pos = 0
        for r in op.results:
            n = len(self.conversion.types.convert(r.type))
            out.append(list(values[pos:pos + n]))
            pos += n
        self.conversion.replace(op, out)

    def erase(self, op: Operation) -> None:
        self.conversion.replace(op, [[] for _ in op.results])

    @staticmethod
    def take_regions(old: Operation, new: Operation) -> None:
        """Moves every region of |old| to |new| (in order)."""
        for region in old.regions:
            region.parent = None
            new.add_region(region)
        old.regions = []

    def lookup(self, value: Value) -> List[Value]:
        return self.conversion.lookup(value)


class Conversion:
    """One conversion: a type converter, patterns by op name, fallbacks,
    and the legality of ops left alone. See the module docstring."""

    def __init__(self, types: TypeConverter, *, is_legal: Callable[[Operation], bool],
                 skip_nested: Callable[[Operation], bool] = lambda op: False):
        self.types = types
        self.is_legal = is_legal
        self.skip_nested = skip_nested
        self.patterns: Dict[str, Pattern] = {}
        self.fallbacks: List[Pattern] = []
        self.value_map: Dict[Value, List[Value]] = {}
        self._replaced: List[Operation] = []
        self._replaced_set: Dict[Operation, None] = {}
        self._old_args: List[Value] = []

    def add_pattern(self, name: str, fn: Pattern) -> None:
        self.patterns[name] = fn

    def add_fallback(self, fn: Pattern) -> None:
        self.fallbacks.append(fn)

    # -- values ------------------------------------------------------------------

    def lookup(self, value: Value) -> List[Value]:
        """The values |value| maps to (itself when it was not converted)."""
        hit = self.value_map.get(value)
        return list(hit) if hit is not None else [value]

    def operands(self, op: Operation) -> List[List[Value]]:
        return [self.lookup(v) for v in op.operands]

    def is_replaced(self, op: Operation) -> bool:
        return op in self._replaced_set

    def replace(self, op: Operation, results: Sequence[Sequence[Value]]) -> None:
        if len(results) != op.num_results:
            raise ConversionError(op.location, f"internal: '{op.name}' replaced with {len(results)} result lists "
                                               f"for {op.num_results} results")
        for r, new in zip(op.results, results):
            new = list(new)
            if len(new) == 1 and self.types.convert(r.type) == [new[0].type]:
                r.replace_all_uses_with(new[0])
            elif new or r.has_uses:
                self.value_map[r] = new
        if op not in self._replaced_set:
            self._replaced_set[op] = None
            self._replaced.append(op)

    # -- block signatures --------------------------------------------------------------

    def convert_block(self, block: Block) -> None:
        """Converts the arguments of |block| (see step 1 of the module docstring)."""
        i = 0
        while i < len(block.arguments):
            arg = block.arguments[i]
            new_types = self.types.convert(arg.type)
            if len(new_types) == 1 and new_types[0] == arg.type:
                i += 1
                continue
            new_args = []
            for k, t in enumerate(new_types):
                a = block.insert_argument(i + 1 + k, t)
                a.location = arg.location
                new_args.append(a)
            if len(new_args) == 1:
                arg.replace_all_uses_with(new_args[0])
            self.value_map[arg] = new_args
            self._old_args.append(arg)
            i += 1 + len(new_args)

    # -- driver ---------------------------------------------------------------------------

    def run(self, root: Operation) -> None:
        ops = list(root.walk(WalkOrder.PRE, skip_nested_of=self.skip_nested, include_self=False))
        for op in ops:
            if self.skip_nested(op):
                continue
            for region in op.regions:
                for block in region.blocks:
                    self.convert_block(block)
        rewriter = Rewriter(self)
        replaced = self._replaced_set
        patterns = self.patterns
        is_legal = self.is_legal
        for op in ops:
            if op in replaced:
                continue
            rewriter.block, rewriter.before = op.parent, op
            rewriter.location = op.location
            operands = self.operands(op)
            applied = False
            # Only ops with a registered folder can fold: legality (a walk
            # of the op's types) is asked only for those, before patterns.
            if op.name in FOLDERS and not is_legal(op) and self._fold(op):
                continue
            pattern = patterns.get(op.name)
            if pattern is not None:
                applied = pattern(op, operands, rewriter)
            if not applied:
                if not is_legal(op):
                    for fallback in self.fallbacks:
                        if fallback(op, operands, rewriter):
                            applied = True
                            break
                    if not applied and not is_legal(op):
                        raise ConversionError(op.location, f"failed to legalize operation '{op.name}'")
            if not applied:
                # A legal op left in place reads the converted values of its
                # operands (1:1 only; a legal op never reads an expanded value).
                for i, vals in enumerate(operands):
                    if len(vals) == 1 and vals[0] is not op.operand(i):
                        op.set_operand(i, vals[0])
        self._cleanup()

    def _fold(self, op: Operation) -> bool:
        """Replaces |op| by what its registered folder answers (values of
        the input, in their converted form), as MLIR's conversion folds an
        illegal op before trying patterns."""
        folder = FOLDERS.get(op.name)
        if folder is None:
            return False
        values = folder(op)
        if values is None:
            return False
        self.replace(op, [self.lookup(v) for v in values])
        return True

    def _cleanup(self) -> None:
        for op in self._replaced:
            for nested in op.walk(WalkOrder.POST):
                nested._drop_operands()
                nested._drop_successors()
        for op in reversed(self._replaced):
            for r in op.results:
                if r.has_uses:
                    user = r.users()[0]
                    raise ConversionError(user.location,
                                          f"failed to legalize operation '{user.name}' (it still uses a "
                                          f"result of '{op.name}' that was converted)")
            op.detach()
        for arg in reversed(self._old_args):
            if arg.has_uses:
                user = arg.users()[0]
                raise ConversionError(user.location,
                                      f"failed to legalize operation '{user.name}' (it still uses a block "
                                      f"argument whose type was converted)")
            arg.owner.erase_argument(arg.index)
