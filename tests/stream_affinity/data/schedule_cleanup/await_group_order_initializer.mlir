// Four constants of one partition, stored to globals in the order a, c, b, d.
// Upstream's cleanup visits the block bottom-up: the await of d sinks to its
// store, then the await of c sinks and takes d's await with it, then the
// await of b sinks below them, and the await of a finally groups everything:
// the execute's results are awaited as #0, #2, #3, #1.
util.global private @out_a : !stream.resource<constant>
util.global private @out_b : !stream.resource<constant>
util.global private @out_c : !stream.resource<constant>
util.global private @out_d : !stream.resource<constant>
util.initializer {
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %a = stream.async.constant on(#hal.device.affinity<@dev>) : !stream.resource<constant>{%c16} = dense<[7, 1, 7, 1]> : tensor<4xi32>
  %b = stream.async.constant on(#hal.device.affinity<@dev>) : !stream.resource<constant>{%c12} = dense<[2, 4, 6]> : tensor<3xi32>
  %c = stream.async.constant on(#hal.device.affinity<@dev>) : !stream.resource<constant>{%c8} = dense<[3, 9]> : tensor<2xi32>
  %d = stream.async.constant on(#hal.device.affinity<@dev>) : !stream.resource<constant>{%c16} = dense<[5, 0, 5, 0]> : tensor<4xi32>
  util.global.store %a, @out_a : !stream.resource<constant>
  util.global.store %c, @out_c : !stream.resource<constant>
  util.global.store %b, @out_b : !stream.resource<constant>
  util.global.store %d, @out_d : !stream.resource<constant>
  util.return
}
