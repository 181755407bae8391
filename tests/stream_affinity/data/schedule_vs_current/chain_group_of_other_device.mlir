// A transfer without from(...) (no affinity) joins the dispatch on c; the b -> b
// cast of its result may run with it (no affinity) but not with the group on
// c, so it is partitioned on b. 3.13 leaves the cast outside every partition
// (docs/divergences.md S7).
util.func public @f(%arg0: !hal.buffer_view) -> !hal.buffer_view {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %v0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
  %v3 = stream.async.dispatch on(#hal.device.affinity<@device_c>) @ex::@d2(%v0[%c0 to %c16 for %c16]) : (!stream.resource<external>{%c16}) -> !stream.resource<*>{%c16}
  %v4 = stream.async.transfer %v3 : !stream.resource<*>{%c16} -> to(#hal.device.affinity<@device_b>) !stream.resource<*>{%c16}
  %v5 = stream.async.transfer %v4 : !stream.resource<*>{%c16} from(#hal.device.affinity<@device_b>) -> to(#hal.device.affinity<@device_b>) !stream.resource<external>{%c16}
  %out = stream.tensor.export on(#hal.device.affinity<@device_b>) %v5 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %out : !hal.buffer_view
}
