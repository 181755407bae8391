"""The `schedule-execution` pass (`--iree-stream-schedule-execution`):
streamable ops partitioned into `stream.async.execute` regions joined by
timepoints.

* `schedule`: the pass: partitions every block, builds the execution
  regions and cleans up;
* `partitioner`: IREE's reference partitioner (also run on flow-level IR
  by `annotate-affinities --partitions`,
  `annotate_affinities.preview`);
* `current`: the parts of the cleanup that differ under the `current`
  rules (its transfer folds also serve `refine-usage` and the
  `canonicalize` pass);
* `greedy_sinking`: await and splat sinking and await grouping in the
  visit order of MLIR's greedy rewrite driver;
* `block_order`: dominance queries and the topological sort of a block.

The names below load on first use (`dfx.support.lazy`): importing one
module of the package (the partitioner, for the preview) does not import
the others. Code in the project imports from the module that defines a
name.
"""

from dfx.support.lazy import lazy_facade


def _exports():
    from stream_affinity.transforms.schedule_execution import partitioner, schedule
    return [(schedule, None), (partitioner, None)]


lazy_facade(globals(), _exports)
