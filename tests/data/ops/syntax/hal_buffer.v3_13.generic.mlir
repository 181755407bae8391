"builtin.module"() ({
  "util.func"() <{function_type = (!hal.allocator, index, !hal.buffer, i32) -> (index, i32, !hal.buffer), sym_name = "buffer", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.allocator, %arg1: index, %arg2: !hal.buffer, %arg3: i32):
    "hal.buffer.assert"(%arg2, %arg0, %arg1) <{buffer_usage = 3 : i32, memory_types = 16 : i32, message = "tensor"}> : (!hal.buffer, !hal.allocator, index) -> ()
    %0 = "hal.buffer.length"(%arg2) : (!hal.buffer) -> index
    %1 = "hal.buffer.load"(%arg2, %arg1) : (!hal.buffer, index) -> i32
    "hal.buffer.store"(%arg3, %arg2, %arg1) : (i32, !hal.buffer, index) -> ()
    %2 = "hal.buffer.subspan"(%arg2, %arg1, %arg1) : (!hal.buffer, index, index) -> !hal.buffer
    "util.return"(%0, %1, %2) : (index, i32, !hal.buffer) -> ()
  }) : () -> ()
}) : () -> ()
