"""`run_deep`: run a function on a thread with a large stack and a high
Python recursion limit.

MLIR text nests without bound: regions in regions, arrays in arrays,
function types in function types. The parser and the printer follow that
nesting with ordinary recursive calls (custom op syntaxes call back into
the parser for their regions, so an explicit stack would have to reach into
every op definition). Python's default limits stop that recursion near
1,000 frames, about 150 levels of regions, far below what `iree-opt`
accepts (about 4,000 levels of regions, 6,000 of arrays, 14,000 of function
types before it crashes).

Instead of the calling thread's stack, the work runs on a thread of its own
whose stack is `STACK_BYTES` large (virtual memory: only the pages that a
deep input touches are used) with the recursion limit raised to
`RECURSION_LIMIT`. The parser enforces its own nesting limit
(`dfx.syntax.base_parser.MAX_NESTING`), far above iree-opt's and well
within these, and reports it as a located error, so no input reaches the
Python limits.

Calls nest: inside a deep thread, `run_deep` simply calls the function.
Exceptions and return values cross back to the caller unchanged.

The thread is started with the low-level `_thread` module: `threading`
would cost every command-line run its import (a few milliseconds of
start-up) for nothing it needs here.
"""

from __future__ import annotations

import _thread
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable, Dict, TypeVar

__all__ = ["run_deep", "in_deep_thread", "STACK_BYTES", "RECURSION_LIMIT"]

if TYPE_CHECKING:
    T = TypeVar("T")

STACK_BYTES = 1 << 30
"""Stack size of the worker thread (1 GiB of address space)."""

RECURSION_LIMIT = 1_000_000
"""Python recursion limit while a deep job runs."""

_state = _thread._local()
_limit_lock = _thread.allocate_lock()
_active = 0
_saved_limit = 0


def in_deep_thread() -> bool:
    """Whether the caller already runs inside `run_deep`."""
    return getattr(_state, "deep", False)


def _raise_limit() -> None:
    global _active, _saved_limit
    with _limit_lock:
        if _active == 0:
            _saved_limit = sys.getrecursionlimit()
            sys.setrecursionlimit(max(_saved_limit, RECURSION_LIMIT))
        _active += 1


def _restore_limit() -> None:
    global _active
    with _limit_lock:
        _active -= 1
        if _active == 0:
            sys.setrecursionlimit(_saved_limit)


def run_deep(fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """Calls `fn(*args, **kwargs)` on a large-stack thread and returns its
    result (or raises its exception) in the calling thread."""
    if in_deep_thread():
        return fn(*args, **kwargs)
    outcome: Dict[str, Any] = {}
    done = _thread.allocate_lock()
    done.acquire()  # released by the worker when it has finished

    def target() -> None:
        try:
            _state.deep = True
            _raise_limit()
            try:
                outcome["value"] = fn(*args, **kwargs)
            except BaseException as e:  # re-raised in the caller's thread
                outcome["error"] = e
            finally:
                _restore_limit()
        finally:
            done.release()

    with _limit_lock:  # the thread stack size is process-wide
        previous = _thread.stack_size(STACK_BYTES)
        try:
            _thread.start_new_thread(target, ())
        finally:
            _thread.stack_size(previous)
    with done:  # waits for the worker
        pass
    if "error" in outcome:
        error = outcome["error"]
        raise error.with_traceback(error.__traceback__)
    return outcome["value"]
