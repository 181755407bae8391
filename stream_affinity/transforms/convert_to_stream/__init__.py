"""The `convert-to-stream` pass (`--iree-stream-conversion`): flow,
tensor, HAL ABI and structural ops on tensors become stream ops on
(`!stream.resource<*>`, `index`) pairs (docs/conversion.md).

* `driver`: the pass (`convert_to_stream`): the analysis, legality and
  one partial conversion;
* `common`: what the patterns share (type converter, transfers, builders);
* `flow_ops`, `hal_ops`, `structural`, `executables`: the patterns;
* `folders`: folders of flow ops tried before the patterns (also
  registered by `schedule-execution` under the current rules, and
  `fold_select` serves `refine-usage`).

`encode-host-tensors`, which runs on this pass's output, is the package
`encode_host_tensors` next to this one. The names below load on first use
(`dfx.support.lazy`); code in the project imports from the module that
defines a name.
"""

from dfx.support.lazy import lazy_facade


def _exports():
    from stream_affinity.transforms.convert_to_stream import driver
    return [(driver, None)]


lazy_facade(globals(), _exports)
