"""Resource usage analysis: how each `!stream.resource` value is used over
the whole program, and the lifetime that usage calls for.

IREE's `ResourceUsageAnalysis` (Stream/Analysis/ResourceUsage.cpp) on the
dfx core. One element kind, `ValueResourceUsage`, per resource value: a
12-bit `BitIntegerState` whose bits say what the value is *not* used for
(`NOT_EXTERNAL`, `NOT_MUTATED`, `NOT_DISPATCH_WRITE`...). The state starts
with every bit assumed (never used at all); each use or producer met
removes the bits of what it does. Inverting the assumed bits gives the
usage (`ResourceUsage` flags), and `lifetime_for_usage` the lifetime
`refine-usage` writes into the type.

How an update reads the program (both walks of the Explorer, tied values
followed):

* every op that may have produced the value (`walk_defining_ops`):
  splats, fills, clones... remove the `*_WRITE` bits of what they do and
  merge the usage of the operand the result is tied to (or comes from);
  a select merges both arms, a global load the global's lifetime;
* every use the value may reach (`walk_transitive_uses`): reads and
  writes by stream ops, exports (external), global stores, and a merge
  with the values it flows into (branch and region arguments, call
  results of a return, select results, tied results);
* a walk that cannot see everything (a public function, an external
  call) makes the value external.

A merge that would give an invalid state (a staging resource used by a
dispatch, a constant one mutated) is skipped across a
`stream.async.transfer`: the transfer is where one lifetime turns into the
other. A value's state is invalid when it mixes staging and dispatch use,
or constant and mutated use; lookups then answer None (the pass falls back
to `external`).

Region ops: the walks follow the exact `RegionEdge` model of the Explorer
(docs/divergences.md A1, A2), and the region ops' edges merge like branch
edges: an operand of `scf.for`/`scf.if`/`scf.while` with the region
arguments and the results it may become (the zero-trip edge included: an
`scf.for` result, iter argument, init and yielded value must end with one
type), a yielded value with where it goes. As upstream (3.2.0 and 3.13), a
yield also merges the parent's result at its position, which adds the
results of an `scf.while` to its after-region yield.
"""

from __future__ import annotations

import enum

from dfx.analysis.element import ValueElement
from dfx.analysis.explorer import Explorer
from dfx.analysis.depgraph import Resolution
from dfx.analysis.position import Position
from dfx.analysis.solver import Solver
from dfx.analysis.state import BitIntegerState, ChangeStatus
from dfx.analysis.traversal import TraversalAction, TraversalResult, WalkResult
from dfx.ir.core import Operation, OpResult, Use, Value
from dfx.ir.traits import (BranchOp, Callable, FunctionLike, GlobalLoad, GlobalOp, GlobalStore, Initializer,
                           OptimizationBarrierLike, RegionBranchOp, RegionBranchTerminator, ReturnLike, SelectLike,
                           Terminator, TiedOp)

from stream_affinity.analysis.interfaces import is_resource_type, resource_lifetime

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional

__all__ = [
    "ResourceUsage", "ResourceUsageState", "ValueResourceUsage", "ResourceUsageAnalysis",
    "lifetime_for_usage", "usage_text",
]

REQUIRED = Resolution.REQUIRED
OPTIONAL = Resolution.OPTIONAL

# Inverted usage bits: a set bit means "not used that way".
NOT_INDIRECT = 1 << 0
NOT_EXTERNAL = 1 << 1
NOT_MUTATED = 1 << 2  # beyond its definition
NOT_CONSTANT = 1 << 3
NOT_TRANSFER_READ = 1 << 4
NOT_TRANSFER_WRITE = 1 << 5
NOT_STAGING_READ = 1 << 6
NOT_STAGING_WRITE = 1 << 7
NOT_DISPATCH_READ = 1 << 8
NOT_DISPATCH_WRITE = 1 << 9
NOT_GLOBAL_READ = 1 << 10
NOT_GLOBAL_WRITE = 1 << 11
BEST = (1 << 12) - 1
"""Every bit set: never used for anything."""


