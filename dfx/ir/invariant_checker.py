"""Compiles an op kind's declared invariants (`dfx.ir.invariants`) into one
check function, `checker_of(opdef)(op) -> message | None`.

The function is built once per op kind from only the steps its declaration
needs, and it runs for every op the verifier visits, so it avoids work:
operand group ranges (and the operand positions with a type constraint)
are computed once per `operandSegmentSizes` object and operand count (the
parsers share one such object per value), and `tied_operands` once per
object and group size.

Messages follow mlir-opt: op trait verifiers (counts of regions, results,
successors and operands), `AttrSizedOperandSegments`, then ODS invariants
(required attributes, attribute, operand and result constraints), then the
remaining traits (`HasParent`, same types) and the op's own checks.
"""

from __future__ import annotations

from typing import Callable, Dict, List, Optional, Tuple

from dfx.ir.attributes import ArrayAttr, DenseArrayAttr, DictionaryAttr, IntegerAttr
from dfx.ir.core import OpDef, Operation
from dfx.ir.invariants import SEGMENT_SIZES, Group, OpInvariants, TypeConstraint, Unprefixed
from dfx.ir.traits import OperandSegments

__all__ = ["checker_of", "compile_checker"]


#===----------------------------------------------------------------------===#
# Messages
#===----------------------------------------------------------------------===#


def _count_message(groups: Tuple[Group, ...], n: int, noun: str) -> str:
    fixed = sum(1 for g in groups if g.kind in ("one", "nonempty"))
    if all(g.kind == "one" for g in groups):
        if noun == "operand":
            if fixed == 0:
                return "requires zero operands"
            if fixed == 1:
                return "requires a single operand"
            return f"expected {fixed} operands, but found {n}"
        if fixed == 0:
            return "requires zero results"
        if fixed == 1:
            return "requires one result"
        return f"expected {fixed} results"
    if noun == "operand":
        return f"expected {fixed} or more operands, but found {n}"
    return f"expected {fixed} or more results"


def _regions_message(expected: int) -> str:
    if expected == 0:
        return "requires zero regions"
    if expected == 1:
        return "requires one region"
    return f"expected {expected} regions"


def _successors_message(expected: int, n: int) -> str:
    if expected == 0:
        return "requires zero successors"
    return f"requires {expected} successor{'s' if expected != 1 else ''} but found {n}"


def _describe(c: TypeConstraint, kind: str) -> str:
    return ("variadic of " if kind in ("variadic", "nonempty") else "") + c.description


#===----------------------------------------------------------------------===#
# Operand layout
#===----------------------------------------------------------------------===#


class _Layout:
    """Where an op's operand groups are, for one operand count (and one
    segment sizes object): `ranges[i]` = (start, length) of group i, and
    `typed` the (operand position, constraint, group kind) to check; or
    the `message` saying why there is no valid layout. `late` is a problem
    reported after the operand types."""

    __slots__ = ("ranges", "typed", "message", "late")

    def __init__(self, ranges, typed, message, late=None):
        self.ranges = ranges
        self.typed = typed
        self.message = message
        self.late = late


def _plain_ranges(groups: Tuple[Group, ...], n: int) -> List[Tuple[int, int]]:
    """(start, length) of each group when at most one is not `one`."""
    fixed = sum(1 for g in groups if g.kind == "one")
    out = []
    pos = 0
    for g in groups:
        size = 1 if g.kind == "one" else max(n - fixed, 0)
        out.append((pos, size))
        pos += size
    return out


