"""The solver's work is a function of the program alone.

The final affinities of a monotone analysis do not depend on the order the
solver visits elements, so output-level determinism (test_determinism.py)
cannot see a solver that iterates a `set` of elements: Python orders such a
set by object addresses, i.e. by heap layout. What does depend on the
visiting order is user-visible too: the update and iteration counts of
`--stats`, the provenance `--explain` prints, and the list of unsettled
elements in a "did not converge" diagnostic; and a reproducible update
order (`Solver.trace`) is what makes an analysis debuggable. This property solves each
program twice in one process, with the heap shifted in between, and
requires the same report both times, with and without an iteration cap.
"""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from dfx.syntax.parser import parse_module
from stream_affinity.analysis.affinity import AffinityAnalysis

from .strategies import flow_programs
from .support import budget


def solver_report(text: str, max_iterations):
    module = parse_module(text)
    analysis = AffinityAnalysis(module, max_iterations=max_iterations)
    solver = analysis.solver
    solver.trace = []
    result = analysis.run()
    provenance = [(str(e), [str(d) for d, _ in solver.provenance(e)]) for e in solver.elements()]
    return (bool(result), result.updates, result.iterations, [str(e) for e in solver.trace],
            [str(e) for e in result.unsettled], provenance)


def shifted_heap(seed: int) -> list:
    """Live objects of random small sizes, half of them freed again, so the
    next allocations land at different addresses (and set orders of
    identity-hashed objects change)."""
    rng = random.Random(seed)
    ballast = [b"x" * rng.randrange(1024) for _ in range(rng.randrange(1000, 20000))]
    del ballast[::2]
    return ballast


@settings(max_examples=budget(80))
@given(flow_programs(), st.integers(0, 2**32), st.sampled_from([None, None, 1, 2]))
def test_solver_work_does_not_depend_on_heap_layout(program, seed, max_iterations):
    text = program.render()
    first = solver_report(text, max_iterations)
    for k in range(2):
        ballast = shifted_heap(seed + k)
        assert solver_report(text, max_iterations) == first
        del ballast
