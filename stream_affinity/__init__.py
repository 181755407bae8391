"""IREE stream affinity analysis over the `dfx` IR.

Importing the package registers every op it needs: first the generic
dialects of `dfx.dialects` (builtin, func, util, arith, scf, cf), then the
IREE dialects of `stream_affinity.ops`, which also attach the IREE
interfaces to the generic ops that need them (so the order matters).
"""

import dfx.dialects  # noqa: F401

from stream_affinity import attributes as _attributes  # noqa: E402,F401  (registers #hal.device.* parsers)
from stream_affinity import ops as _ops  # noqa: E402,F401