class ResourceUsage(enum.IntFlag):
    """What a resource is used for (the inverse of the state's bits)."""

    NONE = 0
    INDIRECT = NOT_INDIRECT
    EXTERNAL = NOT_EXTERNAL
    MUTATED = NOT_MUTATED
    CONSTANT = NOT_CONSTANT
    TRANSFER_READ = NOT_TRANSFER_READ
    TRANSFER_WRITE = NOT_TRANSFER_WRITE
    STAGING_READ = NOT_STAGING_READ
    STAGING_WRITE = NOT_STAGING_WRITE
    DISPATCH_READ = NOT_DISPATCH_READ
    DISPATCH_WRITE = NOT_DISPATCH_WRITE
    GLOBAL_READ = NOT_GLOBAL_READ
    GLOBAL_WRITE = NOT_GLOBAL_WRITE
    UNKNOWN = BEST
    """Every usage: what a value the analysis could not settle gets."""


_STAGING = NOT_STAGING_READ | NOT_STAGING_WRITE
_DISPATCH = NOT_DISPATCH_READ | NOT_DISPATCH_WRITE


def _bits_are_valid(bits: int) -> bool:
    """A usage cannot be both staging and dispatch, nor both constant and
    mutated (upstream's rule; the other combinations are fine)."""
    staging = (bits & _STAGING) != _STAGING
    dispatch = (bits & _DISPATCH) != _DISPATCH
    if staging and dispatch:
        return False
    constant = not bits & NOT_CONSTANT
    mutated = not bits & NOT_MUTATED
    return not (constant and mutated)


def lifetime_for_usage(usage: int) -> str:
    """The lifetime a resource with |usage| (`ResourceUsage` flags) gets:
    indirect or external use → `external`; staging use → `staging`;
    constant → `constant`; global use → `variable` when written or
    mutated in any way, else `constant`; anything else → `transient`."""
    u = ResourceUsage(usage)
    if u & (ResourceUsage.INDIRECT | ResourceUsage.EXTERNAL):
        return "external"
    if u & (ResourceUsage.STAGING_READ | ResourceUsage.STAGING_WRITE):
        return "staging"
    if u & ResourceUsage.CONSTANT:
        return "constant"
    if u & (ResourceUsage.GLOBAL_READ | ResourceUsage.GLOBAL_WRITE):
        writes = (ResourceUsage.MUTATED | ResourceUsage.GLOBAL_WRITE | ResourceUsage.DISPATCH_WRITE
                  | ResourceUsage.STAGING_WRITE | ResourceUsage.TRANSFER_WRITE)
        return "variable" if u & writes else "constant"
    return "transient"


_NAMES = (("indirect", NOT_INDIRECT), ("constant", NOT_CONSTANT), ("transfer_read", NOT_TRANSFER_READ),
          ("transfer_write", NOT_TRANSFER_WRITE), ("staging_read", NOT_STAGING_READ),
          ("staging_write", NOT_STAGING_WRITE), ("dispatch_read", NOT_DISPATCH_READ),
          ("dispatch_write", NOT_DISPATCH_WRITE), ("global_read", NOT_GLOBAL_READ),
          ("global_write", NOT_GLOBAL_WRITE))


def usage_text(state: "ResourceUsageState") -> str:
    """`internal|immutable|dispatch_read...` as upstream prints a usage
    state, or `*` for an invalid one."""
    if not state.is_valid():
        return "*"
    bits = state.assumed
    parts: List[str] = []
    if not bits & NOT_INDIRECT:
        parts.append("indirect")
    parts.append("internal" if bits & NOT_EXTERNAL else "external")
    parts.append("immutable" if bits & NOT_MUTATED else "mutable")
    parts.extend(name for name, bit in _NAMES[1:] if not bits & bit)
    return "|".join(parts)


class ResourceUsageState(BitIntegerState):
    """The inverted usage bits (best: all set). Valid while some bit is
    assumed and the usage is a possible one (`_bits_are_valid`)."""

    __slots__ = ()

    def __init__(self, assumed: Optional[int] = None):
        super().__init__(assumed, bits=12)

    def is_valid(self) -> bool:
        a = self.assumed
        return a != 0 and _bits_are_valid(a)

    def usage(self) -> ResourceUsage:
        """The assumed usage."""
        return ResourceUsage(~self.assumed & BEST)

    def is_staging(self) -> bool:
        """Whether some staging use is assumed."""
        return (self.assumed & _STAGING) != _STAGING

    def as_str(self) -> str:
        return usage_text(self)

    __str__ = as_str


