module {
  util.global private mutable @counter : index
  util.global private @seed : tensor<f32>
  util.global private @scaled : tensor<f32>
  util.initializer {
    %cst = arith.constant dense<2.000000e+00> : tensor<f32>
    %cst_0 = arith.constant dense<5.000000e-01> : tensor<f32>
    %seed = util.global.load @seed : tensor<f32>
    %0 = arith.mulf %seed, %cst_0 : tensor<f32>
    %1 = arith.addf %0, %cst : tensor<f32>
    util.global.store %1, @scaled : tensor<f32>
    util.return
  }
  util.func public @bump(%arg0: !stream.resource<external>, %arg1: index) -> !stream.resource<external> {
    %c255_i32 = arith.constant 255 : i32
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    %c0 = arith.constant 0 : index
    util.global.store %c0, @counter : index
    %results, %result_timepoint = stream.async.execute with(%arg0 as %arg2: !stream.resource<external>{%arg1}) -> %arg0{%arg1} {
      %1 = stream.async.fill %c255_i32, %arg2[%c0 to %c8 for %c8] : i32 -> %arg2 as !stream.resource<external>{%arg1}
      stream.yield %1 : !stream.resource<external>{%arg1}
    } => !stream.timepoint
    util.global.store %c9, @counter : index
    %0 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%arg1}
    util.return %0 : !stream.resource<external>
  }
}

