"""Pipeline benchmark: our tools against iree-opt, pass by pass, on
generated and real-program shapes at several sizes, in the same run.

    python benchmarks/pipeline.py                                   # 1k and 10k ops
    python benchmarks/pipeline.py --sizes 1000,10000,100000 --json out.json
    python benchmarks/pipeline.py --passes schedule --shapes mlp,scf --repeat 3
    python benchmarks/pipeline.py --startup                         # start-up only
    python benchmarks/pipeline.py --sizes 10000 --profile-over 3    # and profile rows above 3x
    python benchmarks/pipeline.py --corpus --no-phases              # every corpus program

Passes and inputs (the same file for both tools):

| pass | ours | iree-opt | input, generated shapes | input, real shapes |
|---|---|---|---|---|
| annotate | `annotate-affinities` | 3.13 `--iree-stream-annotate-affinities` | `generate.py` | 3.13 flow dump |
| convert | `dfx-opt -p convert-to-stream` | 3.2.0 `--iree-stream-conversion` | `generate.py` | 3.2.0 flow dump |
| encode | `dfx-opt -p encode-host-tensors` | 3.2.0 `--iree-stream-encode-host-tensors` | iree-opt 3.2.0's conversion of it | the same |
| schedule | `dfx-opt -p schedule-execution` | 3.2.0 `iree-stream-schedule-execution` on every callable | (none) | the dump right before schedule-execution |

Generated shapes are `generate.py`'s six; real shapes are `programs.py`'s
four (mlp, params, calls, scf), compiled by iree-compile and cached in
`.cache/benchmarks/` (the 10k-op compilations take minutes the first
time); above 10k ops a real shape is its compiled 10k program repeated
under renamed symbols (`programs.build`). Generated shapes have no
schedule input: iree-opt 3.2.0 crashes
scheduling their conversion without the passes iree-compile runs in
between. A size is the op count of the flow-level program (for real
shapes, host ops of the flow dump); the `ops` column counts the host ops
(outside executables) of the file actually timed.

Per case, `--repeat` times, alternating: our whole command (`wall`: the
installed console script, as a user runs it: interpreter start, imports,
parse, verification, the pass, verification, printing to /dev/null) and
iree-opt's (the binary itself, not the Python wrapper on PATH), each with
its peak RSS (`os.wait4`); the minimum wall time of the repetitions is
reported and `ratio` = ours / iree-opt (`cpuR`: the same with CPU
seconds, user + system, steadier on a loaded machine). Then once, in a
fresh process,
our phases timed apart (`import`, `parse`, `verify` (both verifications),
`pass`, `print`), as `run_tool` runs them.

`--corpus` takes, instead of shapes and sizes, every program of the
frontend and real-world corpora (`tests/data/frontends`,
`tests/data/realworld`: programs iree-compile built from torch, ONNX and
JAX models and from hand-written multi-device programs): annotate on the
3.13 flow dump, convert on the 3.2.0 flow dump, encode on iree-opt 3.2.0's
conversion of it, schedule on the 3.2.0 dump right before
schedule-execution; then per pass the totals, the ratio of the totals, the
geometric mean and the largest ratio.

`--profile-over RATIO` profiles, for each case whose ratio is above RATIO
(or unknown), one more run of our phases under cProfile in a fresh
process, and prints under the row the number of Python calls (and per host
op) and the functions with the largest own time, with their share of the
profiled run (JSON: `profile`). For the per-function picture of one file,
`profile_run.py`.

`--startup` measures the start-up: `annotate-affinities` on
`examples/multi_device_mul.mlir`, `annotate-affinities --help`,
`dfx-opt --help`, against iree-opt 3.2.0 (binary and the `iree-opt`
command on PATH) annotating the same file: wall and CPU (user + system)
seconds, minimum and median of `--repeat` (default 10) runs after one
warm-up run each.

The run warns when the console scripts it times import `dfx` from
another copy than this checkout.

Our commands run with Python's bytecode cache enabled (`.cache/pycache`),
as after `pip install`, even if PYTHONDONTWRITEBYTECODE is set.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Dict, List, Optional, Tuple

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(HERE))

import generate  # noqa: E402
import programs  # noqa: E402

PASSES = ("annotate", "convert", "encode", "schedule")
REAL_SHAPES = tuple(programs.SHAPES)
GENERATED_SHAPES = tuple(generate.SHAPES)
PROFILE_TOP = 6
SCHEDULE_PIPELINE = ("--pass-pipeline=builtin.module(util.func(iree-stream-schedule-execution),"
                     "util.initializer(iree-stream-schedule-execution))")
OUR_PASS = {"annotate": None, "convert": "convert-to-stream", "encode": "encode-host-tensors",
            "schedule": "schedule-execution"}
IREE_ARGS = {"annotate": ["--iree-stream-annotate-affinities",
                          "--iree-stream-affinity-solver-max-iterations=1000000"],
             "convert": ["--iree-stream-conversion"],
             "encode": ["--iree-stream-encode-host-tensors"],
             "schedule": [SCHEDULE_PIPELINE]}


#===----------------------------------------------------------------------===#
# Tools
#===----------------------------------------------------------------------===#


def iree_opt_320() -> str:
    try:
        from iree.compiler.tools.binaries import find_tool
        return os.path.realpath(find_tool("iree-opt"))
    except Exception:  # noqa: BLE001 - fall back to PATH
        return programs.iree_opt_320()


def iree_opt_313() -> Optional[str]:
    exe = os.environ.get("DFX_IREE_CURRENT")
    if exe and os.path.exists(exe):
        return exe
    cached = REPO / ".cache" / "iree-base-compiler-3.13.0" / "iree" / "compiler" / "_mlir_libs" / "iree-opt"
    return str(cached) if cached.exists() else None


def our_command(tool: str) -> List[str]:
    """The installed console script next to this interpreter (what a user
    runs), else the module."""
    script = Path(sys.executable).parent / tool
    if script.exists():
        return [str(script)]
    if tool == "annotate-affinities":
        return [sys.executable, "-m", "stream_affinity"]
    return [sys.executable, "-c", "from dfx.driver.cli import dfx_opt_console; dfx_opt_console()"]


def warn_if_not_this_checkout() -> None:
    """Our commands run the package this interpreter imports outside the
    repository, which need not be this checkout (a venv made with
    `--system-site-packages` prefers a copy installed in the system
    site-packages over its own editable install): say so on stderr."""
    probe = subprocess.run([sys.executable, "-c", "import dfx; print(dfx.__file__)"], capture_output=True,
                           text=True, cwd=tempfile.gettempdir(), env=child_env())
    found = probe.stdout.strip()
    if probe.returncode != 0 or not Path(found).resolve().is_relative_to(REPO):
        print(f"warning: the measured commands import dfx from {found or '(nowhere)'}, not from {REPO}",
              file=sys.stderr, flush=True)


def our_args(pass_name: str) -> List[str]:
    if pass_name == "annotate":
        return our_command("annotate-affinities")
    return [*our_command("dfx-opt"), "-p", OUR_PASS[pass_name]]


def child_env() -> Dict[str, str]:
    """The environment of the measured commands: Python's bytecode cache on
    (in `.cache/pycache`), as after `pip install` (which compiles it), even
    where PYTHONDONTWRITEBYTECODE is set; otherwise every start would
    compile our sources again."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("PYTHONPYCACHEPREFIX", str(REPO / ".cache" / "pycache"))
    return env


