"""The affinity analysis and what it is written against.

* `attributes`: `#hal.device.affinity/promise/optimal` and their
  compatibility rules;
* `interfaces`: the op interfaces IREE ops implement (`AffinityOp`,
  `StreamableOp`, size-aware interfaces) and the type predicates;
* `lookup`: explicit affinities of ops and of their enclosing scopes;
* `affinity`: `AffinityAnalysis`, its elements (producer, consumer, global,
  op) and its queries.

Depends on `dfx.ir` and `dfx.analysis` only; never on a dialect module, a
transform or a report.
"""
