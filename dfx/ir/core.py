"""The SSA IR: operations, values, blocks and regions, with use lists.

Design notes
------------
* Values hash by identity: two SSA values are never "the same" unless they are
  the same object.
* A value's uses are kept in insertion order and iterated newest-first, the
  order in which MLIR walks a use list (it prepends new uses). Uses are stored
  in a dict keyed by the `Use` object, so adding and removing a use is O(1).
* A block's operations form an intrusive doubly linked list so that inserting,
  moving and erasing an operation is O(1); `block.ops` returns a list snapshot.
* An operation's behaviour (traits, interfaces, custom syntax) comes from its
  `OpDef`, looked up once by name in `OP_DEFS`. Analyses ask
  `op.get_trait(SomeInterface)`; they never switch on op names.
* Inherent attributes (MLIR "properties", printed `<{...}>` in generic form)
  are kept apart from discardable attributes (`{...}`).

Every mutation keeps use lists, parent links and block predecessor lists
consistent; `dfx.ir.links.verify_links()` checks that (the IR tests call it after
every step).
"""

from __future__ import annotations

from itertools import compress
from operator import attrgetter

from dfx.support.records import field, record as dataclass

from dfx.ir.attributes import Attribute, Type
from dfx.ir.dialect_registry import REGISTERED_DIALECTS
from dfx.ir.markers import Terminator
# The op registry lives in its own module; the IR's users import it from here.
from dfx.ir.opdef import (OP_DEFS, OP_FAMILIES, OpDef, defer_op, get_op_def, lookup_op_def,  # noqa: F401
                          register_op)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import (Callable, Dict, Iterable, Iterator, List, Optional, Sequence, Tuple, Type as PyType,
                        TypeVar, Union)

__all__ = [
    "Location", "UNKNOWN_LOCATION", "Value", "OpResult", "BlockArgument", "Use", "Operation",
    "Block", "Region", "OpDef", "OperationState", "OP_DEFS", "REGISTERED_DIALECTS",
    "register_op", "defer_op", "get_op_def", "WalkOrder", "IRError",
]


if TYPE_CHECKING:
    T = TypeVar("T")

class IRError(Exception):
    """Raised on misuse of the IR API (a programming error, not bad input)."""


#===----------------------------------------------------------------------===#
# Locations
#===----------------------------------------------------------------------===#


@dataclass(frozen=True, slots=True)
class Location:
    """A source position: `file:line:col` (1-based line and column)."""

    file: str
    line: int
    col: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


UNKNOWN_LOCATION = Location("<unknown>", 0, 0)


#===----------------------------------------------------------------------===#
# Values and uses
#===----------------------------------------------------------------------===#


class Use:
    """One operand slot: operand `index` of operation `owner`, reading `value`."""

    __slots__ = ("owner", "index", "value")

    def __init__(self, owner: "Operation", index: int, value: "Value"):
        self.owner = owner
        self.index = index
        self.value = value

    def __repr__(self) -> str:
        return f"<Use {self.owner.name}#{self.index}>"


class Value:
    """An SSA value: an operation result or a block argument."""

    __slots__ = ("type", "_uses", "name_hint", "__weakref__")

    def __init__(self, type: Type, name_hint: Optional[str] = None):
        self.type = type
        """The value's type (immutable object)."""
        self._uses: Dict[Use, None] = {}
        """Uses in creation order (iterated newest-first by `uses`)."""
        self.name_hint = name_hint
        """Preferred SSA name (without `%`), e.g. from the input text."""

    # Equality and hashing are object identity (object's own, C-level
    # methods: these objects are dictionary keys in every analysis).

    @property
    def uses(self) -> List[Use]:
        """Uses, newest first (MLIR use-list order)."""
        return list(reversed(self._uses))

    @property
    def has_uses(self) -> bool:
        return bool(self._uses)

    @property
    def num_uses(self) -> int:
        return len(self._uses)

    def users(self) -> List["Operation"]:
        """Owners of the uses, newest first, one entry per use."""
        return [u.owner for u in reversed(self._uses)]

    def iter_users(self) -> Iterator["Operation"]:
        """`users()` without building the list (for walks that stop early)."""
        for u in reversed(self._uses):
            yield u.owner

    def replace_all_uses_with(self, new: "Value") -> None:
        """Points every use of this value at |new|."""
        if new is self:
            return
        for use in list(self._uses):
            use.owner.set_operand(use.index, new)

    def replace_uses_with_if(self, new: "Value", pred: Callable[[Use], bool]) -> None:
        for use in list(self._uses):
            if pred(use):
                use.owner.set_operand(use.index, new)

    @property
    def defining_op(self) -> Optional["Operation"]:
        return None

    @property
    def parent_block(self) -> Optional["Block"]:
        raise NotImplementedError