def timed(cmd: List[str], timeout: float) -> Tuple[float, float, int, float]:
    """(wall seconds, peak RSS MiB, exit code, CPU seconds) of |cmd|
    (output discarded)."""
    t0 = time.perf_counter()
    # Diagnostics go to a file: a pipe nobody reads until the end fills up
    # (64 KiB) and blocks a tool that warns a lot (iree-opt 3.2.0 on
    # global-heavy), which then never finishes.
    with tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err, env=child_env())
        return _wait(proc, t0, timeout)


def _wait(proc, t0: float, timeout: float) -> Tuple[float, float, int, float]:
    deadline = t0 + timeout
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            break
        if time.perf_counter() > deadline:
            proc.kill()
            pid, status, usage = os.wait4(proc.pid, 0)
            return float("nan"), usage.ru_maxrss / 1024.0, -9, float("nan")
        time.sleep(0.002)
    wall = time.perf_counter() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    return wall, usage.ru_maxrss / 1024.0, proc.returncode, usage.ru_utime + usage.ru_stime


#===----------------------------------------------------------------------===#
# Inputs
#===----------------------------------------------------------------------===#


def _iree_output(exe: str, args: List[str], source: Path, target: Path) -> Path:
    if not target.exists():
        proc = subprocess.run([exe, *args, str(source), "-o", str(target) + ".part"], capture_output=True,
                              text=True)
        if proc.returncode != 0:
            raise SystemExit(f"{exe} {' '.join(args)} {source} failed:\n{proc.stderr[-2000:]}")
        os.rename(str(target) + ".part", target)
    return target


