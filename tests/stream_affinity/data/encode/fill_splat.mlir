// stream.tensor.fill / splat: the pattern becomes an i8/i16/i32/i64 of its
// bytes (floats bitcast, i1 zero-extended, i2/i4 repeated across a byte);
// fill offsets and lengths are byte offsets.
util.func public @fill(%r: !stream.resource<*>, %s: index, %v: f32, %d: index) -> !stream.resource<*> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = stream.tensor.fill on(#hal.device.affinity<@device_a>) %v, %r[%c1, %c2 for %c1, %c2] : f32 -> tensor<?x8xf32>{%d} in %r as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @fill_i1(%r: !stream.resource<*>, %s: index, %v: i1) -> !stream.resource<*> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = stream.tensor.fill %v, %r[%c1, %c2 for %c1, %c2] : i1 -> tensor<4x8xi1> in %r as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @fill_i64(%r: !stream.resource<*>, %s: index, %v: i64) -> !stream.resource<*> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = stream.tensor.fill %v, %r[%c1, %c2 for %c1, %c2] : i64 -> tensor<4x8xi64> in %r as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @fill_constant_f16(%r: !stream.resource<*>, %s: index) -> !stream.resource<*> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = arith.constant 1.0 : f16
  %0 = stream.tensor.fill %v, %r[%c1, %c2 for %c1, %c2] : f16 -> tensor<4x8xf16> in %r as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @fill_whole(%r: !stream.resource<*>, %s: index, %v: f32) -> !stream.resource<*> {
  %0 = stream.tensor.fill %v, %r : f32 -> tensor<4x8xf32> in %r as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
util.func public @fill_packed(%r: !stream.resource<*>, %s: index, %v: i2, %w: i4) -> (!stream.resource<*>, !stream.resource<*>) {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = stream.tensor.fill %v, %r[%c4 for %c4] : i2 -> tensor<16xi2> in %r as !stream.resource<*>{%s}
  %1 = stream.tensor.fill %w, %0[%c2 for %c2] : i4 -> tensor<8xi4> in %0 as !stream.resource<*>{%s}
  util.return %0, %1 : !stream.resource<*>, !stream.resource<*>
}
util.func public @splats(%v: f32, %b: i1, %w: i64, %y: f64, %z: i8, %q: bf16, %s: index) -> (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>) {
  %0 = stream.tensor.splat on(#hal.device.affinity<@device_a>) %v : f32 -> tensor<8xf32> in !stream.resource<*>{%s}
  %1 = stream.tensor.splat %b : i1 -> tensor<8xi1> in !stream.resource<*>{%s}
  %2 = stream.tensor.splat %w : i64 -> tensor<8xi64> in !stream.resource<*>{%s}
  %3 = stream.tensor.splat %y : f64 -> tensor<8xf64> in !stream.resource<*>{%s}
  %4 = stream.tensor.splat %z : i8 -> tensor<8xi8> in !stream.resource<*>{%s}
  %5 = stream.tensor.splat %q : bf16 -> tensor<8xbf16> in !stream.resource<*>{%s}
  util.return %0, %1, %2, %3, %4, %5 : !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>
}
util.func public @splat_constants(%s: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %f = arith.constant 2.5 : f32
  %t = arith.constant true
  %0 = stream.tensor.splat %f : f32 -> tensor<8xf32> in !stream.resource<*>{%s}
  %1 = stream.tensor.splat %t : i1 -> tensor<8xi1> in !stream.resource<*>{%s}
  util.return %0, %1 : !stream.resource<*>, !stream.resource<*>
}
util.func public @complex_pattern(%r: !stream.resource<*>, %c: complex<f32>, %s: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c1 = arith.constant 1 : index
  %0 = stream.tensor.splat %c : complex<f32> -> tensor<8xcomplex<f32>> in !stream.resource<*>{%s}
  %1 = stream.tensor.fill %c, %r[%c1 for %c1] : complex<f32> -> tensor<8xcomplex<f32>> in %r as !stream.resource<*>{%s}
  util.return %0, %1 : !stream.resource<*>, !stream.resource<*>
}
