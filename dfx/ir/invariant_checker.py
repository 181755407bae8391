"""Checks an op kind's declared invariants (`dfx.ir.invariants`):
`checker_of(opdef)(op) -> message | None`.

An op kind's declaration is turned once into a plan (`_Plan`: group
bounds, attribute steps, messages, caches). The first `WARM_UP_OPS` ops
of the kind are checked by walking the plan (`_interpret`); after them a
function with only the steps the kind needs is generated and compiled
(`_compile`), which runs for every further op the verifier visits, so it
avoids work. Both share the plan's caches:
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

from dfx.ir.attributes import ArrayAttr, DenseArrayAttr, DictionaryAttr, IntegerAttr
from dfx.ir.core import OpDef, Operation
from dfx.ir.invariants import SEGMENT_SIZES, Group, OpInvariants, TypeConstraint, Unprefixed, tensor_dynamic_dims
from dfx.ir.traits import OperandSegments

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, List, Optional, Tuple

__all__ = ["checker_of", "compile_checker", "WARM_UP_OPS"]


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


def _segment_ranges(a, n: int, name: str, groups, attribute_segments: bool, op: Operation, trailing: int = 0):
    """(ranges, None) or (None, message) for `operandSegmentSizes` |a| and
    |n| operands; the last |trailing| groups may be missing from |a| (an
    older release's layout, size 0)."""
    count = len(groups)
    if attribute_segments and SEGMENT_SIZES in op.properties:
        attribute_segments = False  # read in a release's form with properties
    if not isinstance(a, DenseArrayAttr):
        if attribute_segments:
            return None, f"requires dense i32 array attribute '{SEGMENT_SIZES}'"
        if n != 0:
            return None, (f"operand count ({n}) does not match with the total size (0) specified in "
                          f"attribute '{SEGMENT_SIZES}'")
        sizes = (0,) * count
    else:
        sizes = a.values
    if trailing and len(sizes) == count - trailing:
        sizes = tuple(sizes) + (0,) * trailing
    if len(sizes) != count:
        if attribute_segments:
            return None, (f"'{SEGMENT_SIZES}' attribute for specifying operand segments must have "
                          f"{count - trailing} elements, but got {len(sizes)}")
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
    for gname in list(inv.types) + [n for grp in inv.same_types for n in grp] + [n for pair in inv.dims
                                                                                 for n in pair]:
        if gname not in known:
            raise ValueError(f"{name}: constraint on unknown group '{gname}'")
    if inv.tied not in (None, "*") and inv.tied not in {g.name for g in (ogroups or ())}:
        raise ValueError(f"{name}: tied operands relative to unknown group '{inv.tied}'")


class _Plan:
    """What an op kind's check needs, computed once from its declaration
    and shared by the two ways of running it (`_interpret` and the
    generated function of `_compile`), with the caches both fill."""

    def __init__(self, opdef: OpDef, inv: OpInvariants):
        name = self.name = opdef.name
        ogroups = self.ogroups = inv.operand_groups
        rgroups = self.rgroups = inv.result_groups
        segmented = self.segmented = OperandSegments in opdef.trait_map and ogroups is not None
        _validate(opdef, inv, ogroups, rgroups, segmented)
        self.early_checks = tuple(inv.early_checks)
        self.n_regions = inv.regions
        self.regions_message = _regions_message(inv.regions) if inv.regions is not None else None
        self.results_exact, self.results_min = _bounds(rgroups)
        self.n_successors = inv.successors
        self.operands_exact, self.operands_min = _bounds(ogroups)
        required = tuple(inv.attrs)
        kinds = dict(inv.attr_kinds)
        # (name, required, kind or None) in the order the attributes are
        # checked: the required ones, then the others with a constraint.
        self.attrs = tuple((a, a in required, kinds.get(a))
                           for a in list(required) + [a for a in kinds if a not in required])
        operand_types = self.operand_types = tuple((i, g.kind, inv.types[g.name])
                                                   for i, g in enumerate(ogroups or ()) if g.name in inv.types)
        self.result_types = tuple((i, g.kind, inv.types[g.name]) for i, g in enumerate(rgroups or ())
                                  if g.name in inv.types)
        same_types = self.same_types = inv.same_types
        # Same-type groups of single values: compared by position, no lists.
        self.simple_same = _simple_same_types(same_types, ogroups, rgroups)
        self.uniform_type = inv.uniform_type
        tied = self.tied = inv.tied
        tied_group = self.tied_group = None if tied in (None, "*") else [g.name for g in ogroups].index(tied)
        dims = inv.dims
        self.needs_layout = ogroups is not None and bool(segmented or operand_types or same_types
                                                         or tied_group is not None or dims)
        attribute_segments = inv.attribute_segments
        trailing = inv.trailing_segments
        self.parents = frozenset(inv.parents)
        if len(inv.parents) == 1:
            self.parent_message = f"expects parent op '{inv.parents[0]}'"
        else:
            self.parent_message = "expects parent op to be one of '" + ", ".join(inv.parents) + "'"
        self.checks = tuple(inv.checks)
        onames = {g.name: i for i, g in enumerate(ogroups or ())}
        rnames = {g.name: i for i, g in enumerate(rgroups or ())}
        # (values are operands, their group, the group of their dynamic dims)
        self.dims = tuple((values in onames, onames.get(values, rnames.get(values)), onames[dim_group])
                          for values, dim_group in dims)
        self.all_results = rgroups is not None and len(rgroups) == 1
        self.dims_message = inv.dims_message
        count = inv.dim_count or tensor_dynamic_dims
        # Layouts and tied-operand verdicts, by the identity of the attribute
        # object they come from (kept in the entry, so its id stays unique).
        layouts: Dict[int, tuple] = {}
        tied_verdicts: Dict[int, tuple] = {}
        counts: Dict[int, tuple] = {}
        self.layouts, self.tied_verdicts, self.dim_counts = layouts, tied_verdicts, counts
        self.result_ranges: Dict[int, List[Tuple[int, int]]] = {}

        def new_layout(op: Operation, a, n: int) -> _Layout:
            if segmented:
                ranges, message = _segment_ranges(a, n, name, ogroups, attribute_segments, op, trailing)
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

        def count_entry(t) -> tuple:
            if len(counts) >= _CACHE_LIMIT:
                counts.clear()
            e = counts[id(t)] = (t, count(t))
            return e

        self.new_layout, self.tied_verdict, self.count_entry = new_layout, tied_verdict, count_entry

    def layout(self, op: Operation) -> _Layout:
        a = None
        if self.segmented:
            a = op.properties.get(SEGMENT_SIZES)
            if a is None:
                a = op.attributes.get(SEGMENT_SIZES)
        n = len(op._operands)
        e = self.layouts.get(id(a))
        return e[2] if e is not None and e[0] is a and e[1] == n else self.new_layout(op, a, n)

    def result_range_list(self, n: int) -> List[Tuple[int, int]]:
        rr = self.result_ranges.get(n)
        if rr is None:
            rr = self.result_ranges[n] = _plain_ranges(self.rgroups, n)
        return rr

    def dim_count(self, t) -> int:
        e = self.dim_counts.get(id(t))
        if e is None or e[0] is not t:
            e = self.count_entry(t)
        return e[1]


def _miscounted(n: int, exact: Optional[int], minimum: Optional[int]) -> bool:
    """Whether |n| values break the bounds `_bounds` gave (None: none)."""
    if exact is not None:
        return n != exact
    return minimum is not None and n < minimum


def _interpret(p: _Plan, op: Operation) -> Optional[str]:
    """|op|'s first problem by |p|: the generated check (`_compile`) step
    by step, for op kinds with too few ops to repay compiling one."""
    for fn in p.early_checks:
        m = fn(op)
        if m is not None:
            return m
    if p.n_regions is not None and len(op.regions) != p.n_regions:
        return p.regions_message
    nres = len(op.results)
    if _miscounted(nres, p.results_exact, p.results_min):
        return _count_message(p.rgroups, nres, "result")
    if p.n_successors is not None and len(op._successors) != p.n_successors:
        return _successors_message(p.n_successors, len(op._successors))
    n = len(op._operands)
    if _miscounted(n, p.operands_exact, p.operands_min):
        return _count_message(p.ogroups, n, "operand")
    props = op.properties
    lay = None
    if p.needs_layout:
        lay = p.layout(op)
        if lay.message is not None:
            return lay.message
    for a, required, kind in p.attrs:
        v = props.get(a)
        if v is None:
            v = op.attributes.get(a)
        if v is None:
            if required:
                return "requires attribute " + repr(a)
            continue
        if kind is None:
            continue
        ok = isinstance(v, kind[0]) if isinstance(kind[0], (type, tuple)) else kind[0].accepts(v)
        if not ok:
            return f"attribute {a!r} failed to satisfy constraint: {kind[1]}"
        if len(kind) > 2 and (not v.elements if kind[0] is ArrayAttr else not len(v)):
            return kind[2]
    if lay is not None and p.operand_types:
        uses = op._operands
        for k, c, kind in lay.typed:
            t = uses[k].value.type
            if not c.accepts(t):
                return f"operand #{k} must be {_describe(c, kind)}, but got '{t}'"
    if p.segmented and lay.late is not None:
        return lay.late
    if p.result_types:
        results = op.results
        rranges = p.result_range_list(nres)
        for gi, kind, c in p.result_types:
            start, size = rranges[gi]
            for k in range(start, start + size):
                t = results[k].type
                if not c.accepts(t):
                    return f"result #{k} must be {_describe(c, kind)}, but got '{t}'"
    if p.parents:
        parent = op.parent_op
        if parent is None or parent.name not in p.parents:
            return p.parent_message
    if p.uniform_type:
        m = _check_uniform_type(op)
        if m is not None:
            return m
    if p.simple_same is not None:
        for message, places in p.simple_same:
            first = None
            for is_operand, i in places:
                if is_operand:
                    pos = lay.ranges[i][0]
                    t = op._operands[pos].value.type if pos < n else None
                else:
                    t = op.results[i].type if i < nres else None
                if t is not None:
                    if first is None:
                        first = t
                    elif t is not first and t != first:
                        return message
    elif p.same_types:
        m = _check_same_types(op, p.same_types, p.ogroups, lay.ranges if lay is not None else None, p.rgroups)
        if m is not None:
            return m
    if p.tied is not None:
        m = p.tied_verdict(op, lay)
        if m is not None:
            return m
    for is_operand, gi, di in p.dims:
        if is_operand:
            start, size = lay.ranges[gi]
            types = [op._operands[k].value.type for k in range(start, start + size)]
        elif p.all_results:
            types = [r.type for r in op.results]
        else:
            start, size = p.result_range_list(nres)[gi]
            types = [op.results[k].type for k in range(start, start + size)]
        expected = sum(p.dim_count(t) for t in types)
        if expected != lay.ranges[di][1]:
            return p.dims_message.format(expected=expected, found=lay.ranges[di][1])
    for fn in p.checks:
        m = fn(op)
        if m is not None:
            return m
    return None


def compile_checker(opdef: OpDef) -> Callable[[Operation], Optional[str]]:
    """|opdef|'s check as one generated function (one that accepts
    everything when the op kind declares no invariants)."""
    inv = opdef.invariants
    if not isinstance(inv, OpInvariants):
        return _accept_all
    return _compile(_Plan(opdef, inv))


def _compile(p: _Plan) -> Callable[[Operation], Optional[str]]:
    """The check of |p| as a Python function with only the steps the op
    kind needs, every constant folded in (what `_interpret` does, without
    its tests of what the kind declares)."""
    env = {"_count_message": _count_message, "_successors_message": _successors_message,
           "_describe": _describe, "_check_uniform_type": _check_uniform_type,
           "_check_same_types": _check_same_types, "_plain_ranges": _plain_ranges,
           "layouts": p.layouts, "new_layout": p.new_layout, "tied_verdict": p.tied_verdict,
           "result_ranges": p.result_ranges, "tied_verdicts": p.tied_verdicts, "SEG": SEGMENT_SIZES,
           "OGROUPS": p.ogroups, "RGROUPS": p.rgroups, "RESULT_TYPES": p.result_types, "PARENTS": p.parents,
           "SAME_TYPES": p.same_types, "SIMPLE_SAME": p.simple_same, "DIM_COUNTS": p.dim_counts,
           "count_entry": p.count_entry, "DIMS_MESSAGE": p.dims_message, "id": id, "len": len,
           "isinstance": isinstance}
    src = ["def check(op):"]
    add = src.append
    for i, fn in enumerate(p.early_checks):
        env[f"EARLY{i}"] = fn
        add(f"    m = EARLY{i}(op)")
        add("    if m is not None:")
        add("        return m")
    if p.n_regions is not None:
        add(f"    if len(op.regions) != {p.n_regions}:")
        add(f"        return {p.regions_message!r}")
    if p.results_exact is not None:
        add(f"    if len(op.results) != {p.results_exact}:")
        add("        return _count_message(RGROUPS, len(op.results), 'result')")
    elif p.results_min is not None:
        add(f"    if len(op.results) < {p.results_min}:")
        add("        return _count_message(RGROUPS, len(op.results), 'result')")
    if p.n_successors is not None:
        add(f"    if len(op._successors) != {p.n_successors}:")
        add(f"        return _successors_message({p.n_successors}, len(op._successors))")
    if p.operands_exact is not None:
        add(f"    if len(op._operands) != {p.operands_exact}:")
        add("        return _count_message(OGROUPS, len(op._operands), 'operand')")
    elif p.operands_min is not None:
        add(f"    if len(op._operands) < {p.operands_min}:")
        add("        return _count_message(OGROUPS, len(op._operands), 'operand')")
    add("    props = op.properties")
    add("    lay = None")
    if p.needs_layout:
        add("    n = len(op._operands)")
        if p.segmented:
            add("    a = props.get(SEG)")
            add("    if a is None:")
            add("        a = op.attributes.get(SEG)")
        else:
            add("    a = None")
        add("    e = layouts.get(id(a))")
        add("    lay = e[2] if e is not None and e[0] is a and e[1] == n else new_layout(op, a, n)")
        add("    if lay.message is not None:")
        add("        return lay.message")
    for i, (a, required, kind) in enumerate(p.attrs):
        add(f"    v = props.get({a!r})")
        add("    if v is None:")
        add(f"        v = op.attributes.get({a!r})")
        if required:
            add("        if v is None:")
            add(f"            return {'requires attribute ' + repr(a)!r}")
        if kind is None:
            continue
        env[f"KIND{i}"] = kind[0]
        if isinstance(kind[0], (type, tuple)):
            add(f"    if v is not None and not isinstance(v, KIND{i}):")
        else:  # a constraint object with `accepts(attr)`
            add(f"    if v is not None and not KIND{i}.accepts(v):")
        add(f"        return {f'attribute {a!r} failed to satisfy constraint: {kind[1]}'!r}")
        if len(kind) > 2:
            empty = "not v.elements" if kind[0] is ArrayAttr else "not len(v)"
            add(f"    if v is not None and {empty}:")
            add(f"        return {kind[2]!r}")
    if p.needs_layout and p.operand_types:
        add("    if lay.typed:")
        add("        uses = op._operands")
        add("        for k, c, kind in lay.typed:")
        add("            t = uses[k].value.type")
        add("            if not c.accepts(t):")
        add("                return f\"operand #{k} must be {_describe(c, kind)}, but got '{t}'\"")
    if p.segmented:
        add("    if lay.late is not None:")
        add("        return lay.late")
    if p.result_types:
        add("    results = op.results")
        add("    rranges = result_ranges.get(len(results))")
        add("    if rranges is None:")
        add("        rranges = result_ranges[len(results)] = _plain_ranges(RGROUPS, len(results))")
        add("    for gi, kind, c in RESULT_TYPES:")
        add("        start, size = rranges[gi]")
        add("        for k in range(start, start + size):")
        add("            t = results[k].type")
        add("            if not c.accepts(t):")
        add("                return f\"result #{k} must be {_describe(c, kind)}, but got '{t}'\"")
    if p.parents:
        add("    p = op.parent_op")
        add("    if p is None or p.name not in PARENTS:")
        add(f"        return {p.parent_message!r}")
    if p.uniform_type:
        add("    m = _check_uniform_type(op)")
        add("    if m is not None:")
        add("        return m")
    if p.simple_same is not None:
        for j, (message, places) in enumerate(p.simple_same):
            add("    first = None")
            for is_operand, i in places:
                if is_operand:
                    add(f"    pos = lay.ranges[{i}][0]")
                    add("    t = op._operands[pos].value.type if pos < len(op._operands) else None")
                else:
                    add(f"    t = op.results[{i}].type if {i} < len(op.results) else None")
                add("    if t is not None:")
                add("        if first is None:")
                add("            first = t")
                add("        elif t is not first and t != first:")
                add(f"            return {message!r}")
    elif p.same_types:
        add("    m = _check_same_types(op, SAME_TYPES, OGROUPS, lay.ranges if lay is not None else None, RGROUPS)")
        add("    if m is not None:")
        add("        return m")
    if p.tied is not None:
        add("    a = props.get('tied_operands')")
        add("    if a is None:")
        add("        a = op.attributes.get('tied_operands')")
        add("    if a is not None:")
        add("        e = tied_verdicts.get(id(a))")
        size = f"lay.ranges[{p.tied_group}][1]" if p.tied_group is not None else "len(op._operands)"
        add(f"        if e is None or e[0] is not a or e[1] != {size} or e[2] != len(op.results):")
        add("            m = tied_verdict(op, lay)")
        add("        else:")
        add("            m = e[3]")
        add("        if m is not None:")
        add("            return m")
    if p.dims:
        # Inline loops over each pair's values, with each type's count
        # memoized by type object (types are shared and immutable).
        add("    uses = op._operands")
        for is_operand, gi, di in p.dims:
            add("    expected = 0")
            if is_operand:
                add(f"    start, size = lay.ranges[{gi}]")
                add("    for k in range(start, start + size):")
                add("        t = uses[k].value.type")
            elif p.all_results:
                add("    for r in op.results:")
                add("        t = r.type")
            else:
                add("    rr = result_ranges.get(len(op.results))")
                add("    if rr is None:")
                add("        rr = result_ranges[len(op.results)] = _plain_ranges(RGROUPS, len(op.results))")
                add(f"    start, size = rr[{gi}]")
                add("    for k in range(start, start + size):")
                add("        t = op.results[k].type")
            add("        e = DIM_COUNTS.get(id(t))")
            add("        if e is None or e[0] is not t:")
            add("            e = count_entry(t)")
            add("        expected += e[1]")
            add(f"    if expected != lay.ranges[{di}][1]:")
            add(f"        return DIMS_MESSAGE.format(expected=expected, found=lay.ranges[{di}][1])")
    for i, fn in enumerate(p.checks):
        env[f"CHECK{i}"] = fn
        add(f"    m = CHECK{i}(op)")
        add("    if m is not None:")
        add("        return m")
    add("    return None")
    exec(compile("\n".join(src) + "\n", f"<invariants of {p.name}>", "exec"), env)
    return env["check"]


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


def _simple_same_types(same_types, ogroups, rgroups):
    """For `same_types` made only of single-value groups (with results all
    single too): ((message, ((is_operand, group or result index), ...)), ...);
    else None."""
    if not same_types:
        return None
    if rgroups is not None and any(g.kind != "one" for g in rgroups):
        return None
    onames = {g.name: (i, g.kind) for i, g in enumerate(ogroups or ())}
    rnames = {g.name: i for i, g in enumerate(rgroups or ())}
    out = []
    for names in same_types:
        places = []
        for n in names:
            if n in onames and onames[n][1] == "one":
                places.append((True, onames[n][0]))
            elif n in rnames:
                places.append((False, rnames[n]))
            else:
                return None
        out.append(("failed to verify that all of {" + ", ".join(names) + "} have same type", tuple(places)))
    return tuple(out)


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


WARM_UP_OPS = 256
"""Ops of a kind checked by `_interpret` before its generated function is
compiled. Compiling one takes 0.5-2 ms (the Python compiler); the compiled
check then saves 1-5 microseconds an op over interpreting, so it pays for
itself after some 350-900 ops of the kind (measured on the op kinds of
`examples/multi_device_mul.mlir`). Below that, as for every kind of a
small file, interpreting is cheaper; above, the warm-up costs at most
about what one compile does."""


def checker_of(opdef: OpDef) -> Callable[[Operation], Optional[str]]:
    """|opdef|'s check function, kept on the definition: for the first
    `WARM_UP_OPS` ops an interpreting one, which then puts the compiled
    check (`compile_checker`) in its place. Callers fetch it per op (or
    call the one they hold, which forwards)."""
    c = opdef.checker
    if c is None:
        c = opdef.checker = _warming_checker(opdef)
    return c


def _warming_checker(opdef: OpDef) -> Callable[[Operation], Optional[str]]:
    inv = opdef.invariants
    if not isinstance(inv, OpInvariants):
        return _accept_all
    plan = _Plan(opdef, inv)
    left = WARM_UP_OPS
    compiled = None

    def check(op: Operation) -> Optional[str]:
        nonlocal left, compiled
        if compiled is not None:
            return compiled(op)
        left -= 1
        if left < 0:
            compiled = opdef.checker = _compile(plan)
            return compiled(op)
        return _interpret(plan, op)

    return check
