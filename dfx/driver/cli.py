"""Command-line driver shared by `dfx-opt` and the project's other tools.

`run_tool` does everything a tool needs around its passes: argument parsing,
reading the input (file or stdin), `--split-input-file` (chunks keep their
original line numbers, outputs are joined with `// -----` exactly as
mlir-opt joins them), printing (custom or `--print-op-generic`), error
reporting (`file:line:col: error: ...` with the source line and a caret on
stderr; never a traceback), verification (after parsing and after each
pass, as in mlir-opt; `--mlir-very-unsafe-disable-verifier-on-parsing` and
`--verify-each=false` turn them off) and `-o` output (written only when
every chunk succeeded; `write_output` says how files, links and devices are
written).

A second tool reuses it with its own passes and options:

    def annotate_main(argv=None) -> int:
        return run_tool(argv, prog="annotate-affinities",
                        description="Annotates stream affinities.",
                        default_passes=["annotate-affinities"],
                        extra_options=lambda ap: ap.add_argument("--max-iterations", type=int, default=32),
                        allow_pass_flag=False)

The parsed options (a `PassOptions`, e.g. `options.max_iterations`) are
given to every pass.

Exit codes: 0 success, 1 if any input error was reported, 2 for internal
errors (bugs) and command-line misuse.
"""

from __future__ import annotations

import argparse
import importlib
import os
import re
import stat
import sys

from dfx.ir.diagnostics import Diagnostic, DiagnosticError, SourceMap
from dfx.ir.core import Location
from dfx.driver.passes import (PASSES, TOOL_OPTIONS, PassOptions, UnknownPassError, get_pass, list_passes,
                               parse_pass_pipeline, parse_pass_spec, pass_for_flag, split_pass_list)
from dfx.driver.plugins import PLUGIN_GROUP, load_plugins  # noqa: F401  (re-exported)
from dfx.support.deepstack import run_deep
from dfx.support.lazy import lazy_regex

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, List, NoReturn, Optional, Sequence, TextIO, Tuple, Union

__all__ = ["run_tool", "dfx_opt_main", "dfx_opt_console", "run_console", "split_input", "SPLIT_MARKER",
           "process_buffer", "verify_after_pass", "parse_bool"]

SPLIT_MARKER = "// -----"
_SPLIT_RE = lazy_regex(r"^// -----[^\n]*(?:\n|\Z)", re.M)

if TYPE_CHECKING:
    ExtraOptions = Union[None, Callable[[argparse.ArgumentParser], object],
                         Sequence[Tuple[Sequence[str], dict]]]


def split_input(text: str) -> List[Tuple[str, int]]:
    """Splits |text| on lines starting with `// -----` → [(chunk text,
    number of lines before the chunk)]; the marker lines are dropped."""
    chunks: List[Tuple[str, int]] = []
    pos = 0
    line = 0
    for m in _SPLIT_RE.finditer(text):
        chunk = text[pos:m.start()]
        chunks.append((chunk, line))
        line += chunk.count("\n") + text.count("\n", m.start(), m.end())
        pos = m.end()
    chunks.append((text[pos:], line))
    return chunks


class _Failure(Exception):
    def __init__(self, code: int):
        self.code = code


if TYPE_CHECKING:
    PassSpec = Union[str, Tuple[str, dict]]
"""A pass to run: its name, or (name, its own options from `-p 'name{...}'`)."""


def process_buffer(text: str, filename: str, line_offset: int, passes: Sequence[PassSpec], options: PassOptions,
                   generic: bool = False, locations: bool = False, *, verify_parse: bool = True,
                   verify_each: bool = True, local_scope: bool = False) -> str:
    """Parses one buffer, runs |passes| and returns the printed module
    (ending with a newline), or the `Report` passes returned instead.
    Raises `DiagnosticError` for bad input (and
    `dfx.analysis.targets.TargetNotInModule` when an `--explain` target is
    not in this buffer).

    The verifier runs after parsing (unless not |verify_parse|) and after
    every pass (unless not |verify_each|), as in mlir-opt; a failure after
    a pass is reported at the offending op with a note naming the pass."""
    from dfx.syntax.parser import Parser
    from dfx.support.gcpause import gc_paused
    from dfx.ir.verifier import verify_module
    from dfx.syntax.printer import print_module
    from dfx import dialects  # noqa: F401

    p = Parser(text, filename, line_offset)
    reports: List[str] = []
    with gc_paused():
        module = p.parse_top_level()
        if verify_parse:
            verify_module(module, p.lexer, line_offset)
        for spec in passes:
            name, own = (spec, None) if isinstance(spec, str) else spec
            report = get_pass(name).fn(module, PassOptions({**options, **own}) if own else options)
            if isinstance(report, str):
                reports.append(report)
            if verify_each:
                verify_after_pass(module, name, Location(filename, line_offset + 1, 1))
        if reports:
            return Report("".join(reports))
        return print_module(module, generic=generic, locations=locations, local_scope=local_scope)


