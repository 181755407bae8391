// stream.tensor.slice / update: byte offsets (row-major element offset
// times the element bytes; packed i2/i4 divide, rounding down), end =
// offset + the slice's or update's size.
util.func public @slice(%r: !stream.resource<*>, %s: index, %t: index) -> !stream.resource<*> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %0 = stream.tensor.slice on(#hal.device.affinity<@device_b>) %r[%c2, %c1 for %c1, %c8] : tensor<6x32xf32> in !stream.resource<*>{%s} -> tensor<1x8xf32> in !stream.resource<*>{%t}
  util.return %0 : !stream.resource<*>
}
util.func public @slice_dynamic(%r: !stream.resource<*>, %s: index, %t: index, %d: index, %i: index, %j: index) -> !stream.resource<*> {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %0 = stream.tensor.slice %r[%i, %j, %c1 for %c1, %c1, %c8] : tensor<?x?x16xf32>{%d, %d} in !stream.resource<*>{%s} -> tensor<1x1x8xf32> in !stream.resource<*>{%t}
  util.return %0 : !stream.resource<*>
}
util.func public @slice_whole(%r: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %0 = stream.tensor.slice %r[%c0 for %c8] : tensor<8xf32> in !stream.resource<*>{%s} -> tensor<8xf32> in !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @slice_packed(%r: !stream.resource<*>, %s: index, %d: index, %i: index) -> (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = stream.tensor.slice %r[%c2 for %c2] : tensor<8xi4> in !stream.resource<*>{%s} -> tensor<2xi4> in !stream.resource<*>{%c1}
  %1 = stream.tensor.slice %r[%c1 for %c2] : tensor<8xi4> in !stream.resource<*>{%s} -> tensor<2xi4> in !stream.resource<*>{%c1}
  %2 = stream.tensor.slice %r[%i, %c1 for %c1, %c1] : tensor<?x8xi4>{%d} in !stream.resource<*>{%s} -> tensor<1x1xi4> in !stream.resource<*>{%c1}
  %3 = stream.tensor.slice %r[%c1, %i for %c1, %c1] : tensor<?x8xi2>{%d} in !stream.resource<*>{%s} -> tensor<1x1xi2> in !stream.resource<*>{%c1}
  util.return %0, %1, %2, %3 : !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>
}
util.func public @slice_wide(%r: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = stream.tensor.slice %r[%c2 for %c2] : tensor<8xi12> in !stream.resource<*>{%s} -> tensor<2xi12> in !stream.resource<*>{%c1}
  util.return %0 : !stream.resource<*>
}
util.func public @update(%r: !stream.resource<*>, %s: index, %u: !stream.resource<*>, %t: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = stream.tensor.update on(#hal.device.affinity<@device_a>) %u, %r[%c2, %c0] : tensor<3x8xf32> in !stream.resource<*>{%t} -> tensor<5x8xf32> in %r as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @update_dynamic(%r: !stream.resource<*>, %s: index, %u: !stream.resource<*>, %t: index, %d: index, %i: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %0 = stream.tensor.update %u, %r[%i, %c0] : tensor<1x8xf32> in !stream.resource<*>{%t} -> tensor<?x8xf32>{%d} in %r as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @update_same_size(%r: !stream.resource<*>, %s: index, %u: !stream.resource<*>) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %0 = stream.tensor.update %u, %r[%c0] : tensor<8xf32> in !stream.resource<*>{%s} -> tensor<8xf32> in %r as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @update_by_itself(%r: !stream.resource<*>, %s: index, %t: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c4 = arith.constant 4 : index
  %0 = stream.tensor.update %r, %r[%c4] : tensor<8xf32> in !stream.resource<*>{%s} -> tensor<16xf32> in %r as !stream.resource<*>{%s}
  %1 = stream.tensor.update %r, %r[%c4] : tensor<8xf32> in !stream.resource<*>{%s} -> tensor<16xf32> in %r as !stream.resource<*>{%t}
  util.return %0, %1 : !stream.resource<*>, !stream.resource<*>
}
util.func public @update_packed(%r: !stream.resource<*>, %s: index, %u: !stream.resource<*>) -> !stream.resource<*> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = stream.tensor.update %u, %r[%c2] : tensor<2xi4> in !stream.resource<*>{%c1} -> tensor<8xi4> in %r as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @update_whole_of_a_splat(%s: index, %u: !stream.resource<*>, %v: f32) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %t = stream.tensor.splat %v : f32 -> tensor<8xf32> in !stream.resource<*>{%s}
  %0 = stream.tensor.update %u, %t[%c0] : tensor<8xf32> in !stream.resource<*>{%s} -> tensor<8xf32> in %t as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
