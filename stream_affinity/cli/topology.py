"""`--topology TEXT|FILE`: a device topology given on the command line.

TEXT (or the contents of FILE, when the argument names an existing file) is
either a whole `#hal.device.topology<links = [...]>` attribute or just its
links, with or without the brackets:

    --topology '(@device_a -> @device_b = {unified_memory = true})'
    --topology '#hal.device.topology<links = [(@a -> @b = {}), (@b -> @a = {})]>'
    --topology links.mlir

Errors are located in the option text (`--topology:1:COL`) or in FILE.
"""

from __future__ import annotations

import os

from dfx.syntax.parser import Parser

from stream_affinity.analysis.topology import DeviceTopology, parse_device_link

__all__ = ["load_topology", "OPTION_SOURCE"]

OPTION_SOURCE = "--topology"


def load_topology(spec: str) -> DeviceTopology:
    """The topology |spec| describes; raises `DiagnosticError` when it is
    not one."""
    if os.path.isfile(spec):
        with open(spec, encoding="utf-8", errors="surrogateescape") as f:
            text, filename = f.read(), spec
    else:
        text, filename = spec, OPTION_SOURCE
    p = Parser(text, filename)
    stripped = text.lstrip()
    if stripped.startswith("#"):
        loc = p.location()
        topology = p.parse_attribute()
        if not isinstance(topology, DeviceTopology):
            p.error(f"expected a #hal.device.topology<...> attribute, got {topology}", loc)
    else:
        loc = p.location()
        delimiter = "square" if stripped.startswith("[") else "none"
        links = p.parse_comma_separated_list(delimiter, lambda: parse_device_link(p))
        if not links:
            p.error("a topology needs at least one link", loc)
        topology = DeviceTopology(tuple(links))
    if p.kind != "eof":
        p.error("unexpected text after the topology")
    return topology
