"""The `encode-host-tensors` pass (`--iree-stream-encode-host-tensors`,
the subset iree-opt 3.2.0 runs after the conversion): the tensor-phase
stream ops `convert-to-stream` emits become `stream.async.*` ops with byte
sizes and offsets.

* `patterns`: the pass, one rewrite per tensor-phase op and the bottom-up
  sweep that drives them;
* `fold`: index and fill-pattern arithmetic, created and folded as MLIR's
  `createOrFold` and greedy driver do;
* `regions`: the region simplification MLIR's greedy driver runs after
  the patterns (dead blocks and arguments, identical blocks merged);
* `text`: constant hoisting in executable bodies kept as text.

The names below load on first use (`dfx.support.lazy`). Code in the
project imports from the module that defines a name.
"""

from dfx.support.lazy import lazy_facade


def _exports():
    from stream_affinity.transforms.encode_host_tensors import fold, patterns, regions, text
    return [(patterns, None), (fold, None), (regions, None), (text, None)]


lazy_facade(globals(), _exports)
