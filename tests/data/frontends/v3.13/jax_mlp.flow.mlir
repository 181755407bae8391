module @jit_f attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @main_dispatch_0 {
    flow.executable.export public @main_dispatch_0_matmul_2x16x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_matmul_2x16x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>> -> tensor<2x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %3 = tensor.empty() : tensor<2x16xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x16xf32>) -> tensor<2x16xf32>
        %5 = linalg.matmul ins(%0, %1 : tensor<2x8xf32>, tensor<8x16xf32>) outs(%4 : tensor<2x16xf32>) -> tensor<2x16xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%5, %2 : tensor<2x16xf32>, tensor<16xf32>) outs(%3 : tensor<2x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          %8 = arith.maximumf %7, %cst : f32
          linalg.yield %8 : f32
        } -> tensor<2x16xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg3, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : tensor<2x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_1 {
    flow.executable.export public @main_dispatch_1_matmul_2x4x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_matmul_2x4x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x4xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [16, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x4xf32>> -> tensor<16x4xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %3 = tensor.empty() : tensor<2x4xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x4xf32>) -> tensor<2x4xf32>
        %5 = linalg.matmul ins(%0, %1 : tensor<2x16xf32>, tensor<16x4xf32>) outs(%4 : tensor<2x4xf32>) -> tensor<2x4xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%5, %2 : tensor<2x4xf32>, tensor<4xf32>) outs(%3 : tensor<2x4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          linalg.yield %7 : f32
        } -> tensor<2x4xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg3, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : tensor<2x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_2 {
    flow.executable.export public @main_dispatch_2_softmax_2x4xf32_dispatch_tensor_store workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_softmax_2x4xf32_dispatch_tensor_store(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>> -> tensor<2x4xf32>
        %1 = tensor.empty() : tensor<2x4xf32>
        %2 = linalg.softmax dimension(1) ins(%0 : tensor<2x4xf32>) outs(%1 : tensor<2x4xf32>) -> tensor<2x4xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : tensor<2x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x8xf32>, %input1: tensor<8x16xf32>, %input2: tensor<16xf32>, %input3: tensor<16x4xf32>, %input4: tensor<4xf32>) -> (%output0: tensor<2x4xf32>)"}} {
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<2x8xf32>
    %1 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<8x16xf32>
    %2 = hal.tensor.import %arg2 "input2" : !hal.buffer_view -> tensor<16xf32>
    %3 = hal.tensor.import %arg3 "input3" : !hal.buffer_view -> tensor<16x4xf32>
    %4 = hal.tensor.import %arg4 "input4" : !hal.buffer_view -> tensor<4xf32>
    %5 = flow.dispatch @main_dispatch_0::@main_dispatch_0_matmul_2x16x8_f32(%0, %1, %2) : (tensor<2x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<2x16xf32>
    %6 = flow.dispatch @main_dispatch_1::@main_dispatch_1_matmul_2x4x16_f32(%5, %3, %4) : (tensor<2x16xf32>, tensor<16x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
    %7 = flow.dispatch @main_dispatch_2::@main_dispatch_2_softmax_2x4xf32_dispatch_tensor_store(%6) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %8 = hal.tensor.export %7 "output0" : tensor<2x4xf32> -> !hal.buffer_view
    util.return %8 : !hal.buffer_view
  }
}
