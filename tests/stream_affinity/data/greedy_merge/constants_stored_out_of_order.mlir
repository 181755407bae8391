module {
  util.global private @g0 : !stream.resource<constant>
  util.global private @g1 : !stream.resource<constant>
  util.global private @g2 : !stream.resource<constant>
  util.global private @g3 : !stream.resource<constant>
  util.global private @g4 : !stream.resource<constant>
  util.global private @g5 : !stream.resource<constant>
  util.initializer {
    %c64 = arith.constant 64 : index
    %r0 = stream.async.constant : !stream.resource<constant>{%c64} = #stream.parameter.named<"m"::"w0"> : tensor<16xf32>
    %r1 = stream.async.constant : !stream.resource<constant>{%c64} = #stream.parameter.named<"m"::"w1"> : tensor<16xf32>
    %r2 = stream.async.constant : !stream.resource<constant>{%c64} = #stream.parameter.named<"m"::"w2"> : tensor<16xf32>
    %r3 = stream.async.constant : !stream.resource<constant>{%c64} = #stream.parameter.named<"m"::"w3"> : tensor<16xf32>
    %r4 = stream.async.constant : !stream.resource<constant>{%c64} = #stream.parameter.named<"m"::"w4"> : tensor<16xf32>
    %r5 = stream.async.constant : !stream.resource<constant>{%c64} = #stream.parameter.named<"m"::"w5"> : tensor<16xf32>
    util.global.store %r3, @g3 : !stream.resource<constant>
    util.global.store %r0, @g0 : !stream.resource<constant>
    util.global.store %r5, @g5 : !stream.resource<constant>
    util.global.store %r1, @g1 : !stream.resource<constant>
    util.global.store %r4, @g4 : !stream.resource<constant>
    util.global.store %r2, @g2 : !stream.resource<constant>
    util.return
  }
}