def input_file(pass_name: str, shape: str, size: int, iree_320: Optional[str] = None) -> Path:
    """The file both tools read for |pass_name| on |shape| at |size| ops
    (a generated shape's encode input is the conversion by |iree_320|,
    default the installed iree-opt 3.2.0)."""
    if shape in REAL_SHAPES:
        if pass_name == "annotate":
            return programs.build(shape, size, "flow", v313=True)
        phase = {"convert": "flow", "encode": "converted", "schedule": "stream"}[pass_name]
        return programs.build(shape, size, phase)
    programs.CACHE.mkdir(parents=True, exist_ok=True)
    flow = programs.CACHE / f"gen-{shape}-{size}.flow.mlir"
    text = generate.SHAPES[shape](size, 0)
    if not flow.exists() or flow.read_text() != text:
        flow.write_text(text)
        for stale in programs.CACHE.glob(f"gen-{shape}-{size}.*.mlir"):
            if stale != flow:
                stale.unlink()
    if pass_name in ("annotate", "convert"):
        return flow
    if pass_name == "schedule":
        raise SystemExit("no schedule input for generated shapes")
    return _iree_output(iree_320 or iree_opt_320(), ["--iree-stream-conversion"], flow,
                        programs.CACHE / f"gen-{shape}-{size}.converted.mlir")


CORPORA = (REPO / "tests" / "data" / "frontends", REPO / "tests" / "data" / "realworld")


def corpus_cases(passes: List[str], iree_320: str) -> List[Tuple[str, str, Path]]:
    """(pass, program, file) for every program of the frontend and
    real-world corpora: annotate on its 3.13 flow dump, convert on its
    3.2.0 flow dump, encode on iree-opt 3.2.0's conversion of that dump
    (cached), schedule on its 3.2.0 dump right before schedule-execution."""
    cases = []
    for pass_name in passes:
        for corpus in CORPORA:
            if pass_name == "annotate":
                files = sorted((corpus / "v3.13").glob("*.flow.mlir"))
            elif pass_name == "schedule":
                files = sorted((corpus / "v3.2").glob("*.stream.mlir"))
            else:
                files = sorted((corpus / "v3.2").glob("*.flow.mlir"))
            for f in files:
                name = f"{corpus.name}/{f.name.split('.')[0]}" + "".join(
                    f".{part}" for part in f.name.split(".")[1:-2])
                if pass_name == "encode":
                    cache = programs.CACHE / "corpus" / corpus.name
                    cache.mkdir(parents=True, exist_ok=True)
                    try:
                        f = _iree_output(iree_320, ["--iree-stream-conversion"], f,
                                         cache / f.name.replace(".flow.", ".converted."))
                    except SystemExit:
                        continue  # (3.2.0 cannot convert it: nothing to encode)
                cases.append((pass_name, name, f))
    return cases


def corpus_summary(rows: List[dict]) -> List[str]:
    """Per pass: programs, total seconds of both tools, the ratio of the
    totals, the geometric mean and the largest per-program ratio."""
    out = []
    for pass_name in PASSES:
        ok = [r for r in rows if r["pass"] == pass_name and r.get("ratio", float("nan")) == r.get("ratio")]
        if not ok:
            continue
        ours = sum(r["ours"] for r in ok)
        iree = sum(r["iree"] for r in ok)
        geo = math.exp(sum(math.log(r["ratio"]) for r in ok) / len(ok))
        worst = max(ok, key=lambda r: r["ratio"])
        out.append(f"{pass_name:9} {len(ok):>3} programs ({sum(r['ops'] for r in ok):,} ops): ours {ours:.1f} s, "
                   f"iree-opt {iree:.1f} s, ratio of totals {ours / iree:.2f}, geometric mean {geo:.2f}, "
                   f"largest {worst['ratio']:.2f} ({worst['shape']})")
    return out


#===----------------------------------------------------------------------===#
# Our phases, in a fresh process
#===----------------------------------------------------------------------===#


