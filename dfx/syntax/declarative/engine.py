"""The declarative assembly-format engine: an op's declaration and its ODS
`assemblyFormat` become the `OpDef.parse` / `OpDef.print` functions and
the `OpInvariants` of the op (see `define_op` and
docs/custom-syntax-api.md, "Declarative formats").

Parsing follows the code `mlir-tblgen` generates: elements are read in
order (operands unresolved), optional groups are entered when their first
element is present, then types not given by the format are inferred
(buildable types, `AllTypesMatch`, `SameOperandsAndResultType`,
`TypesMatchWith`...), operands are resolved with their types and the
segment sizes are set. Printing writes the elements with the spacing
decided once per format (`dfx.syntax.declarative.format`).
"""

from __future__ import annotations

from dfx.ir.attributes import DenseArrayAttr, DictionaryAttr
from dfx.ir.core import OpDef, Operation, defer_op, register_op
from dfx.ir.invariants import OpInvariants, Unprefixed
from dfx.ir.traits import OperandSegments
from dfx.syntax.declarative.decl import Attr, Operand, RegionSpec, Result, SuccessorSpec, parse_args
from dfx.syntax.declarative.directives import lookup_directive
from dfx.syntax.declarative.interp import parse_with, plain_ranges, print_with
from dfx.syntax.declarative.format import (AllOf, Custom, Element, FormatError, FunctionalType, PropDict, TypeDir,
                                           Var, parse_format, walk_elements)
from dfx.syntax.declarative.rules import (AllTypesMatch, InferTypes, SameOperandsAndResultType, SameTypeOperands,
                                          TypeRule, TypesMatchWith)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, Iterable, List, Optional, Sequence, Tuple

__all__ = [
    "define_op", "OpSpec", "AllTypesMatch", "SameOperandsAndResultType", "SameTypeOperands", "TypesMatchWith",
    "InferTypes", "STRICT_PROPERTIES_FORM",
]

STRICT_PROPERTIES_FORM = "current"
"""`Operation.form` of an op whose attribute dictionary was read in the
"strict properties" spelling of current MLIR releases (`<alignment = 16>`
before `{...}`); printed back that way."""

SEGMENTS = "operandSegmentSizes"
RESULT_SEGMENTS = "resultSegmentSizes"


#===----------------------------------------------------------------------===#
# The op specification
#===----------------------------------------------------------------------===#


def _as_decls(items) -> list:
    if items is None:
        return []
    if isinstance(items, str):
        return parse_args(items)
    out = []
    for it in items:
        out.extend(parse_args(it) if isinstance(it, str) else [it])
    return out


