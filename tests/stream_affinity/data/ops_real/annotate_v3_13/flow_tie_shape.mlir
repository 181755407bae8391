util.global private @dev_a = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">]> : !hal.device
util.global private @dev_b = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">]> : !hal.device
util.func public @tie_shape(%arg0: !hal.buffer_view, %d: index) -> !hal.buffer_view {
  %t = hal.tensor.import on(#hal.device.affinity<@dev_a>) %arg0 "in" : !hal.buffer_view -> tensor<?x4xf32>{%d}
  %s = flow.tensor.tie_shape %t : tensor<?x4xf32>{%d}
  %b = flow.tensor.transfer %s : tensor<?x4xf32>{%d} to #hal.device.affinity<@dev_b>
  %c = flow.tensor.clone %b : tensor<?x4xf32>{%d}
  %s2 = flow.tensor.tie_shape %c : tensor<?x4xf32>{%d}
  %r = hal.tensor.export on(#hal.device.affinity<@dev_b>) %s2 "out" : tensor<?x4xf32>{%d} -> !hal.buffer_view
  util.return %r : !hal.buffer_view
}
