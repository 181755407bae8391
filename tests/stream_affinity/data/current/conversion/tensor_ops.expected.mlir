module {
  util.func public @encodeDyn(%arg0: !stream.resource<*>, %arg1: index, %arg2: index) -> (!stream.resource<*>, index) {
    %0 = stream.tensor.sizeof tensor<?x4xf32, #iree_encoding.testing<>>{%arg2} : index
    %1 = stream.tensor.encode %arg0 : tensor<?x4xf32>{%arg2} in !stream.resource<*>{%arg1} -> tensor<?x4xf32, #iree_encoding.testing<>>{%arg2} in !stream.resource<*>{%0}
    util.return %1, %0 : !stream.resource<*>, index
  }
}
// -----
module {
  util.func public @encodeStatic(%arg0: !stream.resource<*>, %arg1: index) -> (!stream.resource<*>, index) {
    %0 = stream.tensor.sizeof tensor<8x4xf32, #iree_encoding.testing<>> : index
    %1 = stream.tensor.encode %arg0 : tensor<8x4xf32> in !stream.resource<*>{%arg1} -> tensor<8x4xf32, #iree_encoding.testing<>> in !stream.resource<*>{%0}
    util.return %1, %0 : !stream.resource<*>, index
  }
}
// -----
module {
  util.func public @decode(%arg0: !stream.resource<*>, %arg1: index) -> (!stream.resource<*>, index) {
    %0 = stream.tensor.sizeof tensor<8x4xf32> : index
    %1 = stream.tensor.encode %arg0 : tensor<8x4xf32, #iree_encoding.testing<>> in !stream.resource<*>{%arg1} -> tensor<8x4xf32> in !stream.resource<*>{%0}
    util.return %1, %0 : !stream.resource<*>, index
  }
}
// -----
module {
  util.func public @encodeAffinity(%arg0: !stream.resource<*>, %arg1: index) -> (!stream.resource<*>, index) {
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%arg1} -> to(#hal.device.promise<@dev>) !stream.resource<*>{%arg1}
    %1 = stream.tensor.sizeof on(#hal.device.promise<@dev>) tensor<8x4xf32, #iree_encoding.testing<>> : index
    %2 = stream.tensor.encode on(#hal.device.promise<@dev>) %0 : tensor<8x4xf32> in !stream.resource<*>{%arg1} -> tensor<8x4xf32, #iree_encoding.testing<>> in !stream.resource<*>{%1}
    util.return %2, %1 : !stream.resource<*>, index
  }
}
// -----
module {
  util.func public @bitcastDyn(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index) -> (!stream.resource<*>, index) {
    %0 = stream.tensor.sizeof tensor<?x8xi16>{%arg3} : index
    %1 = stream.tensor.clone %arg0 : tensor<?x4xi32>{%arg2} in !stream.resource<*>{%arg1} -> tensor<?x8xi16>{%arg3} in !stream.resource<*>{%0}
    util.return %1, %0 : !stream.resource<*>, index
  }
}
// -----
module {
  util.func public @reshapeDyn(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index) -> (!stream.resource<*>, index) {
    %0 = stream.tensor.sizeof tensor<?xf32>{%arg3} : index
    %1 = stream.tensor.clone %arg0 : tensor<?x4xf32>{%arg2} in !stream.resource<*>{%arg1} -> tensor<?xf32>{%arg3} in !stream.resource<*>{%0}
    util.return %1, %0 : !stream.resource<*>, index
  }
}
// -----
module {
  util.func public @transferSame(%arg0: !stream.resource<*>, %arg1: index) -> (!stream.resource<*>, index) {
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%arg1} -> to(#hal.device.promise<@dev_a>) !stream.resource<*>{%arg1}
    %1 = stream.async.transfer %0 : !stream.resource<*>{%arg1} from(#hal.device.promise<@dev_a>) -> to(#hal.device.promise<@dev_b>) !stream.resource<*>{%arg1}
    util.return %1, %arg1 : !stream.resource<*>, index
  }
}
// -----
module {
  util.func public @barrier(%arg0: !stream.resource<*>, %arg1: index) -> (!stream.resource<*>, index) {
    %0 = stream.async.barrier on(#hal.device.promise<@dev_a>) %arg0 : !stream.resource<*>{%arg1}
    util.return %0, %arg1 : !stream.resource<*>, index
  }
}
// -----
module {
  util.func public @dynConst(%arg0: index) -> (!stream.resource<*>, index) {
    %c2 = arith.constant 2 : index
    %0 = util.optimization_barrier %c2 : index
    %cst = stream.tensor.constant : tensor<?x4xi32>{%0} in !stream.resource<constant> = dense<2> : tensor<2x4xi32>
    %1 = stream.resource.size %cst : !stream.resource<constant>
    %2 = stream.async.transfer %cst : !stream.resource<constant>{%1} -> !stream.resource<*>{%1}
    util.return %2, %1 : !stream.resource<*>, index
  }
}
// -----
module {
  util.func public @cloneDyn(%arg0: !stream.resource<*>, %arg1: index, %arg2: index) -> (!stream.resource<*>, index) {
    %0 = stream.tensor.clone %arg0 : tensor<?x4xf32>{%arg2} in !stream.resource<*>{%arg1} -> tensor<?x4xf32>{%arg2} in !stream.resource<*>{%arg1}
    util.return %0, %arg1 : !stream.resource<*>, index
  }
}
// -----
module {
  util.func public @sliceDyn(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> (!stream.resource<*>, index) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %0 = stream.tensor.sizeof tensor<?x4xf32>{%arg4} : index
    %1 = stream.tensor.slice %arg0[%arg3, %c0 for %arg4, %c4] : tensor<?x4xf32>{%arg2} in !stream.resource<*>{%arg1} -> tensor<?x4xf32>{%arg4} in !stream.resource<*>{%0}
    util.return %1, %0 : !stream.resource<*>, index
  }
}
// -----
module {
  util.func public @updateDyn(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: index, %arg4: index, %arg5: index, %arg6: index) -> (!stream.resource<*>, index) {
    %c0 = arith.constant 0 : index
    %0 = stream.tensor.update %arg0, %arg2[%arg6, %c0] : tensor<?x4xf32>{%arg4} in !stream.resource<*>{%arg1} -> tensor<?x4xf32>{%arg5} in %arg2 as !stream.resource<*>{%arg3}
    util.return %0, %arg3 : !stream.resource<*>, index
  }
}
// -----
module {
  util.func public @loadDyn(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = stream.tensor.sizeof tensor<1x1xf32> : index
    %1 = stream.tensor.slice %arg0[%arg3, %c0 for %c1, %c1] : tensor<?x4xf32>{%arg2} in !stream.resource<*>{%arg1} -> tensor<1x1xf32> in !stream.resource<*>{%0}
    %2 = stream.async.transfer %1 : !stream.resource<*>{%0} -> !stream.resource<staging>{%0}
    %3 = stream.tensor.load %2[%c0, %c0] : tensor<1x1xf32> in !stream.resource<staging>{%0} -> f32
    util.return %3 : f32
  }
}
// -----
module {
  util.func public @storeDyn(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) -> (!stream.resource<*>, index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = stream.tensor.fill %arg4, %arg0[%arg3, %c0 for %c1, %c1] : f32 -> tensor<?x4xf32>{%arg2} in %arg0 as !stream.resource<*>{%arg1}
    util.return %0, %arg1 : !stream.resource<*>, index
  }
}
// -----
module {
  util.func public @splatDynAff(%arg0: f32, %arg1: index) -> (!stream.resource<*>, index) {
    %0 = stream.tensor.sizeof on(#hal.device.promise<@dev_a>) tensor<?x4xf32>{%arg1} : index
    %1 = stream.tensor.splat on(#hal.device.promise<@dev_a>) %arg0 : f32 -> tensor<?x4xf32>{%arg1} in !stream.resource<*>{%0}
    util.return %1, %0 : !stream.resource<*>, index
  }
}
// -----
module {
  util.func public @emptyAlloca(%arg0: index) -> (!stream.resource<*>, index, !stream.resource<*>, index) {
    %0 = stream.tensor.sizeof tensor<?x4xf32>{%arg0} : index
    %empty = stream.tensor.empty : tensor<?x4xf32>{%arg0} in !stream.resource<*>{%0}
    %1 = stream.tensor.sizeof on(#hal.device.promise<@dev_a>) tensor<?x4xf32>{%arg0} : index
    %2 = stream.async.alloca on(#hal.device.promise<@dev_a>) : !stream.resource<*>{%1}
    util.return %empty, %0, %2, %1 : !stream.resource<*>, index, !stream.resource<*>, index
  }
}
// -----
module {
  util.func public @traceDyn(%arg0: !stream.resource<*>, %arg1: index, %arg2: index) {
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%arg1} -> !stream.resource<staging>{%arg1}
    stream.tensor.trace "X" = [
      %0 : tensor<?x4xf32>{%arg2} in !stream.resource<staging>{%arg1}
    ]
    util.return
  }
}
