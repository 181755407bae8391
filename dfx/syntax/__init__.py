"""The text layer: MLIR text in and out.

* `lexer`: tokens over a source buffer, with line/column lookup;
* `base_parser`, `attribute_parser`, `parser`: the parser in three layers
  (token cursor and custom-syntax helpers; types and attributes; operations,
  regions, blocks and SSA scopes) and the entry points `parse_module` /
  `parse_file`;
* `printer`: mlir-opt's printed form (custom syntax of registered ops,
  generic form otherwise);
* `raw_scan`, `raw_regions`, `materialize`: executable bodies kept as
  text (found by a linear scan, printed back as read) and their parse on
  request (`materialize(op)`).

It depends on `dfx.ir` (and `dfx.support`) only. Dialects plug their custom
syntax in through their `OpDef.parse` / `OpDef.print` hooks
(docs/custom-syntax-api.md); this package never imports a dialect. The names load on first use
(`dfx.support.lazy`).
"""

from dfx.support.lazy import lazy_facade


def _exports():
    import sys

    from dfx.syntax import parser, printer
    import dfx.syntax.materialize  # noqa: F401  (the package's `materialize` is the function: lazy_facade)
    return [(parser, ["Parser", "parse_file", "parse_module"]),
            (printer, ["Printer", "format_attr_dict", "format_attribute", "print_module", "print_op"]),
            (sys.modules["dfx.syntax.materialize"], ["materialize", "materialize_region", "unparsed_regions"])]


lazy_facade(globals(), _exports, shadowed=("materialize",))
