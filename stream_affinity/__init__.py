"""IREE stream affinity analysis over the `dfx` IR.

Importing the package declares every dialect it needs (each loads on
first use, docs/architecture.md "Start-up"): first the generic dialects of
`dfx.dialects` (builtin, func, util, arith, scf, cf...), then the
`#hal.device.*` attribute parsers and the IREE dialects of
`stream_affinity.dialects`, which also attach the IREE interfaces to the
generic ops that need them.

Layers (each may import those above it, never those below):

* `analysis`: affinity attributes, the op interfaces, explicit affinity
  lookups and the affinity analysis itself (`AffinityAnalysis`);
* `dialects`: the `flow`, `hal` and `stream` op definitions;
* `transforms`: the passes that consume the analysis (annotation,
  partitioner, partition preview, `schedule-execution`);
* `reports`: explanations, JSON, DOT and statistics;
* `cli` and `passes`: the `annotate-affinities` tool and the pass plugin of
  `dfx-opt`.
"""

import dfx.dialects  # noqa: F401

from stream_affinity.analysis import (attributes as _attributes)  # noqa: E402,F401  (registers #hal.device.* parsers)
from stream_affinity.analysis import topology as _topology  # noqa: E402,F401  (registers #hal.device.topology)
from stream_affinity import dialects as _dialects  # noqa: E402,F401  (declares the IREE dialects)
from dfx.support.lazy import lazy_facade  # noqa: E402


def _exports():
    from stream_affinity.analysis import affinity, attributes
    from stream_affinity.transforms.annotate_affinities import annotate
    return [(affinity, ["AffinityAnalysis"]),
            (attributes, ["AffinityAttr", "DeviceAffinityAttr", "DeviceOptimalAttr", "DevicePromiseAttr"]),
            (annotate, ["annotate_affinities"])]


lazy_facade(globals(), _exports)
