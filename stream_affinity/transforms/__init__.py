"""Passes that consume the affinity analysis.

* `annotate`: writes `stream.affinities*` attributes (`annotate-affinities`);
* `partitioner`: IREE's reference partitioner of streamable ops;
* `preview`: the partitions the flow program will have (`--partitions`);
* `schedule_execution`: `schedule-execution`, execution regions from
  partitions.

The conversion to the stream dialect and transfer elision go here too.
Transforms depend on `dfx` and `stream_affinity.analysis`, never on the
reports or the command line.
"""