def _segment_ranges(a, n: int, name: str, groups, attribute_segments: bool, op: Operation):
    """(ranges, None) or (None, message) for `operandSegmentSizes` |a| and
    |n| operands."""
    count = len(groups)
    if not isinstance(a, DenseArrayAttr):
        if attribute_segments:
            return None, f"requires dense i32 array attribute '{SEGMENT_SIZES}'"
        if n != 0:
            return None, (f"operand count ({n}) does not match with the total size (0) specified in "
                          f"attribute '{SEGMENT_SIZES}'")
        sizes = (0,) * count
    else:
        sizes = a.values
    if len(sizes) != count:
        if attribute_segments:
            return None, (f"'{SEGMENT_SIZES}' attribute for specifying operand segments must have "
                          f"{count} elements, but got {len(sizes)}")
        props = DictionaryAttr.from_dict(op.properties)
        return None, Unprefixed(f"invalid properties {props} for op {name}: size mismatch in attribute "
                                f"conversion: {len(sizes)} vs {count}")
    total = 0
    for s in sizes:
        if s < 0:
            return None, f"'{SEGMENT_SIZES}' attribute cannot have negative elements"
        total += s
    if total != n:
        return None, (f"operand count ({n}) does not match with the total size ({total}) specified in "
                      f"attribute '{SEGMENT_SIZES}'")
    out = []
    pos = 0
    for g, s in zip(groups, sizes):
        if g.kind == "optional" and s > 1:
            return None, f"operand group starting at #{pos} requires 0 or 1 element, but found {s}"
        out.append((pos, s))
        pos += s
    return out, None


def _single_group_sizes(groups, ranges) -> Optional[str]:
    """A group of exactly one value sized otherwise by the segments (checked
    after the operand types, which mlir-opt reports first)."""
    for g, (pos, s) in zip(groups, ranges):
        if g.kind == "one" and s != 1:
            return f"operand group starting at #{pos} requires 1 element, but found {s}"
    return None


_CACHE_LIMIT = 4096
"""Entries kept per cache (attributes built by the generic parser are not
shared: a cache must not grow with the program)."""


#===----------------------------------------------------------------------===#
# The check function
#===----------------------------------------------------------------------===#


def _bounds(groups) -> Tuple[Optional[int], Optional[int]]:
    """(exact count, minimum count) of |groups| (None: no such bound)."""
    if groups is None:
        return None, None
    fixed = sum(1 for g in groups if g.kind in ("one", "nonempty"))
    if all(g.kind == "one" for g in groups):
        return fixed, None
    return None, (fixed or None)


def _validate(opdef: OpDef, inv: OpInvariants, ogroups, rgroups, segmented: bool) -> None:
    """Rejects declarations that cannot be checked (a bug in the op definition)."""
    name = opdef.name
    seg = opdef.trait_map.get(OperandSegments)
    if segmented and tuple(g.name for g in ogroups) != tuple(seg.names):
        raise ValueError(f"{name}: operand groups {[g.name for g in ogroups]} differ from the "
                         f"OperandSegments names {list(seg.names)}")
    if ogroups is not None and not segmented and sum(1 for g in ogroups if g.kind != "one") > 1:
        raise ValueError(f"{name}: several optional/variadic operand groups need OperandSegments")
    if rgroups is not None and sum(1 for g in rgroups if g.kind != "one") > 1:
        raise ValueError(f"{name}: several optional/variadic result groups are not supported")
    known = {g.name for g in (ogroups or ())} | {g.name for g in (rgroups or ())}
    for gname in list(inv.types) + [n for grp in inv.same_types for n in grp]:
        if gname not in known:
            raise ValueError(f"{name}: constraint on unknown group '{gname}'")
    if inv.tied not in (None, "*") and inv.tied not in {g.name for g in (ogroups or ())}:
        raise ValueError(f"{name}: tied operands relative to unknown group '{inv.tied}'")


