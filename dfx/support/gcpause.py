"""`gc_paused`: a context manager that switches off Python's cyclic garbage
collector for the duration of a large IR job.

Parsing, analysing and printing a big module allocate millions of
long-lived objects (ops, values, attributes, lattice states) and almost no
cyclic garbage, yet every allocation burst triggers generational scans that
walk the whole live graph again. Pausing the collector around each phase
removes that cost; reference counting still frees acyclic garbage at once,
and whatever cycles there are get collected after the collector is back on.
Nesting is fine: only the outermost pause turns the collector back on.
"""

from __future__ import annotations

import gc

__all__ = ["gc_paused"]


class gc_paused:
    """Context manager pausing Python's cyclic garbage collector: building a
    large IR graph otherwise triggers repeated full collections whose cost
    grows with the graph (quadratic overall)."""

    def __enter__(self):
        self._was_enabled = gc.isenabled()
        gc.disable()
        return self

    def __exit__(self, *exc):
        if self._was_enabled:
            gc.enable()
        return False
