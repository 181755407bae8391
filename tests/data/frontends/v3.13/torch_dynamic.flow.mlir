module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @main$async_dispatch_0 {
    flow.executable.export public @main$async_dispatch_0_matmul_Dx8x8_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_matmul_Dx8x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg2: index, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %5 = tensor.empty(%0) : tensor<?x8xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<?x8xf32>) -> tensor<?x8xf32>
        %7 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%3, %4 : tensor<?x8xf32>, tensor<8x8xf32>) outs(%6 : tensor<?x8xf32>) -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_2 {
    flow.executable.export public @main$async_dispatch_2_reduction_DxD_i1xi64 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_reduction_DxD_i1xi64(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xi1>>, %arg1: index, %arg2: index, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi64>>) {
        %true = arith.constant true
        %c0_i64 = arith.constant 0 : i64
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xi1>>{%1, %0}
        %3 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi64>>{%1}
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [%1, %0], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xi1>>{%1, %0} -> tensor<?x?xi1>
        %5 = tensor.empty(%1) : tensor<?xi64>
        %6 = linalg.fill ins(%c0_i64 : i64) outs(%5 : tensor<?xi64>) -> tensor<?xi64>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%4 : tensor<?x?xi1>) outs(%6 : tensor<?xi64>) {
        ^bb0(%in: i1, %out: i64):
          %8 = arith.xori %in, %true : i1
          %9 = arith.extui %8 : i1 to i64
          %10 = arith.addi %9, %out : i64
          linalg.yield %10 : i64
        } -> tensor<?xi64>
        iree_tensor_ext.dispatch.tensor.store %7, %3, offsets = [0], sizes = [%1], strides = [1] : tensor<?xi64> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi64>>{%1}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_3 {
    flow.executable.export public @main$async_dispatch_3_reduction_Dx8xD_i1xf32xf32xf32xf32xf32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_reduction_Dx8xD_i1xf32xf32xf32xf32xf32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xi1>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?x8xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>, %arg5: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xi64>>, %arg6: index, %arg7: index, %arg8: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>) {
        %c1_i64 = arith.constant 1 : i64
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg6, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg7, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xi1>>{%1, %0}
        %3 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?x8xf32>>{%1, %0}
        %4 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?x8xf32>>{%1, %0}
        %5 = flow.dispatch.tie_shape %arg5 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xi64>>{%1}
        %6 = flow.dispatch.tie_shape %arg8 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%1}
        %7 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [%1, %0], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xi1>>{%1, %0} -> tensor<?x?xi1>
        %8 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0, 0], sizes = [%1, %0, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?x8xf32>>{%1, %0} -> tensor<?x?x8xf32>
        %9 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %10 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0, 0, 0], sizes = [%1, %0, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?x8xf32>>{%1, %0} -> tensor<?x?x8xf32>
        %11 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %12 = iree_tensor_ext.dispatch.tensor.load %5, offsets = [0], sizes = [%1], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xi64>>{%1} -> tensor<?xi64>
        %13 = tensor.empty(%1) : tensor<?x8xf32>
        %14 = linalg.fill ins(%cst : f32) outs(%13 : tensor<?x8xf32>) -> tensor<?x8xf32>
        %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7, %8, %9, %10, %11 : tensor<?x?xi1>, tensor<?x?x8xf32>, tensor<8xf32>, tensor<?x?x8xf32>, tensor<8xf32>) outs(%14 : tensor<?x8xf32>) {
        ^bb0(%in: i1, %in_1: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
          %17 = arith.addf %in_3, %in_4 : f32
          %18 = arith.negf %17 : f32
          %19 = math.exp %18 : f32
          %20 = arith.addf %19, %cst_0 : f32
          %21 = arith.divf %cst_0, %20 : f32
          %22 = arith.addf %in_1, %in_2 : f32
          %23 = arith.mulf %22, %21 : f32
          %24 = arith.select %in, %cst, %23 : f32
          %25 = arith.addf %24, %out : f32
          linalg.yield %25 : f32
        } -> tensor<?x8xf32>
        %16 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%15, %12 : tensor<?x8xf32>, tensor<?xi64>) outs(%13 : tensor<?x8xf32>) {
        ^bb0(%in: f32, %in_1: i64, %out: f32):
          %17 = arith.maxsi %in_1, %c1_i64 : i64
          %18 = arith.sitofp %17 : i64 to f32
          %19 = arith.divf %in, %18 : f32
          linalg.yield %19 : f32
        } -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %16, %6, offsets = [0, 0], sizes = [%1, 8], strides = [1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%1}
        return
      }
    }
  }
  util.global private @__parameter_model_proj_weight_tensor_8x8xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"proj.weight"> : tensor<8x8xf32>
  util.global private @__parameter_model_proj_bias_tensor_8xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"proj.bias"> : tensor<8xf32>
  util.global private @__parameter_model_gate_weight_tensor_8x8xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"gate.weight"> : tensor<8x8xf32>
  util.global private @__parameter_model_gate_bias_tensor_8xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"gate.bias"> : tensor<8xf32>
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %__parameter_model_proj_weight_tensor_8x8xf32 = util.global.load immutable @__parameter_model_proj_weight_tensor_8x8xf32 : tensor<8x8xf32>
    %__parameter_model_proj_bias_tensor_8xf32 = util.global.load immutable @__parameter_model_proj_bias_tensor_8xf32 : tensor<8xf32>
    %__parameter_model_gate_weight_tensor_8x8xf32 = util.global.load immutable @__parameter_model_gate_weight_tensor_8x8xf32 : tensor<8x8xf32>
    %__parameter_model_gate_bias_tensor_8xf32 = util.global.load immutable @__parameter_model_gate_bias_tensor_8xf32 : tensor<8xf32>
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %2 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<?x?x8xf32>{%0, %1}
    %3 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[0] : index
    %4 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[1] : index
    %5 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<?x?xi1>{%3, %4}
    %6 = util.assume.int %0<umin = 1, umax = 16> : index
    %7 = util.assume.int %1<umin = 1, umax = 128> : index
    %8 = arith.muli %6, %7 overflow<nsw> : index
    %9 = flow.tensor.reshape %2 : tensor<?x?x8xf32>{%6, %7} -> tensor<?x8xf32>{%8}
    %10 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_matmul_Dx8x8_f32[%8](%9, %__parameter_model_proj_weight_tensor_8x8xf32, %8) : (tensor<?x8xf32>{%8}, tensor<8x8xf32>, index) -> tensor<?x8xf32>{%8}
    %11 = flow.tensor.reshape %10 : tensor<?x8xf32>{%8} -> tensor<?x?x8xf32>{%6, %7}
    %12 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_matmul_Dx8x8_f32[%8](%9, %__parameter_model_gate_weight_tensor_8x8xf32, %8) : (tensor<?x8xf32>{%8}, tensor<8x8xf32>, index) -> tensor<?x8xf32>{%8}
    %13 = flow.tensor.reshape %12 : tensor<?x8xf32>{%8} -> tensor<?x?x8xf32>{%6, %7}
    %14 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_reduction_DxD_i1xi64[%7, %6](%5, %7, %6) : (tensor<?x?xi1>{%6, %7}, index, index) -> tensor<?xi64>{%6}
    %15 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_reduction_Dx8xD_i1xf32xf32xf32xf32xf32[%7, %6](%5, %11, %__parameter_model_proj_bias_tensor_8xf32, %13, %__parameter_model_gate_bias_tensor_8xf32, %14, %7, %6) : (tensor<?x?xi1>{%6, %7}, tensor<?x?x8xf32>{%6, %7}, tensor<8xf32>, tensor<?x?x8xf32>{%6, %7}, tensor<8xf32>, tensor<?xi64>{%6}, index, index) -> tensor<?x8xf32>{%6}
    %16 = hal.tensor.barrier join(%15 : tensor<?x8xf32>) => %arg3 : !hal.fence
    %17 = hal.tensor.export %16 : tensor<?x8xf32>{%6} -> !hal.buffer_view
    util.return %17 : !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @main$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}
