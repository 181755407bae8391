"""The `annotate-affinities` pass (`--iree-stream-annotate-affinities`).

* `annotate`: the pass itself, the analysis' answers written as
  `stream.affinities*` attributes;
* `allocations`: `--allocations`, where the storage of each value that
  needs fresh storage is allocated (`stream.affinities.allocations`);
* `preview`: `--partitions`, the execution partitions the flow program
  will have (`stream.partitions`), from the partitioner of
  `schedule_execution`.

The names below load on first use (`dfx.support.lazy`): importing one
module of the package does not import the others. Code in the project
imports from the module that defines a name.
"""

from dfx.support.lazy import lazy_facade


def _exports():
    from stream_affinity.transforms.annotate_affinities import allocations, annotate, preview
    return [(annotate, None), (allocations, None), (preview, None)]


lazy_facade(globals(), _exports)
