"""Region bodies kept as source text (`RawBody`).

Inside executables (ops with the `ObjectLike` trait) the parser keeps the
bodies of isolated ops (dispatch functions, export workgroup-count
regions) as the text between their braces instead of parsing them: no
analysis reads them, and they are full of ops of dialects we do not
define. Such a region has one entry block (with the arguments the op's
custom syntax declared) and no ops; `Region.raw` holds the text. The
printer prints the text back (re-indented when the region sits at another
depth), and `dfx.syntax.materialize` parses it into real ops when a pass
needs them. See docs/architecture.md ("Executable bodies").
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Optional, Tuple

__all__ = ["RawBody"]


class RawBody:
    """The source text of one region body.

    * `text`: everything between the region's `{` and its matching `}`;
    * `offset`: where `text` starts in the source buffer;
    * `base_indent`: the indentation of the line holding the closing `}`
      (the depth the body was printed at), or None when that brace does
      not start its line (the text is then printed verbatim);
    * `arg_names`: (name, offset) of the entry block arguments as the
      source spells them (the printer keeps these names; the lazy parse
      defines them);
    * `header`: when the text starts with its own entry block label
      (`^bb0(%a: t):`, the generic form and IREE 3.2.0's
      `hal.executable.export` region), the span of that label's line in
      `text` (from the newline before it to its `:`), else None;
    * `aliases`: the `#alias` / `!alias` names the text uses, in order of
      first use (the printer emits their definitions);
    * `source`: the parser's shared source record (text, file name, line
      offset, alias tables), opaque to the IR.
    """

    __slots__ = ("text", "offset", "base_indent", "arg_names", "aliases", "source", "header", "tag")

    def __init__(self, text: str, offset: int, base_indent: Optional[int], arg_names: Tuple[Tuple[str, int], ...],
                 aliases: Tuple[str, ...], source: object, header: Optional[Tuple[int, int]] = None):
        self.text = text
        self.offset = offset
        self.base_indent = base_indent
        self.arg_names = arg_names
        self.aliases = aliases
        self.source = source
        self.header = header
        self.tag: Optional[str] = None
        """Free for the owning op's custom syntax to record which of its
        spellings introduced the region (`hal.executable.export`: "count")."""

    def body_text(self, with_header: bool) -> str:
        """The text with or without the entry block label it starts with
        (unchanged when it has none)."""
        if self.header is None or with_header:
            return self.text
        return self.text[:max(self.header[0] - 1, 0)] + self.text[self.header[1]:]

    def reindented(self, indent: int, with_header: bool = True) -> str:
        """The text (see `body_text`) with its lines moved from
        `base_indent` to |indent| columns (unchanged when they agree or the
        base is unknown). Lines indented less than the base keep their
        leading blanks beyond what can be removed."""
        base = self.base_indent
        text = self.body_text(with_header)
        if base is None or base == indent or "\n" not in text:
            return text
        first, rest = text.split("\n", 1)
        lines = rest.split("\n")
        closing = lines.pop()  # the blanks before the closing brace
        if indent > base:
            pad = " " * (indent - base)
            lines = [pad + ln if ln else ln for ln in lines]
        else:
            cut = base - indent
            out = []
            for ln in lines:
                blanks = len(ln) - len(ln.lstrip(" "))
                out.append(ln[min(cut, blanks):])
            lines = out
        lines.append(" " * indent if closing.strip(" ") == "" else closing)
        return first + "\n" + "\n".join(lines)

    def __repr__(self) -> str:
        return f"RawBody({len(self.text)} chars at {self.offset})"
