"""IREE stream affinity analysis over the `dfx` IR.

Importing the package registers every op it needs: first the generic
dialects of `dfx.dialects` (builtin, func, util, arith, scf, cf), then the
`#hal.device.*` attribute parsers and the IREE dialects of
`stream_affinity.dialects`, which also attach the IREE interfaces to the
generic ops that need them (so the order matters).

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
from stream_affinity import dialects as _dialects  # noqa: E402,F401
from stream_affinity.analysis.affinity import AffinityAnalysis  # noqa: E402,F401
from stream_affinity.analysis.attributes import (AffinityAttr, DeviceAffinityAttr, DeviceOptimalAttr,  # noqa: E402,F401
                                                 DevicePromiseAttr)
from stream_affinity.transforms.annotate import annotate_affinities  # noqa: E402,F401
