"""tests/mutation/run.py is a script (it runs the property suite on mutated
copies of the tree), not a test module."""

collect_ignore = ["run.py"]
