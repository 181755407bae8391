"""Ops defined by their declaration and an MLIR declarative assembly
format (ODS `assemblyFormat`): `define_op` builds the op's parser,
printer and verifier invariants from one description.

    from dfx.syntax.declarative import define_op, AllTypesMatch
    from dfx.ir.traits import Pure

    define_op("util.cmp.eq", arguments="AnyType:$lhs, AnyType:$rhs", results="I1:$result",
              format="operands attr-dict `:` type($lhs)",
              traits=(Pure(),), type_rules=(AllTypesMatch("lhs", "rhs"),))

The pieces: `constraints` (type and attribute constraints, registered by
ODS name), `decl` (declarations, ODS text), `format` (the format string),
`directives` (`custom<Name>` hooks), `engine` (`define_op`, type rules,
invariants) and `interp` (reading and writing ops). See
docs/custom-syntax-api.md, "Declarative formats".

Importing the package loads the type rules (`rules`) and `define_op`
only: a dialect module declares its ops with them at import, and the
engine, the format parser and the constraint tables load when the first
declared op is looked up (or a name of theirs is asked for here).
"""

from dfx.ir.core import defer_op, register_op
from dfx.support.lazy import lazy_facade
from dfx.syntax.declarative.rules import (AllTypesMatch, InferTypes, SameOperandsAndResultType, SameTypeOperands,
                                          TypeRule, TypesMatchWith)

__all__ = [
    "define_op", "OpSpec", "derive_invariants", "FormatError", "STRICT_PROPERTIES_FORM",
    "TypeRule", "AllTypesMatch", "SameOperandsAndResultType", "SameTypeOperands", "TypesMatchWith", "InferTypes",
    "Operand", "Result", "Attr", "RegionSpec", "SuccessorSpec", "parse_args",
    "TypeSpec", "AttrSpec", "TypedIntAttr", "TypedFloatAttr", "StrAttrSpec", "SymbolNameAttrSpec",
    "SymbolRefAttrSpec", "TypeAttrSpec", "UnitAttrSpec", "EnumAttrSpec", "ArrayAttrSpec", "DenseArrayAttrSpec",
    "attr_with_predicate", "one_of_types", "dialect_type",
    "TYPES", "ATTRS", "register_type", "register_attr", "lookup_type", "lookup_attr",
    "Directive", "DIRECTIVES", "register_directive", "lookup_directive",
]


def define_op(name: str, *, lazy: bool = True, register=register_op, **kwargs):
    """Defines op |name| from its declaration and declarative format: see
    `dfx.syntax.declarative.engine.define_op` for the arguments. Deferred
    (the default, with a `register`): the op is recorded now and the engine
    builds its definition the first time the op is looked up, so declaring
    ops does not load the engine; returns None then, else the `OpDef`."""
    if lazy and register is not None:
        def build():
            from dfx.syntax.declarative import engine
            return engine.define_op(name, lazy=False, register=register, **kwargs)
        defer_op(name, build)
        return None
    from dfx.syntax.declarative import engine
    return engine.define_op(name, lazy=lazy, register=register, **kwargs)


def _exports():
    from dfx.syntax.declarative import constraints, decl, directives, engine, format
    return [(constraints, ["ATTRS", "TYPES", "ArrayAttrSpec", "AttrSpec", "DenseArrayAttrSpec", "EnumAttrSpec",
                           "StrAttrSpec", "SymbolNameAttrSpec", "SymbolRefAttrSpec", "TypeAttrSpec", "TypedFloatAttr",
                           "TypedIntAttr", "TypeSpec", "UnitAttrSpec", "attr_with_predicate", "dialect_type",
                           "lookup_attr", "lookup_type", "one_of_types", "register_attr", "register_type"]),
            (decl, ["Attr", "Operand", "RegionSpec", "Result", "SuccessorSpec", "parse_args"]),
            (directives, ["DIRECTIVES", "Directive", "lookup_directive", "register_directive"]),
            (engine, ["STRICT_PROPERTIES_FORM", "OpSpec", "derive_invariants"]),
            (format, ["FormatError"])]


lazy_facade(globals(), _exports)
