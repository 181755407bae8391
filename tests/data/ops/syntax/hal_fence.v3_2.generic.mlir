"builtin.module"() ({
  "util.func"() <{function_type = (!hal.device, !hal.fence, !hal.fence, i32, i32) -> (!hal.fence, i32, i32), sym_name = "fence", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.device, %arg1: !hal.fence, %arg2: !hal.fence, %arg3: i32, %arg4: i32):
    %0 = "hal.fence.join"(%arg1, %arg2) : (!hal.fence, !hal.fence) -> !hal.fence
    %1 = "hal.fence.query"(%arg1) : (!hal.fence) -> i32
    "hal.fence.signal"(%arg1) : (!hal.fence) -> ()
    "hal.fence.fail"(%arg2, %arg4) : (!hal.fence, i32) -> ()
    %2 = "hal.fence.await"(%arg3, %arg1, %arg2) : (i32, !hal.fence, !hal.fence) -> i32
    "util.return"(%0, %1, %2) : (!hal.fence, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