# Known bits each declared lifetime fixes (what a resource of that type can
# never be used for). An `external` type also starts as external.
_KNOWN_FOR_LIFETIME: Dict[str, int] = {
    "external": NOT_CONSTANT | NOT_STAGING_READ | NOT_STAGING_WRITE,
    "staging": (NOT_EXTERNAL | NOT_CONSTANT | NOT_DISPATCH_READ | NOT_DISPATCH_WRITE | NOT_GLOBAL_READ
                | NOT_GLOBAL_WRITE),
    "transient": NOT_EXTERNAL | NOT_CONSTANT | NOT_STAGING_READ | NOT_STAGING_WRITE,
    "variable": NOT_EXTERNAL | NOT_CONSTANT | NOT_STAGING_READ | NOT_STAGING_WRITE,
    "constant": NOT_MUTATED | NOT_EXTERNAL | NOT_STAGING_READ | NOT_STAGING_WRITE,
}


#===----------------------------------------------------------------------===#
# What each stream op does to the resources it produces and consumes
#===----------------------------------------------------------------------===#

# op name -> (bits its resource results lose, and what is merged: "self"
# (the usage of the result reached, which is not the analysed value itself
# when the walk came through a branch, call or region edge), "source"
# (operand 0, OPTIONAL), "target" (operand 0, REQUIRED), "tied" (the tied
# operand, else the result reached) or "transfer" (the source, unless that
# makes the state invalid)).
_PRODUCERS: Dict[str, tuple] = {
    "stream.tensor.import": (NOT_MUTATED | NOT_EXTERNAL, "self"),
    "stream.async.alloca": (0, "self"),  # iree-opt 3.2.0 (not `stream.resource.alloc`)
    "stream.async.constant": (NOT_CONSTANT | NOT_TRANSFER_WRITE, "self"),
    "stream.async.splat": (NOT_TRANSFER_WRITE, "self"),
    "stream.async.clone": (NOT_TRANSFER_WRITE, "source"),
    "stream.async.slice": (NOT_TRANSFER_WRITE, "source"),
    "stream.async.fill": (NOT_TRANSFER_WRITE, "target"),
    "stream.async.update": (NOT_TRANSFER_WRITE, "target"),
    "stream.async.copy": (NOT_TRANSFER_WRITE, "target"),
    "stream.async.collective": (NOT_TRANSFER_WRITE | NOT_DISPATCH_WRITE, "target"),
    "stream.async.transfer": (NOT_TRANSFER_WRITE, "transfer"),
    "stream.async.store": (NOT_STAGING_WRITE, "target"),
    "stream.async.dispatch": (NOT_DISPATCH_WRITE, "tied"),
    "stream.async.call": (NOT_TRANSFER_WRITE | NOT_DISPATCH_WRITE, "tied"),
}

# op name -> (bits a resource operand loses, resolution of the merge with
# result 0's usage, None: no merge).
_CONSUMERS: Dict[str, tuple] = {
    "stream.tensor.export": (NOT_MUTATED | NOT_EXTERNAL, None),
    "stream.async.clone": (NOT_TRANSFER_READ, OPTIONAL),
    "stream.async.slice": (NOT_TRANSFER_READ, OPTIONAL),
    "stream.async.fill": (NOT_MUTATED | NOT_TRANSFER_WRITE, REQUIRED),
    "stream.async.load": (NOT_STAGING_READ, None),
    "stream.async.store": (NOT_MUTATED | NOT_STAGING_WRITE, REQUIRED),
}
# Ops reading one operand and writing (in place) another: name -> (index of
# the read operand, bits the read loses, bits the write loses).
_READ_WRITE: Dict[str, tuple] = {
    "stream.async.update": (4, NOT_TRANSFER_READ, NOT_MUTATED | NOT_TRANSFER_WRITE),
    "stream.async.copy": (4, NOT_TRANSFER_READ, NOT_MUTATED | NOT_TRANSFER_WRITE),
    "stream.async.collective": (5, NOT_TRANSFER_READ | NOT_DISPATCH_READ,
                                NOT_MUTATED | NOT_TRANSFER_WRITE | NOT_DISPATCH_WRITE),
}
# Ops whose operands are read and, when tied to a result, written in place:
# name -> bits every resource operand loses.
_TIED_CONSUMERS: Dict[str, int] = {
    "stream.async.dispatch": NOT_DISPATCH_READ,
    "stream.async.call": NOT_TRANSFER_READ | NOT_DISPATCH_READ,
}
_INDIRECT_LOAD = "util.global.load.indirect"
_INDIRECT_STORE = "util.global.store.indirect"