class OpResult(Value):
    """Result number `index` of operation `owner`."""

    __slots__ = ("owner", "index")

    def __init__(self, type: Type, owner: "Operation", index: int):
        super().__init__(type)
        self.owner = owner
        self.index = index

    @property
    def defining_op(self) -> "Operation":
        return self.owner

    @property
    def parent_block(self) -> Optional["Block"]:
        return self.owner.parent

    def __repr__(self) -> str:
        return f"<OpResult {self.owner.name}#{self.index}>"


class BlockArgument(Value):
    """Argument number `index` of block `owner`."""

    __slots__ = ("owner", "index", "location")

    def __init__(self, type: Type, owner: "Block", index: int, location: Optional[Location] = None):
        super().__init__(type)
        self.owner = owner
        self.index = index
        self.location = location

    @property
    def parent_block(self) -> "Block":
        return self.owner

    def __repr__(self) -> str:
        return f"<BlockArgument #{self.index}>"


@dataclass(init=False)
class OperationState:
    """Everything needed to create an operation; filled in by parsers."""

    name: str
    location: Location = UNKNOWN_LOCATION
    operands: List[Value] = field(default_factory=list)
    result_types: List[Type] = field(default_factory=list)
    properties: Dict[str, Attribute] = field(default_factory=dict)
    attributes: Dict[str, Attribute] = field(default_factory=dict)
    regions: List["Region"] = field(default_factory=list)
    successors: List["Block"] = field(default_factory=list)
    form: Optional[str] = None  # the op's alternative text form, if any (`Operation.form`)

    # Written out: one is made per parsed op, and nine fields are more than
    # the records module's fast constructors cover.
    def __init__(self, name: str, location: Location = UNKNOWN_LOCATION, operands=None, result_types=None,
                 properties=None, attributes=None, regions=None, successors=None,
                 form: Optional[str] = None):
        self.name = name
        self.location = location
        self.operands = [] if operands is None else operands
        self.result_types = [] if result_types is None else result_types
        self.properties = {} if properties is None else properties
        self.attributes = {} if attributes is None else attributes
        self.regions = [] if regions is None else regions
        self.successors = [] if successors is None else successors
        self.form = form

    def add_attributes(self, attrs: Dict[str, Attribute], opdef: Optional[OpDef] = None) -> None:
        """Sorts an attribute dictionary into inherent and discardable parts."""
        inherent = opdef.inherent if opdef is not None else frozenset()
        for k, v in attrs.items():
            if k in inherent:
                self.properties[k] = v
            else:
                self.attributes[k] = v


#===----------------------------------------------------------------------===#
# Operations
#===----------------------------------------------------------------------===#


class WalkOrder:
    PRE = "pre"
    POST = "post"