def single(pass_name: str, path: str, profiler=None) -> dict:
    """Times our phases on |path| as `run_tool` runs them (in this fresh
    process; run on the deep-stack thread like the tools), under
    |profiler| when one is given."""
    t0 = time.perf_counter()
    import stream_affinity  # noqa: F401
    from stream_affinity import passes as _passes  # noqa: F401
    from dfx import dialects  # noqa: F401
    from dfx.driver.passes import PassOptions, get_pass
    from dfx.ir.verifier import verify_module
    from dfx.support.deepstack import run_deep
    from dfx.support.gcpause import gc_paused
    from dfx.syntax.parser import Parser
    from dfx.syntax.printer import print_module
    t_import = time.perf_counter() - t0
    text = Path(path).read_text()
    name = "annotate-affinities" if pass_name == "annotate" else OUR_PASS[pass_name]
    out: Dict[str, float] = {"import": t_import}

    def run() -> None:
        if profiler is not None:
            profiler.enable()
        t = time.perf_counter()
        p = Parser(text, path, 0)
        with gc_paused():
            module = p.parse_top_level()
            t1 = time.perf_counter()
            verify_module(module, p.lexer, 0)
            t2 = time.perf_counter()
            get_pass(name).fn(module, PassOptions({}))
            t3 = time.perf_counter()
            verify_module(module)
            t4 = time.perf_counter()
            printed = print_module(module)
            t5 = time.perf_counter()
        if profiler is not None:
            profiler.disable()
        out.update(parse=t1 - t, verify=(t2 - t1) + (t4 - t3), run=t3 - t2, print=t5 - t4,
                   out_bytes=len(printed))

    run_deep(run)
    out["rss_mib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
    return out


def profile(pass_name: str, path: str, top: int = PROFILE_TOP) -> dict:
    """Our phases on |path| under cProfile (in this fresh process): the
    number of Python calls and the |top| functions by own time, each with
    its share of the profiled run."""
    import cProfile
    import pstats

    profiler = cProfile.Profile()
    single(pass_name, path, profiler)
    stats = pstats.Stats(profiler)
    total = stats.total_tt or 1.0  # type: ignore[attr-defined]
    rows = []
    for (filename, lineno, func), entry in stats.stats.items():  # type: ignore[attr-defined]
        _cc, _nc, own, _cum, _callers = entry
        rows.append((own, _short_location(filename, lineno, func)))
    rows.sort(key=lambda r: (-r[0], r[1]))
    return {"calls": sum(e.callcount for e in profiler.getstats()),
            "top": [[name, round(own / total, 4)] for own, name in rows[:top]]}


def _short_location(filename: str, lineno: int, func: str) -> str:
    """`dfx/ir/core.py:324(_append_operand)` for a function of ours, the
    function alone for a builtin."""
    if filename == "~":
        return func
    parts = Path(filename).parts
    for root in ("dfx", "stream_affinity"):
        if root in parts:
            i = len(parts) - 1 - parts[::-1].index(root)
            return f"{'/'.join(parts[i:])}:{lineno}({func})"
    return f"{Path(filename).name}:{lineno}({func})"


def _child(flag: str, pass_name: str, path: Path, timeout: float) -> dict:
    proc = subprocess.run([sys.executable, __file__, flag, pass_name, str(path)], capture_output=True,
                          text=True, timeout=timeout, env=child_env())
    if proc.returncode != 0:
        last = (proc.stderr.strip().splitlines() or ["?"])[-1]
        return {"error": last[-200:]}
    return json.loads(proc.stdout)


def phases(pass_name: str, path: Path, timeout: float) -> dict:
    return _child("--single", pass_name, path, timeout)


#===----------------------------------------------------------------------===#
# Table
#===----------------------------------------------------------------------===#

def header(shape_width: int = 14) -> str:
    return (f"{'pass':9} {'shape':{shape_width}} {'size':>7} {'ops':>7} {'MB':>5} {'import':>6} {'parse':>6} "
            f"{'verify':>6} {'pass':>6} {'print':>6} {'RSS':>5} {'ours':>7} {'iree':>7} {'iRSS':>5} {'ratio':>5} "
            f"{'cpuR':>5}")


def fmt(x: float, width: int, digits: int = 2) -> str:
    return f"{x:>{width}.{digits}f}" if x == x else f"{'-':>{width}}"


def measure(pass_name: str, shape: str, size: int, args) -> dict:
    row: dict = {"pass": pass_name, "shape": shape, "size": size}
    try:
        path = input_file(pass_name, shape, size, args.iree_opt_320)
    except SystemExit as e:
        row["error"] = str(e).splitlines()[0][:200]
        return row
    return measure_file(row, pass_name, path, args)


def measure_file(row: dict, pass_name: str, path: Path, args) -> dict:
    """|row| with both tools' times of |pass_name| on |path|."""
    row["file"] = str(path)
    row["bytes"] = path.stat().st_size
    row["ops"] = programs.host_ops(path.read_text())
    exe = args.iree_opt_313 if pass_name == "annotate" else args.iree_opt_320
    ours_cmd = [*our_args(pass_name), str(path), "-o", os.devnull]
    iree_cmd = [exe, *IREE_ARGS[pass_name], str(path), "-o", os.devnull] if exe else None
    ours_runs, iree_runs = [], []
    for _ in range(args.repeat):
        ours_runs.append(timed(ours_cmd, args.timeout))
        if iree_cmd:
            iree_runs.append(timed(iree_cmd, args.timeout))
    ok = [r for r in ours_runs if r[2] == 0]
    row["ours"] = min(r[0] for r in ok) if ok else float("nan")
    row["ours_rss"] = max(r[1] for r in ours_runs)
    if not ok:
        row["error"] = f"our command exited {ours_runs[0][2]}"
    iok = [r for r in iree_runs if r[2] == 0]
    row["iree"] = min(r[0] for r in iok) if iok else float("nan")
    row["iree_rss"] = max((r[1] for r in iree_runs), default=float("nan"))
    if iree_runs and not iok:
        row["iree_error"] = f"iree-opt exited {iree_runs[0][2]}"
    row["ratio"] = row["ours"] / row["iree"] if row["iree"] == row["iree"] and row["iree"] > 0 else float("nan")
    row["ours_cpu"] = min((r[3] for r in ok), default=float("nan"))
    row["iree_cpu"] = min((r[3] for r in iok), default=float("nan"))
    row["cpu_ratio"] = (row["ours_cpu"] / row["iree_cpu"] if row["iree_cpu"] == row["iree_cpu"] and row["iree_cpu"] > 0
                        else float("nan"))
    if not args.no_phases:
        row.update(phases(pass_name, path, args.timeout))
    if args.profile_over is not None and not row["ratio"] <= args.profile_over:
        row["profile"] = _child("--single-profile", pass_name, path, args.timeout)
    return row


def line(row: dict, shape_width: int = 14) -> str:
    head = f"{row['pass']:9} {row['shape']:{shape_width}} {row['size']:>7}"
    if "error" in row and "ours" not in row:
        return f"{head} FAILED: {row['error']}"
    nan = float("nan")
    text = (f"{head} {row.get('ops', 0):>7} {row.get('bytes', 0) / 1e6:>5.1f} {fmt(row.get('import', nan), 6)} "
            f"{fmt(row.get('parse', nan), 6)} {fmt(row.get('verify', nan), 6)} {fmt(row.get('run', nan), 6)} "
            f"{fmt(row.get('print', nan), 6)} {fmt(row['ours_rss'], 5, 0)} {fmt(row['ours'], 7)} "
            f"{fmt(row['iree'], 7)} {fmt(row['iree_rss'], 5, 0)} {fmt(row['ratio'], 5, 1)} "
            f"{fmt(row['cpu_ratio'], 5, 1)}")
    for key in ("error", "iree_error"):
        if key in row:
            text += f"  [{row[key]}]"
    prof = row.get("profile")
    if prof and "top" in prof:
        ops = row.get("ops") or 1
        text += (f"\n    profile: {prof['calls']:,} calls ({prof['calls'] / ops:.0f} per op); own time: "
                 + ", ".join(f"{name} {share:.0%}" for name, share in prof["top"]))
    elif prof:
        text += f"\n    profile failed: {prof.get('error')}"
    return text


def startup(args) -> List[dict]:
    example = REPO / "examples" / "multi_device_mul.mlir"
    cases = [("annotate-affinities example", [*our_command("annotate-affinities"), str(example), "-o", os.devnull]),
             ("annotate-affinities --help", [*our_command("annotate-affinities"), "--help"]),
             ("dfx-opt --help", [*our_command("dfx-opt"), "--help"]),
             ("dfx-opt example (round trip)", [*our_command("dfx-opt"), str(example), "-o", os.devnull]),
             ("iree-opt 3.2.0 binary, annotate example",
              [args.iree_opt_320, "--iree-stream-annotate-affinities", str(example), "-o", os.devnull])]
    on_path = shutil.which("iree-opt")
    if on_path and os.path.realpath(on_path) != os.path.realpath(args.iree_opt_320):
        cases.append(("iree-opt on PATH, annotate example",
                      [on_path, "--iree-stream-annotate-affinities", str(example), "-o", os.devnull]))
    runs: Dict[str, List[Tuple[float, float]]] = {name: [] for name, _ in cases}
    for _name, cmd in cases:
        timed(cmd, args.timeout)  # warm-up: page cache, bytecode cache
    for _ in range(args.repeat):
        for name, cmd in cases:
            wall, _rss, code, cpu = timed(cmd, args.timeout)
            runs[name].append((wall, cpu) if code == 0 else (float("nan"), float("nan")))
    rows = []
    for name, _ in cases:
        walls = sorted(r[0] for r in runs[name])
        cpus = sorted(r[1] for r in runs[name])
        rows.append({"case": name, "min": walls[0], "median": walls[len(walls) // 2], "cpu_min": cpus[0],
                     "cpu_median": cpus[len(cpus) // 2]})
        print(f"{name:42} wall min {walls[0]:6.3f} s  median {rows[-1]['median']:6.3f} s   "
              f"CPU min {cpus[0]:6.3f} s  median {rows[-1]['cpu_median']:6.3f} s", flush=True)
    return rows


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--passes", default=",".join(PASSES))
    ap.add_argument("--shapes", default=",".join(GENERATED_SHAPES + REAL_SHAPES))
    ap.add_argument("--sizes", default="1000,10000")
    ap.add_argument("--repeat", type=int, default=None, help="runs per tool and case (default 1; --startup: 10)")
    ap.add_argument("--timeout", type=float, default=3600)
    ap.add_argument("--no-phases", action="store_true", help="skip the per-phase process")
    ap.add_argument("--startup", action="store_true", help="measure the start-up only")
    ap.add_argument("--corpus", action="store_true",
                    help="every program of the frontend and real-world corpora instead of shapes and sizes")
    ap.add_argument("--iree-opt-320", default=None, help="iree-opt 3.2.0 binary (default: the installed one)")
    ap.add_argument("--iree-opt-313", default=None, help="iree-opt 3.13 binary (default: $DFX_IREE_CURRENT)")
    ap.add_argument("--json", default=None, help="also write the rows as JSON to this file")
    ap.add_argument("--profile-over", type=float, default=None, metavar="RATIO",
                    help="profile our run (cProfile, in a fresh process) of every case whose ratio exceeds "
                         f"RATIO and print its call count and top {PROFILE_TOP} functions by own time")
    ap.add_argument("--single", nargs=2, default=None, help=argparse.SUPPRESS)
    ap.add_argument("--single-profile", nargs=2, default=None, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.single:
        print(json.dumps(single(*args.single)))
        return 0
    if args.single_profile:
        print(json.dumps(profile(*args.single_profile)))
        return 0
    args.iree_opt_320 = args.iree_opt_320 or iree_opt_320()
    args.iree_opt_313 = args.iree_opt_313 or iree_opt_313()
    if args.repeat is None:
        args.repeat = 10 if args.startup else 1
    warn_if_not_this_checkout()
    if args.startup:
        rows = startup(args)
    elif args.corpus:
        rows = []
        cases = corpus_cases(args.passes.split(","), args.iree_opt_320)
        width = max((len(name) for _, name, _ in cases), default=14)
        print(header(width), flush=True)
        for pass_name, name, path in cases:
            row = measure_file({"pass": pass_name, "shape": name, "size": 0}, pass_name, path, args)
            print(line(row, width), flush=True)
            rows.append(row)
        for text in corpus_summary(rows):
            print(text, flush=True)
    else:
        rows = []
        print(header(), flush=True)
        for pass_name in args.passes.split(","):
            for shape in args.shapes.split(","):
                for size in (int(s) for s in args.sizes.split(",")):
                    if pass_name == "schedule" and shape not in REAL_SHAPES:
                        continue
                    row = measure(pass_name, shape, size, args)
                    print(line(row), flush=True)
                    rows.append(row)
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1, default=lambda x: None))
    return 0


if __name__ == "__main__":
    sys.exit(main())
