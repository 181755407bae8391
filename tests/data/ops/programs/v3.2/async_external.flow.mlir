module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @device_b = #hal.device.target<"local", {ordinal = 1 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @main_dispatch_0 {
    flow.executable.export public @main_dispatch_0_elementwise_32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_32_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<32xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<32xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [32], strides = [1] : !flow.dispatch.tensor<readonly:tensor<32xf32>> -> tensor<32xf32>
        %1 = tensor.empty() : tensor<32xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0 : tensor<32xf32>) outs(%1 : tensor<32xf32>) {
        ^bb0(%in: f32, %out: f32):
          %3 = arith.mulf %in, %in : f32
          linalg.yield %3 : f32
        } -> tensor<32xf32>
        flow.dispatch.tensor.store %2, %arg1, offsets = [0], sizes = [32], strides = [1] : tensor<32xf32> -> !flow.dispatch.tensor<writeonly:tensor<32xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_1 {
    flow.executable.export public @main_dispatch_1_elementwise_32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise_32_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<32xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<32xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<32xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [32], strides = [1] : !flow.dispatch.tensor<readonly:tensor<32xf32>> -> tensor<32xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [32], strides = [1] : !flow.dispatch.tensor<readonly:tensor<32xf32>> -> tensor<32xf32>
        %2 = tensor.empty() : tensor<32xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0, %1 : tensor<32xf32>, tensor<32xf32>) outs(%2 : tensor<32xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %4 = arith.addf %in, %in_0 : f32
          linalg.yield %4 : f32
        } -> tensor<32xf32>
        flow.dispatch.tensor.store %3, %arg2, offsets = [0], sizes = [32], strides = [1] : tensor<32xf32> -> !flow.dispatch.tensor<writeonly:tensor<32xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "async func @main(%input0: tensor<4x8xf32> {iree.abi.affinity = #hal.device.promise<@device_a>}, %input1: tensor<4x8xf32> {iree.abi.affinity = #hal.device.promise<@device_b>}) -> (%output0: tensor<4x8xf32> {iree.abi.affinity = #hal.device.promise<@device_b>})", iree.abi.model = "coarse-fences"}} {
    %0 = hal.tensor.import on(#hal.device.affinity<@device_a>) wait(%arg2) => %arg0 "input0" : !hal.buffer_view -> tensor<4x8xf32>
    %1 = hal.tensor.import on(#hal.device.affinity<@device_b>) wait(%arg2) => %arg1 "input1" : !hal.buffer_view -> tensor<4x8xf32>
    %2 = flow.tensor.reshape %0 : tensor<4x8xf32> -> tensor<32xf32>
    %3 = flow.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_32_f32(%2) : (tensor<32xf32>) -> tensor<32xf32>
    %4 = flow.tensor.reshape %3 : tensor<32xf32> -> tensor<4x8xf32>
    %5 = flow.tensor.transfer %4 : tensor<4x8xf32> to #hal.device.affinity<@device_b>
    %6 = flow.tensor.reshape %5 : tensor<4x8xf32> -> tensor<32xf32>
    %7 = flow.tensor.reshape %1 : tensor<4x8xf32> -> tensor<32xf32>
    %8 = flow.dispatch @main_dispatch_1::@main_dispatch_1_elementwise_32_f32(%6, %7) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %9 = flow.tensor.reshape %8 : tensor<32xf32> -> tensor<4x8xf32>
    %10 = hal.tensor.barrier join(%9 : tensor<4x8xf32>) => %arg3 : !hal.fence
    %11 = hal.tensor.export on(#hal.device.affinity<@device_b>) %10 "output0" : tensor<4x8xf32> -> !hal.buffer_view
    util.return %11 : !hal.buffer_view
  }
}
