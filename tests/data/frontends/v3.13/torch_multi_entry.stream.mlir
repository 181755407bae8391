module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__hoisted_tensor_1x8x32xf32 : !stream.resource<constant>
  util.global private @__parameter_model_embed_weight_tensor_32x8xf32 : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c1024 = arith.constant 1024 : index
    %cst = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"head.weight"> : tensor<32x8xf32>
    %0 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_transpose_32x8_f32(%cst[%c0 to %c1024 for %c1024]) : (!stream.resource<constant>{%c1024}) -> !stream.resource<constant>{%c1024}
    %cst_0 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"embed.weight"> : tensor<32x8xf32>
    util.global.store %0, @__hoisted_tensor_1x8x32xf32 : !stream.resource<constant>
    util.global.store %cst_0, @__parameter_model_embed_weight_tensor_32x8xf32 : !stream.resource<constant>
    util.return
  }
  stream.executable private @_initializer_0_dispatch_0 {
    stream.executable.export public @_initializer_0_dispatch_0_transpose_32x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_transpose_32x8_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>> -> tensor<32x8xf32>
        %3 = tensor.empty() : tensor<8x32xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<32x8xf32>) outs(%3 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  stream.executable private @prefill$async_dispatch_0 {
    stream.executable.export public @prefill$async_dispatch_0_elementwise_broadcast_Dx8_i64xf32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @prefill$async_dispatch_0_elementwise_broadcast_Dx8_i64xf32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>>
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xi64>>{%1}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%1}
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>> -> tensor<32x8xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [%1], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xi64>>{%1} -> tensor<?xi64>
        %6 = tensor.empty(%1) : tensor<?x8xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?xi64>) outs(%6 : tensor<?x8xf32>) {
        ^bb0(%in: i64, %out: f32):
          %8 = linalg.index 1 : index
          %9 = arith.index_cast %in : i64 to index
          %extracted = tensor.extract %4[%9, %8] : tensor<32x8xf32>
          %10 = math.tanh %extracted : f32
          linalg.yield %10 : f32
        } -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %3, offsets = [0, 0], sizes = [%1, 8], strides = [1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%1}
        return
      }
    }
  }
  stream.executable private @prefill$async_dispatch_1 {
    stream.executable.export public @prefill$async_dispatch_1_batch_matmul_1xDx32x8_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @prefill$async_dispatch_1_batch_matmul_1xDx32x8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x32xf32>>
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%1}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x32xf32>>{%1}
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, %1, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%1} -> tensor<1x?x8xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 8, 32], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x32xf32>> -> tensor<1x8x32xf32>
        %6 = tensor.empty(%1) : tensor<1x?x32xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
        %8 = linalg.batch_matmul ins(%4, %5 : tensor<1x?x8xf32>, tensor<1x8x32xf32>) outs(%7 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %3, offsets = [0, 0, 0], sizes = [1, %1, 32], strides = [1, 1, 1] : tensor<1x?x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x32xf32>>{%1}
        return
      }
    }
  }
  util.func public @prefill$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c128 = arith.constant 128 : index
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %__parameter_model_embed_weight_tensor_32x8xf32 = util.global.load immutable @__parameter_model_embed_weight_tensor_32x8xf32 : !stream.resource<constant>
    %__hoisted_tensor_1x8x32xf32 = util.global.load immutable @__hoisted_tensor_1x8x32xf32 : !stream.resource<constant>
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
    %9 = arith.muli %4, %c128 : index
    %10 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @prefill$async_dispatch_1::@prefill$async_dispatch_1_batch_matmul_1xDx32x8_f32[%4](%8[%c0 to %6 for %6], %__hoisted_tensor_1x8x32xf32[%c0 to %c1024 for %c1024], %4) : (!stream.resource<transient>{%6}, !stream.resource<constant>{%c1024}, index) -> !stream.resource<external>{%9}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %10 : !stream.resource<external>{%9} => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %result_timepoint => (%arg2 : !hal.fence)
    %11 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result : tensor<1x?x32xf32>{%4} in !stream.resource<external>{%9} -> !hal.buffer_view
    util.return %11 : !hal.buffer_view
  }
  util.func public @prefill(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @prefill$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
  stream.executable private @decode$async_dispatch_0 {
    stream.executable.export public @decode$async_dispatch_0_elementwise_broadcast_8_i64xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @decode$async_dispatch_0_elementwise_broadcast_8_i64xf32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c8 = arith.constant 8 : index
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<i64>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>> -> tensor<32x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<i64>> -> tensor<i64>
        %5 = tensor.empty() : tensor<8xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4 : tensor<i64>) outs(%5 : tensor<8xf32>) {
        ^bb0(%in: i64, %out: f32):
          %7 = linalg.index 0 : index
          %8 = arith.remsi %7, %c8 : index
          %9 = arith.index_cast %in : i64 to index
          %extracted = tensor.extract %3[%9, %8] : tensor<32x8xf32>
          %10 = math.tanh %extracted : f32
          linalg.yield %10 : f32
        } -> tensor<8xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        return
      }
    }
  }
  stream.executable private @decode$async_dispatch_1 {
    stream.executable.export public @decode$async_dispatch_1_batch_matmul_1x1x32x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @decode$async_dispatch_1_batch_matmul_1x1x32x8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x32xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x1x32xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 1, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x8xf32>> -> tensor<1x1x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, 8, 32], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x32xf32>> -> tensor<1x8x32xf32>
        %5 = tensor.empty() : tensor<1x1x32xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
        %7 = linalg.batch_matmul ins(%3, %4 : tensor<1x1x8xf32>, tensor<1x8x32xf32>) outs(%6 : tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0, 0], sizes = [1, 1, 32], strides = [1, 1, 1] : tensor<1x1x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x1x32xf32>>
        return
      }
    }
  }
  stream.executable private @decode$async_dispatch_2 {
    stream.executable.export public @decode$async_dispatch_2_arg_compare_1x1x32xf32_dispatch_tensor_store workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @decode$async_dispatch_2_arg_compare_1x1x32xf32_dispatch_tensor_store(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0_i32 = arith.constant 0 : i32
        %cst = arith.constant 0xFF800000 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x32xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x1xi32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 1, 32], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x32xf32>> -> tensor<1x1x32xf32>
        %3 = tensor.empty() : tensor<1x1xi32>
        %4 = tensor.empty() : tensor<1x1xf32>
        %5 = linalg.fill ins(%c0_i32 : i32) outs(%3 : tensor<1x1xi32>) -> tensor<1x1xi32>
        %6 = linalg.fill ins(%cst : f32) outs(%4 : tensor<1x1xf32>) -> tensor<1x1xf32>
        %7:2 = iree_linalg_ext.arg_compare dimension(2) ins(%2 : tensor<1x1x32xf32>) outs(%6, %5 : tensor<1x1xf32>, tensor<1x1xi32>) {
        ^bb0(%arg2: f32, %arg3: f32):
          %8 = arith.cmpf ogt, %arg2, %arg3 : f32
          iree_linalg_ext.yield %8 : i1
        } -> tensor<1x1xf32>, tensor<1x1xi32>
        iree_tensor_ext.dispatch.tensor.store %7#1, %1, offsets = [0, 0], sizes = [1, 1], strides = [1, 1] : tensor<1x1xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x1xi32>>
        return
      }
    }
  }
  stream.executable private @decode$async_dispatch_3 {
    stream.executable.export public @decode$async_dispatch_3_elementwise workgroups() -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
    builtin.module {
      func.func @decode$async_dispatch_3_elementwise(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<i32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i64>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<i32>> -> tensor<i32>
        %3 = tensor.empty() : tensor<i64>
        %4 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%2 : tensor<i32>) outs(%3 : tensor<i64>) {
        ^bb0(%in: i32, %out: i64):
          %5 = arith.extsi %in : i32 to i64
          linalg.yield %5 : i64
        } -> tensor<i64>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [], sizes = [], strides = [] : tensor<i64> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i64>>
        return
      }
    }
  }
  util.func public @decode$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c4 = arith.constant 4 : index
    %c128 = arith.constant 128 : index
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %__parameter_model_embed_weight_tensor_32x8xf32 = util.global.load immutable @__parameter_model_embed_weight_tensor_32x8xf32 : !stream.resource<constant>
    %__hoisted_tensor_1x8x32xf32 = util.global.load immutable @__hoisted_tensor_1x8x32xf32 : !stream.resource<constant>
    %element_type_i64 = hal.element_type<i64> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c1, %c1]) type(%element_type_i64) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x1xi64> in !stream.resource<external>{%c8}
    %1 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg1 : (!hal.fence) => !stream.timepoint
    %2 = stream.timepoint.await %1 => %0 : !stream.resource<external>{%c8}
    %3 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @decode$async_dispatch_0::@decode$async_dispatch_0_elementwise_broadcast_8_i64xf32(%__parameter_model_embed_weight_tensor_32x8xf32[%c0 to %c1024 for %c1024], %2[%c0 to %c8 for %c8]) : (!stream.resource<constant>{%c1024}, !stream.resource<external>{%c8}) -> !stream.resource<transient>{%c32}
    %4 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @decode$async_dispatch_1::@decode$async_dispatch_1_batch_matmul_1x1x32x8_f32(%3[%c0 to %c32 for %c32], %__hoisted_tensor_1x8x32xf32[%c0 to %c1024 for %c1024]) : (!stream.resource<transient>{%c32}, !stream.resource<constant>{%c1024}) -> !stream.resource<transient>{%c128}
    %5 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @decode$async_dispatch_2::@decode$async_dispatch_2_arg_compare_1x1x32xf32_dispatch_tensor_store(%4[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c4}
    %6 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @decode$async_dispatch_3::@decode$async_dispatch_3_elementwise(%5[%c0 to %c4 for %c4]) : (!stream.resource<transient>{%c4}) -> !stream.resource<external>{%c8}
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
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}
