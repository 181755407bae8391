"""Invariance: the order of definitions and the names of values and
symbols are not part of the answer.

Reordering the globals, functions and initializers of a module, or renaming
every SSA value and symbol (functions, globals, devices, dispatch entry
points), leaves every op's annotations unchanged once the names are mapped
back. Ops are matched through their generated uids.
"""

from hypothesis import given, settings
from hypothesis import strategies as st

from .strategies import flow_programs, permuted, rename_everything
from .support import annotate, annotations_by_uid, budget

IDENTIFIERS = st.from_regex(r"[a-z][a-z0-9]{0,5}", fullmatch=True)


@settings(max_examples=budget(50))
@given(st.data())
def test_definition_order_does_not_matter(data):
    program = data.draw(flow_programs(), label="program")
    order = data.draw(st.permutations(range(len(program.items))), label="order")
    expected = annotations_by_uid(program, annotate(program.render()))
    other = permuted(program, order)
    assert annotations_by_uid(other, annotate(other.render())) == expected


@settings(max_examples=budget(50))
@given(flow_programs(), st.lists(IDENTIFIERS, min_size=1, max_size=4, unique=True))
def test_renaming_changes_nothing_but_names(program, words):
    names = rename_everything(program, words)
    back = {new: old for old, new in names.sym.items()}
    expected = annotations_by_uid(program, annotate(program.render()))
    renamed = program.render(names)
    assert annotations_by_uid(program, annotate(renamed), unmap=back) == expected
