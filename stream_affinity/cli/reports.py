"""Reports of the affinity analysis: `--explain`, `--emit=json|dot|html`, `--stats`.

`annotate-affinities` prints annotated IR through `dfx.driver.cli.run_tool`. When
one of the reporting options is given it runs `run_report` instead, which
does the same steps one at a time so that it can time them, show progress
and print something other than IR:

    parse -> analysis -> annotate -> print      (IR, the default)
    parse -> analysis -> explain                (--explain TARGET)
    parse -> analysis -> emit                   (--emit=json / --emit=dot)
    parse -> analysis -> transfers              (--transfers, text or with json/dot)
    parse -> analysis -> check                  (--check, text or with json/html)

Input handling, `--split-input-file`, diagnostics, exit codes and `-o`
(written only on success) follow `run_tool`.

* JSON (`affinity_document`): schema `dfx.affinity/3`, described in
  docs/affinity-schema.json and docs/cli.md: per module, per function, per
  op (with location) and per value, what the `stream.affinities*`
  attributes say, plus whether each answer is known.
* DOT (`affinity_dot`): the def-use graph, ops as boxes and values as
  ellipses, filled with the colour of their affinity (striped when
  several; white and dashed when unknown), each function a cluster and each
  previewed execution partition (`stream_affinity.transforms.annotate_affinities.preview`) a dashed
  cluster inside it. `-o FILE.svg|png|pdf` renders it with Graphviz `dot`.
* Transfers (`--transfers[=explain]`, `stream_affinity.reports.transfers`):
  the cross-device transfers convert-to-stream inserts, as text, as the
  `transfers` member of each JSON module entry, or as marked DOT edges.
* Check (`--check[=warn|error|all]`, `stream_affinity.reports.check`): the
  placement findings as diagnostics and a summary, as text, as the `check`
  member of each JSON module entry, or in the HTML page. Under `--check`
  the exit code is 0 (nothing failing shown), 1 (an error or a warning
  shown) or 2 (bad input, misuse or an internal error).
* Statistics (`Stats`): elements by kind, updates, iterations and the time
  of each phase, on stderr.
"""

from __future__ import annotations

import os
import traceback

from dfx.driver.cli import SPLIT_MARKER, read_input, split_input, verify_after_pass, write_output
from dfx.ir.diagnostics import Diagnostic, DiagnosticError, SourceMap, error
from dfx.support.gcpause import gc_paused
from dfx.ir.core import Location, Operation
from dfx.syntax.parser import parse_module
from dfx.syntax.printer import print_module
from dfx.analysis.provenance import PrintedNaming, format_tree
from stream_affinity.analysis.affinity import AffinityAnalysis
from stream_affinity.transforms.annotate_affinities.annotate import write_annotations
from stream_affinity.reports.explain import Target, TargetError, explain_target, parse_target, resolve_target
from stream_affinity.transforms.annotate_affinities.preview import annotate_partitions
from stream_affinity.reports.dot import RENDERED_FORMATS, RenderError, affinity_dot, render_dot
from stream_affinity.reports.html import html_report
from stream_affinity.reports.json import affinity_document, dump_json, module_report
from stream_affinity.reports.stats import Stats, TerminalProgress, is_terminal
from stream_affinity.reports.transfers import transfer_list, transfers_json, transfers_text
from stream_affinity.reports.check import check_json, check_text, failing, run_check
from stream_affinity.analysis.topology import lookup_topology
from stream_affinity.cli.report_options import wants_report

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import List, Optional, TextIO, Union

__all__ = [
    "run_report", "wants_report",
]


#===----------------------------------------------------------------------===#
# The driver
#===----------------------------------------------------------------------===#


def _solve(module: Operation, options, progress_stream: Optional[TextIO], prog: str) -> AffinityAnalysis:
    """Runs the analysis (with a progress line on |progress_stream|, if
    given); raises a located error when it does not converge."""
    analysis = AffinityAnalysis(module, max_iterations=options.get("max_iterations"),
                                max_members=options.get("max_members"),
                                seed_consumers=bool(options.get("usage")), rules=options.get("rules"))
    progress = TerminalProgress(progress_stream, prog) if progress_stream is not None else None
    analysis.solver.progress = progress
    try:
        with gc_paused():
            result = analysis.run()
    finally:
        if progress is not None:
            progress.finish()
    if not result:
        unsettled = ", ".join(str(e) for e in list(result.unsettled)[:5])
        more = len(result.unsettled) - 5
        if more > 0:
            unsettled += f" and {more} more"
        raise error(module.location, f"affinity analysis did not converge within {options.get('max_iterations')} "
                                     f"iterations per element; unsettled: {unsettled}")
    return analysis