class OpSpec:
    """A declared op: its groups, its format (elements) and its rules.
    Built by `define_op`; `parse` and `print` are the OpDef functions."""

    def __init__(self, name: str, arguments=(), results=(), regions=(), successors=(),
                 format: Optional[str] = None, type_rules: Sequence[TypeRule] = (),
                 segments: Optional[str] = None, implicit_terminator: Optional[str] = None,
                 elide: Sequence[str] = ()):
        self.name = name
        decls = _as_decls(arguments) + _as_decls(regions) + _as_decls(successors)
        self.operands: List[Operand] = [d for d in decls if type(d) is Operand]
        self.attrs: List[Attr] = [d for d in decls if isinstance(d, Attr)]
        self.regions: List[RegionSpec] = [d for d in decls if isinstance(d, RegionSpec)]
        self.successors: List[SuccessorSpec] = [d for d in decls if isinstance(d, SuccessorSpec)]
        self.results: List[Result] = []
        for d in _as_decls(results):
            if not isinstance(d, Operand):
                raise FormatError(f"{name}: result '{getattr(d, 'name', d)}' is not a value declaration")
            self.results.append(Result(d.name, d.type, d.kind))
        self.type_rules = tuple(type_rules)
        self.implicit_terminator = implicit_terminator
        variadic = [d for d in self.operands if d.kind != "one"]
        if segments is None:
            segments = "attr" if len(variadic) > 1 else None
        self.segments = segments
        rvariadic = [d for d in self.results if d.kind != "one"]
        self.result_segments = len(rvariadic) > 1
        self.attr_by_name = {a.name: a for a in self.attrs}
        self.operand_index = {d.name: i for i, d in enumerate(self.operands)}
        self.result_index = {d.name: i for i, d in enumerate(self.results)}
        roles: Dict[str, Tuple[str, object]] = {}
        for role, ds in (("operand", self.operands), ("result", self.results), ("attr", self.attrs),
                         ("region", self.regions), ("successor", self.successors)):
            for d in ds:
                if d.name in roles:
                    raise FormatError(f"{name}: '{d.name}' is declared twice")
                roles[d.name] = (role, d)
        self.elements: List[Element] = parse_format(format, roles, name) if format is not None else []
        self.format_attrs = set()
        for e in walk_elements(self.elements):
            if isinstance(e, Var) and e.role == "attr":
                self.format_attrs.add(e.name)
            if isinstance(e, Custom):
                e.directive = lookup_directive(e.name)
        elided = self.format_attrs | {SEGMENTS, RESULT_SEGMENTS} | set(elide)
        self.prop_dict = any(isinstance(e, PropDict) for e in walk_elements(self.elements))
        if self.prop_dict:
            # `prop-dict` prints the properties; `attr-dict` the rest.
            self.prop_elided = tuple(sorted(elided))
            elided |= {a.name for a in self.attrs}
        self.elided = tuple(sorted(elided))
        self.extra_props = [a for a in self.attrs if a.name not in self.format_attrs and a.name not in elide]
        if format is not None:
            self._check_types_known()

    # -- definition-time checks ------------------------------------------------------

    def _check_types_known(self) -> None:
        known = set()
        all_ops = all_res = False
        for e in walk_elements(self.elements):
            arg = e.arg if isinstance(e, TypeDir) else None
            if isinstance(e, FunctionalType):
                for a in (e.inputs, e.results):
                    if isinstance(a, Var):
                        known.add(a.name)
                    elif isinstance(a, AllOf):
                        all_ops |= a.what == "operands"
                        all_res |= a.what == "results"
            if isinstance(arg, Var):
                known.add(arg.name)
            elif isinstance(arg, AllOf):
                all_ops |= arg.what == "operands"
                all_res |= arg.what == "results"
        if all_ops:
            known |= {d.name for d in self.operands}
        if all_res:
            known |= {d.name for d in self.results}
        changed = True
        while changed:
            before = len(known)
            for d in self.operands + self.results:
                if d.name not in known and d.type.buildable is not None:
                    known.add(d.name)
            for r in self.type_rules:
                known |= r.static_fill(known, self)
            changed = len(known) != before
        missing = [d.name for d in self.operands + self.results if d.name not in known]
        if missing:
            raise FormatError(f"{self.name}: the type of {', '.join(missing)} is neither printed nor inferable")

    # -- values of an op -------------------------------------------------------------

    def operand_ranges(self, op: Operation) -> List[Tuple[int, int]]:
        n = op.num_operands
        if self.segments == "attr":
            a = op.get_attr(SEGMENTS)
            if isinstance(a, DenseArrayAttr) and len(a.values) == len(self.operands):
                out, pos = [], 0
                for s in a.values:
                    out.append((pos, int(s)))
                    pos += int(s)
                return out
        return plain_ranges([d.kind for d in self.operands], n, self.segments == "same")

    def result_ranges(self, op: Operation) -> List[Tuple[int, int]]:
        if self.result_segments:
            a = op.get_attr(RESULT_SEGMENTS)
            if isinstance(a, DenseArrayAttr) and len(a.values) == len(self.results):
                out, pos = [], 0
                for s in a.values:
                    out.append((pos, int(s)))
                    pos += int(s)
                return out
        return plain_ranges([d.kind for d in self.results], op.num_results, False)

    def group_values(self, op: Operation, name: str) -> list:
        i = self.operand_index.get(name)
        if i is not None:
            start, n = self.operand_ranges(op)[i]
            return op.operands[start:start + n]
        i = self.result_index.get(name)
        if i is not None:
            start, n = self.result_ranges(op)[i]
            return op.results[start:start + n]
        return []


#===----------------------------------------------------------------------===#
# Invariants derived from the declaration
#===----------------------------------------------------------------------===#

