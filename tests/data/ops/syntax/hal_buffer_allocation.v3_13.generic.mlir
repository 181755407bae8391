"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer) -> (i1, i1), sym_name = "buffer_allocation", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer):
    "hal.buffer.allocation.preserve"(%arg0) : (!hal.buffer) -> ()
    %0 = "hal.buffer.allocation.discard"(%arg0) : (!hal.buffer) -> i1
    %1 = "hal.buffer.allocation.is_terminal"(%arg0) : (!hal.buffer) -> i1
    "util.return"(%0, %1) : (i1, i1) -> ()
  }) : () -> ()
}) : () -> ()
