"""The driver: the pass registry (`passes`) and the `dfx-opt` command line
(`cli`), which reads input, runs passes and writes output. It is the only
layer of `dfx` that may import every other (it loads `dfx.dialects` and the
passes that plugins register).
"""
