"""JAX functions of the frontend corpus, lowered to StableHLO text with
`jax.jit(f).lower(*example_args).as_text()` (run by ../export.py in the
frontend environment). Arguments are `jax.ShapeDtypeStruct`s, so no data
is traced; constants are the functions' own (splats and small tables).

`symbolic_batch` is exported with `jax.export` and a symbolic batch
dimension (`jax.export.symbolic_shape("b")`), JAX's way to a dynamic shape.
"""

from __future__ import annotations

from typing import Callable, Dict, List, NamedTuple

import jax
import jax.numpy as jnp
from jax import lax


class Program(NamedTuple):
    name: str
    description: str
    lower: Callable[[], str]


def _spec(shape, dtype=jnp.float32):
    return jax.ShapeDtypeStruct(shape, dtype)


def _jit_text(f, *args) -> str:
    return jax.jit(f).lower(*args).as_text()


def mlp():
    def f(x, w1, b1, w2, b2):
        h = jax.nn.relu(x @ w1 + b1)
        return jax.nn.softmax(h @ w2 + b2, axis=-1)
    return _jit_text(f, _spec((2, 8)), _spec((8, 16)), _spec((16,)), _spec((16, 4)), _spec((4,)))


def reductions():
    def f(x):
        return (jax.nn.logsumexp(x, axis=1), jnp.argmax(x, axis=0), jnp.var(x, axis=1),
                jnp.max(jnp.abs(x)))
    return _jit_text(f, _spec((4, 6)))


def scan_rnn():
    """An Elman RNN over 5 steps (`lax.scan`: a `stablehlo.while`)."""
    def f(xs, h0, wx, wh):
        def step(h, x):
            h = jnp.tanh(x @ wx + h @ wh)
            return h, h.sum()
        return lax.scan(step, h0, xs)
    return _jit_text(f, _spec((5, 2, 4)), _spec((2, 8)), _spec((4, 8)), _spec((8, 8)))


def while_loop():
    """Newton iterations for a square root until converged (data-dependent trip count)."""
    def f(a):
        def cond(state):
            x, i = state
            return (jnp.max(jnp.abs(x * x - a)) > 1e-4) & (i < 50)
        def body(state):
            x, i = state
            return 0.5 * (x + a / x), i + 1
        return lax.while_loop(cond, body, (jnp.ones_like(a), jnp.int32(0)))
    return _jit_text(f, _spec((6,)))


def dynamic_update():
    """A window read and written at run-time offsets (dynamic_slice, dynamic_update_slice)."""
    def f(buf, row, start):
        window = lax.dynamic_slice(buf, (start, 0), (2, 4))
        return lax.dynamic_update_slice(buf, window * 2.0 + row, (start + 1, 0))
    return _jit_text(f, _spec((8, 4)), _spec((1, 4)), _spec((), jnp.int32))


def cond_branch():
    def f(x, flag):
        return lax.cond(flag > 0, lambda v: jnp.sin(v) * 2.0, lambda v: jnp.cos(v) - 1.0, x)
    return _jit_text(f, _spec((3, 4)), _spec((), jnp.int32))


def gather_scatter():
    """Embedding lookup (gather) and a scatter-add of updates into a table."""
    def f(table, ids, updates):
        emb = jnp.take(table, ids, axis=0)
        return emb, table.at[ids].add(updates)
    return _jit_text(f, _spec((10, 4)), _spec((3,), jnp.int32), _spec((3, 4)))


def symbolic_batch():
    def f(x, w):
        return jnp.tanh(x @ w).sum(axis=1)
    b, = jax.export.symbolic_shape("b")
    exported = jax.export.export(jax.jit(f))(_spec((b, 8)), _spec((8, 4)))
    return exported.mlir_module()


PROGRAMS: List[Program] = [
    Program("mlp", "two dense layers and a softmax", mlp),
    Program("reductions", "logsumexp, argmax, variance, max-abs", reductions),
    Program("scan_rnn", "lax.scan over an RNN cell", scan_rnn),
    Program("while_loop", "lax.while_loop with a data-dependent exit", while_loop),
    Program("dynamic_update", "dynamic_slice and dynamic_update_slice at run-time offsets", dynamic_update),
    Program("cond_branch", "lax.cond on a scalar argument", cond_branch),
    Program("gather_scatter", "take (gather) and .at[].add (scatter)", gather_scatter),
    Program("symbolic_batch", "jax.export with a symbolic batch dimension", symbolic_batch),
]


def programs() -> Dict[str, Program]:
    return {p.name: p for p in PROGRAMS}
