"""Differential property: `encode-host-tensors` against iree-opt 3.2.0's
`--iree-stream-encode-host-tensors`.

Generated tensor-phase functions (`encode_program`: a few
`stream.tensor.{sizeof,slice,update,fill,splat,clone,load,store}` ops on
random element types, static and dynamic shapes, constant and dynamic
indices, chained through each other's results, with index constants in a
random order at the top) go through our pass and through iree-opt (one
`--split-input-file` call per batch); our output must be iree-opt's text,
byte for byte: the ops, their folds and the order the constants are
hoisted into all show there.
"""

import os
import random
from typing import List

import pytest

from dfx.syntax.printer import print_module
from stream_affinity.transforms.encode_host_tensors import encode_host_tensors

from .support import parse_module, reference_available, run_reference_batch

pytestmark = pytest.mark.skipif(not reference_available() and not os.environ.get("CI"),
                                reason="iree-opt (the test extra) is not installed")

_ELEMENTS = ("f32", "i8", "i32", "f16", "i1", "i64", "i4", "bf16")
_PATTERNS = {"f32": "%f", "i1": "%b", "i32": "%w", "i4": "%q"}
_ARGS = ("%r: !stream.resource<*>", "%s: index", "%d: index", "%i: index", "%st: !stream.resource<staging>",
         "%f: f32", "%b: i1", "%w: i32", "%q: i4")


def encode_program(rng: random.Random) -> str:
    """One function of 2 to 7 tensor-phase ops iree-opt 3.2.0 encodes."""
    constants: dict = {}

    def c(v: int) -> str:
        return constants.setdefault(v, f"%c{v}")

    body: List[str] = []
    resources = [("%r", "%s")]
    staging = [("%st", "%s")]
    results: List[tuple] = []
    for n in range(1, rng.randint(2, 7) + 1):
        v = f"%v{n}"
        el = rng.choice(_ELEMENTS)
        shape = [rng.choice([1, 2, 3, 4, 8]) for _ in range(rng.randint(1, 3))]
        dynamic = rng.random() < 0.3
        if dynamic:
            shape[rng.randrange(len(shape))] = None
        dims = "{%d}" if dynamic else ""

        def tensor(element: str) -> str:
            return "tensor<" + "x".join("?" if d is None else str(d) for d in shape) + f"x{element}>{dims}"

        def index(d) -> str:
            if d is None:
                return rng.choice(["%i", c(0)])
            return c(rng.randrange(d)) if rng.random() < 0.8 else "%i"

        ones = "tensor<" + "x".join("1" for _ in shape)
        src, ssize = rng.choice(resources)
        kind = rng.choice(["sizeof", "slice", "update", "fill", "splat", "clone", "load", "store"])
        if kind == "sizeof":
            if el == "i4" and not dynamic and shape[0] % 2:
                shape[0] += 1  # packed tensors must fill whole bytes
            body.append(f"{v} = stream.tensor.sizeof {tensor(el)} : index")
            results.append((v, "index"))
        elif kind == "slice":
            size = rng.choice([c(4), "%s", c(1)])
            starts = ", ".join(index(d) for d in shape)
            body.append(f"{v} = stream.tensor.slice {src}[{starts} for {', '.join(c(1) for _ in shape)}] : "
                        f"{tensor(el)} in !stream.resource<*>{{{ssize}}} -> {ones}x{el}> in "
                        f"!stream.resource<*>{{{size}}}")
            resources.append((v, size))
            results.append((v, "!stream.resource<*>"))
        elif kind == "update":
            update, usize = rng.choice(resources)
            body.append(f"{v} = stream.tensor.update {update}, {src}[{', '.join(index(d) for d in shape)}] : "
                        f"{ones}x{el}> in !stream.resource<*>{{{usize}}} -> {tensor(el)} in {src} as "
                        f"!stream.resource<*>{{{ssize}}}")
            resources.append((v, ssize))
            results.append((v, "!stream.resource<*>"))
        elif kind == "fill":
            el = el if el in _PATTERNS else "i32"
            starts = ", ".join(index(d) for d in shape)
            body.append(f"{v} = stream.tensor.fill {_PATTERNS[el]}, {src}[{starts} for "
                        f"{', '.join(c(1) for _ in shape)}] : {el} -> {tensor(el)} in {src} as "
                        f"!stream.resource<*>{{{ssize}}}")
            resources.append((v, ssize))
            results.append((v, "!stream.resource<*>"))
        elif kind == "splat":
            el = rng.choice(sorted(_PATTERNS))
            size = rng.choice(["%s", c(16)])
            body.append(f"{v} = stream.tensor.splat {_PATTERNS[el]} : {el} -> {tensor(el)} in "
                        f"!stream.resource<*>{{{size}}}")
            resources.append((v, size))
            results.append((v, "!stream.resource<*>"))
        elif kind == "clone":
            body.append(f"{v} = stream.tensor.clone {src} : {tensor(el)} in !stream.resource<*>{{{ssize}}} -> "
                        f"tensor<{rng.choice([8, 16, 32])}x{el}> in !stream.resource<*>{{{ssize}}}")
            resources.append((v, ssize))
            if rng.random() < 0.5:
                results.append((v, "!stream.resource<*>"))
        elif kind == "load":
            el = "i8" if el == "i4" else el
            target, size = staging[-1]
            body.append(f"{v} = stream.tensor.load {target}[{', '.join(index(d) for d in shape)}] : "
                        f"{tensor(el)} in !stream.resource<staging>{{{size}}} -> {el}")
            results.append((v, el))
        else:
            el = el if el in ("f32", "i1", "i32") else "i32"
            target, size = staging[-1]
            body.append(f"{v} = stream.tensor.store {_PATTERNS[el]}, {target}[{', '.join(index(d) for d in shape)}]"
                        f" : {el} -> {tensor(el)} in {target} as !stream.resource<staging>{{{size}}}")
            staging.append((v, size))
            results.append((v, "!stream.resource<staging>"))
    results = results or [("%r", "!stream.resource<*>")]
    types = ", ".join(t for _, t in results)
    lines = [f"util.func public @f({', '.join(_ARGS)}) -> ({types}) {{"]
    order = sorted(constants)
    rng.shuffle(order)
    lines += [f"  {constants[k]} = arith.constant {k} : index" for k in order]
    lines += ["  " + line for line in body]
    lines.append(f"  util.return {', '.join(v for v, _ in results)} : {types}")
    return "\n".join(lines + ["}"]) + "\n"


def ours(text: str) -> str:
    module = parse_module(text)
    encode_host_tensors(module)
    return print_module(module)


@pytest.mark.parametrize("batch", range(4))
def test_encoding_matches_iree_opt(batch):
    rng = random.Random(f"encode-{batch}")
    texts = [encode_program(rng) for _ in range(50)]
    refs = run_reference_batch(texts, ["--iree-stream-encode-host-tensors"])
    mine = [ours(text) for text in texts]
    reprinted = run_reference_batch(mine + refs, [])
    for i, text in enumerate(texts):
        assert reprinted[i] == reprinted[len(texts) + i], (
            "encoded program differs from iree-opt's\n--- ours ---\n" + reprinted[i]
            + "\n--- iree-opt ---\n" + reprinted[len(texts) + i] + "\n--- input ---\n" + text)
        assert "stream.tensor.sizeof" not in mine[i]


def test_programs_use_every_op():
    rng = random.Random("encode-0")
    text = "".join(encode_program(rng) for _ in range(50))
    for name in ("sizeof", "slice", "update", "fill", "splat", "clone", "load", "store"):
        assert f"stream.tensor.{name} " in text, name
