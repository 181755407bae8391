"""Registers the stream_affinity passes with `dfx.driver.passes`:

* `annotate-affinities`: the affinity analysis' answers as attributes
  (options: `usage`, `max_iterations`, `max_members`, `partitions`,
  `rules` = `seed` (default) or `current`, see docs/rules.md);
* `schedule-execution`: partitions streamable ops into
  `stream.async.execute` regions;
* `convert-to-stream` (flag `--iree-stream-conversion`): flow → stream;
* `encode-host-tensors` (flag `--iree-stream-encode-host-tensors`): the
  subset that turns the conversion's tensor ops into `stream.async.*`.
"""

from __future__ import annotations

from dfx.ir.diagnostics import error
from dfx.driver.passes import choice_option, parse_bool_option, parse_int_option, register_pass

from stream_affinity.analysis.rules import RULE_SETS
from dfx.rewrite import ConversionError

from stream_affinity.transforms.annotate import AnalysisFailure, annotate_affinities
from stream_affinity.transforms.conversion import convert_to_stream
from stream_affinity.transforms.conversion.encode import encode_host_tensors
from stream_affinity.transforms.schedule_execution import ScheduleError, schedule_execution


def _annotate_pass(module, options) -> None:
    try:
        analysis = annotate_affinities(module, usage=bool(options.get("usage")),
                                       max_iterations=options.get("max_iterations"),
                                       max_members=options.get("max_members"),
                                       rules=options.get("rules"))
    except AnalysisFailure as e:
        raise error(e.location, str(e)) from None
    if options.get("partitions"):
        from stream_affinity.transforms.preview import annotate_partitions
        annotate_partitions(module, analysis)


def _schedule_pass(module, options) -> None:
    try:
        schedule_execution(module)
    except ScheduleError as e:
        raise error(e.location or module.location, str(e)) from None


def _convert_pass(module, options) -> None:
    try:
        convert_to_stream(module)
    except ConversionError as e:
        raise error(e.location or module.location, str(e)) from None


def _encode_pass(module, options) -> None:
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
