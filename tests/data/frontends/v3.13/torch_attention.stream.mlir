module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__hoisted_tensor_1x16x48xf32 : !stream.resource<constant>
  util.global private @__hoisted_tensor_1x16x16xf32 : !stream.resource<constant>
  util.global private @__hoisted_tensor_32xf32 : !stream.resource<constant>
  util.global private @__parameter_model_out_bias_tensor_16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_qkv_bias_tensor_48xf32 : !stream.resource<constant>
  util.global private @__parameter_model_norm_bias_tensor_16xf32 : !stream.resource<constant>
  util.global private @__parameter_model_norm_weight_tensor_16xf32 : !stream.resource<constant>
  util.initializer {
    %c192 = arith.constant 192 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c1024 = arith.constant 1024 : index
    %c0 = arith.constant 0 : index
    %c3072 = arith.constant 3072 : index
    %cst = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c3072} = #stream.parameter.named<"model"::"qkv.weight"> : tensor<48x16xf32>
    %0 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_transpose_48x16_f32(%cst[%c0 to %c3072 for %c3072]) : (!stream.resource<constant>{%c3072}) -> !stream.resource<constant>{%c3072}
    %cst_0 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"out.weight"> : tensor<16x16xf32>
    %1 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_transpose_16x16_f32(%cst_0[%c0 to %c1024 for %c1024]) : (!stream.resource<constant>{%c1024}) -> !stream.resource<constant>{%c1024}
    %cst_1 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"out.bias"> : tensor<16xf32>
    %cst_2 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c192} = #stream.parameter.named<"model"::"qkv.bias"> : tensor<48xf32>
    %cst_3 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"norm.bias"> : tensor<16xf32>
    %cst_4 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"norm.weight"> : tensor<16xf32>
    %2 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_2_dispatch_0::@_initializer_2_dispatch_0_elementwise_broadcast_32_f32() : () -> !stream.resource<constant>{%c128}
    util.global.store %1, @__hoisted_tensor_1x16x16xf32 : !stream.resource<constant>
    util.global.store %0, @__hoisted_tensor_1x16x48xf32 : !stream.resource<constant>
    util.global.store %2, @__hoisted_tensor_32xf32 : !stream.resource<constant>
    util.global.store %cst_3, @__parameter_model_norm_bias_tensor_16xf32 : !stream.resource<constant>
    util.global.store %cst_4, @__parameter_model_norm_weight_tensor_16xf32 : !stream.resource<constant>
    util.global.store %cst_1, @__parameter_model_out_bias_tensor_16xf32 : !stream.resource<constant>
    util.global.store %cst_2, @__parameter_model_qkv_bias_tensor_48xf32 : !stream.resource<constant>
    util.return
  }
  stream.executable private @_initializer_0_dispatch_0 {
    stream.executable.export public @_initializer_0_dispatch_0_transpose_48x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_transpose_48x16_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<48x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16x48xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [48, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<48x16xf32>> -> tensor<48x16xf32>
        %3 = tensor.empty() : tensor<16x48xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<48x16xf32>) outs(%3 : tensor<16x48xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<16x48xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0, 0], sizes = [16, 48], strides = [1, 1] : tensor<16x48xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16x48xf32>>
        return
      }
    }
  }
  stream.executable private @_initializer_1_dispatch_0 {
    stream.executable.export public @_initializer_1_dispatch_0_transpose_16x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_1_dispatch_0_transpose_16x16_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16x16xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [16, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x16xf32>> -> tensor<16x16xf32>
        %3 = tensor.empty() : tensor<16x16xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<16x16xf32>) outs(%3 : tensor<16x16xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<16x16xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0, 0], sizes = [16, 16], strides = [1, 1] : tensor<16x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16x16xf32>>
        return
      }
    }
  }
  stream.executable private @_initializer_2_dispatch_0 {
    stream.executable.export public @_initializer_2_dispatch_0_elementwise_broadcast_32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_2_dispatch_0_elementwise_broadcast_32_f32(%arg0: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 0xFF800000 : f32
        %c4 = arith.constant 4 : index
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>
        %1 = tensor.empty() : tensor<32xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%1 : tensor<32xf32>) {
        ^bb0(%out: f32):
          %3 = linalg.index 0 : index
          %4 = arith.remsi %3, %c4 : index
          %5 = arith.divsi %3, %c4 : index
          %6 = arith.remsi %5, %c4 : index
          %7 = arith.cmpi sge, %6, %4 : index
          %8 = arith.select %7, %cst, %cst_0 : f32
          linalg.yield %8 : f32
        } -> tensor<32xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %0, offsets = [0], sizes = [32], strides = [1] : tensor<32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_0 {
    stream.executable.export public @main$async_dispatch_0_reduction_4x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_reduction_4x16_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 1.600000e+01 : f32
        %cst_0 = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>> -> tensor<4x16xf32>
        %3 = tensor.empty() : tensor<4x16xf32>
        %4 = tensor.empty() : tensor<4xf32>
        %5 = linalg.fill ins(%cst_0 : f32) outs(%4 : tensor<4xf32>) -> tensor<4xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<4x16xf32>) outs(%5 : tensor<4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.addf %in, %out : f32
          linalg.yield %8 : f32
        } -> tensor<4xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %6 : tensor<4x16xf32>, tensor<4xf32>) outs(%3 : tensor<4x16xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %8 = arith.divf %in_1, %cst : f32
          %9 = arith.subf %in, %8 : f32
          linalg.yield %9 : f32
        } -> tensor<4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %1, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : tensor<4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_1 {
    stream.executable.export public @main$async_dispatch_1_reduction_4x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_reduction_4x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
        %cst = arith.constant 9.99999974E-6 : f32
        %cst_0 = arith.constant 1.600000e+01 : f32
        %cst_1 = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>> -> tensor<4x16xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %7 = tensor.empty() : tensor<4x16xf32>
        %8 = tensor.empty() : tensor<4xf32>
        %9 = linalg.fill ins(%cst_1 : f32) outs(%8 : tensor<4xf32>) -> tensor<4xf32>
        %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%4 : tensor<4x16xf32>) outs(%9 : tensor<4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %12 = arith.mulf %in, %in : f32
          %13 = arith.addf %12, %out : f32
          linalg.yield %13 : f32
        } -> tensor<4xf32>
        %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %10, %5, %6 : tensor<4x16xf32>, tensor<4xf32>, tensor<16xf32>, tensor<16xf32>) outs(%7 : tensor<4x16xf32>) {
        ^bb0(%in: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
          %12 = arith.divf %in_2, %cst_0 : f32
          %13 = arith.addf %12, %cst : f32
          %14 = math.rsqrt %13 : f32
          %15 = arith.mulf %in, %14 : f32
          %16 = arith.mulf %15, %in_3 : f32
          %17 = arith.addf %16, %in_4 : f32
          linalg.yield %17 : f32
        } -> tensor<4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %11, %3, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : tensor<4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_2 {
    stream.executable.export public @main$async_dispatch_2_batch_matmul_1x4x48x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_batch_matmul_1x4x48x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x48xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<48xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x48xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, 16, 48], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x48xf32>> -> tensor<1x16x48xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [48], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<48xf32>> -> tensor<48xf32>
        %7 = tensor.empty() : tensor<1x4x48xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<1x4x48xf32>) -> tensor<1x4x48xf32>
        %9 = linalg.batch_matmul ins(%4, %5 : tensor<1x4x16xf32>, tensor<1x16x48xf32>) outs(%8 : tensor<1x4x48xf32>) -> tensor<1x4x48xf32>
        %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %6 : tensor<1x4x48xf32>, tensor<48xf32>) outs(%7 : tensor<1x4x48xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %11 = arith.addf %in, %in_0 : f32
          linalg.yield %11 : f32
        } -> tensor<1x4x48xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %3, offsets = [0, 0, 0], sizes = [1, 4, 48], strides = [1, 1, 1] : tensor<1x4x48xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x48xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_3 {
    stream.executable.export public @main$async_dispatch_3_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x48xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x48xf32>> -> tensor<4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : tensor<4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_4 {
    stream.executable.export public @main$async_dispatch_4_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_4_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x48xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 16], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x48xf32>> -> tensor<4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : tensor<4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_5 {
    stream.executable.export public @main$async_dispatch_5_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_5_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x48xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 32], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x48xf32>> -> tensor<4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : tensor<4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_6 {
    stream.executable.export public @main$async_dispatch_6_attention_2x4x8x8x4 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_6_attention_2x4x8x8x4(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding) {
        %cst = arith.constant 0.353553385 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x2x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x2x8xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x2x8xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x4xf32>>
        %4 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x2x8xf32>>
        %5 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [4, 2, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x2x8xf32>> -> tensor<4x2x8xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [4, 2, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x2x8xf32>> -> tensor<4x2x8xf32>
        %7 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [4, 2, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x2x8xf32>> -> tensor<4x2x8xf32>
        %8 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0, 0], sizes = [2, 4, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x4xf32>> -> tensor<2x4x4xf32>
        %9 = tensor.empty() : tensor<2x4x8xf32>
        %10 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d0, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d0, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%5, %6, %7, %cst, %8 : tensor<4x2x8xf32>, tensor<4x2x8xf32>, tensor<4x2x8xf32>, f32, tensor<2x4x4xf32>) outs(%9 : tensor<2x4x8xf32>) {
        ^bb0(%arg5: f32):
          iree_linalg_ext.yield %arg5 : f32
        } -> tensor<2x4x8xf32>
        %11 = tensor.empty() : tensor<4x2x8xf32>
        %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<2x4x8xf32>) outs(%11 : tensor<4x2x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<4x2x8xf32>
        iree_tensor_ext.dispatch.tensor.store %12, %4, offsets = [0, 0, 0], sizes = [4, 2, 8], strides = [1, 1, 1] : tensor<4x2x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x2x8xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_7 {
    stream.executable.export public @main$async_dispatch_7_batch_matmul_1x4x16x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_7_batch_matmul_1x4x16x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x16xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %4 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x16xf32>>
        %5 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, 16, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x16xf32>> -> tensor<1x16x16xf32>
        %7 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %8 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %9 = tensor.empty() : tensor<1x4x16xf32>
        %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
        %11 = linalg.batch_matmul ins(%5, %6 : tensor<1x4x16xf32>, tensor<1x16x16xf32>) outs(%10 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
        %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %11, %8 : tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<16xf32>) outs(%9 : tensor<1x4x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
          %13 = arith.addf %in_0, %in_1 : f32
          %14 = arith.addf %in, %13 : f32
          linalg.yield %14 : f32
        } -> tensor<1x4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %12, %4, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : tensor<1x4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x16xf32>>
        return
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c128 = arith.constant 128 : index
    %c768 = arith.constant 768 : index
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %c192 = arith.constant 192 : index
    %c3072 = arith.constant 3072 : index
    %c1024 = arith.constant 1024 : index
    %__parameter_model_out_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_out_bias_tensor_16xf32 : !stream.resource<constant>
    %__parameter_model_qkv_bias_tensor_48xf32 = util.global.load immutable @__parameter_model_qkv_bias_tensor_48xf32 : !stream.resource<constant>
    %__parameter_model_norm_bias_tensor_16xf32 = util.global.load immutable @__parameter_model_norm_bias_tensor_16xf32 : !stream.resource<constant>
    %__parameter_model_norm_weight_tensor_16xf32 = util.global.load immutable @__parameter_model_norm_weight_tensor_16xf32 : !stream.resource<constant>
    %__hoisted_tensor_1x16x48xf32 = util.global.load immutable @__hoisted_tensor_1x16x48xf32 : !stream.resource<constant>
    %__hoisted_tensor_1x16x16xf32 = util.global.load immutable @__hoisted_tensor_1x16x16xf32 : !stream.resource<constant>
    %__hoisted_tensor_32xf32 = util.global.load immutable @__hoisted_tensor_32xf32 : !stream.resource<constant>
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c1, %c4, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x4x16xf32> in !stream.resource<external>{%c256}
    %1 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg1 : (!hal.fence) => !stream.timepoint
    %2 = stream.timepoint.await %1 => %0 : !stream.resource<external>{%c256}
    %3 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%2[%c0 to %c256 for %c256]) : (!stream.resource<external>{%c256}) -> !stream.resource<transient>{%c256}
    %4 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_1::@main$async_dispatch_1_reduction_4x16_f32(%3[%c0 to %c256 for %c256], %__parameter_model_norm_weight_tensor_16xf32[%c0 to %c64 for %c64], %__parameter_model_norm_bias_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c64}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %5 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_2::@main$async_dispatch_2_batch_matmul_1x4x48x16_f32(%4[%c0 to %c256 for %c256], %__hoisted_tensor_1x16x48xf32[%c0 to %c3072 for %c3072], %__parameter_model_qkv_bias_tensor_48xf32[%c0 to %c192 for %c192]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c3072}, !stream.resource<constant>{%c192}) -> !stream.resource<transient>{%c768}
    %6 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_3::@main$async_dispatch_3_slow_memcpy(%5[%c0 to %c768 for %c768]) : (!stream.resource<transient>{%c768}) -> !stream.resource<transient>{%c256}
    %7 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy(%5[%c0 to %c768 for %c768]) : (!stream.resource<transient>{%c768}) -> !stream.resource<transient>{%c256}
    %8 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_5::@main$async_dispatch_5_slow_memcpy(%5[%c0 to %c768 for %c768]) : (!stream.resource<transient>{%c768}) -> !stream.resource<transient>{%c256}
    %9 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_6::@main$async_dispatch_6_attention_2x4x8x8x4(%6[%c0 to %c256 for %c256], %7[%c0 to %c256 for %c256], %8[%c0 to %c256 for %c256], %__hoisted_tensor_32xf32[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<constant>{%c128}) -> !stream.resource<transient>{%c256}
    %10 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_7::@main$async_dispatch_7_batch_matmul_1x4x16x16_f32(%9[%c0 to %c256 for %c256], %__hoisted_tensor_1x16x16xf32[%c0 to %c1024 for %c1024], %2[%c0 to %c256 for %c256], %__parameter_model_out_bias_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c1024}, !stream.resource<external>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<external>{%c256}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %10 : !stream.resource<external>{%c256} => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %result_timepoint => (%arg2 : !hal.fence)
    %11 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result : tensor<1x4x16xf32> in !stream.resource<external>{%c256} -> !hal.buffer_view
    util.return %11 : !hal.buffer_view
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
