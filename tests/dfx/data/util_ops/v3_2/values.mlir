module {
  util.global private mutable @m : tensor<4xf32>
  util.func public @f(%arg0: index, %arg1: index, %arg2: index, %arg3: !util.buffer, %arg4: i32, %arg5: tensor<4xf32>, %arg6: i32) {
    %0 = util.null : !hal.fence
    %1 = util.null : !util.buffer
    %2 = util.cmp.eq %arg0, %arg1 : index
    %3 = util.cmp.ne %arg3, %arg3 : !util.buffer
    %4 = util.align %arg0, %arg1 : index
    %5 = util.sizeof i32
    %6 = util.sizeof !util.buffer attributes {foo}
    %7 = util.range.min %arg0, %arg1, %arg2 : index
    %8 = util.range.max %arg0 : index
    %min, %max = util.range.extents [%arg0 for %arg1], [%arg2 for %arg0] : index
    %9 = util.switch i32 from [%arg4, %arg6] at %arg0 else %arg4 : i32
    %10 = util.cast %arg3 : !util.buffer to !util.object
    %ptr_m = util.global.address @m : !util.ptr<tensor<4xf32>>
    %11 = util.global.load.indirect %ptr_m : !util.ptr<tensor<4xf32>> -> tensor<4xf32>
    %12 = util.global.load.indirect immutable %ptr_m : !util.ptr<tensor<4xf32>> -> tensor<4xf32>
    util.global.store.indirect %arg5, %ptr_m : tensor<4xf32> -> !util.ptr<tensor<4xf32>>
    util.status.check_ok %arg4
    util.status.check_ok %arg4, "message"
    util.return
  }
  util.func public @g(%arg0: i32) {
    util.unreachable "nope"
  }
}