_SUFFIX = {"one": "", "optional": "?", "variadic": "*"}


def _groups_text(decls) -> str:
    return ", ".join(d.name + _SUFFIX[d.kind] for d in decls)


def derive_invariants(spec: OpSpec, extra: Optional[dict] = None) -> OpInvariants:
    """The `OpInvariants` of |spec|: group layout, counts, required
    attributes and their constraints, operand and result types and the
    type rules the verifier can check; |extra| adds or overrides fields
    (`parents`, `checks`, `dims`, `tied`...)."""
    fields: dict = {}
    if spec.segments != "same":
        fields["operands"] = _groups_text(spec.operands)
    if sum(1 for d in spec.results if d.kind != "one") <= 1:
        fields["results"] = _groups_text(spec.results)
    if all(r.kind == "one" for r in spec.regions):
        fields["regions"] = len(spec.regions)
    if all(s.kind == "one" for s in spec.successors):
        fields["successors"] = len(spec.successors)
    fields["attrs"] = tuple(a.name for a in spec.attrs if a.required)
    fields["attr_kinds"] = {a.name: (a.spec, a.spec.description) for a in spec.attrs
                            if a.spec.description != "any attribute"}
    types = {}
    if "operands" in fields:
        types.update({d.name: d.type for d in spec.operands if d.type.description != "any type"})
    if "results" in fields:
        types.update({d.name: d.type for d in spec.results if d.type.description != "any type"})
    fields["types"] = types
    same = []
    checks: List[Callable] = []
    for r in spec.type_rules:
        if isinstance(r, AllTypesMatch):
            same.append(r.names)
        elif isinstance(r, SameTypeOperands):
            checks.append(_same_type_operands)
        elif isinstance(r, SameOperandsAndResultType):
            fields["uniform_type"] = True
        elif isinstance(r, TypesMatchWith):
            checks.append(lambda op, r=r: r.check(op, spec))
    fields["same_types"] = tuple(same)
    stored = tuple((a.name, a.spec) for a in spec.attrs if a.spec.storage is not None)
    if stored:
        fields["early_checks"] = (lambda op: _property_storage(op, stored),)
    if spec.regions and any(r.blocks == 1 for r in spec.regions):
        checks.append(lambda op: _single_block_regions(op, spec))
    extra = dict(extra or {})
    user_checks = tuple(extra.pop("checks", ()))
    fields["checks"] = tuple(checks) + user_checks
    fields.update(extra)
    return OpInvariants(**fields)


def _property_storage(op: Operation, stored) -> Optional[str]:
    """MLIR converts each property to its storage class when it creates the
    op; a property of another class is rejected then."""
    props = op.properties
    if not props:
        return None
    for name, aspec in stored:
        v = props.get(name)
        if v is not None and not aspec.storable(v):
            return Unprefixed(f"invalid properties {DictionaryAttr.from_dict(props)} for op {op.name}: Invalid "
                              f"attribute `{name}` in property conversion: {v}")
    return None


def _same_type_operands(op: Operation) -> Optional[str]:
    ops = op.operands
    if any(v.type != ops[0].type for v in ops[1:]):
        return "requires all operands to have the same type"
    return None


def _single_block_regions(op: Operation, spec: OpSpec) -> Optional[str]:
    for i, (r, decl) in enumerate(zip(op.regions, spec.regions)):
        if decl.blocks == 1 and len(r.blocks) > 1:
            return f"region #{i} ('{decl.name}') failed to verify constraint: region with 1 blocks"
    return None


#===----------------------------------------------------------------------===#
# define_op
#===----------------------------------------------------------------------===#


