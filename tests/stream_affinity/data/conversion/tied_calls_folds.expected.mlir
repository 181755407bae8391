module {
  util.global private @dev_a : !hal.device
  util.func private @decl(%arg0: !stream.resource<*>, %arg1: index) -> (!stream.resource<*>, index)
  util.func private @tied(%arg0: !stream.resource<*>, %arg1: index, %arg2: i32) -> (%arg0, index) {
    util.return %arg0, %arg1 : !stream.resource<*>, index
  }
  util.func public @main(%arg0: !hal.buffer, %arg1: index, %arg2: !stream.resource<*>, %arg3: index) -> (!hal.buffer, !stream.resource<*>, index, !stream.resource<*>, index) {
    %c2_i32 = arith.constant 2 : i32
    %0 = stream.tensor.sizeof on(#hal.device.promise<@dev_a>) tensor<?x4xf32>{%arg1} : index
    %1 = stream.tensor.import on(#hal.device.promise<@dev_a>) %arg0 : !hal.buffer -> tensor<?x4xf32>{%arg1} in !stream.resource<external>{%0}
    %2 = stream.async.transfer %1 : !stream.resource<external>{%0} from(#hal.device.promise<@dev_a>) -> to(#hal.device.promise<@dev_a>) !stream.resource<*>{%0}
    %c4 = arith.constant 4 : index
    %3 = util.optimization_barrier %c4 : index
    %cst = stream.tensor.constant : tensor<?xf32>{%3} in !stream.resource<constant> = dense<1.000000e+00> : tensor<4xf32>
    %4 = stream.resource.size %cst : !stream.resource<constant>
    %5 = stream.async.transfer %cst : !stream.resource<constant>{%4} -> !stream.resource<*>{%4}
    %cst_0 = stream.tensor.constant : tensor<4xf32> in !stream.resource<constant> = dense<2.000000e+00> : tensor<4xf32>
    %6 = stream.resource.size %cst_0 : !stream.resource<constant>
    %7 = stream.async.transfer %cst_0 : !stream.resource<constant>{%6} -> !stream.resource<*>{%6}
    %8 = stream.tensor.sizeof tensor<4xf32> : index
    %9:2 = stream.tensor.dispatch @ex::@e(%arg2, %7, %c2_i32) : (tensor<4xf32> in !stream.resource<*>{%arg3}, tensor<4xf32> in !stream.resource<*>{%6}, i32) -> (tensor<4xf32> in %7{%6}, tensor<4xf32> in !stream.resource<*>{%8})
    %10:2 = util.call @decl(%9#0, %6) : (!stream.resource<*>, index) -> (!stream.resource<*>, index)
    %11:2 = util.call @tied(%10#0, %10#1, %c2_i32) : (!stream.resource<*>, index, i32) -> (%10#0, index)
    util.return %arg0, %2, %0, %11#0, %11#1 : !hal.buffer, !stream.resource<*>, index, !stream.resource<*>, index
  }
}