class Operation:
    """A generic operation. See the module docstring."""

    __slots__ = (
        "name", "_operands", "results", "properties", "attributes", "regions",
        "_successors", "location", "parent", "_prev", "_next", "_order",
        "definition", "form", "__weakref__",
    )

    def __init__(
        self,
        name: str,
        operands: Sequence[Value] = (),
        result_types: Sequence[Type] = (),
        properties: Optional[Dict[str, Attribute]] = None,
        attributes: Optional[Dict[str, Attribute]] = None,
        regions: Sequence["Region"] = (),
        successors: Sequence["Block"] = (),
        location: Location = UNKNOWN_LOCATION,
    ):
        self.name = name
        """Full op name, e.g. `flow.tensor.transfer`."""
        self.definition: Optional[OpDef] = OP_DEFS.get(name) or lookup_op_def(name)
        """The registered definition, or None for unknown ops."""
        self._operands: List[Use] = []
        self.results: List[OpResult] = [OpResult(t, self, i) for i, t in enumerate(result_types)]
        """Results in order."""
        self.properties: Dict[str, Attribute] = dict(properties or {})
        """Inherent attributes (printed `<{...}>` in generic form)."""
        self.attributes: Dict[str, Attribute] = dict(attributes or {})
        """Discardable attributes (`{...}`)."""
        self.regions: List[Region] = []
        self._successors: List[Block] = []
        self.location = location
        self.parent: Optional[Block] = None
        """The block containing this op (None when detached)."""
        self._prev: Optional[Operation] = None
        self._next: Optional[Operation] = None
        self._order = -1
        self.form: Optional[str] = None  # the alternative text form it was read in (`current`...); None: default
        for v in operands:
            self._append_operand(v)
        for r in regions:
            self.add_region(r)
        for b in successors:
            self._append_successor(b)

    @classmethod
    def create(cls, state: OperationState) -> "Operation":
        op = cls(state.name, state.operands, state.result_types, state.properties,
                 state.attributes, state.regions, state.successors, state.location)
        op.form = state.form
        return op

    def __repr__(self) -> str:
        return f"<Operation {self.name} at {self.location}>"

    # -- identity / registry ------------------------------------------------

    @property
    def dialect(self) -> str:
        return self.name.split(".", 1)[0]

    @property
    def is_registered(self) -> bool:
        return self.definition is not None

    def get_trait(self, trait_cls: PyType[T]) -> Optional[T]:
        """The op's trait/interface object of class |trait_cls|, or None."""
        d = self.definition
        if d is None:
            return None
        return d.trait_map.get(trait_cls)  # type: ignore[return-value]

    def has_trait(self, trait_cls: type) -> bool:
        d = self.definition
        return d is not None and trait_cls in d.trait_map

    # -- operands -------------------------------------------------------------

    def _append_operand(self, value: Value) -> None:
        use = Use(self, len(self._operands), value)
        self._operands.append(use)
        value._uses[use] = None

    @property
    def operands(self) -> List[Value]:
        return [u.value for u in self._operands]

    @property
    def num_operands(self) -> int:
        return len(self._operands)

    def operand(self, i: int) -> Value:
        return self._operands[i].value

    def users(self) -> List["Operation"]:
        """Owners of the uses of every result: result by result, each one's
        newest use first, one entry per use (MLIR's `getUsers`)."""
        return [u.owner for r in self.results for u in reversed(r._uses)]

    @property
    def operand_uses(self) -> List[Use]:
        return list(self._operands)

    def set_operand(self, i: int, value: Value) -> None:
        use = self._operands[i]
        if use.value is value:
            return
        del use.value._uses[use]
        # A fresh Use object keeps "newest use" semantics for the new value.
        new = Use(self, i, value)
        self._operands[i] = new
        value._uses[new] = None

    def set_operands(self, values: Sequence[Value]) -> None:
        """Replaces the whole operand list."""
        self._drop_operands()
        for v in values:
            self._append_operand(v)

    def splice_operands(self, parts: Sequence[Union[slice, Sequence[Value]]]) -> None:
        """Sets the operand list to the concatenation of |parts|: a `slice`
        stands for those of the current operands (each current slot in at
        most one slice), any other part for new values.

        The result is that of `set_operands` on the concatenated values,
        use lists included (this op's uses become each value's newest, in
        operand order), but a kept slot's use is moved, not rebuilt, and
        not even moved when it is its value's only use: keeping a long run
        of operands and adding a few costs little per kept operand."""
        old = self._operands
        kept = bytearray(len(old))
        for part in parts:
            if isinstance(part, slice):
                n = len(range(*part.indices(len(old))))
                if 1 in kept[part]:
                    raise ValueError("splice_operands: a slot is kept twice")
                kept[part] = b"\x01" * n
        for use in compress(old, kept.translate(_FLIP)):  # the slots not kept
            del use.value._uses[use]
        new: List[Use] = []
        for part in parts:
            if isinstance(part, slice):
                for use in old[part]:
                    uses = use.value._uses
                    if len(uses) > 1:
                        del uses[use]
                        uses[use] = None
                    use.index = len(new)
                    new.append(use)
            else:
                for v in part:
                    use = Use(self, len(new), v)
                    new.append(use)
                    v._uses[use] = None
        self._operands = new

    def insert_operands(self, index: int, values: Sequence[Value]) -> None:
        ops = self.operands
        ops[index:index] = list(values)
        self.set_operands(ops)

    def erase_operand(self, index: int) -> None:
        ops = self.operands
        del ops[index]
        self.set_operands(ops)

    def _drop_operands(self) -> None:
        for use in self._operands:
            del use.value._uses[use]
        self._operands = []

    # -- results --------------------------------------------------------------

    @property
    def num_results(self) -> int:
        return len(self.results)

    def result(self, i: int = 0) -> OpResult:
        return self.results[i]

    @property
    def result_types(self) -> List[Type]:
        return [r.type for r in self.results]

    # -- attributes -------------------------------------------------------------

    def get_attr(self, name: str, default=None):
        """Looks |name| up in the properties, then the discardable attributes."""
        v = self.properties.get(name)
        if v is not None:
            return v
        return self.attributes.get(name, default)

    def set_attr(self, name: str, value: Attribute) -> None:
        """Sets an attribute, in the properties if the op defines it inherently (and does not keep it discardable)."""
        if name in self.attributes and name not in self.properties:
            self.attributes[name] = value
        elif name in self.properties or (self.definition is not None and name in self.definition.inherent):
            self.properties[name] = value
        else:
            self.attributes[name] = value

    def remove_attr(self, name: str) -> Optional[Attribute]:
        if name in self.properties:
            return self.properties.pop(name)
        return self.attributes.pop(name, None)

    # -- regions ------------------------------------------------------------------

    def add_region(self, region: Optional["Region"] = None) -> "Region":
        region = region if region is not None else Region()
        if region.parent is not None:
            raise IRError("region already attached to an operation")
        region.parent = self
        self.regions.append(region)
        return region

    # -- successors -----------------------------------------------------------------

    def _append_successor(self, block: "Block") -> None:
        index = len(self._successors)
        self._successors.append(block)
        block._pred_edges[(self, index)] = None

    @property
    def successors(self) -> List["Block"]:
        return list(self._successors)

    def set_successor(self, index: int, block: "Block") -> None:
        old = self._successors[index]
        del old._pred_edges[(self, index)]
        self._successors[index] = block
        block._pred_edges[(self, index)] = None

    def _drop_successors(self) -> None:
        for i, b in enumerate(self._successors):
            del b._pred_edges[(self, i)]
        self._successors = []

    # -- structure ---------------------------------------------------------------------

    @property
    def parent_region(self) -> Optional["Region"]:
        return self.parent.parent if self.parent is not None else None

    @property
    def parent_op(self) -> Optional["Operation"]:
        r = self.parent_region
        return r.parent if r is not None else None

    def ancestors(self, include_self: bool = True) -> Iterator["Operation"]:
        """This op (optionally) and then each enclosing op, innermost first."""
        op: Optional[Operation] = self if include_self else self.parent_op
        while op is not None:
            yield op
            op = op.parent_op

    def is_ancestor_of(self, other: "Operation") -> bool:
        """True if |other| is this op or nested (at any depth) inside it."""
        op: Optional[Operation] = other
        while op is not None:
            if op is self:
                return True
            op = op.parent_op
        return False

    @property
    def next_op(self) -> Optional["Operation"]:
        return self._next

    @property
    def prev_op(self) -> Optional["Operation"]:
        return self._prev

    def is_before_in_block(self, other: "Operation") -> bool:
        """Program order of two ops of the same block (amortized O(1))."""
        block = self.parent
        if block is None or other.parent is not block:
            raise IRError("is_before_in_block needs two ops of one block")
        if not block._order_valid:
            block._renumber()
        return self._order < other._order

    def walk(self, order: str = WalkOrder.POST, *, skip_nested_of: Optional[Callable[["Operation"], bool]] = None,
             include_self: bool = True) -> Iterator["Operation"]:
        """Iterates this op and every op nested inside it, without recursion.

        `order` is `WalkOrder.PRE` (parents before nested ops) or
        `WalkOrder.POST` (nested ops first, as MLIR's default walk).
        `skip_nested_of(op)` returning True keeps the walk out of op's regions
        (the op itself is still visited).
        """
        # Iterative DFS; each stack frame is (op, iterator over nested ops | None).
        if order == WalkOrder.PRE:
            stack: List[Iterator[Operation]] = [iter((self,))] if include_self else [self._nested_iter()]
            while stack:
                op = next(stack[-1], None)
                if op is None:
                    stack.pop()
                    continue
                yield op
                if op.regions and not (skip_nested_of and skip_nested_of(op)):
                    stack.append(op._nested_iter())
            return
        frames: List[Tuple[Operation, Iterator[Operation]]] = []
        if include_self:
            if self.regions and not (skip_nested_of and skip_nested_of(self)):
                frames.append((self, self._nested_iter()))
            else:
                yield self
                return
        else:
            frames.append((None, self._nested_iter()))  # type: ignore[arg-type]
        while frames:
            owner, it = frames[-1]
            op = next(it, None)
            if op is None:
                frames.pop()
                if owner is not None:
                    yield owner
                continue
            if op.regions and not (skip_nested_of and skip_nested_of(op)):
                frames.append((op, op._nested_iter()))
            else:
                yield op

    def _nested_iter(self) -> Iterator["Operation"]:
        for region in self.regions:
            for block in region.blocks:
                op = block._first
                while op is not None:
                    nxt = op._next
                    yield op
                    op = nxt

    # -- mutation ------------------------------------------------------------------------

    def detach(self) -> "Operation":
        """Unlinks this op from its block (uses stay)."""
        block = self.parent
        if block is None:
            return self
        if self._prev is not None:
            self._prev._next = self._next
        else:
            block._first = self._next
        if self._next is not None:
            self._next._prev = self._prev
        else:
            block._last = self._prev
        self._prev = self._next = None
        self.parent = None
        block._count -= 1
        return self

    def erase(self) -> None:
        """Detaches and destroys this op and everything nested in it.

        Results must be unused (outside of the erased op itself).
        """
        # (Most erased ops have no regions: no walk needed.)
        nested = list(self.walk(WalkOrder.POST)) if self.regions else [self]
        inside = set(nested)
        # Check before changing anything so a refused erase leaves the IR intact.
        for op in nested:
            for r in op.results:
                for use in r._uses:
                    if use.owner not in inside:
                        raise IRError(f"erasing {op.name} whose result still has uses")
        for op in nested:
            op._drop_operands()
            op._drop_successors()
        self.detach()

    def move_before(self, other: "Operation") -> None:
        """Moves this op right before |other| (possibly into another block)."""
        self.detach()
        other.parent._insert_before(self, other)

    def move_after(self, other: "Operation") -> None:
        self.detach()
        block = other.parent
        if other._next is None:
            block.append(self)
        else:
            block._insert_before(self, other._next)

    def clone(self, mapping: Optional[Dict[Value, Value]] = None, block_mapping: Optional[Dict["Block", "Block"]] = None) -> "Operation":
        """Deep-copies this op; operands are remapped through |mapping|
        (values not in it stay the same), and |mapping| is extended with the
        results and nested block arguments of the copy."""
        mapping = mapping if mapping is not None else {}
        block_mapping = block_mapping if block_mapping is not None else {}
        new = Operation(
            self.name,
            [mapping.get(v, v) for v in self.operands],
            self.result_types,
            dict(self.properties),
            dict(self.attributes),
            (),
            [block_mapping.get(b, b) for b in self._successors],
            self.location,
        )
        new.form = self.form
        for old_r, new_r in zip(self.results, new.results):
            new_r.name_hint = old_r.name_hint
            mapping[old_r] = new_r
        for region in self.regions:
            new.add_region(region.clone(mapping, block_mapping))
        return new


