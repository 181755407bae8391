"""flow.executable → stream.executable (upstream's executable patterns)."""

from __future__ import annotations

from dfx.rewrite import Conversion


def add_executable_patterns(ctx, conversion: Conversion) -> None:
    """Registers the executable patterns (none yet)."""
