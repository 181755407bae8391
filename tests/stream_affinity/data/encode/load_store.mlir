// stream.tensor.load / store: byte offsets; packed i2/i4 elements are left
// as they are (iree-opt 3.2.0 does not encode them); trace, import and
// export keep their tensor form.
util.func public @load(%r: !stream.resource<staging>, %s: index) -> (i1, f32, i12) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = stream.tensor.load %r : tensor<i1> in !stream.resource<staging>{%s} -> i1
  %1 = stream.tensor.load %r[%c1, %c1] : tensor<3x4xf32> in !stream.resource<staging>{%s} -> f32
  %2 = stream.tensor.load %r[%c2] : tensor<8xi12> in !stream.resource<staging>{%s} -> i12
  util.return %0, %1, %2 : i1, f32, i12
}
util.func public @load_dynamic(%r: !stream.resource<staging>, %s: index, %d: index, %i: index) -> f32 {
  %c3 = arith.constant 3 : index
  %0 = stream.tensor.load %r[%i, %c3] : tensor<?x4xf32>{%d} in !stream.resource<staging>{%s} -> f32
  util.return %0 : f32
}
util.func public @load_packed(%r: !stream.resource<staging>, %s: index) -> (i4, i1) {
  %c3 = arith.constant 3 : index
  %0 = stream.tensor.load %r[%c3] : tensor<8xi4> in !stream.resource<staging>{%s} -> i4
  %1 = stream.tensor.load %r[%c3] : tensor<8xi1> in !stream.resource<staging>{%s} -> i1
  util.return %0, %1 : i4, i1
}
util.func public @store(%r: !stream.resource<staging>, %s: index, %v: f32, %d: index, %i: index) -> !stream.resource<staging> {
  %c1 = arith.constant 1 : index
  %0 = stream.tensor.store %v, %r[%i, %c1] : f32 -> tensor<?x8xf32>{%d} in %r as !stream.resource<staging>{%s}
  util.return %0 : !stream.resource<staging>
}
util.func public @store_static(%r: !stream.resource<staging>, %s: index, %v: i32, %w: i4) -> (!stream.resource<staging>, !stream.resource<staging>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = stream.tensor.store %v, %r[%c1, %c2] : i32 -> tensor<2x3xi32> in %r as !stream.resource<staging>{%s}
  %1 = stream.tensor.store %w, %0[%c2] : i4 -> tensor<8xi4> in %0 as !stream.resource<staging>{%s}
  util.return %0, %1 : !stream.resource<staging>, !stream.resource<staging>
}
util.func public @untouched(%r: !stream.resource<staging>, %s: index, %d: index, %v: !hal.buffer_view) -> !hal.buffer_view {
  stream.tensor.trace "hello" = [
    %r : tensor<?x8xf32>{%d} in !stream.resource<staging>{%s}
  ]
  %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %v : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%s}
  %1 = stream.tensor.export on(#hal.device.affinity<@device_a>) %0 : tensor<4xf32> in !stream.resource<external>{%s} -> !hal.buffer_view
  util.return %1 : !hal.buffer_view
}