def run_report(options, *, prog: str, stdin: TextIO, stdout: TextIO, stderr: TextIO) -> int:
    """Runs `annotate-affinities` with reporting |options| (the parsed
    command line as a dict-like `PassOptions`); returns the exit code
    (0 success, 1 bad input or target, 2 internal error; with `--check`:
    0 clean, 1 findings at the level, 2 bad input or internal error)."""
    stats = Stats()
    check_level = options.get("check")
    bad_input = 2 if check_level else 1
    target: Optional[Target] = None
    if options.get("explain"):
        try:
            target = parse_target(options["explain"])
        except TargetError as e:
            stderr.write(f"{prog}: error: {e.message}\n")
            return 1
    emit = options.get("emit") or "ir"
    output = options.get("output") or "-"
    filename = "<stdin>" if options.get("input", "-") == "-" else options["input"]
    try:
        text = read_input(options.get("input", "-"), stdin)
    except (OSError, UnicodeDecodeError) as e:
        stderr.write(f"{prog}: error: could not open input file '{options.get('input')}': {e}\n")
        return bad_input
    sources = SourceMap()
    sources.add(filename, text)
    chunks = split_input(text) if options.get("split_input_file") else [(text, 0)]
    progress_stream = stderr if options.get("stats") and is_terminal(stderr) else None
    usage = bool(options.get("usage")) or options.get("rules") == "current"
    partitions = bool(options.get("partitions"))
    transfers_mode = options.get("transfers")
    given_topology = None
    if (transfers_mode or check_level) and options.get("topology"):
        from stream_affinity.cli.topology import OPTION_SOURCE, load_topology
        try:
            given_topology = load_topology(options["topology"])
        except DiagnosticError as e:
            spec = options["topology"]
            if not os.path.isfile(spec):
                sources.add(OPTION_SOURCE, spec)
            else:
                with open(spec, encoding="utf-8", errors="surrogateescape") as f:
                    sources.add(spec, f.read())
            stderr.write(e.render(sources) + "\n")
            return bad_input

    pieces: List[str] = []          # IR or explanations, one per chunk
    reports: List[dict] = []        # JSON module entries
    graphs: list = []               # DOT inputs
    found = False
    findings_fail = False
    exit_code = 0
    for index, (chunk, line_offset) in enumerate(chunks):
        try:
            with stats.phase("parse"):
                module = parse_module(chunk, filename, line_offset,
                                      verify=not options.get("disable_verifier_on_parsing"))
            with stats.phase("analysis"):
                analysis = _solve(module, options, progress_stream, prog)
            stats.add_analysis(analysis)
            transfers = None
            topology = None
            checked = None
            if check_level:
                with stats.phase("check"):
                    topology = given_topology if given_topology is not None else lookup_topology(module)
                    naming = PrintedNaming(module, generic=bool(options.get("print_op_generic")))
                    checked = run_check(module, analysis, naming, topology)
                    findings_fail = findings_fail or failing(checked.shown(check_level))
            if transfers_mode:
                with stats.phase("transfers"):
                    topology = given_topology if given_topology is not None else lookup_topology(module)
                    transfers = transfer_list(module, topology)
            if checked is not None and emit == "ir":
                pieces.append(check_text(checked, check_level, sources))
            elif transfers is not None and emit == "ir":
                naming = PrintedNaming(module, generic=bool(options.get("print_op_generic")))
                pieces.append(transfers_text(transfers, naming, analysis=analysis,
                                             explain=transfers_mode == "explain", topology=topology is not None,
                                             max_depth=options.get("explain_depth") or 64))
            elif target is not None:
                with stats.phase("explain"):
                    naming = PrintedNaming(module, generic=bool(options.get("print_op_generic")))
                    resolved = resolve_target(module, target, naming, filename)
                    if resolved is not None:
                        found = True
                        tree = explain_target(analysis, resolved, target, naming,
                                              max_depth=options.get("explain_depth") or 64)
                        pieces.append(format_tree(tree))
            elif emit in ("json", "dot", "html"):
                if partitions:
                    with stats.phase("annotate"):
                        annotate_partitions(module, analysis)
                with stats.phase("emit"):
                    naming = PrintedNaming(module)
                    if emit == "json":
                        report = module_report(module, analysis, naming, chunk=index, line_offset=line_offset,
                                               usage=usage, partitions=partitions)
                        if transfers is not None:
                            report["transfers"] = transfers_json(transfers, naming, analysis=analysis,
                                                                 explain=transfers_mode == "explain")
                            report["transfers"]["topology"] = str(topology) if topology is not None else None
                        if checked is not None:
                            report["check"] = check_json(checked, check_level)
                        reports.append(report)
                    elif emit == "html":
                        graphs.append((module, analysis, naming, checked))
                    else:
                        title = f"chunk {index}: " if len(chunks) > 1 else ""
                        graphs.append((module, analysis, naming, title, transfers))
            else:
                with stats.phase("annotate"), gc_paused():
                    write_annotations(module, analysis, usage)
                    if partitions:
                        annotate_partitions(module, analysis)
                    if options.get("verify_each", True):
                        verify_after_pass(module, "annotate-affinities", Location(filename, line_offset + 1, 1))
                with stats.phase("print"):
                    pieces.append(print_module(module, generic=bool(options.get("print_op_generic")),
                                               locations=bool(options.get("print_debuginfo")),
                                               local_scope=bool(options.get("print_local_scope")))
                                  + ("" if options.get("print_local_scope") else "\n"))
        except (DiagnosticError, TargetError) as e:
            diag = e if isinstance(e, DiagnosticError) else e.diagnostic()
            stderr.write(diag.render(sources) + "\n")
            exit_code = max(exit_code, 1)
            if emit == "ir" and target is None:
                pieces.append("")
        except Exception as e:  # a bug, not bad input: report without a traceback
            loc = Location(filename, line_offset + 1, 1)
            detail = f"{type(e).__name__}: {e}" if str(e) else type(e).__name__
            stderr.write(Diagnostic(f"internal error: {detail}", loc).render() + "\n")
            if os.environ.get("DFX_TRACEBACK"):
                traceback.print_exc(file=stderr)
            exit_code = 2
            if emit == "ir" and target is None:
                pieces.append("")

    if options.get("stats"):
        stderr.write(stats.render(prog, filename))
    if target is not None and not found and exit_code == 0:
        stderr.write(_not_found(prog, target, filename, sources) + "\n")
        return 1

    if target is not None:
        result = "\n".join(pieces)
    elif (transfers_mode or check_level) and emit == "ir":
        result = (SPLIT_MARKER + "\n").join(pieces)
    elif emit == "json":
        doc = affinity_document(filename, reports, usage=usage, partitions=partitions)
        result = dump_json(doc)
    elif emit == "dot":
        result = affinity_dot(graphs)
    elif emit == "html":
        with stats.phase("emit"):
            result = html_report(filename, text, graphs, partitions=partitions, check=check_level)
    else:
        result = (SPLIT_MARKER + "\n").join(pieces)

    if check_level and exit_code:
        exit_code = 2  # under --check, exit 1 means findings only
    if output != "-" and exit_code != 0:
        return exit_code
    if emit == "dot" and target is None and output != "-" \
            and os.path.splitext(output)[1].lstrip(".").lower() in RENDERED_FORMATS:
        try:
            payload: Union[str, bytes] = render_dot(result, output)
        except RenderError as e:
            stderr.write(f"{prog}: error: {e.message}\n")
            return 1
    else:
        payload = result
    try:
        write_output(output, payload, stdout)
    except OSError as e:
        stderr.write(f"{prog}: error: could not write output file '{output}': {e}\n")
        return bad_input
    if check_level and exit_code == 0 and findings_fail:
        return 1
    return exit_code


def _not_found(prog: str, target: Target, filename: str, sources: SourceMap) -> str:
    """The error for a well-formed target that names nothing: located at
    the line for `FILE:LINE`, without a location for unknown symbols."""
    if target.file is not None:
        if os.path.basename(target.file) != os.path.basename(filename):
            return f"{prog}: error: --explain {target.text}: the input is '{filename}', not '{target.file}'"
        if sources(filename, target.line) is None:
            return f"{prog}: error: --explain {target.text}: '{filename}' has no line {target.line}"
        return Diagnostic(f"--explain {target.text}: no operation starts on this line",
                          Location(filename, target.line, 1)).render(sources)
    what = f"global @{target.global_name}" if target.global_name is not None else f"function @{target.function}"
    return f"{prog}: error: --explain {target.text}: '{filename}' defines no {what}"
