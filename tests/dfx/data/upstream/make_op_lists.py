"""Writes op_lists.json: the ops of the upstream dialects dfx defines, per
IREE release, read from the Python bindings each release generates from
MLIR's op definitions (`iree/compiler/dialects/_<dialect>_ops_gen.py`).

    python tests/dfx/data/upstream/make_op_lists.py SITE_3_2_0 SITE_3_13

SITE_x is the `iree/compiler` directory of each release. `index` is not
in IREE's bindings (iree-opt does not register it): its list is MLIR's
`IndexOps.td`. Ops we do not define keep their reason in NOT_DEFINED.
"""

import json
import re
import sys
from pathlib import Path

DIALECTS = ("arith", "math", "scf", "cf", "func", "tensor", "affine")
INDEX_OPS = ["index." + n for n in (
    "add", "and", "bool.constant", "casts", "castu", "ceildivs", "ceildivu", "cmp", "constant", "divs", "divu",
    "floordivs", "maxs", "maxu", "mins", "minu", "mul", "or", "rems", "remu", "shl", "shrs", "shru", "sizeof",
    "sub", "xor")]

NOT_DEFINED = {
    # affine: loops, memory and DMA ops only appear in codegen, never on the host side of a flow or
    # stream dump (their operands are memrefs or they build loop nests IREE lowers before).
    **{f"affine.{n}": "codegen only (memref or loop nest), never on the host" for n in (
        "dma_start", "dma_wait", "for", "if", "load", "parallel", "prefetch", "store", "vector_load",
        "vector_store", "yield")},
}


def op_names(path: Path):
    return sorted(set(re.findall(r'OPERATION_NAME = "([^"]+)"', path.read_text())))


def main(argv):
    sites = {"v3.2.0": Path(argv[1]), "v3.13": Path(argv[2])}
    out = {"dialects": {}, "not_defined": NOT_DEFINED, "generic_only": []}
    for d in DIALECTS:
        out["dialects"][d] = {}
        for version, site in sites.items():
            path = site / "dialects" / f"_{d}_ops_gen.py"
            out["dialects"][d][version] = op_names(path) if path.exists() else []
    out["dialects"]["index"] = {"mlir": INDEX_OPS}
    (Path(__file__).parent / "op_lists.json").write_text(json.dumps(out, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main(sys.argv)
