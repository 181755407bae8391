"""Which `annotate-affinities` runs need the report driver: a module of its
own so that a plain run decides without importing the reports."""

from __future__ import annotations

__all__ = ["wants_report"]


def wants_report(options) -> bool:
    """Whether parsed command-line |options| ask for anything but plain
    annotated IR (then `stream_affinity.cli.reports.run_report` handles
    the run)."""
    return bool(getattr(options, "explain", None) or getattr(options, "stats", False)
                or getattr(options, "transfers", None) or getattr(options, "check", None)
                or (getattr(options, "emit", None) or "ir") != "ir")
