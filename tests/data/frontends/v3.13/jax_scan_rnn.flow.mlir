module @jit_f attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @main_dispatch_0 {
    flow.executable.export public @main_dispatch_0_matmul_2x8x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_matmul_2x8x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>> -> tensor<2x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %2 = tensor.empty() : tensor<2x8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x8xf32>) -> tensor<2x8xf32>
        %4 = linalg.matmul ins(%0, %1 : tensor<2x8xf32>, tensor<8x8xf32>) outs(%3 : tensor<2x8xf32>) -> tensor<2x8xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0], sizes = [2, 8], strides = [1, 1] : tensor<2x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_1 {
    flow.executable.export public @main_dispatch_1_matmul_2x8x4_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_matmul_2x8x4_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x2x4xf32>>, %arg1: index, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<4x8xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [2, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>> -> tensor<2x8xf32>
        %3 = tensor.empty() : tensor<2x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [%0, 0, 0], sizes = [1, 2, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x2x4xf32>> -> tensor<2x4xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x8xf32>) -> tensor<2x8xf32>
        %6 = linalg.matmul ins(%4, %1 : tensor<2x4xf32>, tensor<4x8xf32>) outs(%5 : tensor<2x8xf32>) -> tensor<2x8xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %2 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%3 : tensor<2x8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %8 = arith.addf %in, %in_0 : f32
          %9 = math.tanh %8 : f32
          linalg.yield %9 : f32
        } -> tensor<2x8xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %arg4, offsets = [0, 0], sizes = [2, 8], strides = [1, 1] : tensor<2x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_2 {
    flow.executable.export public @main_dispatch_2_reduction_16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_reduction_16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %1 = tensor.empty() : tensor<f32>
        %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<f32>) -> tensor<f32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%0 : tensor<16xf32>) outs(%2 : tensor<f32>) {
        ^bb0(%in: f32, %out: f32):
          %4 = arith.addf %out, %in : f32
          linalg.yield %4 : f32
        } -> tensor<f32>
        iree_tensor_ext.dispatch.tensor.store %3, %arg1, offsets = [], sizes = [], strides = [] : tensor<f32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<5x2x4xf32>, %input1: tensor<2x8xf32>, %input2: tensor<4x8xf32>, %input3: tensor<8x8xf32>) -> (%output0: tensor<2x8xf32>, %output1: tensor<5xf32>)"}} {
    %c1_i32 = arith.constant 1 : i32
    %c5_i32 = arith.constant 5 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<5xf32>
    %c4 = arith.constant 4 : index
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<5x2x4xf32>
    %1 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<2x8xf32>
    %2 = hal.tensor.import %arg2 "input2" : !hal.buffer_view -> tensor<4x8xf32>
    %3 = hal.tensor.import %arg3 "input3" : !hal.buffer_view -> tensor<8x8xf32>
    %4:2 = scf.for %arg4 = %c0_i32 to %c5_i32 step %c1_i32 iter_args(%arg5 = %1, %arg6 = %cst) -> (tensor<2x8xf32>, tensor<5xf32>)  : i32 {
      %7 = arith.index_castui %arg4 : i32 to index
      %8 = arith.minui %7, %c4 : index
      %9 = flow.dispatch @main_dispatch_0::@main_dispatch_0_matmul_2x8x8_f32(%arg5, %3) : (tensor<2x8xf32>, tensor<8x8xf32>) -> tensor<2x8xf32>
      %10 = flow.dispatch @main_dispatch_1::@main_dispatch_1_matmul_2x8x4_f32[%8](%0, %8, %2, %9) : (tensor<5x2x4xf32>, index, tensor<4x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
      %11 = flow.tensor.reshape %10 : tensor<2x8xf32> -> tensor<16xf32>
      %12 = flow.dispatch @main_dispatch_2::@main_dispatch_2_reduction_16_f32(%11) : (tensor<16xf32>) -> tensor<f32>
      %13 = flow.tensor.reshape %12 : tensor<f32> -> tensor<1xf32>
      %14 = flow.tensor.update %13, %arg6[%8] : tensor<1xf32> -> %arg6 as tensor<5xf32>
      scf.yield %10, %14 : tensor<2x8xf32>, tensor<5xf32>
    }
    %5 = hal.tensor.export %4#0 "output0" : tensor<2x8xf32> -> !hal.buffer_view
    %6 = hal.tensor.export %4#1 "output1" : tensor<5xf32> -> !hal.buffer_view
    util.return %5, %6 : !hal.buffer_view, !hal.buffer_view
  }
}
