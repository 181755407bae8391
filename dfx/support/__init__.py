"""Support code with no knowledge of the IR: the bottom layer of `dfx`,
importable from every other layer.

* `gcpause`: pause Python's cyclic garbage collector while large object
  graphs (parsed IR, analysis states) are built.
"""
