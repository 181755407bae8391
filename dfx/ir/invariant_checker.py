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

from dfx.ir.attributes import ArrayAttr, DenseArrayAttr, DictionaryAttr, IntegerAttr
from dfx.ir.core import OpDef, Operation
from dfx.ir.invariants import SEGMENT_SIZES, Group, OpInvariants, TypeConstraint, Unprefixed, tensor_dynamic_dims
from dfx.ir.traits import OperandSegments

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, List, Optional, Tuple

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
    # Same-type groups of single values: compared by position, no lists.
    simple_same = _simple_same_types(same_types, ogroups, rgroups)
    uniform_type = inv.uniform_type
    tied = inv.tied
    tied_group = None if tied in (None, "*") else [g.name for g in ogroups].index(tied)
    dims = inv.dims
    needs_layout = ogroups is not None and bool(segmented or operand_types or same_types or tied_group is not None
                                                or dims)
    attribute_segments = inv.attribute_segments
    trailing = inv.trailing_segments
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
    result_ranges: Dict[int, List[Tuple[int, int]]] = {}

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

    # The check function is generated with only the tests this op kind
    # needs: it runs for every op the verifier visits.
    env = {"_count_message": _count_message, "_successors_message": _successors_message,
           "_describe": _describe, "_check_uniform_type": _check_uniform_type,
           "_check_same_types": _check_same_types, "_plain_ranges": _plain_ranges,
           "layouts": layouts, "new_layout": new_layout, "tied_verdict": tied_verdict,
           "result_ranges": result_ranges, "tied_verdicts": tied_verdicts, "SEG": SEGMENT_SIZES, "OGROUPS": ogroups, "RGROUPS": rgroups,
           "RESULT_TYPES": result_types, "PARENTS": frozenset(parents), "SAME_TYPES": same_types,
           "SIMPLE_SAME": simple_same, "id": id, "len": len, "isinstance": isinstance}
    src = ["def check(op):"]
    add = src.append
    for i, fn in enumerate(inv.early_checks):
        env[f"EARLY{i}"] = fn
        add(f"    m = EARLY{i}(op)")
        add("    if m is not None:")
        add("        return m")
    if n_regions is not None:
        add(f"    if len(op.regions) != {n_regions}:")
        add(f"        return {regions_message!r}")
    if results_exact is not None:
        add(f"    if len(op.results) != {results_exact}:")
        add("        return _count_message(RGROUPS, len(op.results), 'result')")
    elif results_min is not None:
        add(f"    if len(op.results) < {results_min}:")
        add("        return _count_message(RGROUPS, len(op.results), 'result')")
    if n_successors is not None:
        add(f"    if len(op._successors) != {n_successors}:")
        add(f"        return _successors_message({n_successors}, len(op._successors))")
    if operands_exact is not None:
        add(f"    if len(op._operands) != {operands_exact}:")
        add("        return _count_message(OGROUPS, len(op._operands), 'operand')")
    elif operands_min is not None:
        add(f"    if len(op._operands) < {operands_min}:")
        add("        return _count_message(OGROUPS, len(op._operands), 'operand')")
    add("    props = op.properties")
    add("    lay = None")
    if needs_layout:
        add("    n = len(op._operands)")
        if segmented:
            add("    a = props.get(SEG)")
            add("    if a is None:")
            add("        a = op.attributes.get(SEG)")
        else:
            add("    a = None")
        add("    e = layouts.get(id(a))")
        add("    lay = e[2] if e is not None and e[0] is a and e[1] == n else new_layout(op, a, n)")
        add("    if lay.message is not None:")
        add("        return lay.message")
    kinds = dict(attr_kinds)
    for i, a in enumerate(list(required) + [a for a in kinds if a not in required]):
        add(f"    v = props.get({a!r})")
        add("    if v is None:")
        add(f"        v = op.attributes.get({a!r})")
        if a in required:
            add("        if v is None:")
            add(f"            return {'requires attribute ' + repr(a)!r}")
        kind = kinds.get(a)
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
    if needs_layout and operand_types:
        add("    if lay.typed:")
        add("        uses = op._operands")
        add("        for k, c, kind in lay.typed:")
        add("            t = uses[k].value.type")
        add("            if not c.accepts(t):")
        add("                return f\"operand #{k} must be {_describe(c, kind)}, but got '{t}'\"")
    if segmented:
        add("    if lay.late is not None:")
        add("        return lay.late")
    if result_types:
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
    if parents:
        add("    p = op.parent_op")
        add("    if p is None or p.name not in PARENTS:")
        add(f"        return {parent_message!r}")
    if uniform_type:
        add("    m = _check_uniform_type(op)")
        add("    if m is not None:")
        add("        return m")
    if simple_same is not None:
        for j, (message, places) in enumerate(simple_same):
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
    elif same_types:
        add("    m = _check_same_types(op, SAME_TYPES, OGROUPS, lay.ranges if lay is not None else None, RGROUPS)")
        add("    if m is not None:")
        add("        return m")
    if tied is not None:
        add("    a = props.get('tied_operands')")
        add("    if a is None:")
        add("        a = op.attributes.get('tied_operands')")
        add("    if a is not None:")
        add("        e = tied_verdicts.get(id(a))")
        size = f"lay.ranges[{tied_group}][1]" if tied_group is not None else "len(op._operands)"
        add(f"        if e is None or e[0] is not a or e[1] != {size} or e[2] != len(op.results):")
        add("            m = tied_verdict(op, lay)")
        add("        else:")
        add("            m = e[3]")
        add("        if m is not None:")
        add("            return m")
    if dims:
        onames = {g.name: i for i, g in enumerate(ogroups or ())}
        rnames = {g.name: i for i, g in enumerate(rgroups or ())}
        env["DIMS_PLAN"] = tuple((values in onames, onames.get(values, rnames.get(values)), onames[dim_group])
                                 for values, dim_group in dims)
        counts: Dict[int, tuple] = {}
        count = inv.dim_count or tensor_dynamic_dims

        def count_entry(t) -> tuple:
            if len(counts) >= _CACHE_LIMIT:
                counts.clear()
            e = counts[id(t)] = (t, count(t))
            return e

        env["DIM_COUNTS"] = counts
        env["count_entry"] = count_entry
        env["DIMS_MESSAGE"] = inv.dims_message
        all_results = rgroups is not None and len(rgroups) == 1
        # Inline loops over each pair's values, with each type's count
        # memoized by type object (types are shared and immutable).
        add("    uses = op._operands")
        for is_operand, gi, di in env["DIMS_PLAN"]:
            add("    expected = 0")
            if is_operand:
                add(f"    start, size = lay.ranges[{gi}]")
                add("    for k in range(start, start + size):")
                add("        t = uses[k].value.type")
            elif all_results:
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
    for i, fn in enumerate(checks):
        env[f"CHECK{i}"] = fn
        add(f"    m = CHECK{i}(op)")
        add("    if m is not None:")
        add("        return m")
    add("    return None")
    exec(compile("\n".join(src) + "\n", f"<invariants of {name}>", "exec"), env)
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


def checker_of(opdef: OpDef) -> Callable[[Operation], Optional[str]]:
    """|opdef|'s check function, compiled once and kept on the definition."""
    c = opdef.checker
    if c is None:
        c = opdef.checker = compile_checker(opdef)
    return c
