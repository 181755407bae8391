"builtin.module"() ({
  "stream.cmd.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}], function_type = (!stream.resource<*>, index, index, index, !stream.resource<*>, index, index) -> (), sym_name = "ext", sym_visibility = "private"}> ({
  }) : () -> ()
  "stream.cmd.func"() <{arg_attrs = [{}], function_type = (i32) -> i32, res_attrs = [{}], sym_name = "ext2", sym_visibility = "private"}> ({
  }) {some.attr} : () -> ()
  "stream.cmd.func"() <{arg_attrs = [{x.a = 1 : i32}, {x.b}, {}, {}], function_type = (i32, !stream.resource<*>, index, index) -> (i32, i64), res_attrs = [{x.r}, {}], sym_name = "ext3", sym_visibility = "private"}> ({
  }) : () -> ()
  "stream.cmd.func"() <{function_type = () -> (), sym_name = "ext4", sym_visibility = "private"}> ({
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<transient>, index, i32, !stream.channel, !stream.timepoint) -> !stream.timepoint, sym_name = "cmds", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: i32, %arg3: !stream.channel, %arg4: !stream.timepoint):
    %0 = "stream.cmd.execute"(%arg0, %arg1, %arg4) <{affinity = #hal.device.affinity<@dev>, operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg5: !stream.resource<transient>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.fill"(%arg5, %arg1, %arg1, %arg1, %arg2) : (!stream.resource<transient>, index, index, index, i32) -> ()
        "stream.cmd.discard"(%arg5, %arg1, %arg1, %arg1) : (!stream.resource<transient>, index, index, index) -> ()
        "stream.cmd.serial"() ({
          "stream.cmd.call"(%arg5, %arg1, %arg5, %arg1, %arg1, %arg1, %arg1, %arg1, %arg1) <{callee = @ext, operandSegmentSizes = array<i32: 3, 2, 2, 2, 0>, resource_operand_accesses = [3 : i32, 1 : i32]}> : (!stream.resource<transient>, index, !stream.resource<transient>, index, index, index, index, index, index) -> ()
          %1 = "stream.cmd.call"(%arg2) <{callee = @ext2, operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, resource_operand_accesses = [], tied_operands = [-1 : index]}> : (i32) -> i32
          "stream.cmd.collective"(%arg3, %arg1, %arg5, %arg5, %arg1, %arg1, %arg1, %arg1, %arg1, %arg1) <{op = #stream.collective<all_reduce with sum : f32>, operandSegmentSizes = array<i32: 1, 1, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.channel, index, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
          "stream.cmd.collective"(%arg3, %arg1, %arg2, %arg5, %arg1, %arg1, %arg1) <{op = #stream.collective<send : f32>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1>, resource_accesses = [1 : i32]}> : (!stream.channel, index, i32, !stream.resource<transient>, index, index, index) -> ()
          "stream.yield"() : () -> ()
        }) : () -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    "util.return"(%0) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()
