// Upstream's greedy cleanup hands every constant to MLIR's operation folder
// before any rewrite: one that is neither first in the function's entry block
// nor right behind a constant the folder already took moves to the very
// front (so later ones end up first), a constant inside an execute region
// moves out to the function, and a duplicate is replaced by the first copy.
util.global private mutable @counter : index
util.global private @seed : tensor<f32>
util.global private @scaled : tensor<f32>
util.initializer {
  %s = util.global.load @seed : tensor<f32>
  %half = arith.constant dense<5.000000e-01> : tensor<f32>
  %two = arith.constant dense<2.000000e+00> : tensor<f32>
  %p = arith.mulf %s, %half : tensor<f32>
  %q = arith.addf %p, %two : tensor<f32>
  util.global.store %q, @scaled : tensor<f32>
  util.return
}
util.func public @bump(%buf: !stream.resource<external>, %len: index) -> !stream.resource<external> {
  %zero = arith.constant 0 : index
  util.global.store %zero, @counter : index
  %nine = arith.constant 9 : index
  %r, %t = stream.async.execute with(%buf as %b: !stream.resource<external>{%len}) -> %buf{%len} {
    %eight = arith.constant 8 : index
    %zero_again = arith.constant 0 : index
    %pattern = arith.constant 255 : i32
    %f = stream.async.fill %pattern, %b[%zero_again to %eight for %eight] : i32 -> %b as !stream.resource<external>{%len}
    stream.yield %f : !stream.resource<external>{%len}
  } => !stream.timepoint
  %ready = stream.timepoint.await %t => %r : !stream.resource<external>{%len}
  util.global.store %nine, @counter : index
  util.return %ready : !stream.resource<external>
}
