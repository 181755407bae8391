// i1 constants are stored in bytes (each element zero-extended to i8);
// complex splat values are bitcast to the integer of their bits; the name
// before `as` in a tied result is read and ignored (any name ties the
// result to the target operand).
util.func public @boolVector() -> !stream.resource<constant> {
  %0 = stream.tensor.constant : tensor<3xi1> in !stream.resource<constant> = dense<[false, true, true]> : tensor<3xi1>
  util.return %0 : !stream.resource<constant>
}
util.func public @boolSplat2D() -> !stream.resource<constant> {
  %0 = stream.tensor.constant : tensor<2x2xi1> in !stream.resource<constant> = dense<false> : tensor<2x2xi1>
  util.return %0 : !stream.resource<constant>
}
util.func public @boolDynamic(%n: index) -> !stream.resource<constant> {
  %0 = stream.tensor.constant : tensor<?x3xi1>{%n} in !stream.resource<constant> = dense<[[true, false, true]]> : tensor<1x3xi1>
  util.return %0 : !stream.resource<constant>
}
util.func public @complexSplat(%n: index) -> !stream.resource<*> {
  %v = complex.constant [-2.500000e+00 : f16, 4.000000e+00 : f16] : complex<f16>
  %size = stream.tensor.sizeof tensor<?xcomplex<f16>>{%n} : index
  %0 = stream.tensor.splat %v : complex<f16> -> tensor<?xcomplex<f16>>{%n} in !stream.resource<*>{%size}
  util.return %0 : !stream.resource<*>
}
util.func public @anyTiedName(%r: !stream.resource<*>, %size: index, %x: f32) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = stream.tensor.fill %x, %r[%c0, %c0 for %c2, %c2] : f32 -> tensor<4x4xf32> in %unknown as !stream.resource<*>{%size}
  %1 = stream.tensor.update %r, %0[%c2, %c2] : tensor<2x2xf32> in !stream.resource<*>{%size} -> tensor<4x4xf32> in %42 as !stream.resource<*>{%size}
  util.return %1 : !stream.resource<*>
}
