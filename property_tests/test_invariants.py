"""Invariants of every annotated program.

* a `flow.tensor.transfer` executes on its target and its result lives
  exactly there (unless a pinning `hal.tensor.*` op on the result's tied
  web overrides it; then it lives on one of the pinning affinities);
* an op or global with an explicit `stream.affinity` executes (is stored)
  exactly there;
* a tied (in-place) dispatch result lives exactly where its tied operand
  lives: they are one buffer (unless a `hal.tensor.*` op pins the operand:
  then iree-opt prints the result on its pinned producer and the operand
  on every pin, see regressions.P1_TIED_PINNED_OPERAND);
* every annotated affinity appears in the program text (an op's target,
  an explicit affinity, a hal op's `on(...)` or the module default): the
  analysis never invents one.
"""

import re

from hypothesis import given, settings

from dfx.ir import WalkOrder
from dfx.ir.traits import TiedOp, tied_base

from .strategies import FlowConfig, flow_programs
from .support import annotate, annotation_of, budget

_AFFINITY = re.compile(r"#hal\.device\.promise<@[\w$.]+>")


def _hal_affinities(module):
    return {str(op.get_attr("affinity")) for op in module.walk(WalkOrder.PRE) if op.name.startswith("hal.tensor.")}


@settings(max_examples=budget(60))
@given(flow_programs())
def test_transfer_result_has_exactly_its_target(program):
    module = annotate(program.render())
    pins = _hal_affinities(module)
    for op in module.walk(WalkOrder.PRE):
        if op.name != "flow.tensor.transfer":
            continue
        target = str(op.get_attr("target"))
        ann = annotation_of(op)
        assert ann.get("stream.affinities") == (target,), (op, ann)
        (result,) = ann["stream.affinities.results"]
        if not pins:
            assert result == (target,), ann
        else:
            assert result and set(result) <= {target} | pins, (ann, pins)


@settings(max_examples=budget(60))
@given(flow_programs())
def test_explicit_affinity_is_where_an_op_executes(program):
    module = annotate(program.render())
    for op in module.walk(WalkOrder.PRE, include_self=False):
        explicit = op.get_attr("stream.affinity")
        if explicit is None:
            continue
        assert annotation_of(op).get("stream.affinities") == (str(explicit),), op


@settings(max_examples=budget(60))
@given(flow_programs(FlowConfig(forced=("tied",))))
def test_tied_result_lives_with_its_operand(program):
    module = annotate(program.render())
    pinned = set()
    for op in module.walk(WalkOrder.PRE):
        if op.name.startswith("hal.tensor."):
            pinned.update(tied_base(v) for v in list(op.operands) + list(op.results))
    for op in module.walk(WalkOrder.PRE):
        tied = op.get_trait(TiedOp)
        if tied is None or op.name != "flow.dispatch":
            continue
        ann = annotation_of(op)
        for i in range(op.num_results):
            k = tied.tied_operand_index(op, i)
            if k is not None and tied_base(op.operand(k)) not in pinned:
                assert ann["stream.affinities.results"][i] == ann["stream.affinities.operands"][k], (op, ann)


@settings(max_examples=budget(60))
@given(flow_programs())
def test_affinities_come_from_the_program(program):
    text = program.render()
    present = set(_AFFINITY.findall(text))
    out = annotate(text)
    for op in out.walk(WalkOrder.PRE, include_self=False):
        ann = annotation_of(op)
        found = set(ann.get("stream.affinities", ()))
        for key in ("stream.affinities.operands", "stream.affinities.results"):
            for entry in ann.get(key, ()):
                found |= set(entry)
        assert found <= present, (op, found - present)
