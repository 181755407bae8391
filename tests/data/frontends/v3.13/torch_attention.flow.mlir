module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__hoisted_tensor_1x16x48xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x16x48xf32>
  flow.executable private @_initializer_0_dispatch_0 {
    flow.executable.export public @_initializer_0_dispatch_0_transpose_48x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_transpose_48x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<48x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16x48xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [48, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<48x16xf32>> -> tensor<48x16xf32>
        %1 = tensor.empty() : tensor<16x48xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<48x16xf32>) outs(%1 : tensor<16x48xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<16x48xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0], sizes = [16, 48], strides = [1, 1] : tensor<16x48xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16x48xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_qkv_weight_tensor_48x16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"qkv.weight"> : tensor<48x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_qkv_weight_tensor_48x16xf32 = util.global.load immutable @__parameter_model_qkv_weight_tensor_48x16xf32 : tensor<48x16xf32>
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_transpose_48x16_f32(%__parameter_model_qkv_weight_tensor_48x16xf32) : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %1 = flow.tensor.reshape %0 : tensor<16x48xf32> -> tensor<1x16x48xf32>
    util.global.store %1, @__hoisted_tensor_1x16x48xf32 : tensor<1x16x48xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x16x16xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x16x16xf32>
  flow.executable private @_initializer_1_dispatch_0 {
    flow.executable.export public @_initializer_1_dispatch_0_transpose_16x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_1_dispatch_0_transpose_16x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16x16xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [16, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x16xf32>> -> tensor<16x16xf32>
        %1 = tensor.empty() : tensor<16x16xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<16x16xf32>) outs(%1 : tensor<16x16xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<16x16xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0], sizes = [16, 16], strides = [1, 1] : tensor<16x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16x16xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_out_weight_tensor_16x16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"out.weight"> : tensor<16x16xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__parameter_model_out_weight_tensor_16x16xf32 = util.global.load immutable @__parameter_model_out_weight_tensor_16x16xf32 : tensor<16x16xf32>
    %0 = flow.dispatch @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_transpose_16x16_f32(%__parameter_model_out_weight_tensor_16x16xf32) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1 = flow.tensor.reshape %0 : tensor<16x16xf32> -> tensor<1x16x16xf32>
    util.global.store %1, @__hoisted_tensor_1x16x16xf32 : tensor<1x16x16xf32>
    util.return
  }
  util.global private @__hoisted_tensor_32xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<32xf32>
  flow.executable private @_initializer_2_dispatch_0 {
    flow.executable.export public @_initializer_2_dispatch_0_elementwise_broadcast_32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_2_dispatch_0_elementwise_broadcast_32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>) {
        %c4 = arith.constant 4 : index
        %cst = arith.constant 0xFF800000 : f32
        %cst_0 = arith.constant 0.000000e+00 : f32
        %0 = tensor.empty() : tensor<32xf32>
        %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%0 : tensor<32xf32>) {
        ^bb0(%out: f32):
          %2 = linalg.index 0 : index
          %3 = arith.remsi %2, %c4 : index
          %4 = arith.divsi %2, %c4 : index
          %5 = arith.remsi %4, %c4 : index
          %6 = arith.cmpi sge, %5, %3 : index
          %7 = arith.select %6, %cst_0, %cst : f32
          linalg.yield %7 : f32
        } -> tensor<32xf32>
        iree_tensor_ext.dispatch.tensor.store %1, %arg0, offsets = [0], sizes = [32], strides = [1] : tensor<32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>
        return
      }
    }
  }
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %0 = flow.dispatch @_initializer_2_dispatch_0::@_initializer_2_dispatch_0_elementwise_broadcast_32_f32() : () -> tensor<32xf32>
    util.global.store %0, @__hoisted_tensor_32xf32 : tensor<32xf32>
    util.return
  }
  flow.executable private @main$async_dispatch_0 {
    flow.executable.export public @main$async_dispatch_0_reduction_4x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_reduction_4x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.600000e+01 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>> -> tensor<4x16xf32>
        %1 = tensor.empty() : tensor<4x16xf32>
        %2 = tensor.empty() : tensor<4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<4xf32>) -> tensor<4xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4x16xf32>) outs(%3 : tensor<4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.addf %in, %out : f32
          linalg.yield %6 : f32
        } -> tensor<4xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %4 : tensor<4x16xf32>, tensor<4xf32>) outs(%1 : tensor<4x16xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %6 = arith.divf %in_1, %cst_0 : f32
          %7 = arith.subf %in, %6 : f32
          linalg.yield %7 : f32
        } -> tensor<4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg1, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : tensor<4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_1 {
    flow.executable.export public @main$async_dispatch_1_reduction_4x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_reduction_4x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.600000e+01 : f32
        %cst_1 = arith.constant 9.99999974E-6 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>> -> tensor<4x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %3 = tensor.empty() : tensor<4x16xf32>
        %4 = tensor.empty() : tensor<4xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<4xf32>) -> tensor<4xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4x16xf32>) outs(%5 : tensor<4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.mulf %in, %in : f32
          %9 = arith.addf %8, %out : f32
          linalg.yield %9 : f32
        } -> tensor<4xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %6, %1, %2 : tensor<4x16xf32>, tensor<4xf32>, tensor<16xf32>, tensor<16xf32>) outs(%3 : tensor<4x16xf32>) {
        ^bb0(%in: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
          %8 = arith.divf %in_2, %cst_0 : f32
          %9 = arith.addf %8, %cst_1 : f32
          %10 = math.rsqrt %9 : f32
          %11 = arith.mulf %in, %10 : f32
          %12 = arith.mulf %11, %in_3 : f32
          %13 = arith.addf %12, %in_4 : f32
          linalg.yield %13 : f32
        } -> tensor<4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %arg3, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : tensor<4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_2 {
    flow.executable.export public @main$async_dispatch_2_batch_matmul_1x4x48x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_batch_matmul_1x4x48x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x48xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<48xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x48xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 16, 48], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x48xf32>> -> tensor<1x16x48xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0], sizes = [48], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<48xf32>> -> tensor<48xf32>
        %3 = tensor.empty() : tensor<1x4x48xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x4x48xf32>) -> tensor<1x4x48xf32>
        %5 = linalg.batch_matmul ins(%0, %1 : tensor<1x4x16xf32>, tensor<1x16x48xf32>) outs(%4 : tensor<1x4x48xf32>) -> tensor<1x4x48xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %2 : tensor<1x4x48xf32>, tensor<48xf32>) outs(%3 : tensor<1x4x48xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          linalg.yield %7 : f32
        } -> tensor<1x4x48xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg3, offsets = [0, 0, 0], sizes = [1, 4, 48], strides = [1, 1, 1] : tensor<1x4x48xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x48xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_3 {
    flow.executable.export public @main$async_dispatch_3_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x48xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x48xf32>> -> tensor<4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %0, %arg1, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : tensor<4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_4 {
    flow.executable.export public @main$async_dispatch_4_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_4_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x48xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 16], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x48xf32>> -> tensor<4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %0, %arg1, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : tensor<4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_5 {
    flow.executable.export public @main$async_dispatch_5_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_5_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x48xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 32], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x48xf32>> -> tensor<4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %0, %arg1, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : tensor<4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_6 {
    flow.executable.export public @main$async_dispatch_6_attention_2x4x8x8x4 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_6_attention_2x4x8x8x4(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x2x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x2x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x2x8xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x4xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x2x8xf32>>) {
        %cst = arith.constant 0.353553385 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [4, 2, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x2x8xf32>> -> tensor<4x2x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [4, 2, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x2x8xf32>> -> tensor<4x2x8xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0, 0], sizes = [4, 2, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x2x8xf32>> -> tensor<4x2x8xf32>
        %3 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0, 0], sizes = [2, 4, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x4xf32>> -> tensor<2x4x4xf32>
        %4 = tensor.empty() : tensor<2x4x8xf32>
        %5 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d0, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d0, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%0, %1, %2, %cst, %3 : tensor<4x2x8xf32>, tensor<4x2x8xf32>, tensor<4x2x8xf32>, f32, tensor<2x4x4xf32>) outs(%4 : tensor<2x4x8xf32>) {
        ^bb0(%arg5: f32):
          iree_linalg_ext.yield %arg5 : f32
        } -> tensor<2x4x8xf32>
        %6 = tensor.empty() : tensor<4x2x8xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x4x8xf32>) outs(%6 : tensor<4x2x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<4x2x8xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %arg4, offsets = [0, 0, 0], sizes = [4, 2, 8], strides = [1, 1, 1] : tensor<4x2x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x2x8xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_7 {
    flow.executable.export public @main$async_dispatch_7_batch_matmul_1x4x16x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_7_batch_matmul_1x4x16x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 16, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x16xf32>> -> tensor<1x16x16xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %3 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %4 = tensor.empty() : tensor<1x4x16xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
        %6 = linalg.batch_matmul ins(%0, %1 : tensor<1x4x16xf32>, tensor<1x16x16xf32>) outs(%5 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %6, %3 : tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<16xf32>) outs(%4 : tensor<1x4x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
          %8 = arith.addf %in_0, %in_1 : f32
          %9 = arith.addf %in, %8 : f32
          linalg.yield %9 : f32
        } -> tensor<1x4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %arg4, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : tensor<1x4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x16xf32>>
        return
      }
    }
  }
  util.global private @__parameter_model_out_bias_tensor_16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"out.bias"> : tensor<16xf32>
  util.global private @__parameter_model_qkv_bias_tensor_48xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"qkv.bias"> : tensor<48xf32>
  util.global private @__parameter_model_norm_bias_tensor_16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"norm.bias"> : tensor<16xf32>
  util.global private @__parameter_model_norm_weight_tensor_16xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"norm.weight"> : tensor<16xf32>
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %__parameter_model_out_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_out_bias_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_qkv_bias_tensor_48xf32 = util.global.load immutable @__parameter_model_qkv_bias_tensor_48xf32 : tensor<48xf32>
    %__parameter_model_norm_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_norm_bias_tensor_16xf32 : tensor<16xf32>
    %__parameter_model_norm_weight_tensor_16xf32 = util.global.load immutable @__parameter_model_norm_weight_tensor_16xf32 : tensor<16xf32>
    %__hoisted_tensor_1x16x48xf32 = util.global.load immutable @__hoisted_tensor_1x16x48xf32 : tensor<1x16x48xf32>
    %__hoisted_tensor_1x16x16xf32 = util.global.load immutable @__hoisted_tensor_1x16x16xf32 : tensor<1x16x16xf32>
    %__hoisted_tensor_32xf32 = util.global.load immutable @__hoisted_tensor_32xf32 : tensor<32xf32>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<1x4x16xf32>
    %1 = flow.tensor.reshape %0 : tensor<1x4x16xf32> -> tensor<4x16xf32>
    %2 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%1) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %3 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_reduction_4x16_f32(%2, %__parameter_model_norm_weight_tensor_16xf32, %__parameter_model_norm_bias_tensor_16xf32) : (tensor<4x16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %4 = flow.tensor.reshape %3 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %5 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_batch_matmul_1x4x48x16_f32(%4, %__hoisted_tensor_1x16x48xf32, %__parameter_model_qkv_bias_tensor_48xf32) : (tensor<1x4x16xf32>, tensor<1x16x48xf32>, tensor<48xf32>) -> tensor<1x4x48xf32>
    %6 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_slow_memcpy(%5) : (tensor<1x4x48xf32>) -> tensor<4x16xf32>
    %7 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy(%5) : (tensor<1x4x48xf32>) -> tensor<4x16xf32>
    %8 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_slow_memcpy(%5) : (tensor<1x4x48xf32>) -> tensor<4x16xf32>
    %9 = flow.tensor.reshape %7 : tensor<4x16xf32> -> tensor<4x2x8xf32>
    %10 = flow.tensor.reshape %8 : tensor<4x16xf32> -> tensor<4x2x8xf32>
    %11 = flow.tensor.reshape %6 : tensor<4x16xf32> -> tensor<4x2x8xf32>
    %12 = flow.tensor.reshape %__hoisted_tensor_32xf32 : tensor<32xf32> -> tensor<2x4x4xf32>
    %13 = flow.dispatch @main$async_dispatch_6::@main$async_dispatch_6_attention_2x4x8x8x4(%11, %9, %10, %12) : (tensor<4x2x8xf32>, tensor<4x2x8xf32>, tensor<4x2x8xf32>, tensor<2x4x4xf32>) -> tensor<4x2x8xf32>
    %14 = flow.tensor.reshape %13 : tensor<4x2x8xf32> -> tensor<1x4x16xf32>
    %15 = flow.dispatch @main$async_dispatch_7::@main$async_dispatch_7_batch_matmul_1x4x16x16_f32(%14, %__hoisted_tensor_1x16x16xf32, %0, %__parameter_model_out_bias_tensor_16xf32) : (tensor<1x4x16xf32>, tensor<1x16x16xf32>, tensor<1x4x16xf32>, tensor<16xf32>) -> tensor<1x4x16xf32>
    %16 = hal.tensor.barrier join(%15 : tensor<1x4x16xf32>) => %arg2 : !hal.fence
    %17 = hal.tensor.export %16 : tensor<1x4x16xf32> -> !hal.buffer_view
    util.return %17 : !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @main$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}
