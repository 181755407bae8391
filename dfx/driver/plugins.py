"""Plugin discovery for `dfx-opt`: the modules installed packages register
under the `dfx.plugins` entry-point group.

`importlib.metadata.entry_points` answers this, but importing
`importlib.metadata` (with the `email`, `zipfile`, `csv` and `inspect`
modules it pulls in) takes about 160M instructions, some 40 ms: more than
a third of a `dfx-opt` run on a small file. `entry_points` below reads the
same `entry_points.txt` files directly from the directories on `sys.path`,
with the rules of `importlib.metadata` (one distribution per normalized
name: the first found, in path order and then directory listing order).
Where the path holds something this reader does not handle (a zip
archive, an `.egg`, or a meta-path finder of its own that lists
distributions), it asks `importlib.metadata` instead.
"""

from __future__ import annotations

import importlib
import os
import sys
from functools import partial

from dfx.support.lazy import lazy_regex

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Callable, Iterable, Iterator, List, Optional, Tuple

PLUGIN_GROUP = "dfx.plugins"
"""Entry-point group of installed packages whose modules register ops and
passes with dfx (e.g. `stream_affinity`); `dfx-opt` imports them all."""

_SEPARATORS = lazy_regex(r"[-_.]+")


def _normalized(name: str) -> str:
    # PEP 503 normalization with '_', as importlib.metadata's Prepared.
    return _SEPARATORS.sub("_", name).lower()


def _metadata_dirs(directory: str) -> List[Tuple[str, str]]:
    """(normalized distribution name, metadata path) of the `.dist-info`
    and `.egg-info` entries of |directory|, in listing order (as
    importlib.metadata's path lookup)."""
    try:
        children = os.listdir(directory or ".")
    except OSError:
        return []
    out = []
    for child in children:
        low = child.lower()
        if low.endswith((".dist-info", ".egg-info")):
            name = low.rpartition(".")[0].partition("-")[0]
            out.append((_normalized(name), os.path.join(directory or ".", child)))
    return out


def _parse(text: str, group: str) -> List[Tuple[str, str]]:
    """The `name = value` pairs of section [|group|] of an
    `entry_points.txt` (blank lines and `#` comments skipped, as
    importlib.metadata does)."""
    out = []
    section = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip()
            continue
        if section == group:
            name, _, value = line.partition("=")
            out.append((name.strip(), value.strip()))
    return out


def _needs_importlib_metadata(path: Iterable[str]) -> bool:
    for entry in path:
        # A zip archive, or an egg (a directory whose metadata is EGG-INFO).
        if entry and (os.path.isfile(entry) or entry.lower().endswith(".egg")):
            return True
    from importlib.machinery import PathFinder
    return any(hasattr(f, "find_distributions") and f is not PathFinder for f in sys.meta_path)


def _read(path: str) -> Optional[str]:
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError:
        return None


def _distributions(search: List[str]) -> Iterator[Tuple[str, Callable[[], Optional[str]]]]:
    """(normalized name, reader of its `entry_points.txt`) per distribution
    on |search|, in discovery order, duplicates included: read from the
    directories themselves, or listed by importlib.metadata where they hold
    something this module does not read."""
    if _needs_importlib_metadata(search):
        from importlib.metadata import distributions
        for dist in distributions(path=search):
            yield _normalized(dist.metadata["Name"] or ""), partial(dist.read_text, "entry_points.txt")
        return
    for directory in search:
        for key, meta in _metadata_dirs(directory):
            yield key, partial(_read, os.path.join(meta, "entry_points.txt"))


def entry_points(group: str, path: Optional[List[str]] = None) -> List[Tuple[str, str]]:
    """(name, value) of every entry point in |group| of the distributions
    on |path| (default `sys.path`), in discovery order: what
    `importlib.metadata.entry_points(group=group)` lists (the first
    distribution of each normalized name counts)."""
    seen = set()
    out: List[Tuple[str, str]] = []
    for key, read in _distributions(list(sys.path if path is None else path)):
        if key in seen:
            continue
        seen.add(key)
        text = read()
        if text:
            out.extend(_parse(text, group))
    return out


def load_plugins() -> List[str]:
    """Imports every module registered under the `dfx.plugins` entry-point
    group, in name order; returns their names."""
    loaded = []
    for name, value in sorted(entry_points(PLUGIN_GROUP), key=lambda ep: ep[0]):
        importlib.import_module(value.split(":", 1)[0].strip())
        loaded.append(name)
    return loaded