def define_op(name: str, *, arguments=(), results=(), regions=(), successors=(),
              format: Optional[str] = None, traits: Sequence[object] = (),
              type_rules: Sequence[TypeRule] = (), segments: Optional[str] = None,
              implicit_terminator: Optional[str] = None, elide: Sequence[str] = (),
              invariants=True, parse: Optional[Callable] = None, print: Optional[Callable] = None,
              result_names: Optional[Callable] = None, block_arg_names: Optional[Callable] = None,
              default_dialect: Optional[str] = None, inherent: Iterable[str] = (),
              properties_form: Optional[str] = None,
              register: Optional[Callable[[OpDef], object]] = register_op, lazy: bool = True,
              adjust: Optional[Callable[[OpDef], object]] = None) -> Optional[OpDef]:
    """Defines op |name| from its declaration and declarative format.

    * `arguments`: operands and attributes (ODS `(ins ...)` text, or
      `Operand`/`Attr` objects, or a list mixing both); `results`,
      `regions`, `successors` likewise.
    * `format`: the ODS `assemblyFormat` (None: generic syntax only,
      unless `parse`/`print` are given: hand-written syntax, for ops
      whose format is `hasCustomAssemblyFormat`).
    * `type_rules`: how types the format does not print are inferred
      (`AllTypesMatch`, `SameOperandsAndResultType`, `TypesMatchWith`,
      `InferTypes`); they are also verified.
    * `segments`: `"attr"` (`AttrSizedOperandSegments`, the default when
      several operand groups are optional or variadic) or `"same"`
      (`SameVariadicOperandSize`).
    * `implicit_terminator`: the op name of `SingleBlockImplicitTerminator`.
    * `elide`: inherent attributes the attribute dictionary never shows.
    * `properties_form`: see `OpDef.properties_form` (IREE 3.2.0's `hal`
      ops keep inherent attributes among the discardable ones).
    * `invariants`: True derives the `OpInvariants` from the declaration;
      a dict adds or overrides fields (`parents=`, `checks=`, `dims=`...);
      an `OpInvariants` is used as given; False: none.
    * `register`: called with the new `OpDef` (default `register_op`;
      IREE dialects pass `register_iree_op`-style registrars).

    * `adjust`: called with the new `OpDef` before it is registered (to
      wrap its parser, say).
    * `lazy` (with a `register`): the declaration and format are parsed
      the first time the op is looked up (`dfx.ir.core.defer_op`), not
      when the dialect module is imported; a mistake in them shows then
      (and in `load_all_dialects()`, which the op tests run).

    Returns the `OpDef` (`opdef.spec` is the `OpSpec`), or None when the
    definition is deferred (`lazy` and `register` given).
    """
    if lazy and register is not None:
        given = dict(arguments=arguments, results=results, regions=regions, successors=successors, format=format,
                     traits=traits, type_rules=type_rules, segments=segments,
                     implicit_terminator=implicit_terminator, elide=elide, invariants=invariants, parse=parse,
                     print=print, result_names=result_names, block_arg_names=block_arg_names,
                     default_dialect=default_dialect, inherent=inherent, properties_form=properties_form,
                     register=register, adjust=adjust)
        defer_op(name, lambda: define_op(name, lazy=False, **given))
        return None
    spec = OpSpec(name, arguments, results, regions, successors, format, type_rules, segments,
                  implicit_terminator, elide)
    if format is not None:
        if parse is None:
            def parse(p, state, _spec=spec):
                parse_with(_spec, p, state)
        if print is None:
            def print(pr, op, _spec=spec):
                print_with(_spec, pr, op)
    traits = tuple(traits)
    if spec.segments == "attr" and not any(isinstance(t, OperandSegments) for t in traits):
        traits = traits + (OperandSegments(tuple(d.name for d in spec.operands)),)
    if invariants is True or isinstance(invariants, dict):
        extra = dict(invariants) if isinstance(invariants, dict) else {}
        if properties_form is not None and spec.segments == "attr":
            extra.setdefault("attribute_segments", True)
        inv = derive_invariants(spec, extra)
    elif invariants is False or invariants is None:
        inv = None
    else:
        inv = invariants
    names = {a.name for a in spec.attrs} | set(inherent)
    if spec.segments == "attr":
        names.add(SEGMENTS)
    if spec.result_segments:
        names.add(RESULT_SEGMENTS)
    opdef = OpDef(name, traits=traits, parse=parse, print=print, inherent=frozenset(names),
                  result_names=result_names, block_arg_names=block_arg_names, default_dialect=default_dialect,
                  invariants=inv, properties_form=properties_form, spec=spec)
    if adjust is not None:
        adjust(opdef)
    if register is not None:
        register(opdef)
    return opdef
