module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @dyn_matmul_norm_dispatch_0 {
    flow.executable.export public @dyn_matmul_norm_dispatch_0_matmul_DxDxD_f32 workgroups(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1, %arg2, %arg3)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @dyn_matmul_norm_dispatch_0_matmul_DxDxD_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 1 : index
        %2 = iree_tensor_ext.dispatch.workload.ordinal %arg4, 2 : index
        %3 = iree_tensor_ext.dispatch.workload.ordinal %arg5, 3 : index
        %4 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>{%2, %0}
        %5 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>{%1, %3}
        %6 = flow.dispatch.tie_shape %arg6 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>{%2, %3}
        %7 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0, 0], sizes = [%2, %0], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>{%2, %0} -> tensor<?x?xf32>
        %8 = iree_tensor_ext.dispatch.tensor.load %5, offsets = [0, 0], sizes = [%1, %3], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>{%1, %3} -> tensor<?x?xf32>
        %9 = tensor.empty(%2, %3) : tensor<?x?xf32>
        %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<?x?xf32>) -> tensor<?x?xf32>
        %11 = linalg.matmul ins(%7, %8 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%10 : tensor<?x?xf32>) -> tensor<?x?xf32>
        iree_tensor_ext.dispatch.tensor.store %11, %6, offsets = [0, 0], sizes = [%2, %3], strides = [1, 1] : tensor<?x?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>{%2, %3}
        return
      }
    }
  }
  flow.executable private @dyn_matmul_norm_dispatch_1 {
    flow.executable.export public @dyn_matmul_norm_dispatch_1_reduction_DxD_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @dyn_matmul_norm_dispatch_1_reduction_DxD_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>, %arg1: index, %arg2: index, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>{%0, %1}
        %3 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>{%0, %1}
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [%0, %1], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>{%0, %1} -> tensor<?x?xf32>
        %5 = tensor.empty(%0, %1) : tensor<?x?xf32>
        %6 = tensor.empty(%0) : tensor<?xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<?xf32>) -> tensor<?xf32>
        %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%4 : tensor<?x?xf32>) outs(%7 : tensor<?xf32>) {
        ^bb0(%in: f32, %out: f32):
          %10 = arith.mulf %in, %in : f32
          %11 = arith.addf %10, %out : f32
          linalg.yield %11 : f32
        } -> tensor<?xf32>
        %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %8 : tensor<?x?xf32>, tensor<?xf32>) outs(%5 : tensor<?x?xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %10 = math.rsqrt %in_0 : f32
          %11 = arith.mulf %in, %10 : f32
          linalg.yield %11 : f32
        } -> tensor<?x?xf32>
        iree_tensor_ext.dispatch.tensor.store %9, %3, offsets = [0, 0], sizes = [%0, %1], strides = [1, 1] : tensor<?x?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>{%0, %1}
        return
      }
    }
  }
  util.func public @dyn_matmul_norm(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @dyn_matmul_norm(%input0: tensor<?x?xf32>, %input1: tensor<?x?xf32>) -> (%output0: tensor<?x?xf32>)"}} {
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %2 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<?x?xf32>{%0, %1}
    %3 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[0] : index
    %4 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[1] : index
    %5 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<?x?xf32>{%3, %4}
    %6 = flow.dispatch @dyn_matmul_norm_dispatch_0::@dyn_matmul_norm_dispatch_0_matmul_DxDxD_f32[%1, %3, %0, %4](%2, %5, %1, %3, %0, %4) : (tensor<?x?xf32>{%0, %1}, tensor<?x?xf32>{%3, %4}, index, index, index, index) -> tensor<?x?xf32>{%0, %4}
    %7 = flow.dispatch @dyn_matmul_norm_dispatch_1::@dyn_matmul_norm_dispatch_1_reduction_DxD_f32[%0, %4](%6, %0, %4) : (tensor<?x?xf32>{%0, %4}, index, index) -> tensor<?x?xf32>{%0, %4}
    %8 = hal.tensor.export %7 "output0" : tensor<?x?xf32>{%0, %4} -> !hal.buffer_view
    util.return %8 : !hal.buffer_view
  }
  flow.executable private @dyn_slice_dispatch_0 {
    flow.executable.export public @dyn_slice_dispatch_0_elementwise_D_i32 workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1, %arg2)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @dyn_slice_dispatch_0_elementwise_D_i32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xi32>>, %arg1: index, %arg2: index, %arg3: index, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi32>>) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 1 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 2 : index
        %2 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xi32>>{%0}
        %3 = flow.dispatch.tie_shape %arg4 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi32>>{%1}
        %4 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %5 = tensor.empty(%1) : tensor<?xi32>
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [%4], sizes = [%1], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xi32>>{%0} -> tensor<?xi32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%6 : tensor<?xi32>) outs(%5 : tensor<?xi32>) {
        ^bb0(%in: i32, %out: i32):
          %8 = arith.muli %in, %in : i32
          linalg.yield %8 : i32
        } -> tensor<?xi32>
        iree_tensor_ext.dispatch.tensor.store %7, %3, offsets = [0], sizes = [%1], strides = [1] : tensor<?xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi32>>{%1}
        return
      }
    }
  }
  util.func public @dyn_slice(%arg0: !hal.buffer_view, %arg1: index, %arg2: index) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @dyn_slice(%input0: tensor<?xi32>, %input1: index, %input2: index) -> (%output0: tensor<?xi32>)"}} {
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<?xi32>{%0}
    %2 = flow.dispatch @dyn_slice_dispatch_0::@dyn_slice_dispatch_0_elementwise_D_i32[%arg1, %0, %arg2](%1, %arg1, %0, %arg2) : (tensor<?xi32>{%0}, index, index, index) -> tensor<?xi32>{%arg2}
    %3 = hal.tensor.export %2 "output0" : tensor<?xi32>{%arg2} -> !hal.buffer_view
    util.return %3 : !hal.buffer_view
  }
}
