"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer, index, i32, i32, !hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "buffer_view", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer, %arg1: index, %arg2: i32, %arg3: i32, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view):
    %0 = "hal.buffer_view.create"(%arg0, %arg1, %arg1, %arg2, %arg3, %arg1, %arg1) : (!hal.buffer, index, index, i32, i32, index, index) -> !hal.buffer_view
    %1 = "hal.buffer_view.create"(%arg0, %arg1, %arg1, %arg2, %arg3) : (!hal.buffer, index, index, i32, i32) -> !hal.buffer_view
    "hal.buffer_view.trace"(%arg4, %arg5) {key = "key"} : (!hal.buffer_view, !hal.buffer_view) -> ()
    "util.return"(%0) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()
