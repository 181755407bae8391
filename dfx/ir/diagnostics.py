"""Located diagnostics, rendered like MLIR / clang:

    input.mlir:12:5: error: expected SSA operand
      %0 = arith.addi , %b : i32
                      ^

A `Diagnostic` holds a severity, a `Location`, a message, optionally the text
of the source line (captured by the parser, so rendering needs no file) and
attached notes. Raising `DiagnosticError` is how the parser, the verifier and
passes report bad input; tools catch it and print `render()` to stderr.
"""

from __future__ import annotations

from dfx.support.records import field, record as dataclass

from dfx.ir.core import Location, Operation, UNKNOWN_LOCATION
from dfx.support.lazy import lazy_type_aliases

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Dict, List, Optional

__all__ = ["Diagnostic", "DiagnosticError", "ParseError", "VerifyError", "SourceLines", "error",
           "op_error", "render_caret"]

if TYPE_CHECKING:
    SourceLines = Callable[[str, int], Optional[str]]
else:
    lazy_type_aliases(globals(), SourceLines="Callable[[str, int], Optional[str]]")
"""`fn(file, line) -> text of that line (no newline) or None`."""


def render_caret(line_text: str, col: int) -> str:
    """The caret line under 1-based column |col| of |line_text| (tabs are
    kept so the caret lines up in a terminal)."""
    prefix = line_text[: max(col - 1, 0)]
    pad = "".join("\t" if c == "\t" else " " for c in prefix)
    if col - 1 > len(line_text):
        pad += " " * (col - 1 - len(line_text))
    return pad + "^"


@dataclass
class Diagnostic:
    """One message about a source location."""

    message: str
    location: Location = UNKNOWN_LOCATION
    severity: str = "error"
    source_line: Optional[str] = None
    """Text of the location's line, when known (used for the caret)."""
    notes: List["Diagnostic"] = field(default_factory=list)

    def header(self) -> str:
        """`file:line:col: error: message` (no source excerpt)."""
        loc = self.location
        if loc is None or loc.line <= 0:
            return f"{self.severity}: {self.message}"
        return f"{loc.file}:{loc.line}:{loc.col}: {self.severity}: {self.message}"

    def render(self, source_lines: Optional[SourceLines] = None) -> str:
        """The full text: header, source line and caret (when the line is
        known), then the notes. Ends without a newline."""
        out = [self.header()]
        line = self.source_line
        loc = self.location
        if line is None and source_lines is not None and loc is not None and loc.line > 0:
            line = source_lines(loc.file, loc.line)
        if line is not None and loc is not None and loc.line > 0:
            out.append(line)
            out.append(render_caret(line, loc.col))
        for note in self.notes:
            out.append(note.render(source_lines))
        return "\n".join(out)

    def __str__(self) -> str:
        return self.render()


class DiagnosticError(Exception):
    """An exception carrying a `Diagnostic` (bad input, not a bug)."""

    def __init__(self, diagnostic: Diagnostic):
        super().__init__(diagnostic.header())
        self.diagnostic = diagnostic

    @property
    def location(self) -> Location:
        return self.diagnostic.location

    @property
    def message(self) -> str:
        return self.diagnostic.message

    def render(self, source_lines: Optional[SourceLines] = None) -> str:
        return self.diagnostic.render(source_lines)


class ParseError(DiagnosticError):
    """A syntax or name-resolution error found while parsing."""


class VerifyError(DiagnosticError):
    """A structural error found by the verifier after parsing."""


def error(location: Location, message: str, source_line: Optional[str] = None,
          cls: type = DiagnosticError) -> DiagnosticError:
    """Builds (does not raise) a located error: `raise error(loc, "...")`."""
    return cls(Diagnostic(message, location, "error", source_line))


def op_error(op: Operation, message: str, cls: type = DiagnosticError) -> DiagnosticError:
    """An error at |op|'s location worded like MLIR's op diagnostics:
    `'dialect.op' op <message>`. For passes: `raise op_error(op, "...")`."""
    return cls(Diagnostic(f"'{op.name}' op {message}", op.location, "error"))


class SourceMap:
    """Remembers source texts by file name to render caret lines for
    diagnostics that were raised without one (e.g. by passes)."""

    def __init__(self):
        self._lines: Dict[str, List[str]] = {}

    def add(self, file: str, text: str) -> None:
        self._lines[file] = text.split("\n")

    def __call__(self, file: str, line: int) -> Optional[str]:
        lines = self._lines.get(file)
        if lines is None or not (1 <= line <= len(lines)):
            return None
        return lines[line - 1].rstrip("\r")


__all__.append("SourceMap")
