// stream.tensor.sizeof, constant and empty: dense row-major byte counts;
// i1 and odd widths round up to a power-of-two number of bytes, i2/i4 are
// packed (a dynamic count rounds up to whole bytes).
util.func public @sizeof(%d: index, %e: index) -> (index, index, index, index, index, index, index, index) {
  %0 = stream.tensor.sizeof tensor<?x4x?xf32>{%d, %e} : index
  %1 = stream.tensor.sizeof tensor<?x4x?xi4>{%d, %e} : index
  %2 = stream.tensor.sizeof tensor<8xi3> : index
  %3 = stream.tensor.sizeof tensor<8xi12> : index
  %4 = stream.tensor.sizeof tensor<8xi24> : index
  %5 = stream.tensor.sizeof tensor<?x8xi2>{%d} : index
  %6 = stream.tensor.sizeof tensor<?x3xi4>{%d} : index
  %7 = stream.tensor.sizeof tensor<6xi4> : index
  util.return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, index, index, index, index
}
util.func public @constant_and_empty(%d: index) -> (!stream.resource<constant>, !stream.resource<*>, index) {
  %cst = stream.tensor.constant on(#hal.device.affinity<@device_a>) : tensor<2x2xf32> in !stream.resource<constant> = dense<1.000000e+00> : tensor<2x2xf32>
  %0 = stream.resource.size %cst : !stream.resource<constant>
  %1 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<?x4xf32>{%d} : index
  %2 = stream.tensor.empty on(#hal.device.affinity<@device_a>) : tensor<?x4xf32>{%d} in !stream.resource<*>{%1}
  util.return %cst, %2, %0 : !stream.resource<constant>, !stream.resource<*>, index
}
