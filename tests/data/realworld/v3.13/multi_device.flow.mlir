module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @device_b = #hal.device.target<"local", {ordinal = 1 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @pipeline_dispatch_0 {
    flow.executable.export public @pipeline_dispatch_0_elementwise_32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @pipeline_dispatch_0_elementwise_32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0], sizes = [32], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>> -> tensor<32xf32>
        %1 = tensor.empty() : tensor<32xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0 : tensor<32xf32>) outs(%1 : tensor<32xf32>) {
        ^bb0(%in: f32, %out: f32):
          %3 = math.tanh %in : f32
          linalg.yield %3 : f32
        } -> tensor<32xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0], sizes = [32], strides = [1] : tensor<32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>
        return
      }
    }
  }
  flow.executable private @pipeline_dispatch_1 {
    flow.executable.export public @pipeline_dispatch_1_matmul_4x8x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @pipeline_dispatch_1_matmul_4x8x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<4x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %2 = tensor.empty() : tensor<4x8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<4x8xf32>) -> tensor<4x8xf32>
        %4 = linalg.matmul ins(%0, %1 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%3 : tensor<4x8xf32>) -> tensor<4x8xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : tensor<4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        return
      }
    }
  }
  flow.executable private @pipeline_dispatch_2 {
    flow.executable.export public @pipeline_dispatch_2_elementwise_32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @pipeline_dispatch_2_elementwise_32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0], sizes = [32], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>> -> tensor<32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0], sizes = [32], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>> -> tensor<32xf32>
        %2 = tensor.empty() : tensor<32xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0, %1 : tensor<32xf32>, tensor<32xf32>) outs(%2 : tensor<32xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %4 = arith.addf %in, %in_0 : f32
          linalg.yield %4 : f32
        } -> tensor<32xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %arg2, offsets = [0], sizes = [32], strides = [1] : tensor<32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>
        return
      }
    }
  }
  util.func public @pipeline(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @pipeline(%input0: tensor<4x8xf32> {iree.abi.affinity = #hal.device.promise<@device_a>}, %input1: tensor<8x8xf32> {iree.abi.affinity = #hal.device.promise<@device_b>}) -> (%output0: tensor<4x8xf32> {iree.abi.affinity = #hal.device.promise<@device_a>})"}} {
    %0 = hal.tensor.import on(#hal.device.affinity<@device_a>) %arg0 "input0" : !hal.buffer_view -> tensor<4x8xf32>
    %1 = hal.tensor.import on(#hal.device.affinity<@device_b>) %arg1 "input1" : !hal.buffer_view -> tensor<8x8xf32>
    %2 = flow.tensor.reshape %0 : tensor<4x8xf32> -> tensor<32xf32>
    %3 = flow.dispatch @pipeline_dispatch_0::@pipeline_dispatch_0_elementwise_32_f32(%2) : (tensor<32xf32>) -> tensor<32xf32>
    %4 = flow.tensor.transfer %3 : tensor<32xf32> to #hal.device.affinity<@device_b>
    %5 = flow.tensor.reshape %4 : tensor<32xf32> -> tensor<4x8xf32>
    %6 = flow.dispatch @pipeline_dispatch_1::@pipeline_dispatch_1_matmul_4x8x8_f32(%5, %1) : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %7 = flow.tensor.transfer %6 : tensor<4x8xf32> to #hal.device.affinity<@device_a>
    %8 = flow.tensor.reshape %7 : tensor<4x8xf32> -> tensor<32xf32>
    %9 = flow.dispatch @pipeline_dispatch_2::@pipeline_dispatch_2_elementwise_32_f32(%8, %3) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %10 = flow.tensor.reshape %9 : tensor<32xf32> -> tensor<4x8xf32>
    %11 = hal.tensor.export on(#hal.device.affinity<@device_a>) %10 "output0" : tensor<4x8xf32> -> !hal.buffer_view
    util.return %11 : !hal.buffer_view
  }
}
