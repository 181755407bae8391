"""Explicit affinities of ops: what an op itself, or its nearest ancestor,
says about where it executes (`lookup_affinity`), and the default affinity
of a scope (`lookup_default_affinity`), as the `AffinityOp` interface
reads them.
"""

from __future__ import annotations

from stream_affinity.analysis.interfaces import AffinityOp
from stream_affinity.analysis.attributes import AFFINITY_ATTR_NAME, AffinityAttr, DEFAULT_AFFINITY_ATTR_NAME

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Optional

__all__ = [
    "lookup_affinity", "lookup_affinity_or_default", "lookup_default_affinity",
]


#===----------------------------------------------------------------------===#
# Lookup on ops and their ancestors
#===----------------------------------------------------------------------===#


def _op_affinity(op) -> Optional[AffinityAttr]:
    iface = op.get_trait(AffinityOp)
    if iface is not None:
        a = iface.get_affinity(op)
        if isinstance(a, AffinityAttr):
            return a
    a = op.attributes.get(AFFINITY_ATTR_NAME)
    if a is None:
        a = op.properties.get(AFFINITY_ATTR_NAME)
    return a if isinstance(a, AffinityAttr) else None


def lookup_affinity(op) -> Optional[AffinityAttr]:
    """The affinity declared on |op| or its nearest ancestor declaring one:
    the op's own affinity (its interface), else its `stream.affinity`."""
    cur = op
    while cur is not None:
        a = _op_affinity(cur)
        if a is not None:
            return a
        cur = cur.parent_op
    return None


def lookup_default_affinity(op) -> Optional[AffinityAttr]:
    """The nearest `stream.affinity.default` on |op| or its ancestors."""
    for cur in op.ancestors():
        a = cur.get_attr(DEFAULT_AFFINITY_ATTR_NAME)
        if isinstance(a, AffinityAttr):
            return a
    return None


def lookup_affinity_or_default(op) -> Optional[AffinityAttr]:
    return lookup_affinity(op) or lookup_default_affinity(op)
