util.global private @dev_a = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">]> : !hal.device
util.func public @current_util_ops(%arg0: !hal.buffer_view, %i: index, %c: i1, %v: i32) -> (!hal.buffer_view, !util.buffer) {
  %t = hal.tensor.import on(#hal.device.affinity<@dev_a>) %arg0 "in" : !hal.buffer_view -> tensor<4xf32>
  %r = scf.if %c -> tensor<4xf32> {
    scf.yield %t : tensor<4xf32>
  } else {
    util.scf.unreachable "never"
    %p = util.null : tensor<4xf32>
    scf.yield %p : tensor<4xf32>
  }
  %l = util.list.construct [%t : tensor<4xf32>, %v : i32] : !util.list<?>
  %h:2 = util.hoistable_conversion "a" inverts("b") (%b = %i, %w = %v) : (index, i32) -> (index, i32) {
    util.return %b, %w : index, i32
  }
  %key = util.string.format "blk.{}.{}"(%h#0, %h#1) : (index, i32) -> !util.buffer
  %s = util.string.itoa %v : i32 -> !util.buffer
  %o = hal.tensor.export on(#hal.device.affinity<@dev_a>) %r "out" : tensor<4xf32> -> !hal.buffer_view
  util.return %o, %key : !hal.buffer_view, !util.buffer
}
