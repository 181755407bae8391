"""The file metadata section (`{-# dialect_resources: {...} #-}`) and the
blobs `dense_resource<handle>` attributes refer to.

MLIR keeps resource blobs in its context; here they belong to the module
they were read with (`module_resources`), and the printer writes back, after
the module, the `builtin` blobs the printed text refers to, in the order of
their first reference, as mlir-opt does (a handle with no blob, or a blob
nothing refers to, prints nothing).

The section is read by a small scanner of its own: its entries are
`key: value` pairs (MLIR's attribute dictionaries use `=`), a value being
a nested `{...}`, a string or a bare token. Iterative: nesting depth is
bounded only by memory.
"""

from __future__ import annotations

from dfx.support.lazy import lazy_regex

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Dict, List, Optional, Tuple

__all__ = ["MetadataError", "scan_file_metadata", "module_resources", "set_module_resources",
           "resources_section"]

BEGIN, END = "{-#", "#-}"
_KEY = lazy_regex(r'[A-Za-z_][A-Za-z0-9_$.\-]*')
_HEX_BLOB = lazy_regex(r'"0x(?:[0-9A-Fa-f]{2}){4,}"\Z')
_STRING = lazy_regex(r'"(?:[^"\\\n]|\\.)*"')
_BARE = lazy_regex(r'[^\s,{}]+')
_SPACE = lazy_regex(r'(?:\s|//[^\n\r]*)*')
_HANDLE = lazy_regex(r'dense_resource<([A-Za-z_][A-Za-z0-9_$.\-]*)>')

# Blobs per module (a WeakKeyDictionary made on the first module that has
# some: most runs never import weakref).
_RESOURCES: Optional[Dict] = None


class MetadataError(Exception):
    """|message| at |offset| (at the end of input: right after the last
    token, where mlir-opt reports it)."""

    def __init__(self, offset: int, message: str, text: str = ""):
        if text and not text[offset:].strip():
            offset = len(text[:offset].rstrip())
        super().__init__(message)
        self.offset = offset
        self.message = message


def scan_file_metadata(text: str, start: int) -> Tuple[int, Dict[str, object]]:
    """Reads the section starting at |start| (at `{-#`): (offset after
    `#-}`, {key: value}) with nested dicts and values kept as their text."""
    pos = start + len(BEGIN)
    root: Dict[str, object] = {}
    # Each frame: (dict being filled, closing text, its key).
    stack: List[Tuple[Dict[str, object], str, str]] = [(root, END, "")]
    expect_entry = True
    while True:
        pos = _SPACE.match(text, pos).end()
        current, closing, _ = stack[-1]
        if text.startswith(closing, pos) and (expect_entry and not current or not expect_entry):
            pos += len(closing)
            stack.pop()
            if not stack:
                return pos, root
            expect_entry = False
            continue
        if not expect_entry:
            if not text.startswith(",", pos):
                raise MetadataError(pos, f"expected ',' or '{closing}' in the file metadata", text)
            pos += 1
            expect_entry = True
            continue
        m = _KEY.match(text, pos)
        if m is None:
            raise MetadataError(pos, "expected identifier key in file metadata dictionary" if len(stack) == 1
                                else "expected identifier key for 'resource' entry", text)
        key = m.group(0)
        pos = m.end()
        if not text.startswith(":", _SPACE.match(text, pos).end()):
            raise MetadataError(pos, "expected ':'", text)
        pos = _SPACE.match(text, pos).end()
        pos = _SPACE.match(text, pos + 1).end()
        if text.startswith("{", pos) and not text.startswith(BEGIN, pos):
            child: Dict[str, object] = {}
            current[key] = child
            stack.append((child, "}", key))
            pos += 1
            continue
        m = _STRING.match(text, pos) or _BARE.match(text, pos)
        if m is None or text.startswith(END, pos):
            raise MetadataError(pos, "expected a value in the file metadata", text)
        if len(stack) == 3 and stack[1][2] == "dialect_resources" and stack[2][2] == "builtin" \
                and not _HEX_BLOB.match(m.group(0)):
            raise MetadataError(pos, f"expected hex string blob for key '{key}' to encode alignment in first 4 "
                                     "bytes")
        current[key] = m.group(0)
        pos = m.end()
        expect_entry = False


def set_module_resources(module, section: Dict[str, object]) -> None:
    """Records the `dialect_resources.builtin` blobs of |section| for
    |module| (later sections add to earlier ones)."""
    dialects = section.get("dialect_resources")
    builtin = dialects.get("builtin") if isinstance(dialects, dict) else None
    if isinstance(builtin, dict):
        global _RESOURCES
        if _RESOURCES is None:
            import weakref
            _RESOURCES = weakref.WeakKeyDictionary()
        blobs = _RESOURCES.setdefault(module, {})
        for name, value in builtin.items():
            if isinstance(value, str):
                blobs[name] = value


def module_resources(module) -> Dict[str, str]:
    return _RESOURCES.get(module, {}) if _RESOURCES is not None else {}


def resources_section(module, printed: str) -> Optional[str]:
    """The section to print after |printed| (the text of |module|), or None."""
    blobs = module_resources(module)
    if not blobs:
        return None
    names: Dict[str, None] = {}
    for m in _HANDLE.finditer(printed):
        if m.group(1) in blobs:
            names.setdefault(m.group(1), None)
    if not names:
        return None
    entries = ",\n".join(f"      {name}: {blobs[name]}" for name in names)
    return "{-#\n  dialect_resources: {\n    builtin: {\n" + entries + "\n    }\n  }\n#-}\n"
