util.global private @dev_a = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">]> : !hal.device
util.global private @dev_b = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">]> : !hal.device
util.global private mutable @g : tensor<4xf32>
util.func public @util_ops(%arg0: !hal.buffer_view, %i: index, %l: !util.list<?>, %v: i32) -> !hal.buffer_view {
  %n = util.null : !hal.fence
  %nt = util.null : tensor<4xf32>
  %nt_b = flow.tensor.transfer %nt : tensor<4xf32> to #hal.device.affinity<@dev_b>
  %d = util.assume.int %i<umin = 1, umax = 3> : index
  %t = hal.tensor.import on(#hal.device.affinity<@dev_a>) %arg0 "in" : !hal.buffer_view -> tensor<?xf32>{%d}
  %u = util.unfoldable_constant dense<1.0> : tensor<4xf32>
  %u2 = flow.tensor.transfer %u : tensor<4xf32> to #hal.device.affinity<@dev_b>
  %nar = util.numeric.optional_narrow %u2 : tensor<4xf32> as f16
  %e = util.cmp.eq %nar, %u2 : tensor<4xf32>
  %g = util.list.get %l[%i] : !util.list<?> -> tensor<4xf32>
  %g2 = flow.tensor.transfer %g : tensor<4xf32> to #hal.device.affinity<@dev_b>
  util.list.set %l[%i], %nar : tensor<4xf32> -> !util.list<?>
  %sw = util.switch i32 from [%v, %v] at %i else %v : i32
  %a = util.align %d, %i : index
  %sz = util.sizeof tensor<4xf32>
  util.status.check_ok %v, "ok"
  %r = hal.tensor.export on(#hal.device.affinity<@dev_a>) %t "out" : tensor<?xf32>{%d} -> !hal.buffer_view
  util.return %r : !hal.buffer_view
}
util.func private @indirect(%x: tensor<4xf32>) -> tensor<4xf32> {
  %p = util.global.address @g : !util.ptr<tensor<4xf32>>
  %x_a = flow.tensor.transfer %x : tensor<4xf32> to #hal.device.affinity<@dev_a>
  util.global.store.indirect %x_a, %p : tensor<4xf32> -> !util.ptr<tensor<4xf32>>
  %y = util.global.load.indirect %p : !util.ptr<tensor<4xf32>> -> tensor<4xf32>
  %z = util.cast %y : tensor<4xf32> to tensor<4xf32>
  util.return %z : tensor<4xf32>
}
util.func public @unreachable(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  util.unreachable "never"
^bb2:
  util.return
}
