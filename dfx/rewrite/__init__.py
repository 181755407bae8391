"""Rewriting infrastructure: 1:N type conversion and a small canonicalizer.

* `TypeConverter` (`types.py`): maps each type to a list of types (0, 1 or
  more), e.g. a tensor to a (resource, size) pair.
* `Conversion` (`conversion.py`): one partial dialect conversion over a
  root op. Block signatures are expanded first; then every op is visited
  once, in pre-order, and the pattern registered for its name (or a
  fallback) rewrites it through a `Rewriter`. Values whose types expand
  are carried 1:N in a value map; original ops stay in place (their
  operands untouched) until the end, so analyses keyed by the original IR
  can still be asked about them.
* `canonicalize` (`canonicalize.py`): constant uniquing and hoisting,
  dead pure op removal and per-op folding hooks registered by dialects.
"""

from dfx.rewrite.types import TypeConverter
from dfx.rewrite.conversion import Conversion, ConversionError, Rewriter
from dfx.rewrite.canonicalize import canonicalize, register_folder

__all__ = ["TypeConverter", "Conversion", "ConversionError", "Rewriter", "canonicalize", "register_folder"]
