#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d2, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#map6 = affine_map<(d0, d1, d2) -> (d1)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local_0_
  stream.executable private @main$async_dispatch_0 {
    stream.executable.export public @main$async_dispatch_0_pack_f32 workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1, %arg2
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_pack_f32(%arg0: !stream.binding, %arg1: index, %arg2: index, %arg3: index, %arg4: !stream.binding) {
        %c0 = arith.constant 0 : index
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.workload.ordinal %arg3, 2 : index
        %3 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?x?x8xf32>>{%1, %0}
        %4 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<?x?x8x4x1xf32>>{%1, %2}
        %5 = flow.dispatch.tensor.load %3, offsets = [0, 0, 0], sizes = [%1, %0, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x?x8xf32>>{%1, %0} -> tensor<?x?x8xf32>
        %6 = tensor.empty(%1, %2) : tensor<?x?x8x4x1xf32>
        %pack = tensor.pack %5 padding_value(%cst : f32) outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [4, 1] into %6 : tensor<?x?x8xf32> -> tensor<?x?x8x4x1xf32>
        flow.dispatch.tensor.store %pack, %4, offsets = [0, 0, 0, 0, 0], sizes = [%1, %2, 8, 4, 1], strides = [1, 1, 1, 1, 1] : tensor<?x?x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x?x8x4x1xf32>>{%1, %2}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_1 {
    stream.executable.export public @main$async_dispatch_1_elementwise_broadcast_Dx8x8_f32_pack workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_elementwise_broadcast_Dx8x8_f32_pack(%arg0: !stream.binding, %arg1: index, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8x8xf32>>
        %1 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<?x1x8x8x1xf32>>{%1}
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %4 = tensor.empty(%1) : tensor<?x1x8x8x1xf32>
        %5 = tensor.empty(%1) : tensor<?x8x8xf32>
        %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<8x8xf32>) outs(%5 : tensor<?x8x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<?x8x8xf32>
        %pack = tensor.pack %6 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [8, 1] into %4 : tensor<?x8x8xf32> -> tensor<?x1x8x8x1xf32>
        flow.dispatch.tensor.store %pack, %2, offsets = [0, 0, 0, 0, 0], sizes = [%1, 1, 8, 8, 1], strides = [1, 1, 1, 1, 1] : tensor<?x1x8x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x1x8x8x1xf32>>{%1}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_2 {
    stream.executable.export public @main$async_dispatch_2_batch_mmt4d_Dx1xDx8x8x4x1_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_batch_mmt4d_Dx1xDx8x8x4x1_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: index, %arg4: !stream.binding) {
        %c0 = arith.constant 0 : index
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg3, 1 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?x1x8x8x1xf32>>{%0}
        %3 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?x?x8x4x1xf32>>{%0, %1}
        %4 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<?x1x?x8x4xf32>>{%0, %1}
        %5 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0, 0, 0], sizes = [%0, 1, 8, 8, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x1x8x8x1xf32>>{%0} -> tensor<?x1x8x8x1xf32>
        %6 = flow.dispatch.tensor.load %3, offsets = [0, 0, 0, 0, 0], sizes = [%0, %1, 8, 4, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x?x8x4x1xf32>>{%0, %1} -> tensor<?x?x8x4x1xf32>
        %7 = tensor.empty(%0, %1) : tensor<?x1x?x8x4xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<?x1x?x8x4xf32>) -> tensor<?x1x?x8x4xf32>
        %9 = linalg.batch_mmt4d ins(%5, %6 : tensor<?x1x8x8x1xf32>, tensor<?x?x8x4x1xf32>) outs(%8 : tensor<?x1x?x8x4xf32>) -> tensor<?x1x?x8x4xf32>
        flow.dispatch.tensor.store %9, %4, offsets = [0, 0, 0, 0, 0], sizes = [%0, 1, %1, 8, 4], strides = [1, 1, 1, 1, 1] : tensor<?x1x?x8x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x1x?x8x4xf32>>{%0, %1}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_3 {
    stream.executable.export public @main$async_dispatch_3_unpack_f32 workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1, %arg2
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_unpack_f32(%arg0: !stream.binding, %arg1: index, %arg2: index, %arg3: index, %arg4: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.workload.ordinal %arg3, 2 : index
        %3 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?x1x?x8x4xf32>>{%1, %0}
        %4 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<?x?x8xf32>>{%1, %2}
        %5 = flow.dispatch.tensor.load %3, offsets = [0, 0, 0, 0, 0], sizes = [%1, 1, %0, 8, 4], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x1x?x8x4xf32>>{%1, %0} -> tensor<?x1x?x8x4xf32>
        %6 = tensor.empty(%1, %2) : tensor<?x?x8xf32>
        %unpack = tensor.unpack %5 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [8, 4] into %6 : tensor<?x1x?x8x4xf32> -> tensor<?x?x8xf32>
        flow.dispatch.tensor.store %unpack, %4, offsets = [0, 0, 0], sizes = [%1, %2, 8], strides = [1, 1, 1] : tensor<?x?x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x?x8xf32>>{%1, %2}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_7 {
    stream.executable.export public @main$async_dispatch_7_generic_DxD_i1xi64 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_7_generic_DxD_i1xi64(%arg0: !stream.binding, %arg1: index, %arg2: index, %arg3: !stream.binding) {
        %c0 = arith.constant 0 : index
        %c0_i64 = arith.constant 0 : i64
        %true = arith.constant true
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?x?xi8>>{%1, %0}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<?xi64>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0], sizes = [%1, %0], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x?xi8>>{%1, %0} -> tensor<?x?xi8>
        %5 = arith.trunci %4 : tensor<?x?xi8> to tensor<?x?xi1>
        %6 = tensor.empty(%1) : tensor<?xi64>
        %7 = linalg.fill ins(%c0_i64 : i64) outs(%6 : tensor<?xi64>) -> tensor<?xi64>
        %8 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%5 : tensor<?x?xi1>) outs(%7 : tensor<?xi64>) {
        ^bb0(%in: i1, %out: i64):
          %9 = arith.xori %in, %true : i1
          %10 = arith.extui %9 : i1 to i64
          %11 = arith.addi %10, %out : i64
          linalg.yield %11 : i64
        } -> tensor<?xi64>
        flow.dispatch.tensor.store %8, %3, offsets = [0], sizes = [%1], strides = [1] : tensor<?xi64> -> !flow.dispatch.tensor<writeonly:tensor<?xi64>>{%1}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_8 {
    stream.executable.export public @main$async_dispatch_8_generic_Dx8xD_i1xf32xf32xf32xf32xf32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_8_generic_Dx8xD_i1xf32xf32xf32xf32xf32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding, %arg5: !stream.binding, %arg6: index, %arg7: index, %arg8: !stream.binding) {
        %cst = arith.constant 1.000000e+00 : f32
        %cst_0 = arith.constant 0.000000e+00 : f32
        %c1_i64 = arith.constant 1 : i64
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8xf32>>
        %1 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8xf32>>
        %2 = flow.dispatch.workload.ordinal %arg6, 0 : index
        %3 = flow.dispatch.workload.ordinal %arg7, 1 : index
        %4 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?x?xi8>>{%3, %2}
        %5 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?x?x8xf32>>{%3, %2}
        %6 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?x?x8xf32>>{%3, %2}
        %7 = stream.binding.subspan %arg5[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?xi64>>{%3}
        %8 = stream.binding.subspan %arg8[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%3}
        %9 = flow.dispatch.tensor.load %4, offsets = [0, 0], sizes = [%3, %2], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x?xi8>>{%3, %2} -> tensor<?x?xi8>
        %10 = arith.trunci %9 : tensor<?x?xi8> to tensor<?x?xi1>
        %11 = flow.dispatch.tensor.load %5, offsets = [0, 0, 0], sizes = [%3, %2, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x?x8xf32>>{%3, %2} -> tensor<?x?x8xf32>
        %12 = flow.dispatch.tensor.load %0, offsets = [0], sizes = [8], strides = [1] : !flow.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %13 = flow.dispatch.tensor.load %6, offsets = [0, 0, 0], sizes = [%3, %2, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x?x8xf32>>{%3, %2} -> tensor<?x?x8xf32>
        %14 = flow.dispatch.tensor.load %1, offsets = [0], sizes = [8], strides = [1] : !flow.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %15 = flow.dispatch.tensor.load %7, offsets = [0], sizes = [%3], strides = [1] : !flow.dispatch.tensor<readonly:tensor<?xi64>>{%3} -> tensor<?xi64>
        %16 = tensor.empty(%3) : tensor<?x8xf32>
        %17 = linalg.fill ins(%cst_0 : f32) outs(%16 : tensor<?x8xf32>) -> tensor<?x8xf32>
        %18 = linalg.generic {indexing_maps = [#map4, #map5, #map6, #map5, #map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10, %11, %12, %13, %14 : tensor<?x?xi1>, tensor<?x?x8xf32>, tensor<8xf32>, tensor<?x?x8xf32>, tensor<8xf32>) outs(%17 : tensor<?x8xf32>) {
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
        %19 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%18, %15 : tensor<?x8xf32>, tensor<?xi64>) outs(%16 : tensor<?x8xf32>) {
        ^bb0(%in: f32, %in_1: i64, %out: f32):
          %20 = arith.cmpi slt, %in_1, %c1_i64 : i64
          %21 = arith.select %20, %c1_i64, %in_1 : i64
          %22 = arith.sitofp %21 : i64 to f32
          %23 = arith.divf %in, %22 : f32
          linalg.yield %23 : f32
        } -> tensor<?x8xf32>
        flow.dispatch.tensor.store %19, %8, offsets = [0, 0], sizes = [%3, 8], strides = [1, 1] : tensor<?x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%3}
        return
      }
    }
  }
  util.global private @__parameter_model_proj_weight_tensor_8x8xf32 : !stream.resource<constant>
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
  util.global private @__parameter_model_proj_bias_tensor_8xf32 : !stream.resource<constant>
  util.global private @__parameter_model_gate_weight_tensor_8x8xf32 : !stream.resource<constant>
  util.global private @__parameter_model_gate_bias_tensor_8xf32 : !stream.resource<constant>
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c32 = arith.constant 32 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
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
    %12 = arith.subi %11, %c1 : index
    %13 = arith.divui %12, %c4 : index
    %14 = arith.addi %13, %c1 : index
    %15 = arith.muli %10, %c128 : index
    %16 = arith.muli %15, %14 : index
    %17:2 = stream.timepoint.await %5 => %4, %9 : !stream.resource<external>{%3}, !stream.resource<external>{%8}
    %18 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_0::@main$async_dispatch_0_pack_f32[%11, %10, %14](%17#0[%c0 to %3 for %3], %11, %10, %14) : (!stream.resource<external>{%3}, index, index, index) -> !stream.resource<transient>{%16}
    %19 = arith.muli %10, %c256 : index
    %20 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_1::@main$async_dispatch_1_elementwise_broadcast_Dx8x8_f32_pack[%10](%__parameter_model_proj_weight_tensor_8x8xf32[%c0 to %c256 for %c256], %10) : (!stream.resource<constant>{%c256}, index) -> !stream.resource<transient>{%19}
    %21 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_Dx1xDx8x8x4x1_f32[%10, %14](%20[%c0 to %19 for %19], %18[%c0 to %16 for %16], %10, %14) : (!stream.resource<transient>{%19}, !stream.resource<transient>{%16}, index, index) -> !stream.resource<transient>{%16}
    %22 = arith.muli %10, %c32 : index
    %23 = arith.muli %22, %11 : index
    %24 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_3::@main$async_dispatch_3_unpack_f32[%14, %10, %11](%21[%c0 to %16 for %16], %14, %10, %11) : (!stream.resource<transient>{%16}, index, index, index) -> !stream.resource<transient>{%23}
    %25 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_1::@main$async_dispatch_1_elementwise_broadcast_Dx8x8_f32_pack[%10](%__parameter_model_gate_weight_tensor_8x8xf32[%c0 to %c256 for %c256], %10) : (!stream.resource<constant>{%c256}, index) -> !stream.resource<transient>{%19}
    %26 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_2::@main$async_dispatch_2_batch_mmt4d_Dx1xDx8x8x4x1_f32[%10, %14](%25[%c0 to %19 for %19], %18[%c0 to %16 for %16], %10, %14) : (!stream.resource<transient>{%19}, !stream.resource<transient>{%16}, index, index) -> !stream.resource<transient>{%16}
    %27 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_3::@main$async_dispatch_3_unpack_f32[%14, %10, %11](%26[%c0 to %16 for %16], %14, %10, %11) : (!stream.resource<transient>{%16}, index, index, index) -> !stream.resource<transient>{%23}
    %28 = arith.muli %10, %c8 : index
    %29 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_7::@main$async_dispatch_7_generic_DxD_i1xi64[%11, %10](%17#1[%c0 to %8 for %8], %11, %10) : (!stream.resource<external>{%8}, index, index) -> !stream.resource<transient>{%28}
    %30 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_8::@main$async_dispatch_8_generic_Dx8xD_i1xf32xf32xf32xf32xf32[%11, %10](%17#1[%c0 to %8 for %8], %24[%c0 to %23 for %23], %__parameter_model_proj_bias_tensor_8xf32[%c0 to %c32 for %c32], %27[%c0 to %23 for %23], %__parameter_model_gate_bias_tensor_8xf32[%c0 to %c32 for %c32], %29[%c0 to %28 for %28], %11, %10) : (!stream.resource<external>{%8}, !stream.resource<transient>{%23}, !stream.resource<constant>{%c32}, !stream.resource<transient>{%23}, !stream.resource<constant>{%c32}, !stream.resource<transient>{%28}, index, index) -> !stream.resource<external>{%22}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %30 : !stream.resource<external>{%22} => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %result_timepoint => (%arg3 : !hal.fence)
    %31 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result : tensor<?x8xf32>{%10} in !stream.resource<external>{%22} -> !hal.buffer_view
    util.return %31 : !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @main$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.return %1 : !hal.buffer_view
  }
}
