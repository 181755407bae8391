module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__parameter_model_proj_weight_tensor_8x8xf32 : !stream.resource<constant>
  util.global private @__parameter_model_proj_bias_tensor_8xf32 : !stream.resource<constant>
  util.global private @__parameter_model_gate_weight_tensor_8x8xf32 : !stream.resource<constant>
  util.global private @__parameter_model_gate_bias_tensor_8xf32 : !stream.resource<constant>
  util.initializer {
    %c32 = arith.constant 32 : index
    %c256 = arith.constant 256 : index
    %cst = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"proj.weight"> : tensor<8x8xf32>
    %cst_0 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c32} = #stream.parameter.named<"model"::"proj.bias"> : tensor<8xf32>
    %cst_1 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"gate.weight"> : tensor<8x8xf32>
    %cst_2 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c32} = #stream.parameter.named<"model"::"gate.bias"> : tensor<8xf32>
    util.global.store %cst_2, @__parameter_model_gate_bias_tensor_8xf32 : !stream.resource<constant>
    util.global.store %cst_1, @__parameter_model_gate_weight_tensor_8x8xf32 : !stream.resource<constant>
    util.global.store %cst_0, @__parameter_model_proj_bias_tensor_8xf32 : !stream.resource<constant>
    util.global.store %cst, @__parameter_model_proj_weight_tensor_8x8xf32 : !stream.resource<constant>
    util.return
  }
  stream.executable private @main$async_dispatch_0 {
    stream.executable.export public @main$async_dispatch_0_matmul_Dx8x8_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_matmul_Dx8x8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%1}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%1}
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [%1, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%1} -> tensor<?x8xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %6 = tensor.empty(%1) : tensor<?x8xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<?x8xf32>) -> tensor<?x8xf32>
        %8 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%4, %5 : tensor<?x8xf32>, tensor<8x8xf32>) outs(%7 : tensor<?x8xf32>) -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %3, offsets = [0, 0], sizes = [%1, 8], strides = [1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%1}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_2 {
    stream.executable.export public @main$async_dispatch_2_reduction_DxD_i1xi64 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_reduction_DxD_i1xi64(%arg0: !stream.binding, %arg1: index, %arg2: index, %arg3: !stream.binding) {
        %c0 = arith.constant 0 : index
        %true = arith.constant true
        %c0_i64 = arith.constant 0 : i64
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 1 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xi8>>{%1, %0}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi64>>{%1}
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [%1, %0], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xi8>>{%1, %0} -> tensor<?x?xi8>
        %5 = arith.trunci %4 : tensor<?x?xi8> to tensor<?x?xi1>
        %6 = tensor.empty(%1) : tensor<?xi64>
        %7 = linalg.fill ins(%c0_i64 : i64) outs(%6 : tensor<?xi64>) -> tensor<?xi64>
        %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%5 : tensor<?x?xi1>) outs(%7 : tensor<?xi64>) {
        ^bb0(%in: i1, %out: i64):
          %9 = arith.xori %in, %true : i1
          %10 = arith.extui %9 : i1 to i64
          %11 = arith.addi %10, %out : i64
          linalg.yield %11 : i64
        } -> tensor<?xi64>
        iree_tensor_ext.dispatch.tensor.store %8, %3, offsets = [0], sizes = [%1], strides = [1] : tensor<?xi64> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi64>>{%1}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_3 {
    stream.executable.export public @main$async_dispatch_3_reduction_Dx8xD_i1xf32xf32xf32xf32xf32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_reduction_Dx8xD_i1xf32xf32xf32xf32xf32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding, %arg5: !stream.binding, %arg6: index, %arg7: index, %arg8: !stream.binding) {
        %cst = arith.constant 1.000000e+00 : f32
        %cst_0 = arith.constant 0.000000e+00 : f32
        %c1_i64 = arith.constant 1 : i64
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %1 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %2 = iree_tensor_ext.dispatch.workload.ordinal %arg6, 0 : index
        %3 = iree_tensor_ext.dispatch.workload.ordinal %arg7, 1 : index
        %4 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xi8>>{%3, %2}
        %5 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?x8xf32>>{%3, %2}
        %6 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?x8xf32>>{%3, %2}
        %7 = stream.binding.subspan %arg5[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xi64>>{%3}
        %8 = stream.binding.subspan %arg8[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%3}
        %9 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0, 0], sizes = [%3, %2], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xi8>>{%3, %2} -> tensor<?x?xi8>
        %10 = arith.trunci %9 : tensor<?x?xi8> to tensor<?x?xi1>
        %11 = iree_tensor_ext.dispatch.tensor.load %5, offsets = [0, 0, 0], sizes = [%3, %2, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?x8xf32>>{%3, %2} -> tensor<?x?x8xf32>
        %12 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %13 = iree_tensor_ext.dispatch.tensor.load %6, offsets = [0, 0, 0], sizes = [%3, %2, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?x8xf32>>{%3, %2} -> tensor<?x?x8xf32>
        %14 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %15 = iree_tensor_ext.dispatch.tensor.load %7, offsets = [0], sizes = [%3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xi64>>{%3} -> tensor<?xi64>
        %16 = tensor.empty(%3) : tensor<?x8xf32>
        %17 = linalg.fill ins(%cst_0 : f32) outs(%16 : tensor<?x8xf32>) -> tensor<?x8xf32>
        %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10, %11, %12, %13, %14 : tensor<?x?xi1>, tensor<?x?x8xf32>, tensor<8xf32>, tensor<?x?x8xf32>, tensor<8xf32>) outs(%17 : tensor<?x8xf32>) {
        ^bb0(%in: i1, %in_1: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
          %20 = arith.addf %in_3, %in_4 : f32
          %21 = arith.negf %20 : f32
          %22 = math.exp %21 : f32
          %23 = arith.addf %22, %cst : f32
          %24 = arith.divf %cst, %23 : f32
          %25 = arith.addf %in_1, %in_2 : f32
          %26 = arith.mulf %25, %24 : f32
          %27 = arith.select %in, %cst_0, %26 : f32
          %28 = arith.addf %27, %out : f32
          linalg.yield %28 : f32
        } -> tensor<?x8xf32>
        %19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%18, %15 : tensor<?x8xf32>, tensor<?xi64>) outs(%16 : tensor<?x8xf32>) {
        ^bb0(%in: f32, %in_1: i64, %out: f32):
          %20 = arith.maxsi %in_1, %c1_i64 : i64
          %21 = arith.sitofp %20 : i64 to f32
          %22 = arith.divf %in, %21 : f32
          linalg.yield %22 : f32
        } -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %19, %8, offsets = [0, 0], sizes = [%3, 8], strides = [1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%3}
        return
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c256 = arith.constant 256 : index
    %__parameter_model_proj_weight_tensor_8x8xf32 = util.global.load immutable @__parameter_model_proj_weight_tensor_8x8xf32 : !stream.resource<constant>
    %__parameter_model_proj_bias_tensor_8xf32 = util.global.load immutable @__parameter_model_proj_bias_tensor_8xf32 : !stream.resource<constant>
    %__parameter_model_gate_weight_tensor_8x8xf32 = util.global.load immutable @__parameter_model_gate_weight_tensor_8x8xf32 : !stream.resource<constant>
    %__parameter_model_gate_bias_tensor_8xf32 = util.global.load immutable @__parameter_model_gate_bias_tensor_8xf32 : !stream.resource<constant>
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%0, %1, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = arith.muli %0, %c32 : index
    %3 = arith.muli %2, %1 : index
    %4 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<?x?x8xf32>{%0, %1} in !stream.resource<external>{%3}
    %5 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg2 : (!hal.fence) => !stream.timepoint
    %6 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[0] : index
    %7 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[1] : index
    %element_type_i1 = hal.element_type<i1> : i32
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("tensor") shape([%6, %7]) type(%element_type_i1) encoding(%dense_row_major)
    %8 = arith.muli %6, %7 : index
    %9 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<?x?xi1>{%6, %7} in !stream.resource<external>{%8}
    %10 = util.assume.int %0<umin = 1, umax = 16> : index
    %11 = util.assume.int %1<umin = 1, umax = 128> : index
    %12 = arith.muli %10, %11 overflow<nsw> : index
    %13 = arith.muli %12, %c32 : index
    %14:2 = stream.timepoint.await %5 => %4, %9 : !stream.resource<external>{%3}, !stream.resource<external>{%8}
    %15 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_0::@main$async_dispatch_0_matmul_Dx8x8_f32[%12](%14#0[%c0 to %13 for %13], %__parameter_model_proj_weight_tensor_8x8xf32[%c0 to %c256 for %c256], %12) : (!stream.resource<external>{%13}, !stream.resource<constant>{%c256}, index) -> !stream.resource<transient>{%13}
    %16 = arith.muli %10, %c32 : index
    %17 = arith.muli %16, %11 : index
    %18 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_0::@main$async_dispatch_0_matmul_Dx8x8_f32[%12](%14#0[%c0 to %13 for %13], %__parameter_model_gate_weight_tensor_8x8xf32[%c0 to %c256 for %c256], %12) : (!stream.resource<external>{%13}, !stream.resource<constant>{%c256}, index) -> !stream.resource<transient>{%13}
    %19 = arith.muli %10, %c8 : index
    %20 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_2::@main$async_dispatch_2_reduction_DxD_i1xi64[%11, %10](%14#1[%c0 to %8 for %8], %11, %10) : (!stream.resource<external>{%8}, index, index) -> !stream.resource<transient>{%19}
    %21 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_3::@main$async_dispatch_3_reduction_Dx8xD_i1xf32xf32xf32xf32xf32[%11, %10](%14#1[%c0 to %8 for %8], %15[%c0 to %17 for %17], %__parameter_model_proj_bias_tensor_8xf32[%c0 to %c32 for %c32], %18[%c0 to %17 for %17], %__parameter_model_gate_bias_tensor_8xf32[%c0 to %c32 for %c32], %20[%c0 to %19 for %19], %11, %10) : (!stream.resource<external>{%8}, !stream.resource<transient>{%17}, !stream.resource<constant>{%c32}, !stream.resource<transient>{%17}, !stream.resource<constant>{%c32}, !stream.resource<transient>{%19}, index, index) -> !stream.resource<external>{%16}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %21 : !stream.resource<external>{%16} => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %result_timepoint => (%arg3 : !hal.fence)
    %22 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result : tensor<?x8xf32>{%10} in !stream.resource<external>{%16} -> !hal.buffer_view
    util.return %22 : !hal.buffer_view
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