class Report(str):
    """What `process_buffer` returns when a pass returned a report (an
    `--explain` tree): printed instead of the module."""


def verify_after_pass(module, pass_name: str, fallback: Location) -> None:
    """Verifies |module| after the pass |pass_name|. A failure is raised as
    the verifier's located error (at |fallback|, the start of the input, for
    ops the pass created without a location) with a note naming the pass."""
    from dfx.ir.verifier import verify_module

    try:
        verify_module(module)
    except DiagnosticError as e:
        diag = e.diagnostic
        if diag.location is None or diag.location.line <= 0:
            diag.location = fallback
        diag.notes.append(Diagnostic(f"the IR is not valid after pass '{pass_name}' "
                                     f"(--verify-each=false skips this check)", severity="note"))
        raise


def parse_bool(text: str) -> bool:
    """An LLVM-style boolean option value: true/false/1/0 (any case)."""
    value = text.strip().lower()
    if value in ("true", "1"):
        return True
    if value in ("false", "0"):
        return False
    raise argparse.ArgumentTypeError(f"expected true, false, 1 or 0, got '{text}'")


def _add_extra_options(ap: argparse.ArgumentParser, extra: ExtraOptions) -> None:
    if extra is None:
        return
    if callable(extra):
        extra(ap)
        return
    for flags, kwargs in extra:
        ap.add_argument(*flags, **kwargs)


