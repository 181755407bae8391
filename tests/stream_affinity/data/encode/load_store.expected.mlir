module {
  util.func public @load(%arg0: !stream.resource<staging>, %arg1: index) -> (i1, f32, i12) {
    %c4 = arith.constant 4 : index
    %c20 = arith.constant 20 : index
    %c0 = arith.constant 0 : index
    %0 = stream.async.load %arg0[%c0] : !stream.resource<staging>{%arg1} -> i1
    %1 = stream.async.load %arg0[%c20] : !stream.resource<staging>{%arg1} -> f32
    %2 = stream.async.load %arg0[%c4] : !stream.resource<staging>{%arg1} -> i12
    util.return %0, %1, %2 : i1, f32, i12
  }
  util.func public @load_dynamic(%arg0: !stream.resource<staging>, %arg1: index, %arg2: index, %arg3: index) -> f32 {
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %0 = arith.muli %arg3, %c4 : index
    %1 = arith.addi %0, %c3 : index
    %2 = arith.muli %1, %c4 : index
    %3 = stream.async.load %arg0[%2] : !stream.resource<staging>{%arg1} -> f32
    util.return %3 : f32
  }
  util.func public @load_packed(%arg0: !stream.resource<staging>, %arg1: index) -> (i4, i1) {
    %c3 = arith.constant 3 : index
    %0 = stream.tensor.load %arg0[%c3] : tensor<8xi4> in !stream.resource<staging>{%arg1} -> i4
    %1 = stream.async.load %arg0[%c3] : !stream.resource<staging>{%arg1} -> i1
    util.return %0, %1 : i4, i1
  }
  util.func public @store(%arg0: !stream.resource<staging>, %arg1: index, %arg2: f32, %arg3: index, %arg4: index) -> !stream.resource<staging> {
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %0 = arith.muli %arg4, %c8 : index
    %1 = arith.addi %0, %c1 : index
    %2 = arith.muli %1, %c4 : index
    %3 = stream.async.store %arg2, %arg0[%2] : f32 -> %arg0 as !stream.resource<staging>{%arg1}
    util.return %3 : !stream.resource<staging>
  }
  util.func public @store_static(%arg0: !stream.resource<staging>, %arg1: index, %arg2: i32, %arg3: i4) -> (!stream.resource<staging>, !stream.resource<staging>) {
    %c2 = arith.constant 2 : index
    %c20 = arith.constant 20 : index
    %0 = stream.async.store %arg2, %arg0[%c20] : i32 -> %arg0 as !stream.resource<staging>{%arg1}
    %1 = stream.tensor.store %arg3, %0[%c2] : i4 -> tensor<8xi4> in %0 as !stream.resource<staging>{%arg1}
    util.return %0, %1 : !stream.resource<staging>, !stream.resource<staging>
  }
  util.func public @untouched(%arg0: !stream.resource<staging>, %arg1: index, %arg2: index, %arg3: !hal.buffer_view) -> !hal.buffer_view {
    stream.tensor.trace "hello" = [
      %arg0 : tensor<?x8xf32>{%arg2} in !stream.resource<staging>{%arg1}
    ]
    util.return %arg3 : !hal.buffer_view
  }
}

