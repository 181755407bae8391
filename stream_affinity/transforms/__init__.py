"""Passes that consume the affinity analysis, one module or package per
pass, named after the pass (`encode-host-tensors` ->
`encode_host_tensors`; tests/test_pass_layout.py checks it):

* `annotate_affinities/`: writes `stream.affinities*` attributes, with the
  `--allocations` and `--partitions` (preview) options;
* `convert_to_stream/`: flow, tensor and HAL ABI ops to the stream dialect;
* `encode_host_tensors/`: the conversion's tensor-phase ops as
  `stream.async.*` ops with byte sizes;
* `schedule_execution/`: execution regions from partitions (with IREE's
  reference partitioner of streamable ops);
* `elide_transfers`, `refine_usage`, `elide_timepoints`,
  `annotate_dispatch_arguments`: one module each.

A helper that a second pass also uses stays with the pass that owns it and
the other imports it from there (docs/architecture.md, "Where new code
goes"). Transforms depend on `dfx` and `stream_affinity.analysis`, never on
the reports or the command line.
"""
