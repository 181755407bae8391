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
* `verifier`: structural verification (terminators, regions, branches).

This package imports nothing else from `dfx` except `dfx.support`.
Everything listed in the modules' `__all__` is available from here:
`from dfx.ir import Operation, CallOp, TensorType`.
"""

from dfx.ir.attributes import *  # noqa: F401,F403
from dfx.ir.core import *  # noqa: F401,F403
from dfx.ir.traits import *  # noqa: F401,F403
from dfx.ir.symbols import *  # noqa: F401,F403
from dfx.ir.naming import SsaNamer  # noqa: F401
from dfx.ir.diagnostics import *  # noqa: F401,F403
from dfx.ir.verifier import REQUIRED_TERMINATORS, require_terminator, verify_module  # noqa: F401
