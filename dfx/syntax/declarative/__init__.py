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
"""

from dfx.syntax.declarative.constraints import (ATTRS, TYPES, ArrayAttrSpec, AttrSpec, DenseArrayAttrSpec,
                                                EnumAttrSpec, StrAttrSpec, SymbolNameAttrSpec, SymbolRefAttrSpec,
                                                TypeAttrSpec, TypedFloatAttr, TypedIntAttr, TypeSpec, UnitAttrSpec,
                                                attr_with_predicate, dialect_type, lookup_attr, lookup_type,
                                                one_of_types, register_attr, register_type)
from dfx.syntax.declarative.decl import Attr, Operand, RegionSpec, Result, SuccessorSpec, parse_args
from dfx.syntax.declarative.directives import DIRECTIVES, Directive, lookup_directive, register_directive
from dfx.syntax.declarative.engine import (STRICT_PROPERTIES_FORM, AllTypesMatch, InferTypes, OpSpec,
                                           SameOperandsAndResultType, SameTypeOperands, TypeRule, TypesMatchWith,
                                           define_op, derive_invariants)
from dfx.syntax.declarative.format import FormatError

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
