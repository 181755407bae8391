// SPEC-CURRENT ex. 09 and 09b: 3.2.0's stream.tensor.export must be placed
// and does not pin, with or without on(...).
util.global private @dev_a : !hal.device
util.global private @dev_b : !hal.device
util.func public @export_pin(%size: index) -> (!hal.buffer_view, !stream.resource<external>) {
  %c4_i32 = arith.constant 4 : i32
  %r = stream.async.splat on(#hal.device.promise<@dev_a>) %c4_i32 : i32 -> !stream.resource<external>{%size}
  %c = stream.async.clone %r : !stream.resource<external>{%size} -> !stream.resource<external>{%size}
  %bv = stream.tensor.export on(#hal.device.promise<@dev_b>) %r : tensor<4xf32> in !stream.resource<external>{%size} -> !hal.buffer_view
  util.return %bv, %c : !hal.buffer_view, !stream.resource<external>
}
util.func public @export_unplaced(%size: index) -> (!hal.buffer_view, !stream.resource<external>) {
  %c4_i32 = arith.constant 4 : i32
  %r = stream.async.splat on(#hal.device.promise<@dev_a>) %c4_i32 : i32 -> !stream.resource<external>{%size}
  %c = stream.async.clone %r : !stream.resource<external>{%size} -> !stream.resource<external>{%size}
  %bv = stream.tensor.export %r : tensor<4xf32> in !stream.resource<external>{%size} -> !hal.buffer_view
  util.return %bv, %c : !hal.buffer_view, !stream.resource<external>
}
util.func public @import_placed(%bv: !hal.buffer_view, %size: index) -> !stream.resource<external> {
  %r = stream.tensor.import on(#hal.device.promise<@dev_a>) %bv : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%size}
  %c = stream.async.clone %r : !stream.resource<external>{%size} -> !stream.resource<external>{%size}
  util.return %c : !stream.resource<external>
}
