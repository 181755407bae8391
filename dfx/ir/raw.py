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
      source spells them, for the lazy parse; None when the text starts
      with its own entry block label (`^bb0(%a: t):`), which the region's
      placeholder entry block does not reflect;
    * `aliases`: the `#alias` / `!alias` names the text uses, in order of
      first use (the printer emits their definitions);
    * `source`: the parser's shared source record (text, file name, line
      offset, alias tables), opaque to the IR.
    """

    __slots__ = ("text", "offset", "base_indent", "arg_names", "aliases", "source")

    def __init__(self, text: str, offset: int, base_indent: Optional[int], arg_names: Optional[Tuple[Tuple[str, int], ...]],
                 aliases: Tuple[str, ...], source: object):
        self.text = text
        self.offset = offset
        self.base_indent = base_indent
        self.arg_names = arg_names
        self.aliases = aliases
        self.source = source

    def reindented(self, indent: int) -> str:
        """The text with its lines moved from `base_indent` to |indent|
        columns (unchanged when they agree or the base is unknown). Lines
        indented less than the base keep their leading blanks beyond what
        can be removed."""
        base = self.base_indent
        text = self.text
        if base is None or base == indent or "\n" not in text:
            return text
        first, rest = text.split("\n", 1)
        lines = rest.split("\n")
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
        return first + "\n" + "\n".join(lines)

    def __repr__(self) -> str:
        return f"RawBody({len(self.text)} chars at {self.offset})"