#===----------------------------------------------------------------------===#
# Blocks and regions
#===----------------------------------------------------------------------===#


_ORDER_STRIDE = 16
_ORDER_KEY = attrgetter("_order")
_FLIP = bytes.maketrans(b"\x00\x01", b"\x01\x00")  # kept <-> dropped slots (`splice_operands`)
"""Gap between the order numbers of adjacent ops after a renumbering."""


class Block:
    """A basic block: arguments and a linked list of operations."""

    __slots__ = ("arguments", "_first", "_last", "_count", "parent", "_pred_edges",
                 "_order_valid", "label_hint", "location", "__weakref__")

    def __init__(self, arg_types: Sequence[Type] = (), location: Optional[Location] = None):
        self.arguments: List[BlockArgument] = [BlockArgument(t, self, i) for i, t in enumerate(arg_types)]
        self._first: Optional[Operation] = None
        self._last: Optional[Operation] = None
        self._count = 0
        self.parent: Optional[Region] = None
        """The region containing this block."""
        self._pred_edges: Dict[Tuple[Operation, int], None] = {}
        self._order_valid = True
        self.label_hint: Optional[str] = None
        self.location = location

    # Equality and hashing are object identity (object's own, C-level
    # methods: these objects are dictionary keys in every analysis).

    def __repr__(self) -> str:
        return f"<Block with {self._count} ops>"

    # -- arguments ---------------------------------------------------------------

    def add_argument(self, type: Type, location: Optional[Location] = None) -> BlockArgument:
        arg = BlockArgument(type, self, len(self.arguments), location)
        self.arguments.append(arg)
        return arg

    def insert_argument(self, index: int, type: Type) -> BlockArgument:
        arg = BlockArgument(type, self, index)
        self.arguments.insert(index, arg)
        for i, a in enumerate(self.arguments):
            a.index = i
        return arg

    def erase_argument(self, index: int) -> None:
        arg = self.arguments[index]
        if arg._uses:
            raise IRError("erasing a block argument that still has uses")
        del self.arguments[index]
        for i, a in enumerate(self.arguments):
            a.index = i

    # -- operations ---------------------------------------------------------------

    @property
    def ops(self) -> List[Operation]:
        """A snapshot list of the block's operations in order."""
        out = []
        op = self._first
        while op is not None:
            out.append(op)
            op = op._next
        return out

    def __iter__(self) -> Iterator[Operation]:
        op = self._first
        while op is not None:
            nxt = op._next
            yield op
            op = nxt

    def reversed_ops(self) -> Iterator[Operation]:
        op = self._last
        while op is not None:
            prv = op._prev
            yield op
            op = prv

    def __len__(self) -> int:
        return self._count

    @property
    def first_op(self) -> Optional[Operation]:
        return self._first

    @property
    def last_op(self) -> Optional[Operation]:
        return self._last

    @property
    def terminator(self) -> Optional[Operation]:
        """The last op if it has the Terminator trait (else None)."""
        op = self._last
        if op is not None and op.has_trait(Terminator):
            return op
        return None

    def _link(self, op: Operation) -> None:
        if op.parent is not None:
            raise IRError("operation already in a block; detach it first")
        op.parent = self
        self._count += 1

    def _number_inserted(self, op: Operation) -> None:
        """Keeps the order numbers valid for |op| just linked, when its
        neighbours leave room (numbers are spaced by `_ORDER_STRIDE`, as
        MLIR spaces them), so a pass that moves ops does not renumber the
        whole block each time it compares two; else the block renumbers on
        the next comparison."""
        if not self._order_valid:
            return
        prv, nxt = op._prev, op._next
        low = prv._order if prv is not None else -1
        if nxt is None:
            op._order = low + _ORDER_STRIDE
        elif nxt._order - low > 1:
            op._order = (low + nxt._order) // 2
        else:
            self._order_valid = False

    def append(self, op: Operation) -> Operation:
        self._link(op)
        op._prev = self._last
        op._next = None
        if self._last is not None:
            self._last._next = op
        else:
            self._first = op
        self._last = op
        self._number_inserted(op)
        return op

    def prepend(self, op: Operation) -> Operation:
        if self._first is None:
            return self.append(op)
        return self._insert_before(op, self._first)

    def _insert_before(self, op: Operation, before: Operation) -> Operation:
        if before.parent is not self:
            raise IRError("insertion point is not in this block")
        self._link(op)
        op._next = before
        op._prev = before._prev
        if before._prev is not None:
            before._prev._next = op
        else:
            self._first = op
        before._prev = op
        self._number_inserted(op)
        return op

    def insert_before(self, op: Operation, before: Optional[Operation]) -> Operation:
        """Inserts |op| before |before| (None: at the end)."""
        if before is None:
            return self.append(op)
        return self._insert_before(op, before)

    def insert_after(self, op: Operation, after: Optional[Operation]) -> Operation:
        """Inserts |op| after |after| (None: at the start)."""
        if after is None:
            return self.prepend(op)
        if after._next is None:
            return self.append(op)
        return self._insert_before(op, after._next)

    def later_ops(self, op: Operation, candidates: Iterable[Operation]) -> List[Operation]:
        """Those of |candidates| that are ops of this block after |op| (an
        op of this block), each once, in block order: one pass over the
        candidates, however many there are before |op|."""
        if op.parent is not self:
            raise IRError("later_ops needs an op of this block")
        if not self._order_valid:
            self._renumber()
        here = op._order
        found = {c: None for c in candidates if c.parent is self and c._order > here}
        return sorted(found, key=_ORDER_KEY)

    def _renumber(self) -> None:
        i = 0
        op = self._first
        while op is not None:
            op._order = i
            i += _ORDER_STRIDE
            op = op._next
        self._order_valid = True

    # -- CFG ---------------------------------------------------------------------------

    @property
    def predecessors(self) -> List["Block"]:
        """Predecessor blocks, one entry per branch edge, in edge creation order."""
        return [op.parent for (op, _i) in self._pred_edges if op.parent is not None]

    @property
    def predecessor_edges(self) -> List[Tuple[Operation, int]]:
        """(branch op, successor index) pairs targeting this block."""
        return [(op, i) for (op, i) in self._pred_edges if op.parent is not None]

    @property
    def successors(self) -> List["Block"]:
        term = self._last
        return term.successors if term is not None else []

    @property
    def parent_op(self) -> Optional[Operation]:
        return self.parent.parent if self.parent is not None else None

    @property
    def is_entry_block(self) -> bool:
        return self.parent is not None and self.parent.blocks and self.parent.blocks[0] is self

    def erase(self) -> None:
        """Erases the block and its ops (must be unreferenced)."""
        for op in list(self.reversed_ops()):
            op.erase()
        if self.parent is not None:
            self.parent.blocks.remove(self)
            self.parent = None


