// Five constants awaited on the host by different consumers (two stored twice,
// one kept alive by an optimization barrier) next to a dispatch whose result
// is returned: which awaits end up grouped, and in which order, follows the
// bottom-up visit of upstream's greedy cleanup.
util.global private mutable @k0 : !stream.resource<constant>
util.global private mutable @k1 : !stream.resource<constant>
util.global private mutable @k3 : !stream.resource<constant>
util.global private mutable @k4 : !stream.resource<constant>
util.func public @mixed(%input: !stream.resource<external>, %n: index) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %k0 = stream.async.constant on(#hal.device.affinity<@dev>) : !stream.resource<constant>{%c16} = dense<[1, 2, 3, 4]> : tensor<4xi32>
  %k1 = stream.async.constant on(#hal.device.affinity<@dev>) : !stream.resource<constant>{%c16} = dense<[4, 3, 2, 1]> : tensor<4xi32>
  %k2 = stream.async.constant on(#hal.device.affinity<@dev>) : !stream.resource<constant>{%c12} = dense<[8, 0, 8]> : tensor<3xi32>
  %k3 = stream.async.constant on(#hal.device.affinity<@dev>) : !stream.resource<constant>{%c12} = dense<[0, 8, 0]> : tensor<3xi32>
  %k4 = stream.async.constant on(#hal.device.affinity<@dev>) : !stream.resource<constant>{%c8} = dense<[6, 5]> : tensor<2xi32>
  %out = stream.async.dispatch on(#hal.device.affinity<@dev>) @ex::@entry(%input[%c0 to %n for %n]) : (!stream.resource<external>{%n}) -> !stream.resource<external>{%n}
  util.global.store %k1, @k1 : !stream.resource<constant>
  util.global.store %k0, @k0 : !stream.resource<constant>
  util.global.store %k1, @k1 : !stream.resource<constant>
  util.global.store %k0, @k0 : !stream.resource<constant>
  util.global.store %k3, @k3 : !stream.resource<constant>
  util.global.store %k4, @k4 : !stream.resource<constant>
  util.optimization_barrier %k2 : !stream.resource<constant>
  util.return %out : !stream.resource<external>
}
