#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
#device_target_local_1_ = #hal.device.target<"local", {ordinal = 1 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #device_target_local_0_
  util.global private @device_b = #device_target_local_1_
  flow.executable private @twodev_dispatch_0 {
    flow.executable.export public @twodev_dispatch_0_elementwise_16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @twodev_dispatch_0_elementwise_16_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<16xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [16], strides = [1] : !flow.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %1 = tensor.empty() : tensor<16xf32>
        %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%0 : tensor<16xf32>) outs(%1 : tensor<16xf32>) {
        ^bb0(%in: f32, %out: f32):
          %3 = math.tanh %in : f32
          linalg.yield %3 : f32
        } -> tensor<16xf32>
        flow.dispatch.tensor.store %2, %arg1, offsets = [0], sizes = [16], strides = [1] : tensor<16xf32> -> !flow.dispatch.tensor<writeonly:tensor<16xf32>>
        return
      }
    }
  }
  flow.executable private @twodev_dispatch_1 {
    flow.executable.export public @twodev_dispatch_1_elementwise_16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @twodev_dispatch_1_elementwise_16_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<16xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<16xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<16xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [16], strides = [1] : !flow.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [16], strides = [1] : !flow.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %2 = tensor.empty() : tensor<16xf32>
        %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%0, %1 : tensor<16xf32>, tensor<16xf32>) outs(%2 : tensor<16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %4 = math.exp %in : f32
          %5 = arith.addf %4, %in_0 : f32
          linalg.yield %5 : f32
        } -> tensor<16xf32>
        flow.dispatch.tensor.store %3, %arg2, offsets = [0], sizes = [16], strides = [1] : tensor<16xf32> -> !flow.dispatch.tensor<writeonly:tensor<16xf32>>
        return
      }
    }
  }
  util.func public @twodev(%arg0: !hal.buffer_view, %arg1: index) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @twodev(%input0: tensor<16xf32>, %input1: index) -> (%output0: tensor<16xf32>)"}} {
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<16xf32>
    %1 = flow.tensor.transfer %0 : tensor<16xf32> to #hal.device.affinity<@device_a>
    %2 = flow.dispatch @twodev_dispatch_0::@twodev_dispatch_0_elementwise_16_f32(%1) : (tensor<16xf32>) -> tensor<16xf32>
    %3 = flow.tensor.transfer %2 : tensor<16xf32> to #hal.device.affinity<@device_b>
    %4 = flow.dispatch @twodev_dispatch_1::@twodev_dispatch_1_elementwise_16_f32(%3, %0) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %5 = hal.tensor.export %4 "output0" : tensor<16xf32> -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
}