class Region:
    """An ordered list of blocks owned by an operation."""

    __slots__ = ("blocks", "parent", "raw", "__weakref__")

    def __init__(self, blocks: Sequence[Block] = ()):
        self.blocks: List[Block] = []
        self.parent: Optional[Operation] = None
        """The op owning this region."""
        self.raw = None
        """A `dfx.ir.raw.RawBody` when the body is kept as source text (an
        executable's function body): one entry block, no ops. See
        `dfx.syntax.materialize`."""
        for b in blocks:
            self.add_block(b)

    # Equality and hashing are object identity (object's own, C-level
    # methods: these objects are dictionary keys in every analysis).

    def add_block(self, block: Optional[Block] = None) -> Block:
        block = block if block is not None else Block()
        if block.parent is not None:
            raise IRError("block already in a region")
        block.parent = self
        self.blocks.append(block)
        return block

    def insert_block(self, index: int, block: Block) -> Block:
        block.parent = self
        self.blocks.insert(index, block)
        return block

    @property
    def entry_block(self) -> Optional[Block]:
        return self.blocks[0] if self.blocks else None

    @property
    def empty(self) -> bool:
        return not self.blocks

    @property
    def index(self) -> int:
        """This region's position among its parent op's regions."""
        return self.parent.regions.index(self) if self.parent is not None else -1

    def ops(self) -> Iterator[Operation]:
        for b in self.blocks:
            yield from b

    def clone(self, mapping: Dict[Value, Value], block_mapping: Dict[Block, Block]) -> "Region":
        new = Region()
        new.raw = self.raw  # immutable text: shared
        for b in self.blocks:
            nb = Block([a.type for a in b.arguments], b.location)
            nb.label_hint = b.label_hint
            for oa, na in zip(b.arguments, nb.arguments):
                na.name_hint = oa.name_hint
                mapping[oa] = na
            block_mapping[b] = nb
            new.add_block(nb)
        for b in self.blocks:
            nb = block_mapping[b]
            for op in b:
                nb.append(op.clone(mapping, block_mapping))
        return new
