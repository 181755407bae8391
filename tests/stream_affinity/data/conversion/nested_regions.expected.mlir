module {
  util.global private @dev_a : !hal.device
  util.func public @main(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: i1) -> (!stream.resource<*>, index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0:2 = scf.while (%arg4 = %arg0, %arg5 = %arg1) : (!stream.resource<*>, index) -> (!stream.resource<*>, index) {
      scf.condition(%arg3) %arg4, %arg5 : !stream.resource<*>, index
    } do {
    ^bb0(%arg4: !stream.resource<*>, %arg5: index):
      %5:2 = scf.for %arg6 = %c0 to %arg2 step %c1 iter_args(%arg7 = %arg4, %arg8 = %arg5) -> (!stream.resource<*>, index) {
        %6 = stream.async.transfer %arg7 : !stream.resource<*>{%arg8} -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%arg8}
        %7 = stream.tensor.sizeof on(#hal.device.affinity<@dev_a>) tensor<4xf32> : index
        %8 = stream.tensor.dispatch on(#hal.device.affinity<@dev_a>) @ex::@e(%6) : (tensor<4xf32> in !stream.resource<*>{%arg8}) -> tensor<4xf32> in !stream.resource<*>{%7}
        scf.yield %8, %7 : !stream.resource<*>, index
      }
      scf.if %arg3 {
        %6 = stream.async.transfer %5#0 : !stream.resource<*>{%5#1} from(#hal.device.affinity<@dev_a>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<external>{%5#1}
        %7 = stream.tensor.export on(#hal.device.affinity<@dev_a>) %6 : tensor<4xf32> in !stream.resource<external>{%5#1} -> tensor<4xf32>
        %8 = "some.op"(%7) : (tensor<4xf32>) -> i32
      }
      scf.yield %5#0, %5#1 : !stream.resource<*>, index
    }
    cf.br ^bb1(%0#0, %0#1, %arg0, %arg1 : !stream.resource<*>, index, !stream.resource<*>, index)
  ^bb1(%1: !stream.resource<*>, %2: index, %3: !stream.resource<*>, %4: index):  // pred: ^bb0
    util.return %1, %2 : !stream.resource<*>, index
  }
}