#===----------------------------------------------------------------------===#
# The element
#===----------------------------------------------------------------------===#


def _positional_yields(result: OpResult) -> List[Value]:
    """The operands at |result|'s position of the yield-like terminators of
    its region op that do not exit to the results (an `scf.while` after
    region's `scf.yield`): upstream also takes them for producers of the
    result."""
    op = result.owner
    rb = op.get_trait(RegionBranchOp)
    if rb is None:
        return []
    out: List[Value] = []
    for region in op.regions:
        for block in region.blocks:
            term = block.last_op
            rbt = term.get_trait(RegionBranchTerminator) if term is not None else None
            if rbt is None or rbt.first_forwarded != 0 or result.index >= term.num_operands:
                continue
            if any(e.target is None for e in rb.terminator_edges(op, term)):
                continue  # it exits to the results already
            out.append(term.operand(result.index))
    return out


class ValueResourceUsage(ValueElement):
    """How a resource value is used (see the module docstring)."""

    name = "ValueResourceUsage"
    state_class = ResourceUsageState

    def initialize_value(self, value: Value, solver: Solver) -> None:
        # The declared lifetime fixes what the value can never be used for.
        # (Upstream also means to narrow the assumption to each lifetime's
        # uses, but its masks keep every bit; only `external` narrows.)
        lifetime = resource_lifetime(value.type)
        state = self.state
        state.intersect_assumed_bits(BEST)
        if lifetime == "external":
            state.intersect_assumed_bits(BEST & ~NOT_EXTERNAL)
        known = _KNOWN_FOR_LIFETIME.get(lifetime or "*")
        if known:
            state.add_known_bits(known)

    def update_value(self, value: Value, solver: Solver) -> ChangeStatus:
        state = self.state
        before = state.assumed
        explorer = solver.explorer
        incomplete = False

        # Producers: the exact walk, plus upstream's positional rule for
        # region results (an `scf.while` result is also produced by what its
        # after region yields at that position): those yielded values are
        # walked too.
        starts: Dict[Value, None] = {value: None}

        def on_def(result: OpResult):
            self._from_producer(value, result, solver)
            for extra in _positional_yields(result):
                starts.setdefault(extra, None)
            return WalkResult.ADVANCE

        def on_use(use: Use):
            self._from_use(value, use, solver)
            return WalkResult.ADVANCE

        walked = 0
        while walked < len(starts):
            start = list(starts)[walked]
            walked += 1
            if explorer.walk_defining_ops(start, on_def) is TraversalResult.INCOMPLETE:
                incomplete = True
        if explorer.walk_transitive_uses(value, on_use) is TraversalResult.INCOMPLETE:
            incomplete = True
        if incomplete:
            state.remove_assumed_bits(NOT_EXTERNAL)
        return ChangeStatus.UNCHANGED if state.assumed == before else ChangeStatus.CHANGED

    # -- helpers -----------------------------------------------------------------

    def _usage(self, solver: Solver, value: Value, resolution: Resolution = REQUIRED) -> ResourceUsageState:
        return solver.get_element_for(self, ValueResourceUsage, Position.for_value(value), resolution).state

    def _merge(self, solver: Solver, value: Value, resolution: Resolution = REQUIRED) -> None:
        self.state ^= self._usage(solver, value, resolution)

    def _merge_reached(self, solver: Solver, value: Value, result: OpResult) -> None:
        """Merges the usage of the producer's |result| the walk reached (a
        no-op when that is the analysed |value| itself)."""
        if result is not value:
            self._merge(solver, result)

    def _merge_unless_invalid(self, other: ResourceUsageState) -> None:
        """Merges |other| unless the merge makes this state invalid or
        moves between staging and non-staging use (the two sides of a
        transfer then keep their own lifetimes)."""
        if self.state.is_staging() != other.is_staging():
            return
        merged = self.state.copy()
        merged ^= other
        if merged.is_valid():
            self.state.assumed = merged.assumed

    def _global_is_constant(self, solver: Solver, op: Operation, trait) -> bool:
        ref = op.get_trait(trait).global_ref(op)
        info = solver.explorer.query_global_info_from(ref, op) if ref is not None else None
        if info is None:
            return False
        return resource_lifetime(info.op.get_trait(GlobalOp).global_type(info.op)) == "constant"

    # -- producers ----------------------------------------------------------------

    def _from_producer(self, value: Value, result: OpResult, solver: Solver) -> None:
        if not is_resource_type(result.type):
            return  # tied through an op that changes the type
        op = result.owner
        state = self.state
        if op.get_trait(SelectLike) is not None:
            select = op.get_trait(SelectLike)
            self._merge(solver, select.true_value(op))
            self._merge(solver, select.false_value(op))
            return
        if op.get_trait(OptimizationBarrierLike) is not None:
            self._merge(solver, op.operand(result.index))
            return
        if op.get_trait(GlobalLoad) is not None:
            state.remove_assumed_bits(NOT_GLOBAL_READ)
            if self._global_is_constant(solver, op, GlobalLoad):
                state.remove_assumed_bits(NOT_CONSTANT)
            self._merge_reached(solver, value, result)
            return
        if op.name == _INDIRECT_LOAD:
            state.remove_assumed_bits(NOT_INDIRECT | NOT_GLOBAL_READ)
            return
        rule = _PRODUCERS.get(op.name)
        if rule is None:
            return
        bits, source = rule
        state.remove_assumed_bits(bits)
        if source == "self":
            self._merge_reached(solver, value, result)
        elif source == "source":
            self._merge(solver, op.operand(0), OPTIONAL)
        elif source == "target":
            self._merge(solver, op.operand(0))
        elif source == "tied":
            tied = op.get_trait(TiedOp)
            operand = tied.tied_operand(op, result.index) if tied is not None else None
            if operand is not None:
                self._merge(solver, operand)
            else:
                self._merge_reached(solver, value, result)
        elif source == "transfer":
            self._merge_unless_invalid(self._usage(solver, op.operand(0), OPTIONAL))

    # -- uses -----------------------------------------------------------------------

    def _from_use(self, value: Value, use: Use, solver: Solver) -> None:
        if not is_resource_type(use.value.type):
            return  # tied through an op that changes the type
        op = use.owner
        k = use.index
        state = self.state
        if op.get_trait(SelectLike) is not None:
            self._merge(solver, op.results[0])
            return
        branch = op.get_trait(BranchOp)
        if branch is not None:
            self._merge(solver, op.operand(k))

            def on_arg(_block, arg):
                self._merge(solver, arg, OPTIONAL)
                return WalkResult.ADVANCE
            solver.explorer.walk_outgoing_branch_operand_arguments(op, k, on_arg)
            return
        region_op = op.get_trait(RegionBranchOp)
        if region_op is not None:
            # An operand of a region op flows into region arguments, and
            # straight into a result when the regions may be skipped
            # (always merged: an `scf.for` result, its iter argument, init
            # and yielded value must end with one type).
            self._merge(solver, op.operand(k))
            for edge in region_op.entry_edges(op):
                for pos, idx in enumerate(edge.operand_indices):
                    if idx == k:
                        self._merge(solver, edge.inputs[pos], OPTIONAL)
            return
        if op.has_trait(Terminator):
            parent = op.parent_op
            parent_rb = parent.get_trait(RegionBranchOp) if parent is not None else None
            if parent_rb is not None:
                self._merge(solver, op.operand(k))
                for edge in parent_rb.terminator_edges(parent, op):
                    for pos, idx in enumerate(edge.operand_indices):
                        if idx == k:
                            self._merge(solver, edge.inputs[pos], OPTIONAL)
                # Upstream's positional rule: a yield also merges the parent's
                # result at its position; this only adds the results of an
                # `scf.while` to its after-region yield (iree-opt 3.2.0 and
                # 3.13 both), where the exact edges lead to the before region.
                rbt = op.get_trait(RegionBranchTerminator)
                if rbt is not None and rbt.first_forwarded == 0 and k < parent.num_results:
                    self._merge(solver, parent.results[k], OPTIONAL)
                return
            if op.has_trait(ReturnLike) and parent is not None and parent.get_trait(Callable) is not None:
                self._merge(solver, op.operand(k))

                def on_call(call):
                    if k < call.num_results:
                        self._merge(solver, call.results[k], OPTIONAL)
                    return WalkResult.ADVANCE
                solver.explorer.walk_incoming_calls(parent, on_call)
                return
            return
        if op.get_trait(OptimizationBarrierLike) is not None:
            self._merge(solver, op.results[k])
            return
        if op.get_trait(GlobalStore) is not None:
            state.remove_assumed_bits(NOT_GLOBAL_WRITE)
            if self._global_is_constant(solver, op, GlobalStore):
                state.remove_assumed_bits(NOT_CONSTANT)
            return
        if op.name == _INDIRECT_STORE:
            state.remove_assumed_bits(NOT_INDIRECT | NOT_GLOBAL_WRITE)
            return
        name = op.name
        if name == "stream.async.transfer":
            state.remove_assumed_bits(NOT_TRANSFER_READ)
            self._merge_unless_invalid(self._usage(solver, op.results[0], OPTIONAL))
            return
        rule = _CONSUMERS.get(name)
        if rule is not None:
            bits, merge = rule
            state.remove_assumed_bits(bits)
            if merge is not None:
                self._merge(solver, op.results[0], merge)
            return
        rule = _READ_WRITE.get(name)
        if rule is not None:
            read_index, read_bits, write_bits = rule
            # Upstream compares the analysed value itself with the read
            # operand, also when the use reached is another value's.
            if value is op.operand(read_index):
                state.remove_assumed_bits(read_bits)
            else:
                state.remove_assumed_bits(write_bits)
                self._merge(solver, op.results[0])
            return
        bits = _TIED_CONSUMERS.get(name)
        if bits is not None:
            state.remove_assumed_bits(bits)
            tied = op.get_trait(TiedOp)
            if tied is not None:
                for r in tied.tied_results(op, k):
                    state.remove_assumed_bits(NOT_MUTATED | NOT_DISPATCH_WRITE)
                    self._merge(solver, r)


