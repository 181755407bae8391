"""The IR layer: what a program is, independently of how it is written or
analysed.

* `core`: operations, values, blocks, regions, use lists, op definitions
  (`OpDef`) and their registry, locations;
* `attributes`: types and attributes (immutable, hashable, shared);
* `markers` and `traits`: the traits and interfaces op definitions declare
  and analyses query (`op.get_trait(CallOp)`); `traits` re-exports the
  markers, so import every trait from there;
* `symbols`: symbol tables and lookups;
* `naming`: SSA names as the printer assigns them (`SsaNamer`);
* `diagnostics`: located errors (`file:line:col: error: ...`);
* `verifier`: structural verification (terminators, regions, branches);
* `links`: the consistency check of parent links and use lists
  (`verify_links`, for tests).

This package imports nothing else from `dfx` except `dfx.support`.
Everything listed in the modules' `__all__` is available from here:
`from dfx.ir import Operation, CallOp, TensorType`.
The names load on first use (`dfx.support.lazy`): importing one module of
the package (`dfx.ir.core`) does not import the others.
"""

from dfx.support.lazy import lazy_facade


def _exports():
    from dfx.ir import attributes, core, diagnostics, links, naming, symbols, traits, verifier
    return [(attributes, None), (core, None), (traits, None), (symbols, None), (naming, ["SsaNamer"]),
            (diagnostics, None), (verifier, ["REQUIRED_TERMINATORS", "require_terminator", "verify_module"]),
            (links, ["verify_links"])]


lazy_facade(globals(), _exports)
