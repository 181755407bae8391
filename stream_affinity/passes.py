"""Registers the stream_affinity passes with `dfx.driver.passes`:

* `annotate-affinities`: the affinity analysis' answers as attributes
  (options: `usage`, `allocations`, `topology`, `max_iterations`,
  `max_members`, `partitions`, `rules` = `seed` (default) or `current`,
  see docs/rules.md);
* `schedule-execution`: partitions streamable ops into
  `stream.async.execute` regions;
* `elide-transfers` (flag `--iree-stream-elide-async-copies`, the upstream
  pass; only its transfer rules): removes transfers the topology makes
  unnecessary (docs/topology.md);
* `convert-to-stream` (flag `--iree-stream-conversion`): flow → stream;
* `encode-host-tensors` (flag `--iree-stream-encode-host-tensors`): the
  subset that turns the conversion's tensor ops into `stream.async.*`.
"""

from __future__ import annotations

from dfx.ir.diagnostics import error
from dfx.driver.passes import choice_option, parse_bool_option, parse_int_option, register_pass

from stream_affinity.analysis.rules import RULE_SETS

# Each pass imports its implementation when it runs: registering the passes
# (every `dfx-opt` and `annotate-affinities` start, `--help` included) costs
# no more than these few lines.


def _annotate_pass(module, options) -> None:
    from stream_affinity.transforms.annotate import AnalysisFailure, annotate_affinities

    if options.get("topology"):
        # --topology: try a topology without editing the module.
        from stream_affinity.cli.topology import load_topology
        from stream_affinity.analysis.topology import TOPOLOGY_ATTR_NAME
        module.set_attr(TOPOLOGY_ATTR_NAME, load_topology(options.topology))
    try:
        analysis = annotate_affinities(module, usage=bool(options.get("usage")),
                                       allocations=bool(options.get("allocations")),
                                       max_iterations=options.get("max_iterations"),
                                       max_members=options.get("max_members"),
                                       rules=options.get("rules"))
    except AnalysisFailure as e:
        raise error(e.location, str(e)) from None
    if options.get("topology"):
        from stream_affinity.transforms.elide_transfers import mark_elidable_transfers
        mark_elidable_transfers(module)
    if options.get("partitions"):
        from stream_affinity.transforms.preview import annotate_partitions
        annotate_partitions(module, analysis)


def _schedule_pass(module, options) -> None:
    from stream_affinity.transforms.schedule_execution import ScheduleError, schedule_execution

    try:
        schedule_execution(module)
    except ScheduleError as e:
        raise error(e.location or module.location, str(e)) from None


def _elide_transfers_pass(module, options) -> None:
    from stream_affinity.transforms.elide_transfers import elide_transfers
    elide_transfers(module)


def _convert_pass(module, options) -> None:
    from dfx.rewrite import ConversionError
    from stream_affinity.transforms.conversion import convert_to_stream

    try:
        convert_to_stream(module)
    except ConversionError as e:
        raise error(e.location or module.location, str(e)) from None


def _encode_pass(module, options) -> None:
    from dfx.rewrite import ConversionError
    from stream_affinity.transforms.conversion.encode import encode_host_tensors

    try:
        encode_host_tensors(module)
    except ConversionError as e:
        raise error(e.location or module.location, str(e)) from None


register_pass("encode-host-tensors", _encode_pass,
              "Encodes the tensor-phase stream ops the conversion emits as stream.async ops with byte sizes "
              "(a subset of iree-stream-encode-host-tensors).", flag="iree-stream-encode-host-tensors")
register_pass("convert-to-stream", _convert_pass,
              "Converts flow/tensor/HAL ABI ops on tensors to stream ops on (resource, size) pairs, placing "
              "transfers by the affinity analysis (iree-stream-conversion).", flag="iree-stream-conversion")
register_pass("annotate-affinities", _annotate_pass,
              "Runs the affinity analysis and annotates ops, operands, results and globals "
              "with stream.affinities attributes.",
              options={"rules": choice_option(*RULE_SETS), "usage": parse_bool_option,
                       "partitions": parse_bool_option, "max-iterations": parse_int_option,
                       "max-members": parse_int_option})
register_pass("schedule-execution", _schedule_pass,
              "Partitions streamable ops of each function into stream.async.execute regions "
              "joined by timepoints (iree-stream-schedule-execution).")
for _name in ("elide-transfers", "iree-stream-elide-async-copies"):
    register_pass(_name, _elide_transfers_pass,
                  "Elides stream.async.transfer ops that keep the lifetime and whose target can use the "
                  "source's memory per the module's stream.topology (transfer rules of "
                  "iree-stream-elide-async-copies).")
