// The seed 001 multi_device_mul program at flow level (iree-compile --compile-to=flow,
// two local devices; dispatch bodies dropped: the analysis never looks inside executables).
module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {ukernels = "none"}>]> : !hal.device
  util.global private @device_b = #hal.device.target<"local", {ordinal = 1 : index}, [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {ukernels = "none"}>]> : !hal.device
  flow.executable private @multi_device_mul_dispatch_0 {
    flow.executable.export public @multi_device_mul_dispatch_0_elementwise_4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
  }
  flow.executable private @multi_device_mul_dispatch_1 {
    flow.executable.export public @multi_device_mul_dispatch_1_elementwise_4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
  }
  util.func public @multi_device_mul(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @multi_device_mul(%input0: tensor<4xf32> {iree.abi.affinity = #hal.device.promise<@device_a>}) -> (%output0: tensor<4xf32> {iree.abi.affinity = #hal.device.promise<@device_a>})"}} {
    %0 = hal.tensor.import on(#hal.device.affinity<@device_a>) %arg0 "input0" : !hal.buffer_view -> tensor<4xf32>
    %1 = flow.dispatch @multi_device_mul_dispatch_0::@multi_device_mul_dispatch_0_elementwise_4_f32(%0) : (tensor<4xf32>) -> tensor<4xf32>
    %2 = flow.tensor.transfer %1 : tensor<4xf32> to #hal.device.affinity<@device_b>
    %3 = flow.dispatch @multi_device_mul_dispatch_1::@multi_device_mul_dispatch_1_elementwise_4_f32(%2) : (tensor<4xf32>) -> tensor<4xf32>
    %4 = flow.tensor.transfer %3 : tensor<4xf32> to #hal.device.affinity<@device_a>
    %5 = hal.tensor.export on(#hal.device.affinity<@device_a>) %4 "output0" : tensor<4xf32> -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
}
