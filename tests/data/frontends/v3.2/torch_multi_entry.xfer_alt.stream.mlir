#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> ()>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map4 = affine_map<()[s0, s1, s2, s3, s4] -> (s0 * 8 + s1 * 8 + s2 + s3 + s4)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0) -> ()>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local_0_
  util.global private @__hoisted_tensor_1x8x8x4x1xf32 : !stream.resource<constant>
  stream.executable private @_initializer_0_dispatch_0 {
    stream.executable.export public @_initializer_0_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<32x1x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x8x8x4x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [32, 1, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<32x1x8xf32>> -> tensor<32x1x8xf32>
        %3 = tensor.empty() : tensor<1x8x8x4x1xf32>
        %pack = tensor.pack %2 outer_dims_perm = [1, 0, 2] inner_dims_pos = [0, 2] inner_tiles = [4, 1] into %3 : tensor<32x1x8xf32> -> tensor<1x8x8x4x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0, 0], sizes = [1, 8, 8, 4, 1], strides = [1, 1, 1, 1, 1] : tensor<1x8x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x8x4x1xf32>>
        return
      }
    }
  }
  util.initializer {
    %c0 = arith.constant 0 : index
    %c1024 = arith.constant 1024 : index
    %cst = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"head.weight"> : tensor<32x8xf32>
    %0 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%cst[%c0 to %c1024 for %c1024]) : (!stream.resource<constant>{%c1024}) -> !stream.resource<constant>{%c1024}
    %1 = stream.async.transfer %0 : !stream.resource<constant>{%c1024} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<constant>{%c1024}
    %cst_0 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"embed.weight"> : tensor<32x8xf32>
    %2 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%cst[%c0 to %c1024 for %c1024]) : (!stream.resource<constant>{%c1024}) -> !stream.resource<constant>{%c1024}
    util.global.store %1, @__hoisted_tensor_1x8x8x4x1xf32 : !stream.resource<constant>
    util.global.store %2, @__hoisted_tensor_1x8x8x4x1xf32_0 : !stream.resource<constant>
    util.global.store %cst_0, @__parameter_model_embed_weight_tensor_32x8xf32 : !stream.resource<constant>
    util.return
  }
  stream.executable private @prefill$async_dispatch_0 {
    stream.executable.export public @prefill$async_dispatch_0_elementwise_broadcast_Dx8_i64xf32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @prefill$async_dispatch_0_elementwise_broadcast_Dx8_i64xf32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<32x8xf32>>
        %1 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?xi64>>{%1}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%1}
        %4 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<32x8xf32>> -> tensor<32x8xf32>
        %5 = flow.dispatch.tensor.load %2, offsets = [0], sizes = [%1], strides = [1] : !flow.dispatch.tensor<readonly:tensor<?xi64>>{%1} -> tensor<?xi64>
        %6 = tensor.empty(%1) : tensor<?x8xf32>
        %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?xi64>) outs(%6 : tensor<?x8xf32>) {
        ^bb0(%in: i64, %out: f32):
          %8 = linalg.index 1 : index
          %9 = arith.index_cast %in : i64 to index
          %extracted = tensor.extract %4[%9, %8] : tensor<32x8xf32>
          %10 = math.tanh %extracted : f32
          linalg.yield %10 : f32
        } -> tensor<?x8xf32>
        flow.dispatch.tensor.store %7, %3, offsets = [0, 0], sizes = [%1, 8], strides = [1, 1] : tensor<?x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%1}
        return
      }
    }
  }
  stream.executable private @prefill$async_dispatch_1 {
    stream.executable.export public @prefill$async_dispatch_1_pack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @prefill$async_dispatch_1_pack_f32(%arg0: !stream.binding, %arg1: index, %arg2: index, %arg3: !stream.binding) {
        %c0 = arith.constant 0 : index
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%0}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x?x8x8x1xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, %0, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%0} -> tensor<1x?x8xf32>
        %5 = tensor.empty(%1) : tensor<1x?x8x8x1xf32>
        %pack = tensor.pack %4 padding_value(%cst : f32) outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [8, 1] into %5 : tensor<1x?x8xf32> -> tensor<1x?x8x8x1xf32>
        flow.dispatch.tensor.store %pack, %3, offsets = [0, 0, 0, 0, 0], sizes = [1, %1, 8, 8, 1], strides = [1, 1, 1, 1, 1] : tensor<1x?x8x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x8x8x1xf32>>{%1}
        return
      }
    }
  }
  stream.executable private @prefill$async_dispatch_2 {
    stream.executable.export public @prefill$async_dispatch_2_batch_mmt4d_1xDx8x8x8x4x1_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @prefill$async_dispatch_2_batch_mmt4d_1xDx8x8x8x4x1_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x8x8x4x1xf32>>
        %1 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x?x8x8x1xf32>>{%1}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x?x8x8x4xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0, 0, 0], sizes = [1, %1, 8, 8, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x8x8x1xf32>>{%1} -> tensor<1x?x8x8x1xf32>
        %5 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0, 0], sizes = [1, 8, 8, 4, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x8x4x1xf32>> -> tensor<1x8x8x4x1xf32>
        %6 = tensor.empty(%1) : tensor<1x?x8x8x4xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<1x?x8x8x4xf32>) -> tensor<1x?x8x8x4xf32>
        %8 = linalg.batch_mmt4d ins(%4, %5 : tensor<1x?x8x8x1xf32>, tensor<1x8x8x4x1xf32>) outs(%7 : tensor<1x?x8x8x4xf32>) -> tensor<1x?x8x8x4xf32>
        flow.dispatch.tensor.store %8, %3, offsets = [0, 0, 0, 0, 0], sizes = [1, %1, 8, 8, 4], strides = [1, 1, 1, 1, 1] : tensor<1x?x8x8x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x8x8x4xf32>>{%1}
        return
      }
    }
  }
  stream.executable private @prefill$async_dispatch_3 {
    stream.executable.export public @prefill$async_dispatch_3_unpack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @prefill$async_dispatch_3_unpack_f32(%arg0: !stream.binding, %arg1: index, %arg2: index, %arg3: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x?x8x8x4xf32>>{%0}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x?x32xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0, 0, 0], sizes = [1, %0, 8, 8, 4], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x8x8x4xf32>>{%0} -> tensor<1x?x8x8x4xf32>
        %5 = tensor.empty(%1) : tensor<1x?x32xf32>
        %unpack = tensor.unpack %4 outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [8, 4] into %5 : tensor<1x?x8x8x4xf32> -> tensor<1x?x32xf32>
        flow.dispatch.tensor.store %unpack, %3, offsets = [0, 0, 0], sizes = [1, %1, 32], strides = [1, 1, 1] : tensor<1x?x32xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x32xf32>>{%1}
        return
      }
    }
  }
  util.global private @__parameter_model_embed_weight_tensor_32x8xf32 : !stream.resource<constant>
  util.func public @prefill$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c128 = arith.constant 128 : index
    %c1024 = arith.constant 1024 : index
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %__parameter_model_embed_weight_tensor_32x8xf32 = util.global.load immutable @__parameter_model_embed_weight_tensor_32x8xf32 : !stream.resource<constant>
    %__hoisted_tensor_1x8x8x4x1xf32 = util.global.load immutable @__hoisted_tensor_1x8x8x4x1xf32 : !stream.resource<constant>
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %element_type_i64 = hal.element_type<i64> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c1, %0]) type(%element_type_i64) encoding(%dense_row_major)
    %1 = arith.muli %0, %c8 : index
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x?xi64>{%0} in !stream.resource<external>{%1}
    %3 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg1 : (!hal.fence) => !stream.timepoint
    %4 = util.assume.int %0<umin = 1, umax = 64> : index
    %5 = arith.muli %4, %c8 : index
    %6 = arith.muli %4, %c32 : index
    %7 = stream.timepoint.await %3 => %2 : !stream.resource<external>{%1}
    %8 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @prefill$async_dispatch_0::@prefill$async_dispatch_0_elementwise_broadcast_Dx8_i64xf32[%4](%__parameter_model_embed_weight_tensor_32x8xf32[%c0 to %c1024 for %c1024], %7[%c0 to %5 for %5], %4) : (!stream.resource<constant>{%c1024}, !stream.resource<external>{%5}, index) -> !stream.resource<transient>{%6}
    %9 = stream.async.transfer %8 : !stream.resource<transient>{%6} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<transient>{%6}
    %10 = arith.subi %4, %c1 : index
    %11 = arith.divui %10, %c8 : index
    %12 = arith.addi %11, %c1 : index
    %13 = arith.muli %12, %c256 : index
    %14 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @prefill$async_dispatch_1::@prefill$async_dispatch_1_pack_f32[%4, %12](%9[%c0 to %6 for %6], %4, %12) : (!stream.resource<transient>{%6}, index, index) -> !stream.resource<transient>{%13}
    %15 = arith.muli %12, %c1024 : index
    %16 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @prefill$async_dispatch_2::@prefill$async_dispatch_2_batch_mmt4d_1xDx8x8x8x4x1_f32[%12](%14[%c0 to %13 for %13], %__hoisted_tensor_1x8x8x4x1xf32[%c0 to %c1024 for %c1024], %12) : (!stream.resource<transient>{%13}, !stream.resource<constant>{%c1024}, index) -> !stream.resource<transient>{%15}
    %17 = arith.muli %4, %c128 : index
    %18 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @prefill$async_dispatch_3::@prefill$async_dispatch_3_unpack_f32[%12, %4](%16[%c0 to %15 for %15], %12, %4) : (!stream.resource<transient>{%15}, index, index) -> !stream.resource<external>{%17}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %18 : !stream.resource<external>{%17} => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %result_timepoint => (%arg2 : !hal.fence)
    %19 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result : tensor<1x?x32xf32>{%4} in !stream.resource<external>{%17} -> !hal.buffer_view
    util.return %19 : !hal.buffer_view
  }
  util.func public @prefill(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @prefill$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.return %1 : !hal.buffer_view
  }
  util.global private @__hoisted_tensor_1x8x8x4x1xf32_0 : !stream.resource<constant>
  stream.executable private @decode$async_dispatch_0 {
    stream.executable.export public @decode$async_dispatch_0_elementwise_broadcast_1x1x8x1x1_i64xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @decode$async_dispatch_0_elementwise_broadcast_1x1x8x1x1_i64xf32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<32x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<i64>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x1x8x1x1xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<32x8xf32>> -> tensor<32x8xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [], sizes = [], strides = [] : !flow.dispatch.tensor<readonly:tensor<i64>> -> tensor<i64>
        %5 = tensor.empty() : tensor<1x1x8x1x1xf32>
        %6 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<i64>) outs(%5 : tensor<1x1x8x1x1xf32>) {
        ^bb0(%in: i64, %out: f32):
          %7 = linalg.index 1 : index
          %8 = linalg.index 2 : index
          %9 = linalg.index 3 : index
          %10 = linalg.index 4 : index
          %11 = linalg.index 0 : index
          %12 = affine.apply #map4()[%7, %11, %8, %9, %10]
          %13 = arith.index_cast %in : i64 to index
          %extracted = tensor.extract %3[%13, %12] : tensor<32x8xf32>
          %14 = math.tanh %extracted : f32
          linalg.yield %14 : f32
        } -> tensor<1x1x8x1x1xf32>
        flow.dispatch.tensor.store %6, %2, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 8, 1, 1], strides = [1, 1, 1, 1, 1] : tensor<1x1x8x1x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x1x8x1x1xf32>>
        return
      }
    }
  }
  stream.executable private @decode$async_dispatch_1 {
    stream.executable.export public @decode$async_dispatch_1_batch_mmt4d_1x1x8x8x1x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @decode$async_dispatch_1_batch_mmt4d_1x1x8x8x1x4x1_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x1x8x1x1xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x8x8x4x1xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x1x8x1x4xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 8, 1, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x1x8x1x1xf32>> -> tensor<1x1x8x1x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0, 0], sizes = [1, 8, 8, 4, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x8x4x1xf32>> -> tensor<1x8x8x4x1xf32>
        %5 = tensor.empty() : tensor<1x1x8x1x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x1x8x1x4xf32>) -> tensor<1x1x8x1x4xf32>
        %7 = linalg.batch_mmt4d ins(%3, %4 : tensor<1x1x8x1x1xf32>, tensor<1x8x8x4x1xf32>) outs(%6 : tensor<1x1x8x1x4xf32>) -> tensor<1x1x8x1x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 8, 1, 4], strides = [1, 1, 1, 1, 1] : tensor<1x1x8x1x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x1x8x1x4xf32>>
        return
      }
    }
  }
  stream.executable private @decode$async_dispatch_2 {
    stream.executable.export public @decode$async_dispatch_2_generic_32_f32xf32xi64 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @decode$async_dispatch_2_generic_32_f32xf32xi64(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0_i64 = arith.constant 0 : i64
        %cst = arith.constant 0xFF800000 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<32xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<i64>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0], sizes = [32], strides = [1] : !flow.dispatch.tensor<readonly:tensor<32xf32>> -> tensor<32xf32>
        %3 = tensor.empty() : tensor<i64>
        %4 = tensor.empty() : tensor<f32>
        %5 = linalg.fill ins(%c0_i64 : i64) outs(%3 : tensor<i64>) -> tensor<i64>
        %6 = linalg.fill ins(%cst : f32) outs(%4 : tensor<f32>) -> tensor<f32>
        %7:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["reduction"]} ins(%2 : tensor<32xf32>) outs(%6, %5 : tensor<f32>, tensor<i64>) {
        ^bb0(%in: f32, %out: f32, %out_0: i64):
          %8 = linalg.index 0 : index
          %9 = arith.index_cast %8 : index to i64
          %10 = arith.maximumf %in, %out : f32
          %11 = arith.cmpf ogt, %in, %out : f32
          %12 = arith.select %11, %9, %out_0 : i64
          linalg.yield %10, %12 : f32, i64
        } -> (tensor<f32>, tensor<i64>)
        flow.dispatch.tensor.store %7#1, %1, offsets = [], sizes = [], strides = [] : tensor<i64> -> !flow.dispatch.tensor<writeonly:tensor<i64>>
        return
      }
    }
  }
  util.func public @decode$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c128 = arith.constant 128 : index
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %__parameter_model_embed_weight_tensor_32x8xf32 = util.global.load immutable @__parameter_model_embed_weight_tensor_32x8xf32 : !stream.resource<constant>
    %__hoisted_tensor_1x8x8x4x1xf32_0 = util.global.load immutable @__hoisted_tensor_1x8x8x4x1xf32_0 : !stream.resource<constant>
    %element_type_i64 = hal.element_type<i64> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c1, %c1]) type(%element_type_i64) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x1xi64> in !stream.resource<external>{%c8}
    %1 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg1 : (!hal.fence) => !stream.timepoint
    %2 = stream.timepoint.await %1 => %0 : !stream.resource<external>{%c8}
    %3 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @decode$async_dispatch_0::@decode$async_dispatch_0_elementwise_broadcast_1x1x8x1x1_i64xf32(%__parameter_model_embed_weight_tensor_32x8xf32[%c0 to %c1024 for %c1024], %2[%c0 to %c8 for %c8]) : (!stream.resource<constant>{%c1024}, !stream.resource<external>{%c8}) -> !stream.resource<transient>{%c32}
    %4 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @decode$async_dispatch_1::@decode$async_dispatch_1_batch_mmt4d_1x1x8x8x1x4x1_f32(%3[%c0 to %c32 for %c32], %__hoisted_tensor_1x8x8x4x1xf32_0[%c0 to %c1024 for %c1024]) : (!stream.resource<transient>{%c32}, !stream.resource<constant>{%c1024}) -> !stream.resource<transient>{%c128}
    %5 = stream.async.transfer %4 : !stream.resource<transient>{%c128} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<transient>{%c128}
    %6 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @decode$async_dispatch_2::@decode$async_dispatch_2_generic_32_f32xf32xi64(%5[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<external>{%c8}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %6 : !stream.resource<external>{%c8} => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %result_timepoint => (%arg2 : !hal.fence)
    %7 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result : tensor<1x1xi64> in !stream.resource<external>{%c8} -> !hal.buffer_view
    util.return %7 : !hal.buffer_view
  }
  util.func public @decode(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @decode$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.return %1 : !hal.buffer_view
  }
}
