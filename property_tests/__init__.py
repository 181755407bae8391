"""Hypothesis property tests for `dfx` and `stream_affinity`.

`property_tests.strategies` generates small, valid-by-construction MLIR
programs (flow-level and stream-level) that both our parser and the
reference `iree-opt` accept; the `test_*.py` modules state properties over
them. See docs/property-tests.md.
"""