def compile_checker(opdef: OpDef) -> Callable[[Operation], Optional[str]]:
    """The check function of |opdef|'s declared invariants (one that
    accepts everything when there are none)."""
    inv = opdef.invariants
    if not isinstance(inv, OpInvariants):
        return _accept_all
    name = opdef.name
    ogroups = inv.operand_groups
    rgroups = inv.result_groups
    segmented = OperandSegments in opdef.trait_map and ogroups is not None
    _validate(opdef, inv, ogroups, rgroups, segmented)

    # Everything below is folded into constants that `check` tests.
    n_regions = inv.regions
    regions_message = _regions_message(n_regions) if n_regions is not None else None
    results_exact, results_min = _bounds(rgroups)
    n_successors = inv.successors
    operands_exact, operands_min = _bounds(ogroups)
    required = inv.attrs
    attr_kinds = tuple(inv.attr_kinds.items())
    operand_types = tuple((i, g.kind, inv.types[g.name]) for i, g in enumerate(ogroups or ())
                          if g.name in inv.types)
    result_types = tuple((i, g.kind, inv.types[g.name]) for i, g in enumerate(rgroups or ())
                         if g.name in inv.types)
    same_types = inv.same_types
    uniform_type = inv.uniform_type
    tied = inv.tied
    tied_group = None if tied in (None, "*") else [g.name for g in ogroups].index(tied)
    needs_layout = ogroups is not None and bool(segmented or operand_types or same_types or tied_group is not None)
    attribute_segments = inv.attribute_segments
    parents = inv.parents
    if len(parents) == 1:
        parent_message = f"expects parent op '{parents[0]}'"
    else:
        parent_message = "expects parent op to be one of '" + ", ".join(parents) + "'"
    checks = tuple(inv.checks)
    # Layouts and tied-operand verdicts, by the identity of the attribute
    # object they come from (kept in the entry, so its id stays unique).
    layouts: Dict[int, tuple] = {}
    tied_verdicts: Dict[int, tuple] = {}

    def new_layout(op: Operation, a, n: int) -> _Layout:
        if segmented:
            ranges, message = _segment_ranges(a, n, name, ogroups, attribute_segments, op)
        else:
            ranges, message = _plain_ranges(ogroups, n), None
        typed = ()
        late = None
        if ranges is not None:
            typed = tuple((k, c, kind) for gi, kind, c in operand_types
                          for k in range(ranges[gi][0], ranges[gi][0] + ranges[gi][1]))
            if segmented:
                late = _single_group_sizes(ogroups, ranges)
        lay = _Layout(ranges, typed, message, late)
        if len(layouts) >= _CACHE_LIMIT:
            layouts.clear()
        layouts[id(a)] = (a, n, lay)
        return lay

    def tied_verdict(op: Operation, lay: Optional[_Layout]) -> Optional[str]:
        a = op.properties.get("tied_operands")
        if a is None:
            a = op.attributes.get("tied_operands")
            if a is None:
                return None
        n = lay.ranges[tied_group][1] if tied_group is not None else len(op._operands)
        nres = len(op.results)
        e = tied_verdicts.get(id(a))
        if e is not None and e[0] is a and e[1] == n and e[2] == nres:
            return e[3]
        verdict = _check_tied(a, n, nres, tied)
        if len(tied_verdicts) >= _CACHE_LIMIT:
            tied_verdicts.clear()
        tied_verdicts[id(a)] = (a, n, nres, verdict)
        return verdict

    def check(op: Operation) -> Optional[str]:
        # Counts (op traits).
        if n_regions is not None and len(op.regions) != n_regions:
            return regions_message
        if results_exact is not None:
            if len(op.results) != results_exact:
                return _count_message(rgroups, len(op.results), "result")
        elif results_min is not None and len(op.results) < results_min:
            return _count_message(rgroups, len(op.results), "result")
        if n_successors is not None and len(op._successors) != n_successors:
            return _successors_message(n_successors, len(op._successors))
        if operands_exact is not None:
            if len(op._operands) != operands_exact:
                return _count_message(ogroups, len(op._operands), "operand")
        elif operands_min is not None and len(op._operands) < operands_min:
            return _count_message(ogroups, len(op._operands), "operand")
        # Segments, attributes, operand and result types (ODS invariants).
        props = op.properties
        lay = None
        if needs_layout:
            n = len(op._operands)
            a = None
            if segmented:
                a = props.get(SEGMENT_SIZES)
                if a is None:
                    a = op.attributes.get(SEGMENT_SIZES)
            e = layouts.get(id(a))
            lay = e[2] if e is not None and e[0] is a and e[1] == n else new_layout(op, a, n)
            if lay.message is not None:
                return lay.message
        if required:
            attrs = op.attributes
            for a in required:
                if a not in props and a not in attrs:
                    return f"requires attribute '{a}'"
        if attr_kinds:
            for a, (cls, desc) in attr_kinds:
                v = props.get(a)
                if v is None:
                    v = op.attributes.get(a)
                if v is not None and not isinstance(v, cls):
                    return f"attribute '{a}' failed to satisfy constraint: {desc}"
        if lay is not None:
            if lay.typed:
                uses = op._operands
                for k, c, kind in lay.typed:
                    t = uses[k].value.type
                    if not c.accepts(t):
                        return f"operand #{k} must be {_describe(c, kind)}, but got '{t}'"
            if lay.late is not None:
                return lay.late
        if result_types:
            results = op.results
            for gi, kind, c in result_types:
                start, size = _plain_ranges(rgroups, len(results))[gi]
                for k in range(start, start + size):
                    t = results[k].type
                    if not c.accepts(t):
                        return f"result #{k} must be {_describe(c, kind)}, but got '{t}'"
        # Other traits, then the op's own checks.
        if parents:
            p = op.parent_op
            if p is None or p.name not in parents:
                return parent_message
        if uniform_type:
            m = _check_uniform_type(op)
            if m is not None:
                return m
        if same_types:
            m = _check_same_types(op, same_types, ogroups, lay.ranges if lay is not None else None, rgroups)
            if m is not None:
                return m
        if tied is not None:
            m = tied_verdict(op, lay)
            if m is not None:
                return m
        for fn in checks:
            m = fn(op)
            if m is not None:
                return m
        return None

    return check


