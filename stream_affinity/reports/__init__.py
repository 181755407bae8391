"""What people read: placement explanations (`explain`, the `--explain`
trees), the JSON report (`json`), the Graphviz graph (`dot`) and solver
statistics (`stats`). An HTML report goes here too.

Reports read analysis results and the IR; they never change the IR and
never import the command line.
"""