def _terminal_columns() -> int:
    """`shutil.get_terminal_size().columns`: $COLUMNS when a positive
    integer, else the width of the terminal on standard output, else 80."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns if columns > 0 else 80


class _OptParser(argparse.ArgumentParser):
    """An `ArgumentParser` whose boolean options behave like LLVM's
    `cl::opt<bool>`: `--flag` means true and `--flag=false|true|0|1` sets a
    value; a bare flag never takes the next argument (`--verify-each in.mlir`
    reads in.mlir)."""

    BOOL_FLAGS = ("--verify-each", "--mlir-very-unsafe-disable-verifier-on-parsing")

    def _get_formatter(self):
        # argparse builds a help formatter for every `add_argument` (to check
        # its metavar) and sizes it with `shutil.get_terminal_size`; importing
        # shutil (with zlib, bz2, lzma, fnmatch) is a tenth of a short run's
        # start-up. The same width, found with `os` alone.
        return self.formatter_class(prog=self.prog, width=_terminal_columns() - 2)

    def parse_known_args(self, args=None, namespace=None):
        argv = list(sys.argv[1:] if args is None else args)
        out = []
        for i, a in enumerate(argv):
            if a == "--":
                out.extend(argv[i:])
                break
            out.append(a + "=true" if a in self.BOOL_FLAGS else a)
        return super().parse_known_args(out, namespace)


PIPELINE = "\0pipeline:"
"""Marks a `--pass-pipeline` text among the `-p` groups of `_pass_flags`."""


def _pass_flags(argv: List[str], allow_pass_flag: bool) -> Tuple[List[str], List[str]]:
    """Splits the pass selection out of |argv| in command-line order, as
    iree-opt runs passes in the order of their flags: `-p A,B`,
    `--passes=A`, registered pass flags (`--iree-stream-conversion`,
    `--canonicalize`) and `--pass-pipeline=...` (kept as `PIPELINE` +
    its text) → (the other arguments, pass groups in order)."""
    rest: List[str] = []
    ordered: List[str] = []
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--":
            rest.extend(argv[i:])
            break
        if allow_pass_flag and a in ("-p", "--passes") and i + 1 < len(argv):
            rest.extend(argv[i:i + 2])
            ordered.append(argv[i + 1])
            i += 2
            continue
        if allow_pass_flag and a == "--pass-pipeline" and i + 1 < len(argv):
            ordered.append(PIPELINE + argv[i + 1])
            i += 2
            continue
        if allow_pass_flag and a.startswith("--pass-pipeline="):
            ordered.append(PIPELINE + a[len("--pass-pipeline="):])
            i += 1
            continue
        if allow_pass_flag and a.startswith("--passes="):
            ordered.append(a[len("--passes="):])
        elif allow_pass_flag and a.startswith("-p") and len(a) > 2 and not a.startswith("--"):
            ordered.append(a[2:])
        elif allow_pass_flag and a.startswith("--") and _flag_pass(a[2:]) is not None:
            # mlir-opt style: `--<pass flag>` or `--<registered pass name>`
            # runs that pass, in command-line order with -p.
            ordered.append(_flag_pass(a[2:]))
            i += 1
            continue
        rest.append(a)
        i += 1
    return rest, ordered


def _flag_pass(flag: str) -> Optional[str]:
    """The name of the pass `--flag` runs: one declaring it as its flag, or
    one registered under that name; None otherwise."""
    info = pass_for_flag(flag)
    if info is not None:
        return info.name
    return flag if flag in PASSES else None


def _build_parser(prog: str, description: str, default_passes: Sequence[str], allow_pass_flag: bool,
                  extra: ExtraOptions) -> argparse.ArgumentParser:
    epilog = None
    if allow_pass_flag:
        names = ", ".join(p.name for p in list_passes()) or "(none)"
        epilog = f"registered passes: {names}"
    ap = _OptParser(prog=prog, description=description, epilog=epilog)
    ap.add_argument("input", nargs="?", default="-",
                    help="input .mlir file ('-' or absent: standard input)")
    ap.add_argument("-o", "--output", default="-", metavar="OUT",
                    help="output file ('-' or absent: standard output); written only on success")
    ap.add_argument("--split-input-file", action="store_true",
                    help="split the input on '// -----' lines and process each chunk independently "
                         "(outputs are joined with '// -----')")
    ap.add_argument("--print-op-generic", "--mlir-print-op-generic", dest="print_op_generic",
                    action="store_true", help="print every operation in generic form")
    ap.add_argument("--print-debuginfo", "--mlir-print-debuginfo", dest="print_debuginfo",
                    action="store_true", help="print source locations as trailing loc(...)")
    ap.add_argument("--verify-each", type=parse_bool, default=True, metavar="BOOL",
                    help="run the verifier after each pass (BOOL is true, false, 1 or 0; default true)")
    ap.add_argument("--mlir-very-unsafe-disable-verifier-on-parsing", dest="disable_verifier_on_parsing",
                    type=parse_bool, default=False, metavar="BOOL",
                    help="do not run the verifier after parsing (structurally invalid input then reaches "
                         "the passes); a bare flag means true")
    ap.add_argument("--verify-diagnostics", action="store_true",
                    help="check the diagnostics against the input's `expected-error {{...}}` annotations "
                         "(mlir-opt's option): a chunk whose diagnostics are all expected prints nothing and "
                         "succeeds; an unexpected or missing one fails the run")
    ap.add_argument("--mlir-print-local-scope", dest="print_local_scope", action="store_true",
                    help="print no alias definitions: attributes and types always print inline, and "
                         "executable bodies kept as text get the aliased values in place of `#map`-style "
                         "references")
    ap.add_argument("--allow-unregistered-dialect", action="store_true",
                    help="accepted for mlir-opt compatibility (unregistered ops are always allowed)")
    ap.add_argument("--load", action="append", default=[], metavar="MODULE",
                    help="import a Python module first (registers its ops, attributes and passes), "
                         "e.g. --load stream_affinity; repeatable")
    if allow_pass_flag:
        ap.add_argument("-p", "--passes", action="append", default=[], metavar="PASS[,PASS...]",
                        help="comma-separated passes to run in order (repeatable); none: round-trip. "
                             "Pass options as in mlir-opt: -p 'PASS{option=value ...}'")
        ap.add_argument("--list-passes", action="store_true", help="list the registered passes and exit")
        for flags, kwargs in TOOL_OPTIONS.values():
            ap.add_argument(*flags, **kwargs)
    _add_extra_options(ap, extra)
    if default_passes:
        ap.set_defaults(_default_passes=list(default_passes))
    return ap


def read_input(path: str, stdin: TextIO) -> str:
    """The text of |path| (`-`: |stdin|), read as bytes and decoded as
    `dfx.syntax.lexer.decode_source` does (no newline translation; bytes
    that are not UTF-8 are kept)."""
    from dfx.syntax.lexer import decode_source

    if path == "-":
        source = getattr(stdin, "buffer", None)
        data = source.read() if source is not None else stdin.read()
        return data if isinstance(data, str) else decode_source(data)
    with open(path, "rb") as f:
        return decode_source(f.read())


def write_output(path: str, data: Union[str, bytes], stdout: TextIO) -> None:
    """Writes |data| (text is encoded as `dfx.syntax.lexer.encode_text`
    does: UTF-8, input bytes that were not UTF-8 restored) to |path|, or to |stdout|
    for `-`. Never changes what kind of thing |path| is:

    * a regular file (or a new one) is replaced atomically: the data goes to
      a temporary file next to it, renamed over it once complete. An
      existing file keeps its permission bits (and, when allowed, its owner
      and group); a new file gets the mode any newly created file gets
      (0666 minus the umask);
    * a symbolic link stays a link: the file it points to is written (by
      the rule above when that is a regular file or does not exist yet);
    * anything else (a character device such as /dev/null, a FIFO, a
      socket) is opened and written through, never renamed over.

    Raises `OSError` when |path| cannot be written."""
    from dfx.syntax.lexer import encode_text

    if path == "-":
        if isinstance(data, bytes):
            buffer = getattr(stdout, "buffer", None)
            if buffer is not None:
                stdout.flush()
                buffer.write(data)
                buffer.flush()
                return
            data = data.decode("utf-8", errors="surrogateescape")
        stdout.write(data)
        stdout.flush()
        return
    payload = encode_text(data) if isinstance(data, str) else data
    try:
        st: Optional[os.stat_result] = os.stat(path)  # follows symbolic links
    except FileNotFoundError:
        st = None
    if st is not None and not stat.S_ISREG(st.st_mode):
        # Open the path itself, not its resolved name: /proc/self/fd/N style
        # links only make sense through open().
        with open(path, "wb") as f:
            f.write(payload)
        return
    _replace_file(os.path.realpath(path), payload, st)


def _replace_file(target: str, payload: bytes, st: Optional[os.stat_result]) -> None:
    """Atomically replaces (or creates) the regular file |target| with
    |payload|; |st| is the stat of the existing file, if any."""
    directory, base = os.path.split(target)
    fd = -1
    tmp = ""
    for _ in range(100):
        import secrets

        tmp = os.path.join(directory, f".{base}.{secrets.token_hex(6)}.tmp")
        try:
            # 0o666 is filtered by the umask, as for any new file.
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), 0o666)
            break
        except FileExistsError:
            continue
    else:
        raise FileExistsError(f"no free temporary file name in '{directory}'")
    try:
        with os.fdopen(fd, "wb") as f:
            if st is not None:
                _copy_ownership(f.fileno(), st)
            f.write(payload)
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _copy_ownership(fd: int, st: os.stat_result) -> None:
    """Gives the open file |fd| the owner, group (when the process may) and
    permission bits of |st|."""
    mine = os.fstat(fd)
    if (mine.st_uid, mine.st_gid) != (st.st_uid, st.st_gid) and hasattr(os, "fchown"):
        for uid, gid in ((st.st_uid, st.st_gid), (-1, st.st_gid)):
            try:
                os.fchown(fd, uid, gid)
                break
            except OSError:
                continue
    # After fchown: changing the owner may clear set-user-ID bits.
    os.fchmod(fd, stat.S_IMODE(st.st_mode))


def run_tool(*args, **kwargs) -> int:
    """Runs an opt-like tool (see `_run_tool` for the arguments) on the large
    stack of `dfx.support.deepstack.run_deep`: parsing, analyses and
    printing follow the nesting of the input with ordinary recursion."""
    return run_deep(_run_tool, *args, **kwargs)


def _run_tool(argv: Optional[Sequence[str]] = None, *, prog: str = "dfx-opt",
             description: str = "Parses MLIR, runs passes and prints the result.",
             default_passes: Sequence[str] = (), extra_options: ExtraOptions = None,
             allow_pass_flag: bool = True, stdin: Optional[TextIO] = None, stdout: Optional[TextIO] = None,
             stderr: Optional[TextIO] = None) -> int:
    """Runs an opt-like tool and returns its exit code.

    |default_passes| run first, then any `-p` passes. |extra_options|
    (a callable receiving the `ArgumentParser`, or a list of
    `(flags, kwargs)` for `add_argument`) adds tool-specific options; all
    parsed options reach the passes as a `PassOptions`. Streams default to
    the process's standard streams."""
    stdin = stdin if stdin is not None else sys.stdin
    stdout = stdout if stdout is not None else sys.stdout
    for stream in (stdout, stderr if stderr is not None else sys.stderr):
        # Bytes of the input that are not UTF-8 (kept as surrogate escapes by
        # `read_input`) go out as they came in, in output and in diagnostics.
        if stream in (sys.stdout, sys.stderr) and hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="surrogateescape")
    stderr = stderr if stderr is not None else sys.stderr
    ap = _build_parser(prog, description, default_passes, allow_pass_flag, extra_options)
    args, ordered = _pass_flags(list(argv) if argv is not None else sys.argv[1:], allow_pass_flag)
    try:
        ns = ap.parse_args(args)
    except SystemExit as e:
        return int(e.code) if isinstance(e.code, int) else 2

    for module_name in ns.load:
        try:
            importlib.import_module(module_name)
        except Exception as e:  # noqa: BLE001 - report any import failure cleanly
            stderr.write(f"{prog}: error: could not load module '{module_name}': {type(e).__name__}: {e}\n")
            return 2

    if allow_pass_flag and getattr(ns, "list_passes", False):
        for info in list_passes():
            stdout.write(f"{info.name}\t{info.description}\n")
        return 0

    passes: List[PassSpec] = list(getattr(ns, "_default_passes", []) or [])
    for group in ordered:
        if group.startswith(PIPELINE):
            # --pass-pipeline: the passes in order; one anchored on ops
            # (`util.func(...)`) gets the op names as its `anchors` option.
            try:
                for spec, anchors in parse_pass_pipeline(group[len(PIPELINE):]):
                    name, opts = parse_pass_spec(spec)
                    if anchors is not None:
                        opts["anchors"] = anchors
                    passes.append((name, opts))
            except UnknownPassError as e:
                stderr.write(f"{prog}: error: unknown pass '{e.args[0]}' in --pass-pipeline\n")
                return 2
            except ValueError as e:
                stderr.write(f"{prog}: error: {e}\n")
                return 2
            continue
        for text in split_pass_list(group):
            try:
                passes.append(parse_pass_spec(text))
            except UnknownPassError:
                avail = ", ".join(p.name for p in list_passes()) or "(none)"
                stderr.write(f"{prog}: error: unknown pass '{text.partition('{')[0].strip()}' "
                             f"(registered: {avail})\n")
                return 2
            except ValueError as e:
                stderr.write(f"{prog}: error: {e}\n")
                return 2

    # The explain targets (and the analysis framework they import) load
    # only for --explain.
    not_in_module: tuple = ()
    if getattr(ns, "explain", None):
        from dfx.analysis.targets import TargetError, TargetNotInModule, parse_target
        not_in_module = (TargetNotInModule,)
        try:
            parse_target(ns.explain)
        except TargetError as e:
            stderr.write(f"{prog}: error: {e.message}\n")
            return 2

    options = PassOptions({k: v for k, v in vars(ns).items() if not k.startswith("_")})
    filename = "<stdin>" if ns.input == "-" else ns.input
    try:
        text = read_input(ns.input, stdin)
    except (OSError, UnicodeDecodeError) as e:
        stderr.write(f"{prog}: error: could not open input file '{ns.input}': {e}\n")
        return 1

    sources = SourceMap()
    sources.add(filename, text)
    chunks = split_input(text) if ns.split_input_file else [(text, 0)]
    outputs: List[str] = []
    reports: List[str] = []
    missing = 0
    exit_code = 0
    if ns.verify_diagnostics:  # imported only when asked for (start-up)
        from dfx.driver.verify_diagnostics import expected_diagnostics, unmatched_diagnostics
    for chunk, line_offset in chunks:
        expected = expected_diagnostics(chunk, line_offset) if ns.verify_diagnostics else None
        try:
            printed = process_buffer(chunk, filename, line_offset, passes, options,
                                     generic=ns.print_op_generic, locations=ns.print_debuginfo,
                                     verify_parse=not ns.disable_verifier_on_parsing, verify_each=ns.verify_each,
                                     local_scope=ns.print_local_scope)
            if isinstance(printed, Report):
                reports.append(printed)
            # mlir-opt ends each module with an empty line, except when it
            # prints in local scope (no alias section).
            outputs.append(printed if ns.print_local_scope else printed + "\n")
            produced: List[Diagnostic] = []
        except not_in_module as e:
            missing += 1
            outputs.append("")
            if missing == len(chunks):
                where = " in any chunk" if len(chunks) > 1 else ""
                stderr.write(f"{prog}: error: --explain target '{e}' names nothing{where} of {filename}\n")
                exit_code = max(exit_code, 1)
            continue
        except DiagnosticError as e:
            outputs.append("")
            produced = [e.diagnostic]
            if expected is None:
                stderr.write(e.render(sources) + "\n")
                exit_code = max(exit_code, 1)
        except Exception as e:  # a bug, not bad input: report without a traceback
            loc = Location(filename, line_offset + 1, 1)
            detail = f"{type(e).__name__}: {e}" if str(e) else type(e).__name__
            stderr.write(Diagnostic(f"internal error: {detail}", loc).render() + "\n")
            if os.environ.get("DFX_TRACEBACK"):
                import traceback  # only here: it costs start-up time
                traceback.print_exc(file=stderr)
            outputs.append("")
            exit_code = 2
            continue
        if expected is not None:
            problems = unmatched_diagnostics(expected, produced, filename)
            for problem in problems:
                stderr.write(problem.render(sources) + "\n")
            if problems:
                exit_code = max(exit_code, 1)
    if getattr(ns, "explain", None) and not reports and not missing and exit_code == 0:
        stderr.write(f"{prog}: error: --explain needs an analysis pass that explains its results "
                     f"(-p sccp, int-range, dead-code or liveness)\n")
        return 2
    result = "".join(reports) if reports else (SPLIT_MARKER + "\n").join(outputs)
    if ns.output != "-" and exit_code != 0:
        return exit_code
    try:
        write_output(ns.output, result, stdout)
    except OSError as e:
        stderr.write(f"{prog}: error: could not write output file '{ns.output}': {e}\n")
        return 1
    return exit_code


