"""Size and time-to-interactive of `annotate-affinities --emit=html`.

    python benchmarks/html_report.py --sizes 10000,100000 [--shape forward-chain]

For each size: the seconds to write the report, its size next to the
annotated IR's, the seconds until the page is interactive in headless
Chromium (loaded, data parsed, first lines rendered: `body[data-ready]`),
and the seconds for a click on the last op to show its justification tree.
Needs a Chromium-family browser (Debian: `chromium`).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "tests"))

from browser import Browser, find_browser  # noqa: E402
from generate import SHAPES  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="10000,100000")
    ap.add_argument("--shape", default="forward-chain", choices=sorted(SHAPES))
    args = ap.parse_args()
    exe = find_browser()
    if exe is None:
        print("no Chromium-family browser found", file=sys.stderr)
        return 1
    print(f"{'shape':14} {'size':>7} {'write s':>8} {'html MB':>8} {'IR MB':>7} {'ratio':>6} "
          f"{'ready s':>8} {'click s':>8}")
    with tempfile.TemporaryDirectory() as tmp:
        for n in (int(s) for s in args.sizes.split(",")):
            program = Path(tmp) / f"{args.shape}-{n}.mlir"
            program.write_text(SHAPES[args.shape](n))
            page, ir = Path(tmp) / "report.html", Path(tmp) / "annotated.mlir"
            start = time.perf_counter()
            subprocess.run([sys.executable, "-m", "stream_affinity", "--emit=html", str(program), "-o", str(page)],
                           check=True, cwd=HERE.parent)
            write = time.perf_counter() - start
            subprocess.run([sys.executable, "-m", "stream_affinity", str(program), "-o", str(ir)], check=True,
                           cwd=HERE.parent)
            with Browser(exe, timeout=300) as b:
                ready = b.load(str(page))
                start = time.perf_counter()
                b.evaluate("(() => { const ids = D.ops.map((o, i) => i).filter(i => D.ops[i].line !== undefined);"
                           " showOp(ids[ids.length - 1]); return document.getElementById('explain').innerText.length;"
                           " })()")
                click = time.perf_counter() - start
            html_mb, ir_mb = page.stat().st_size / 1e6, ir.stat().st_size / 1e6
            print(f"{args.shape:14} {n:>7} {write:>8.2f} {html_mb:>8.1f} {ir_mb:>7.1f} {html_mb / ir_mb:>6.1f} "
                  f"{ready:>8.2f} {click:>8.3f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