#===----------------------------------------------------------------------===#
# The analysis
#===----------------------------------------------------------------------===#


def make_stream_explorer(root_op: Operation) -> Explorer:
    """The Explorer the stream analyses share: functions, initializers,
    `scf` and `stream` ops are entered; executables are ignored; ops of
    other dialects are not looked into."""
    explorer = Explorer(root_op, TraversalAction.SHALLOW)
    explorer.set_interface_action(FunctionLike, TraversalAction.RECURSE)
    explorer.set_interface_action(Initializer, TraversalAction.RECURSE)
    explorer.set_dialect_action("scf", TraversalAction.RECURSE)
    explorer.set_dialect_action("stream", TraversalAction.RECURSE)
    explorer.set_op_action("stream.executable", TraversalAction.IGNORE)
    return explorer


class ResourceUsageAnalysis:
    """Runs `ValueResourceUsage` on every resource value of a module.

    >>> analysis = ResourceUsageAnalysis(module)
    >>> analysis.run()
    >>> analysis.lookup_lifetime(value)     # 'transient', 'external', ...
    """

    def __init__(self, root_op: Operation, *, order_seed: Optional[int] = None):
        self.root_op = root_op
        self.explorer = make_stream_explorer(root_op)
        self.explorer.initialize()
        self.solver = Solver(root_op, self.explorer, order_seed=order_seed)
        self.result = None

    def run(self):
        """Seeds an element for every resource value and solves; returns
        the solver's result."""
        values: List[Value] = []
        self.explorer.walk_values(lambda v: values.append(v), is_resource_type)
        with self.explorer.sharing_step_tables():
            for v in values:
                self.solver.get_or_create(ValueResourceUsage, Position.for_value(v))
            self.result = self.solver.run()
        return self.result

    def try_lookup_usage(self, value: Value) -> Optional[ResourceUsage]:
        """The usage of |value|, or None when it was not analysed or its
        state is invalid."""
        e = self.solver.lookup(ValueResourceUsage, Position.for_value(value))
        return None if e is None else e.state.usage()

    def lookup_usage(self, value: Value) -> ResourceUsage:
        """`try_lookup_usage`, `UNKNOWN` (every usage) when there is none."""
        usage = self.try_lookup_usage(value)
        return ResourceUsage.UNKNOWN if usage is None else usage

    def lookup_lifetime(self, value: Value) -> str:
        """The lifetime |value|'s usage calls for."""
        return lifetime_for_usage(self.lookup_usage(value))