def _accept_all(op: Operation) -> Optional[str]:
    return None


def _check_uniform_type(op: Operation) -> Optional[str]:
    t = None
    for u in op._operands:
        if t is None:
            t = u.value.type
        elif u.value.type != t:
            return "requires the same type for all operands and results"
    for r in op.results:
        if t is None:
            t = r.type
        elif r.type != t:
            return "requires the same type for all operands and results"
    return None


def _group_values(op: Operation, gname: str, ogroups, ranges, rgroups) -> list:
    for i, g in enumerate(ogroups or ()):
        if g.name == gname:
            start, size = ranges[i]
            return [u.value for u in op._operands[start:start + size]]
    rranges = _plain_ranges(rgroups, len(op.results))
    for i, g in enumerate(rgroups or ()):
        if g.name == gname:
            start, size = rranges[i]
            return op.results[start:start + size]
    return []


def _check_same_types(op: Operation, same_types, ogroups, ranges, rgroups) -> Optional[str]:
    for names in same_types:
        first = None
        for gname in names:
            for v in _group_values(op, gname, ogroups, ranges, rgroups):
                if first is None:
                    first = v.type
                elif v.type is not first and v.type != first:
                    return "failed to verify that all of {" + ", ".join(names) + "} have same type"
    return None


def _check_tied(a, n: int, n_results: int, group: str) -> Optional[str]:
    """The problem with `tied_operands` |a| for |n| candidate operands, or None."""
    if not isinstance(a, ArrayAttr) or not all(isinstance(e, IntegerAttr) for e in a.elements):
        return "attribute 'tied_operands' failed to satisfy constraint: index array attribute"
    if len(a.elements) > n_results:
        return f"has {n_results} results but {len(a.elements)} tied operand entries"
    for i, e in enumerate(a.elements):
        if e.value < -1 or e.value >= n:
            where = "operands" if group == "*" else f"'{group}' operands"
            return f"result #{i} is tied to operand {e.value}, out of range for its {n} {where}"
    return None


def checker_of(opdef: OpDef) -> Callable[[Operation], Optional[str]]:
    """|opdef|'s check function, compiled once and kept on the definition."""
    c = opdef.checker
    if c is None:
        c = opdef.checker = compile_checker(opdef)
    return c