def dfx_opt_main(argv: Optional[Sequence[str]] = None) -> int:
    """Entry point of the `dfx-opt` console script (installed plugins such
    as `stream_affinity` are loaded first, so their ops and passes are
    available)."""
    load_plugins()
    return run_tool(argv, prog="dfx-opt",
                    description="Parses MLIR (generic or custom syntax), runs the given passes "
                                "and prints the result like mlir-opt. With no pass, round-trips "
                                "the input.")


def run_console(main: Callable[[], Optional[int]]) -> NoReturn:
    """Runs |main| as the whole life of a console-script process and exits
    with its code (what the installed `dfx-opt` and `annotate-affinities`
    do; call the `*_main` functions themselves to run a tool in-process).

    A run builds a large object graph that dies with the process. With the
    cyclic collector on, that graph costs full collections once the passes
    are done (7 of the 30 seconds of a 175k-op `encode-host-tensors`) and
    the interpreter collects it once more when it exits. So the collector
    stays off, and a run that returns, or ends with `SystemExit` (`--help`,
    a usage error), leaves through `os._exit` once the standard streams are
    flushed: the operating system takes the memory back. An exception
    escaping |main| (a bug) takes the ordinary exit, traceback included, as
    does a run whose output stream cannot be flushed (a closed pipe)."""
    import gc

    gc.disable()
    try:
        code = main()
    except SystemExit as e:
        code = e.code
    if code is None:
        code = 0
    elif not isinstance(code, int):
        # `sys.exit("message")`: the message goes to stderr, the status is 1.
        sys.stderr.write(f"{code}\n")
        code = 1
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        sys.exit(code)
    os._exit(code)


def dfx_opt_console() -> NoReturn:
    """The `dfx-opt` console script: `dfx_opt_main` as a whole process."""
    run_console(dfx_opt_main)


if __name__ == "__main__":  # pragma: no cover
    dfx_opt_console()
