// The seed 001 program (tests/data/seed001/input.mlir) at flow level: iree-compile 3.2.0
// --compile-to=flow --iree-hal-target-device=device_a=local[0] --iree-hal-target-device=device_b=local[1]
// --iree-hal-local-target-device-backends=vmvx
module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {ukernels = "none"}>]> : !hal.device
  util.global private @device_b = #hal.device.target<"local", {ordinal = 1 : index}, [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {ukernels = "none"}>]> : !hal.device
  flow.executable private @multi_device_mul_dispatch_0 {
    flow.executable.export public @multi_device_mul_dispatch_0_elementwise_4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @multi_device_mul_dispatch_0_elementwise_4_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<4xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<4xf32>>) {
        %cst = arith.constant dense<[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<4xf32>
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [4], strides = [1] : !flow.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %1 = tensor.empty() : tensor<4xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0, %cst : tensor<4xf32>, tensor<4xf32>) outs(%1 : tensor<4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %3 = arith.mulf %in, %in_0 : f32
          linalg.yield %3 : f32
        } -> tensor<4xf32>
        flow.dispatch.tensor.store %2, %arg1, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !flow.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  flow.executable private @multi_device_mul_dispatch_1 {
    flow.executable.export public @multi_device_mul_dispatch_1_elementwise_4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @multi_device_mul_dispatch_1_elementwise_4_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<4xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<4xf32>>) {
        %cst = arith.constant dense<[4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]> : tensor<4xf32>
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [4], strides = [1] : !flow.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %1 = tensor.empty() : tensor<4xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0, %cst : tensor<4xf32>, tensor<4xf32>) outs(%1 : tensor<4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %3 = arith.mulf %in, %in_0 : f32
          linalg.yield %3 : f32
        } -> tensor<4xf32>
        flow.dispatch.tensor.store %2, %arg1, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !flow.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
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