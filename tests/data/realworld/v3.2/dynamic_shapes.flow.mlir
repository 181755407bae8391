module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @dyn_matmul_norm_dispatch_0 {
    flow.executable.export public @dyn_matmul_norm_dispatch_0_pack_f32 workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1, %arg2
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @dyn_matmul_norm_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<?x?xf32>>, %arg1: index, %arg2: index, %arg3: index, %arg4: !flow.dispatch.tensor<writeonly:tensor<?x?x8x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.workload.ordinal %arg3, 2 : index
        %3 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?x?xf32>>{%0, %2}
        %4 = flow.dispatch.tie_shape %arg4 : !flow.dispatch.tensor<writeonly:tensor<?x?x8x1xf32>>{%1, %2}
        %5 = flow.dispatch.tensor.load %3, offsets = [0, 0], sizes = [%0, %2], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x?xf32>>{%0, %2} -> tensor<?x?xf32>
        %6 = tensor.empty(%1, %2) : tensor<?x?x8x1xf32>
        %pack = tensor.pack %5 padding_value(%cst : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %6 : tensor<?x?xf32> -> tensor<?x?x8x1xf32>
        flow.dispatch.tensor.store %pack, %4, offsets = [0, 0, 0, 0], sizes = [%1, %2, 8, 1], strides = [1, 1, 1, 1] : tensor<?x?x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x?x8x1xf32>>{%1, %2}
        return
      }
    }
  }
  flow.executable private @dyn_matmul_norm_dispatch_1 {
    flow.executable.export public @dyn_matmul_norm_dispatch_1_pack_f32 workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1, %arg2
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @dyn_matmul_norm_dispatch_1_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<?x?xf32>>, %arg1: index, %arg2: index, %arg3: index, %arg4: !flow.dispatch.tensor<writeonly:tensor<?x?x4x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.workload.ordinal %arg3, 2 : index
        %3 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?x?xf32>>{%2, %0}
        %4 = flow.dispatch.tie_shape %arg4 : !flow.dispatch.tensor<writeonly:tensor<?x?x4x1xf32>>{%1, %2}
        %5 = flow.dispatch.tensor.load %3, offsets = [0, 0], sizes = [%2, %0], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x?xf32>>{%2, %0} -> tensor<?x?xf32>
        %6 = tensor.empty(%1, %2) : tensor<?x?x4x1xf32>
        %pack = tensor.pack %5 padding_value(%cst : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %6 : tensor<?x?xf32> -> tensor<?x?x4x1xf32>
        flow.dispatch.tensor.store %pack, %4, offsets = [0, 0, 0, 0], sizes = [%1, %2, 4, 1], strides = [1, 1, 1, 1] : tensor<?x?x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x?x4x1xf32>>{%1, %2}
        return
      }
    }
  }
  flow.executable private @dyn_matmul_norm_dispatch_2 {
    flow.executable.export public @dyn_matmul_norm_dispatch_2_mmt4d_DxDxDx8x4x1_f32 workgroups(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1, %arg2, %arg3
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @dyn_matmul_norm_dispatch_2_mmt4d_DxDxDx8x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<?x?x8x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<?x?x4x1xf32>>, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: !flow.dispatch.tensor<writeonly:tensor<?x?x8x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg3, 1 : index
        %2 = flow.dispatch.workload.ordinal %arg4, 2 : index
        %3 = flow.dispatch.workload.ordinal %arg5, 3 : index
        %4 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?x?x8x1xf32>>{%2, %0}
        %5 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readonly:tensor<?x?x4x1xf32>>{%3, %1}
        %6 = flow.dispatch.tie_shape %arg6 : !flow.dispatch.tensor<writeonly:tensor<?x?x8x4xf32>>{%2, %3}
        %7 = flow.dispatch.tensor.load %4, offsets = [0, 0, 0, 0], sizes = [%2, %0, 8, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x?x8x1xf32>>{%2, %0} -> tensor<?x?x8x1xf32>
        %8 = flow.dispatch.tensor.load %5, offsets = [0, 0, 0, 0], sizes = [%3, %1, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x?x4x1xf32>>{%3, %1} -> tensor<?x?x4x1xf32>
        %9 = tensor.empty(%2, %3) : tensor<?x?x8x4xf32>
        %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<?x?x8x4xf32>) -> tensor<?x?x8x4xf32>
        %11 = linalg.mmt4d ins(%7, %8 : tensor<?x?x8x1xf32>, tensor<?x?x4x1xf32>) outs(%10 : tensor<?x?x8x4xf32>) -> tensor<?x?x8x4xf32>
        flow.dispatch.tensor.store %11, %6, offsets = [0, 0, 0, 0], sizes = [%2, %3, 8, 4], strides = [1, 1, 1, 1] : tensor<?x?x8x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x?x8x4xf32>>{%2, %3}
        return
      }
    }
  }
  flow.executable private @dyn_matmul_norm_dispatch_3 {
    flow.executable.export public @dyn_matmul_norm_dispatch_3_unpack_f32 workgroups(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1, %arg2, %arg3
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @dyn_matmul_norm_dispatch_3_unpack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<?x?x8x4xf32>>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: !flow.dispatch.tensor<writeonly:tensor<?x?xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.workload.ordinal %arg3, 2 : index
        %3 = flow.dispatch.workload.ordinal %arg4, 3 : index
        %4 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?x?x8x4xf32>>{%0, %1}
        %5 = flow.dispatch.tie_shape %arg5 : !flow.dispatch.tensor<writeonly:tensor<?x?xf32>>{%2, %3}
        %6 = flow.dispatch.tensor.load %4, offsets = [0, 0, 0, 0], sizes = [%0, %1, 8, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x?x8x4xf32>>{%0, %1} -> tensor<?x?x8x4xf32>
        %7 = tensor.empty(%2, %3) : tensor<?x?xf32>
        %unpack = tensor.unpack %6 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %7 : tensor<?x?x8x4xf32> -> tensor<?x?xf32>
        flow.dispatch.tensor.store %unpack, %5, offsets = [0, 0], sizes = [%2, %3], strides = [1, 1] : tensor<?x?xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x?xf32>>{%2, %3}
        return
      }
    }
  }
  flow.executable private @dyn_matmul_norm_dispatch_4 {
    flow.executable.export public @dyn_matmul_norm_dispatch_4_elementwise_DxD_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @dyn_matmul_norm_dispatch_4_elementwise_DxD_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<?x?xf32>>, %arg1: index, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<?x?xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?x?xf32>>{%0, %1}
        %3 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<?x?xf32>>{%0, %1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0], sizes = [%0, %1], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x?xf32>>{%0, %1} -> tensor<?x?xf32>
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
        flow.dispatch.tensor.store %9, %3, offsets = [0, 0], sizes = [%0, %1], strides = [1, 1] : tensor<?x?xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x?xf32>>{%0, %1}
        return
      }
    }
  }
  util.func public @dyn_matmul_norm(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @dyn_matmul_norm(%input0: tensor<?x?xf32>, %input1: tensor<?x?xf32>) -> (%output0: tensor<?x?xf32>)"}} {
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %2 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<?x?xf32>{%0, %1}
    %3 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[0] : index
    %4 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[1] : index
    %5 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<?x?xf32>{%3, %4}
    %6 = arith.cmpi sle, %0, %c0 : index
    %7 = arith.subi %c0, %0 : index
    %8 = arith.subi %0, %c1 : index
    %9 = arith.select %6, %7, %8 : index
    %10 = arith.divsi %9, %c8 : index
    %11 = arith.subi %c0, %10 : index
    %12 = arith.addi %10, %c1 : index
    %13 = arith.select %6, %11, %12 : index
    %14 = flow.dispatch @dyn_matmul_norm_dispatch_0::@dyn_matmul_norm_dispatch_0_pack_f32[%0, %13, %1](%2, %0, %13, %1) : (tensor<?x?xf32>{%0, %1}, index, index, index) -> tensor<?x?x8x1xf32>{%13, %1}
    %15 = arith.cmpi sle, %4, %c0 : index
    %16 = arith.subi %c0, %4 : index
    %17 = arith.subi %4, %c1 : index
    %18 = arith.select %15, %16, %17 : index
    %19 = arith.divsi %18, %c4 : index
    %20 = arith.subi %c0, %19 : index
    %21 = arith.addi %19, %c1 : index
    %22 = arith.select %15, %20, %21 : index
    %23 = flow.dispatch @dyn_matmul_norm_dispatch_1::@dyn_matmul_norm_dispatch_1_pack_f32[%4, %22, %3](%5, %4, %22, %3) : (tensor<?x?xf32>{%3, %4}, index, index, index) -> tensor<?x?x4x1xf32>{%22, %3}
    %24 = flow.dispatch @dyn_matmul_norm_dispatch_2::@dyn_matmul_norm_dispatch_2_mmt4d_DxDxDx8x4x1_f32[%1, %3, %13, %22](%14, %23, %1, %3, %13, %22) : (tensor<?x?x8x1xf32>{%13, %1}, tensor<?x?x4x1xf32>{%22, %3}, index, index, index, index) -> tensor<?x?x8x4xf32>{%13, %22}
    %25 = flow.dispatch @dyn_matmul_norm_dispatch_3::@dyn_matmul_norm_dispatch_3_unpack_f32[%13, %22, %0, %4](%24, %13, %22, %0, %4) : (tensor<?x?x8x4xf32>{%13, %22}, index, index, index, index) -> tensor<?x?xf32>{%0, %4}
    %26 = flow.dispatch @dyn_matmul_norm_dispatch_4::@dyn_matmul_norm_dispatch_4_elementwise_DxD_f32[%0, %4](%25, %0, %4) : (tensor<?x?xf32>{%0, %4}, index, index) -> tensor<?x?xf32>{%0, %4}
    %27 = hal.tensor.export %26 "output0" : tensor<?x?xf32>{%0, %4} -> !hal.buffer_view
    util.return %27 : !hal.buffer_view
  }
  flow.executable private @dyn_slice_dispatch_0 {
    flow.executable.export public @dyn_slice_dispatch_0_elementwise_D_i32 workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1, %arg2
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @dyn_slice_dispatch_0_elementwise_D_i32(%arg0: !flow.dispatch.tensor<readonly:tensor<?xi32>>, %arg1: index, %arg2: index, %arg3: index, %arg4: !flow.dispatch.tensor<writeonly:tensor<?xi32>>) {
        %0 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %1 = flow.dispatch.workload.ordinal %arg3, 2 : index
        %2 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?xi32>>{%0}
        %3 = flow.dispatch.tie_shape %arg4 : !flow.dispatch.tensor<writeonly:tensor<?xi32>>{%1}
        %4 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %5 = tensor.empty(%1) : tensor<?xi32>
        %6 = flow.dispatch.tensor.load %2, offsets = [%4], sizes = [%1], strides = [1] : !flow.dispatch.tensor<readonly:tensor<?xi32>>{%0} -> tensor<?xi32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%6 : tensor<?xi32>) outs(%5 : tensor<?xi32>) {
        ^bb0(%in: i32, %out: i32):
          %8 = arith.muli %in, %in : i32
          linalg.yield %8 : i32
        } -> tensor<?xi32>
        flow.dispatch.tensor.store %7, %3, offsets = [0], sizes = [%1], strides = [1] : tensor<?xi32> -> !flow.dispatch.tensor<writeonly:tensor<?xi32>>{%1}
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
