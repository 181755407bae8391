"""Fuzz harness: malformed and adversarial MLIR for the command-line tools.

* `strategies`: Hypothesis strategies deriving malformed inputs (bytes)
  from valid programs, plus generators of deep nesting, huge numbers, bad
  encodings and odd line breaks;
* `harness`: runs the tools on one input in a worker process, checks the
  property (exit 0 or 1, no internal error, no hang, every error located,
  deterministic), and compares acceptance with `iree-opt` 3.2.0;
* `known`: the documented differences from iree-opt the differential
  check tolerates;
* `test_fuzz.py`: the budgeted in-suite properties;
* `run.py`: the long campaign (`python -m property_tests.fuzz.run --minutes 20`).

See docs/fuzzing.md.
"""
