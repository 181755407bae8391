"""Registers the stream_affinity passes with `dfx.driver.passes`:

* `annotate-affinities` (flag `--iree-stream-annotate-affinities`): the
  affinity analysis' answers as attributes
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
  subset that turns the conversion's tensor ops into `stream.async.*`;
* `refine-usage` (flag `--iree-stream-refine-usage`): resource lifetimes
  from the resource usage analysis (docs/dfx-clients.md);
* `elide-timepoints` (flag `--iree-stream-elide-timepoints`): waits on
  immediate or covered timepoints become immediates (docs/dfx-clients.md);
* `annotate-dispatch-arguments` (flag
  `--iree-stream-annotate-dispatch-arguments`): potential values and
  alignments of dispatched functions' arguments (docs/dfx-clients.md).
"""

from __future__ import annotations

from dfx.ir.diagnostics import error
from dfx.driver.passes import (choice_option, parse_bool_option, parse_int_option, register_pass,
                               register_tool_option)

from stream_affinity.analysis.rules import RULE_SETS, check_rules, require_rules_for

# Each pass imports its implementation when it runs: registering the passes
# (every `dfx-opt` and `annotate-affinities` start, `--help` included) costs
# no more than these few lines.


def _annotate_pass(module, options) -> None:
    from stream_affinity.transforms.annotate_affinities.annotate import AnalysisFailure, annotate_affinities

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
        from stream_affinity.transforms.annotate_affinities.preview import annotate_partitions
        annotate_partitions(module, analysis)


def _rules(module, options, pass_name: str) -> str:
    """The rule set a pass runs with (`--rules`, or the pass's own `rules`
    option), after checking that a `seed` run meets nothing only 3.13 has."""
    rules = check_rules(options.get("rules"))
    require_rules_for(module, rules, pass_name)
    return rules


def _schedule_pass(module, options) -> None:
    from stream_affinity.transforms.schedule_execution.schedule import ScheduleError, schedule_execution

    rules = _rules(module, options, "schedule-execution")
    try:
        schedule_execution(module, rules=rules, anchors=options.get("anchors"))
    except ScheduleError as e:
        raise error(e.location or module.location, str(e)) from None


def _elide_transfers_pass(module, options) -> None:
    from stream_affinity.transforms.elide_transfers import elide_transfers
    elide_transfers(module, rules=_rules(module, options, "elide-transfers"))


def _convert_pass(module, options) -> None:
    from dfx.rewrite import ConversionError
    from stream_affinity.transforms.convert_to_stream.driver import convert_to_stream

    rules = _rules(module, options, "convert-to-stream")
    try:
        convert_to_stream(module, rules=rules)
    except ConversionError as e:
        raise error(e.location or module.location, str(e)) from None


def _encode_pass(module, options) -> None:
    from dfx.rewrite import ConversionError
    from stream_affinity.transforms.encode_host_tensors.patterns import encode_host_tensors

    rules = _rules(module, options, "encode-host-tensors")
    try:
        encode_host_tensors(module, rules=rules)
    except ConversionError as e:
        raise error(e.location or module.location, str(e)) from None


_RULES = {"rules": choice_option(*RULE_SETS)}
register_tool_option("--rules", choices=RULE_SETS, default=None,
                     help="the rule set of every pass that has one: seed (default; IREE 3.2.0) or current "
                          "(iree-compile 3.13), see docs/rules.md; -p 'PASS{rules=...}' sets one pass's")


def _canonicalize_pass(module, options) -> None:
    """The canonicalizer subset (`dfx.rewrite.canonicalize`); under the
    current rules also 3.13's transfer canonicalization (a transfer back
    over a transfer folds, one that stays on one affinity becomes a
    `stream.async.clone`)."""
    from dfx.ir.core import WalkOrder
    from dfx.rewrite import canonicalize
    from stream_affinity.transforms.schedule_execution.current import canonicalize_transfer_current
    from stream_affinity.transforms.schedule_execution.schedule import erase_dead_ops
    canonicalize(module)
    if _rules(module, options, "canonicalize") == "current":
        changed = False
        for op in list(module.walk(WalkOrder.PRE, include_self=False)):
            if op.name == "stream.async.transfer" and op.parent is not None:
                changed |= canonicalize_transfer_current(op)
        if changed:
            erase_dead_ops(module)


register_pass("canonicalize", _canonicalize_pass,
              "Constant uniquing and hoisting, dead pure op removal and registered folders (the part of "
              "mlir-opt's canonicalizer the conversion tests need); 3.13's transfer folds with rules=current.",
              flag="canonicalize", options=_RULES)


def _refine_usage_pass(module, options) -> None:
    from stream_affinity.transforms.refine_usage import refine_usage
    refine_usage(module)


def _annotate_dispatch_arguments_pass(module, options) -> None:
    from stream_affinity.transforms.annotate_dispatch_arguments import annotate_dispatch_arguments
    annotate_dispatch_arguments(module)


register_pass("annotate-dispatch-arguments", _annotate_dispatch_arguments_pass,
              "Annotates the arguments of dispatched functions with the values (stream.values) and alignments "
              "(stream.alignment) every dispatch site gives them (iree-stream-annotate-dispatch-arguments).",
              flag="iree-stream-annotate-dispatch-arguments")


def _elide_timepoints_pass(module, options) -> None:
    from stream_affinity.transforms.elide_timepoints import elide_timepoints
    elide_timepoints(module)


register_pass("elide-timepoints", _elide_timepoints_pass,
              "Replaces waits on timepoints known to be immediate or covered by another awaited timepoint "
              "with stream.timepoint.immediate (iree-stream-elide-timepoints).",
              flag="iree-stream-elide-timepoints")
register_pass("refine-usage", _refine_usage_pass,
              "Refines the lifetime of every !stream.resource<*> from the resource usage analysis "
              "(iree-stream-refine-usage).", flag="iree-stream-refine-usage")
register_pass("encode-host-tensors", _encode_pass,
              "Encodes the tensor-phase stream ops the conversion emits as stream.async ops with byte sizes "
              "(a subset of iree-stream-encode-host-tensors).", flag="iree-stream-encode-host-tensors",
              options=_RULES)
register_pass("convert-to-stream", _convert_pass,
              "Converts flow/tensor/HAL ABI ops on tensors to stream ops on (resource, size) pairs, placing "
              "transfers by the affinity analysis (iree-stream-conversion).", flag="iree-stream-conversion",
              options=_RULES)
register_pass("annotate-affinities", _annotate_pass,
              "Runs the affinity analysis and annotates ops, operands, results and globals "
              "with stream.affinities attributes.",
              options={"rules": choice_option(*RULE_SETS), "usage": parse_bool_option,
                       "partitions": parse_bool_option, "max-iterations": parse_int_option,
                       "max-members": parse_int_option},
              flag="iree-stream-annotate-affinities")
register_pass("schedule-execution", _schedule_pass,
              "Partitions streamable ops of each function into stream.async.execute regions "
              "joined by timepoints (iree-stream-schedule-execution).", options=_RULES,
              flag="iree-stream-schedule-execution")
for _name in ("elide-transfers", "iree-stream-elide-async-copies"):
    register_pass(_name, _elide_transfers_pass,
                  "Elides stream.async.transfer ops that keep the lifetime and whose target can use the "
                  "source's memory per the module's stream.topology (transfer rules of "
                  "iree-stream-elide-async-copies).", options=_RULES)
