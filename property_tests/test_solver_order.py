"""The solver's work is a function of the program alone.

The final affinities of a monotone analysis do not depend on the order the
solver visits elements, so output-level determinism (test_determinism.py)
cannot see a solver that iterates a `set` of elements: Python orders such a
set by object addresses, i.e. by heap layout. What does depend on the
visiting order is user-visible too: the update and iteration counts of
`--stats`, the provenance `--explain` prints, and the list of unsettled
elements in a "did not converge" diagnostic. This property solves each
program twice in one process, with the heap shifted in between, and
requires the same report both times, with and without an iteration cap.
"""

from hypothesis import given, settings
from hypothesis import strategies as st

from dfx.parser import parse_module
from stream_affinity.analysis import AffinityAnalysis

from .strategies import flow_programs
from .support import budget


def solver_report(text: str, max_iterations):
    module = parse_module(text)
    analysis = AffinityAnalysis(module, max_iterations=max_iterations)
    result = analysis.run()
    solver = analysis.solver
    provenance = [(str(e), [str(d) for d, _ in solver.provenance(e)]) for e in solver.elements()]
    return (bool(result), result.updates, result.iterations,
            [str(e) for e in result.unsettled], provenance)


@settings(max_examples=budget(40))
@given(flow_programs(), st.integers(1, 20000), st.sampled_from([None, 1, 2]))
def test_solver_work_does_not_depend_on_heap_layout(program, ballast_size, max_iterations):
    text = program.render()
    first = solver_report(text, max_iterations)
    # Different object addresses for the second run.
    ballast = [object() for _ in range(ballast_size)]
    second = solver_report(text, max_iterations)
    del ballast
    assert first == second
