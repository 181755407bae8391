module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_1 = #hal.device.target<"local", {ordinal = 1 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_2 = #hal.device.target<"local", {ordinal = 2 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_3 = #hal.device.target<"local", {ordinal = 3 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__auto.attn_norm.0 : !stream.resource<constant>
  util.global private @__auto.attn_qkv.0 : !stream.resource<constant>
  util.global private @__auto.attn_out.0 : !stream.resource<constant>
  util.global private @__auto.attn_norm.1 : !stream.resource<constant>
  util.global private @__auto.attn_qkv.1 : !stream.resource<constant>
  util.global private @__auto.attn_out.1 : !stream.resource<constant>
  util.global private @__auto.attn_norm.2 : !stream.resource<constant>
  util.global private @__auto.attn_qkv.2 : !stream.resource<constant>
  util.global private @__auto.attn_out.2 : !stream.resource<constant>
  util.global private @__auto.attn_norm.3 : !stream.resource<constant>
  util.global private @__auto.attn_qkv.3 : !stream.resource<constant>
  util.global private @__auto.attn_out.3 : !stream.resource<constant>
  util.global private @__auto.ffn_norm.0 : !stream.resource<constant>
  util.global private @__auto.ffn_gate_up.0 : !stream.resource<constant>
  util.global private @__auto.ffn_down.0 : !stream.resource<constant>
  util.global private @__auto.ffn_norm.1 : !stream.resource<constant>
  util.global private @__auto.ffn_gate_up.1 : !stream.resource<constant>
  util.global private @__auto.ffn_down.1 : !stream.resource<constant>
  util.global private @__auto.ffn_norm.2 : !stream.resource<constant>
  util.global private @__auto.ffn_gate_up.2 : !stream.resource<constant>
  util.global private @__auto.ffn_down.2 : !stream.resource<constant>
  util.global private @__auto.ffn_norm.3 : !stream.resource<constant>
  util.global private @__auto.ffn_gate_up.3 : !stream.resource<constant>
  util.global private @__auto.ffn_down.3 : !stream.resource<constant>
  util.global private @__auto.out_norm.0 : !stream.resource<constant>
  util.global private @__auto.lm_head.0 : !stream.resource<constant>
  util.global private @__auto.out_norm.1 : !stream.resource<constant>
  util.global private @__auto.lm_head.1 : !stream.resource<constant>
  util.global private @__auto.out_norm.2 : !stream.resource<constant>
  util.global private @__auto.lm_head.2 : !stream.resource<constant>
  util.global private @__auto.out_norm.3 : !stream.resource<constant>
  util.global private @__auto.lm_head.3 : !stream.resource<constant>
  util.initializer {
    %c512 = arith.constant 512 : index
    %c1024 = arith.constant 1024 : index
    %c256 = arith.constant 256 : index
    %c768 = arith.constant 768 : index
    %c64 = arith.constant 64 : index
    %cst = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"attn_norm.0"> : tensor<16xf32>
    %cst_0 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c768} = #stream.parameter.named<"model"::"attn_qkv.0"> : tensor<16x12xf32>
    %cst_1 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"attn_out.0"> : tensor<4x16xf32>
    %cst_2 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"attn_norm.1"> : tensor<16xf32>
    %cst_3 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c768} = #stream.parameter.named<"model"::"attn_qkv.1"> : tensor<16x12xf32>
    %cst_4 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"attn_out.1"> : tensor<4x16xf32>
    %cst_5 = stream.async.constant on(#hal.device.affinity<@__device_2>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"attn_norm.2"> : tensor<16xf32>
    %cst_6 = stream.async.constant on(#hal.device.affinity<@__device_2>) : !stream.resource<constant>{%c768} = #stream.parameter.named<"model"::"attn_qkv.2"> : tensor<16x12xf32>
    %cst_7 = stream.async.constant on(#hal.device.affinity<@__device_2>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"attn_out.2"> : tensor<4x16xf32>
    %cst_8 = stream.async.constant on(#hal.device.affinity<@__device_3>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"attn_norm.3"> : tensor<16xf32>
    %cst_9 = stream.async.constant on(#hal.device.affinity<@__device_3>) : !stream.resource<constant>{%c768} = #stream.parameter.named<"model"::"attn_qkv.3"> : tensor<16x12xf32>
    %cst_10 = stream.async.constant on(#hal.device.affinity<@__device_3>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"attn_out.3"> : tensor<4x16xf32>
    %cst_11 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"ffn_norm.0"> : tensor<16xf32>
    %cst_12 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"ffn_gate_up.0"> : tensor<16x16xf32>
    %cst_13 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"ffn_down.0"> : tensor<8x16xf32>
    %cst_14 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"ffn_norm.1"> : tensor<16xf32>
    %cst_15 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"ffn_gate_up.1"> : tensor<16x16xf32>
    %cst_16 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"ffn_down.1"> : tensor<8x16xf32>
    %cst_17 = stream.async.constant on(#hal.device.affinity<@__device_2>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"ffn_norm.2"> : tensor<16xf32>
    %cst_18 = stream.async.constant on(#hal.device.affinity<@__device_2>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"ffn_gate_up.2"> : tensor<16x16xf32>
    %cst_19 = stream.async.constant on(#hal.device.affinity<@__device_2>) : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"ffn_down.2"> : tensor<8x16xf32>
    %cst_20 = stream.async.constant on(#hal.device.affinity<@__device_3>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"ffn_norm.3"> : tensor<16xf32>
    %cst_21 = stream.async.constant on(#hal.device.affinity<@__device_3>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"ffn_gate_up.3"> : tensor<16x16xf32>
    %cst_22 = stream.async.constant on(#hal.device.affinity<@__device_3>) : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"ffn_down.3"> : tensor<8x16xf32>
    %cst_23 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"out_norm.0"> : tensor<16xf32>
    %cst_24 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"lm_head.0"> : tensor<16x8xf32>
    %cst_25 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"out_norm.1"> : tensor<16xf32>
    %cst_26 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"lm_head.1"> : tensor<16x8xf32>
    %cst_27 = stream.async.constant on(#hal.device.affinity<@__device_2>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"out_norm.2"> : tensor<16xf32>
    %cst_28 = stream.async.constant on(#hal.device.affinity<@__device_2>) : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"lm_head.2"> : tensor<16x8xf32>
    %cst_29 = stream.async.constant on(#hal.device.affinity<@__device_3>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"out_norm.3"> : tensor<16xf32>
    %cst_30 = stream.async.constant on(#hal.device.affinity<@__device_3>) : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"lm_head.3"> : tensor<16x8xf32>
    util.global.store %cst, @__auto.attn_norm.0 : !stream.resource<constant>
    util.global.store %cst_2, @__auto.attn_norm.1 : !stream.resource<constant>
    util.global.store %cst_5, @__auto.attn_norm.2 : !stream.resource<constant>
    util.global.store %cst_8, @__auto.attn_norm.3 : !stream.resource<constant>
    util.global.store %cst_1, @__auto.attn_out.0 : !stream.resource<constant>
    util.global.store %cst_4, @__auto.attn_out.1 : !stream.resource<constant>
    util.global.store %cst_7, @__auto.attn_out.2 : !stream.resource<constant>
    util.global.store %cst_10, @__auto.attn_out.3 : !stream.resource<constant>
    util.global.store %cst_0, @__auto.attn_qkv.0 : !stream.resource<constant>
    util.global.store %cst_3, @__auto.attn_qkv.1 : !stream.resource<constant>
    util.global.store %cst_6, @__auto.attn_qkv.2 : !stream.resource<constant>
    util.global.store %cst_9, @__auto.attn_qkv.3 : !stream.resource<constant>
    util.global.store %cst_13, @__auto.ffn_down.0 : !stream.resource<constant>
    util.global.store %cst_16, @__auto.ffn_down.1 : !stream.resource<constant>
    util.global.store %cst_19, @__auto.ffn_down.2 : !stream.resource<constant>
    util.global.store %cst_22, @__auto.ffn_down.3 : !stream.resource<constant>
    util.global.store %cst_12, @__auto.ffn_gate_up.0 : !stream.resource<constant>
    util.global.store %cst_15, @__auto.ffn_gate_up.1 : !stream.resource<constant>
    util.global.store %cst_18, @__auto.ffn_gate_up.2 : !stream.resource<constant>
    util.global.store %cst_21, @__auto.ffn_gate_up.3 : !stream.resource<constant>
    util.global.store %cst_11, @__auto.ffn_norm.0 : !stream.resource<constant>
    util.global.store %cst_14, @__auto.ffn_norm.1 : !stream.resource<constant>
    util.global.store %cst_17, @__auto.ffn_norm.2 : !stream.resource<constant>
    util.global.store %cst_20, @__auto.ffn_norm.3 : !stream.resource<constant>
    util.global.store %cst_24, @__auto.lm_head.0 : !stream.resource<constant>
    util.global.store %cst_26, @__auto.lm_head.1 : !stream.resource<constant>
    util.global.store %cst_28, @__auto.lm_head.2 : !stream.resource<constant>
    util.global.store %cst_30, @__auto.lm_head.3 : !stream.resource<constant>
    util.global.store %cst_23, @__auto.out_norm.0 : !stream.resource<constant>
    util.global.store %cst_25, @__auto.out_norm.1 : !stream.resource<constant>
    util.global.store %cst_27, @__auto.out_norm.2 : !stream.resource<constant>
    util.global.store %cst_29, @__auto.out_norm.3 : !stream.resource<constant>
    util.return
  }
  stream.executable private @main$async_dispatch_0 {
    stream.executable.export public @main$async_dispatch_0_reduction_Dx16_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_reduction_Dx16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.600000e+01 : f32
        %cst_1 = arith.constant 9.99999974E-6 : f32
        %c2_i64 = arith.constant 2 : i64
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%1}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%1}
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [%1, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%1} -> tensor<?x16xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %6 = tensor.empty(%1) : tensor<?x16xf32>
        %7 = tensor.empty(%1) : tensor<?xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<?xf32>) -> tensor<?xf32>
        %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%4 : tensor<?x16xf32>) outs(%8 : tensor<?xf32>) {
        ^bb0(%in: f32, %out: f32):
          %11 = math.fpowi %in, %c2_i64 : f32, i64
          %12 = arith.addf %11, %out : f32
          linalg.yield %12 : f32
        } -> tensor<?xf32>
        %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %9, %5 : tensor<?x16xf32>, tensor<?xf32>, tensor<16xf32>) outs(%6 : tensor<?x16xf32>) {
        ^bb0(%in: f32, %in_2: f32, %in_3: f32, %out: f32):
          %11 = arith.divf %in_2, %cst_0 : f32
          %12 = arith.addf %11, %cst_1 : f32
          %13 = math.rsqrt %12 : f32
          %14 = arith.mulf %in, %13 : f32
          %15 = arith.mulf %14, %in_3 : f32
          linalg.yield %15 : f32
        } -> tensor<?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %3, offsets = [0, 0], sizes = [%1, 16], strides = [1, 1] : tensor<?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%1}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_1 {
    stream.executable.export public @main$async_dispatch_1_batch_matmul_1xDx12x16_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_batch_matmul_1xDx12x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x12xf32>>
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%1}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x12xf32>>{%1}
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, %1, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%1} -> tensor<1x?x16xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 16, 12], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x12xf32>> -> tensor<1x16x12xf32>
        %6 = tensor.empty(%1) : tensor<1x?x12xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<1x?x12xf32>) -> tensor<1x?x12xf32>
        %8 = linalg.batch_matmul ins(%4, %5 : tensor<1x?x16xf32>, tensor<1x16x12xf32>) outs(%7 : tensor<1x?x12xf32>) -> tensor<1x?x12xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %3, offsets = [0, 0, 0], sizes = [1, %1, 12], strides = [1, 1, 1] : tensor<1x?x12xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x12xf32>>{%1}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_2 {
    stream.executable.export public @main$async_dispatch_2_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_slow_memcpy(%arg0: !stream.binding, %arg1: index, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x12xf32>>{%0}
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, %0, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x12xf32>>{%0} -> tensor<?x4xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 4], strides = [1, 1] : tensor<?x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_3 {
    stream.executable.export public @main$async_dispatch_3_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_slow_memcpy(%arg0: !stream.binding, %arg1: index, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x12xf32>>{%0}
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 4], sizes = [1, %0, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x12xf32>>{%0} -> tensor<?x4xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 4], strides = [1, 1] : tensor<?x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_4 {
    stream.executable.export public @main$async_dispatch_4_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_4_slow_memcpy(%arg0: !stream.binding, %arg1: index, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x12xf32>>{%0}
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 8], sizes = [1, %0, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x12xf32>>{%0} -> tensor<?x4xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 4], strides = [1, 1] : tensor<?x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_5 {
    stream.executable.export public @main$async_dispatch_5_elementwise_broadcast_D_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_5_elementwise_broadcast_D_f32(%arg0: index, %arg1: index, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %cst = arith.constant 0xFF800000 : f32
        %cst_0 = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg0, 0 : index
        %1 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        %2 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 1 : index
        %3 = tensor.empty(%0) : tensor<?xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%3 : tensor<?xf32>) {
        ^bb0(%out: f32):
          %5 = linalg.index 0 : index
          %6 = arith.remsi %5, %2 : index
          %7 = arith.divsi %5, %2 : index
          %8 = arith.remsi %7, %2 : index
          %9 = arith.cmpi sge, %8, %6 : index
          %10 = arith.select %9, %cst_0, %cst : f32
          linalg.yield %10 : f32
        } -> tensor<?xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [%0], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_6 {
    stream.executable.export public @main$async_dispatch_6_attention_2xDx2x2xD workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_6_attention_2xDx2x2xD(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: index, %arg5: !stream.binding) {
        %c0 = arith.constant 0 : index
        %cst = arith.constant 0.707106769 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg4, 0 : index
        %1 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x2x2xf32>>{%0}
        %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x2x2xf32>>{%0}
        %3 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x2x2xf32>>{%0}
        %4 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x?x?xf32>>{%0, %0}
        %5 = stream.binding.subspan %arg5[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x2x2xf32>>{%0}
        %6 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [%0, 2, 2], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x2x2xf32>>{%0} -> tensor<?x2x2xf32>
        %7 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [%0, 2, 2], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x2x2xf32>>{%0} -> tensor<?x2x2xf32>
        %8 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0, 0], sizes = [%0, 2, 2], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x2x2xf32>>{%0} -> tensor<?x2x2xf32>
        %9 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0, 0, 0], sizes = [2, %0, %0], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x?x?xf32>>{%0, %0} -> tensor<2x?x?xf32>
        %10 = tensor.empty(%0) : tensor<2x?x2xf32>
        %11 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d0, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d0, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%6, %7, %8, %cst, %9 : tensor<?x2x2xf32>, tensor<?x2x2xf32>, tensor<?x2x2xf32>, f32, tensor<2x?x?xf32>) outs(%10 : tensor<2x?x2xf32>) {
        ^bb0(%arg6: f32):
          iree_linalg_ext.yield %arg6 : f32
        } -> tensor<2x?x2xf32>
        %12 = tensor.empty(%0) : tensor<?x2x2xf32>
        %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x?x2xf32>) outs(%12 : tensor<?x2x2xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<?x2x2xf32>
        iree_tensor_ext.dispatch.tensor.store %13, %5, offsets = [0, 0, 0], sizes = [%0, 2, 2], strides = [1, 1, 1] : tensor<?x2x2xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x2x2xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_7 {
    stream.executable.export public @main$async_dispatch_7_batch_matmul_1xDx16x4_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_7_batch_matmul_1xDx16x4_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: index, %arg4: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %2 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 1 : index
        %3 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x4xf32>>{%1}
        %4 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%2}
        %5 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0, 0], sizes = [1, %1, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x4xf32>>{%1} -> tensor<1x?x4xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %7 = tensor.empty(%2) : tensor<1x?x16xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
        %9 = linalg.batch_matmul ins(%5, %6 : tensor<1x?x4xf32>, tensor<1x4x16xf32>) outs(%8 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %9, %4, offsets = [0, 0, 0], sizes = [1, %2, 16], strides = [1, 1, 1] : tensor<1x?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%2}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_29 {
    stream.executable.export public @main$async_dispatch_29_elementwise_D_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_29_elementwise_D_f32(%arg0: index, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding, %arg5: !stream.binding, %arg6: index, %arg7: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg0, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg6, 1 : index
        %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %3 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %4 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %5 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %6 = stream.binding.subspan %arg5[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %7 = stream.binding.subspan %arg7[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        %8 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %9 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0], sizes = [%1], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %10 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %11 = iree_tensor_ext.dispatch.tensor.load %5, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %12 = iree_tensor_ext.dispatch.tensor.load %6, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %13 = tensor.empty(%0) : tensor<?xf32>
        %14 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%8, %9, %10, %11, %12 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) outs(%13 : tensor<?xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %in_2: f32, %in_3: f32, %out: f32):
          %15 = arith.addf %in_0, %in_1 : f32
          %16 = arith.addf %15, %in_2 : f32
          %17 = arith.addf %16, %in_3 : f32
          %18 = arith.addf %in, %17 : f32
          linalg.yield %18 : f32
        } -> tensor<?xf32>
        iree_tensor_ext.dispatch.tensor.store %14, %7, offsets = [0], sizes = [%0], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_30 {
    stream.executable.export public @main$async_dispatch_30_elementwise_D_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_30_elementwise_D_f32(%arg0: index, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding, %arg5: !stream.binding, %arg6: index, %arg7: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg0, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg6, 1 : index
        %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %3 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %4 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %5 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %6 = stream.binding.subspan %arg5[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %7 = stream.binding.subspan %arg7[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        %8 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %9 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %10 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0], sizes = [%1], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %11 = iree_tensor_ext.dispatch.tensor.load %5, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %12 = iree_tensor_ext.dispatch.tensor.load %6, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %13 = tensor.empty(%0) : tensor<?xf32>
        %14 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%8, %9, %10, %11, %12 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) outs(%13 : tensor<?xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %in_2: f32, %in_3: f32, %out: f32):
          %15 = arith.addf %in_0, %in_1 : f32
          %16 = arith.addf %15, %in_2 : f32
          %17 = arith.addf %16, %in_3 : f32
          %18 = arith.addf %in, %17 : f32
          linalg.yield %18 : f32
        } -> tensor<?xf32>
        iree_tensor_ext.dispatch.tensor.store %14, %7, offsets = [0], sizes = [%0], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_31 {
    stream.executable.export public @main$async_dispatch_31_elementwise_D_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_31_elementwise_D_f32(%arg0: index, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding, %arg5: !stream.binding, %arg6: index, %arg7: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg0, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg6, 1 : index
        %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %3 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %4 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %5 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %6 = stream.binding.subspan %arg5[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %7 = stream.binding.subspan %arg7[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        %8 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %9 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %10 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %11 = iree_tensor_ext.dispatch.tensor.load %5, offsets = [0], sizes = [%1], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %12 = iree_tensor_ext.dispatch.tensor.load %6, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %13 = tensor.empty(%0) : tensor<?xf32>
        %14 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%8, %9, %10, %11, %12 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) outs(%13 : tensor<?xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %in_2: f32, %in_3: f32, %out: f32):
          %15 = arith.addf %in_0, %in_1 : f32
          %16 = arith.addf %15, %in_2 : f32
          %17 = arith.addf %16, %in_3 : f32
          %18 = arith.addf %in, %17 : f32
          linalg.yield %18 : f32
        } -> tensor<?xf32>
        iree_tensor_ext.dispatch.tensor.store %14, %7, offsets = [0], sizes = [%0], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_32 {
    stream.executable.export public @main$async_dispatch_32_elementwise_D_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_32_elementwise_D_f32(%arg0: index, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding, %arg5: !stream.binding, %arg6: index, %arg7: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg0, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg6, 1 : index
        %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %3 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %4 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %5 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %6 = stream.binding.subspan %arg5[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %7 = stream.binding.subspan %arg7[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        %8 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %9 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %10 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %11 = iree_tensor_ext.dispatch.tensor.load %5, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %12 = iree_tensor_ext.dispatch.tensor.load %6, offsets = [0], sizes = [%1], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %13 = tensor.empty(%0) : tensor<?xf32>
        %14 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%8, %9, %10, %11, %12 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) outs(%13 : tensor<?xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %in_2: f32, %in_3: f32, %out: f32):
          %15 = arith.addf %in_0, %in_1 : f32
          %16 = arith.addf %15, %in_2 : f32
          %17 = arith.addf %16, %in_3 : f32
          %18 = arith.addf %in, %17 : f32
          linalg.yield %18 : f32
        } -> tensor<?xf32>
        iree_tensor_ext.dispatch.tensor.store %14, %7, offsets = [0], sizes = [%0], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_33 {
    stream.executable.export public @main$async_dispatch_33_reduction_Dx16_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_33_reduction_Dx16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: index, %arg4: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.600000e+01 : f32
        %cst_1 = arith.constant 9.99999974E-6 : f32
        %c2_i64 = arith.constant 2 : i64
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %2 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 1 : index
        %3 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%1}
        %4 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%2}
        %5 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0], sizes = [%1, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%1} -> tensor<?x16xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %7 = tensor.empty(%2) : tensor<?x16xf32>
        %8 = tensor.empty(%2) : tensor<?xf32>
        %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<?xf32>) -> tensor<?xf32>
        %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%5 : tensor<?x16xf32>) outs(%9 : tensor<?xf32>) {
        ^bb0(%in: f32, %out: f32):
          %12 = math.fpowi %in, %c2_i64 : f32, i64
          %13 = arith.addf %12, %out : f32
          linalg.yield %13 : f32
        } -> tensor<?xf32>
        %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%5, %10, %6 : tensor<?x16xf32>, tensor<?xf32>, tensor<16xf32>) outs(%7 : tensor<?x16xf32>) {
        ^bb0(%in: f32, %in_2: f32, %in_3: f32, %out: f32):
          %12 = arith.divf %in_2, %cst_0 : f32
          %13 = arith.addf %12, %cst_1 : f32
          %14 = math.rsqrt %13 : f32
          %15 = arith.mulf %in, %14 : f32
          %16 = arith.mulf %15, %in_3 : f32
          linalg.yield %16 : f32
        } -> tensor<?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %11, %4, offsets = [0, 0], sizes = [%2, 16], strides = [1, 1] : tensor<?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%2}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_34 {
    stream.executable.export public @main$async_dispatch_34_batch_matmul_1xDx16x16_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_34_batch_matmul_1xDx16x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: index, %arg4: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x16xf32>>
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %2 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 1 : index
        %3 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%1}
        %4 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%2}
        %5 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0, 0], sizes = [1, %1, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%1} -> tensor<1x?x16xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 16, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x16xf32>> -> tensor<1x16x16xf32>
        %7 = tensor.empty(%2) : tensor<1x?x16xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
        %9 = linalg.batch_matmul ins(%5, %6 : tensor<1x?x16xf32>, tensor<1x16x16xf32>) outs(%8 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %9, %4, offsets = [0, 0, 0], sizes = [1, %2, 16], strides = [1, 1, 1] : tensor<1x?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%2}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_35 {
    stream.executable.export public @main$async_dispatch_35_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_35_slow_memcpy(%arg0: !stream.binding, %arg1: index, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, %0, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_36 {
    stream.executable.export public @main$async_dispatch_36_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_36_slow_memcpy(%arg0: !stream.binding, %arg1: index, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 8], sizes = [1, %0, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_37 {
    stream.executable.export public @main$async_dispatch_37_elementwise_D_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_37_elementwise_D_f32(%arg0: index, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
        %c0 = arith.constant 0 : index
        %cst = arith.constant 1.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg0, 0 : index
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0}
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0} -> tensor<?xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0} -> tensor<?xf32>
        %6 = tensor.empty(%0) : tensor<?xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4, %5 : tensor<?xf32>, tensor<?xf32>) outs(%6 : tensor<?xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %8 = arith.negf %in : f32
          %9 = math.exp %8 : f32
          %10 = arith.addf %9, %cst : f32
          %11 = arith.divf %cst, %10 : f32
          %12 = arith.mulf %11, %in : f32
          %13 = arith.mulf %12, %in_0 : f32
          linalg.yield %13 : f32
        } -> tensor<?xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %3, offsets = [0], sizes = [%0], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_38 {
    stream.executable.export public @main$async_dispatch_38_batch_matmul_1xDx16x8_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_38_batch_matmul_1xDx16x8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x16xf32>>
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%1}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%1}
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, %1, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%1} -> tensor<1x?x8xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 8, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x16xf32>> -> tensor<1x8x16xf32>
        %6 = tensor.empty(%1) : tensor<1x?x16xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
        %8 = linalg.batch_matmul ins(%4, %5 : tensor<1x?x8xf32>, tensor<1x8x16xf32>) outs(%7 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %3, offsets = [0, 0, 0], sizes = [1, %1, 16], strides = [1, 1, 1] : tensor<1x?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%1}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_57 {
    stream.executable.export public @main$async_dispatch_57_elementwise_D_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_57_elementwise_D_f32(%arg0: index, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding, %arg5: !stream.binding, %arg6: index, %arg7: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg0, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg6, 1 : index
        %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %3 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0}
        %4 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0}
        %5 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0}
        %6 = stream.binding.subspan %arg5[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0}
        %7 = stream.binding.subspan %arg7[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        %8 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [%1], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %9 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0} -> tensor<?xf32>
        %10 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0} -> tensor<?xf32>
        %11 = iree_tensor_ext.dispatch.tensor.load %5, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0} -> tensor<?xf32>
        %12 = iree_tensor_ext.dispatch.tensor.load %6, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0} -> tensor<?xf32>
        %13 = tensor.empty(%0) : tensor<?xf32>
        %14 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%8, %9, %10, %11, %12 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) outs(%13 : tensor<?xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %in_2: f32, %in_3: f32, %out: f32):
          %15 = arith.addf %in_0, %in_1 : f32
          %16 = arith.addf %15, %in_2 : f32
          %17 = arith.addf %16, %in_3 : f32
          %18 = arith.addf %in, %17 : f32
          linalg.yield %18 : f32
        } -> tensor<?xf32>
        iree_tensor_ext.dispatch.tensor.store %14, %7, offsets = [0], sizes = [%0], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_62 {
    stream.executable.export public @main$async_dispatch_62_batch_matmul_1xDx8x16_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_62_batch_matmul_1xDx8x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: index, %arg4: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x8xf32>>
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %2 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 1 : index
        %3 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%1}
        %4 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x8xf32>>{%2}
        %5 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0, 0], sizes = [1, %1, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%1} -> tensor<1x?x16xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 16, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x8xf32>> -> tensor<1x16x8xf32>
        %7 = tensor.empty(%2) : tensor<1x?x8xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<1x?x8xf32>) -> tensor<1x?x8xf32>
        %9 = linalg.batch_matmul ins(%5, %6 : tensor<1x?x16xf32>, tensor<1x16x8xf32>) outs(%8 : tensor<1x?x8xf32>) -> tensor<1x?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %9, %4, offsets = [0, 0, 0], sizes = [1, %2, 8], strides = [1, 1, 1] : tensor<1x?x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x8xf32>>{%2}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_69 {
    stream.executable.export public @main$async_dispatch_69_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_69_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0, 0], sizes = [1, %0, 8], strides = [1, 1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_70 {
    stream.executable.export public @main$async_dispatch_70_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_70_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0, 8], sizes = [1, %0, 8], strides = [1, 1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_71 {
    stream.executable.export public @main$async_dispatch_71_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_71_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0, 16], sizes = [1, %0, 8], strides = [1, 1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_72 {
    stream.executable.export public @main$async_dispatch_72_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_72_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0, 24], sizes = [1, %0, 8], strides = [1, 1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        return
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.fence, %arg5: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c32 = arith.constant 32 : index
    %c1024 = arith.constant 1024 : index
    %c256 = arith.constant 256 : index
    %c48 = arith.constant 48 : index
    %c768 = arith.constant 768 : index
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c2 = arith.constant 2 : index
    %__auto.attn_norm.0 = util.global.load immutable @__auto.attn_norm.0 : !stream.resource<constant>
    %__auto.attn_qkv.0 = util.global.load immutable @__auto.attn_qkv.0 : !stream.resource<constant>
    %__auto.attn_out.0 = util.global.load immutable @__auto.attn_out.0 : !stream.resource<constant>
    %__auto.attn_norm.1 = util.global.load immutable @__auto.attn_norm.1 : !stream.resource<constant>
    %__auto.attn_qkv.1 = util.global.load immutable @__auto.attn_qkv.1 : !stream.resource<constant>
    %__auto.attn_out.1 = util.global.load immutable @__auto.attn_out.1 : !stream.resource<constant>
    %__auto.attn_norm.2 = util.global.load immutable @__auto.attn_norm.2 : !stream.resource<constant>
    %__auto.attn_qkv.2 = util.global.load immutable @__auto.attn_qkv.2 : !stream.resource<constant>
    %__auto.attn_out.2 = util.global.load immutable @__auto.attn_out.2 : !stream.resource<constant>
    %__auto.attn_norm.3 = util.global.load immutable @__auto.attn_norm.3 : !stream.resource<constant>
    %__auto.attn_qkv.3 = util.global.load immutable @__auto.attn_qkv.3 : !stream.resource<constant>
    %__auto.attn_out.3 = util.global.load immutable @__auto.attn_out.3 : !stream.resource<constant>
    %__auto.ffn_norm.0 = util.global.load immutable @__auto.ffn_norm.0 : !stream.resource<constant>
    %__auto.ffn_gate_up.0 = util.global.load immutable @__auto.ffn_gate_up.0 : !stream.resource<constant>
    %__auto.ffn_down.0 = util.global.load immutable @__auto.ffn_down.0 : !stream.resource<constant>
    %__auto.ffn_norm.1 = util.global.load immutable @__auto.ffn_norm.1 : !stream.resource<constant>
    %__auto.ffn_gate_up.1 = util.global.load immutable @__auto.ffn_gate_up.1 : !stream.resource<constant>
    %__auto.ffn_down.1 = util.global.load immutable @__auto.ffn_down.1 : !stream.resource<constant>
    %__auto.ffn_norm.2 = util.global.load immutable @__auto.ffn_norm.2 : !stream.resource<constant>
    %__auto.ffn_gate_up.2 = util.global.load immutable @__auto.ffn_gate_up.2 : !stream.resource<constant>
    %__auto.ffn_down.2 = util.global.load immutable @__auto.ffn_down.2 : !stream.resource<constant>
    %__auto.ffn_norm.3 = util.global.load immutable @__auto.ffn_norm.3 : !stream.resource<constant>
    %__auto.ffn_gate_up.3 = util.global.load immutable @__auto.ffn_gate_up.3 : !stream.resource<constant>
    %__auto.ffn_down.3 = util.global.load immutable @__auto.ffn_down.3 : !stream.resource<constant>
    %__auto.out_norm.0 = util.global.load immutable @__auto.out_norm.0 : !stream.resource<constant>
    %__auto.lm_head.0 = util.global.load immutable @__auto.lm_head.0 : !stream.resource<constant>
    %__auto.out_norm.1 = util.global.load immutable @__auto.out_norm.1 : !stream.resource<constant>
    %__auto.lm_head.1 = util.global.load immutable @__auto.lm_head.1 : !stream.resource<constant>
    %__auto.out_norm.2 = util.global.load immutable @__auto.out_norm.2 : !stream.resource<constant>
    %__auto.lm_head.2 = util.global.load immutable @__auto.lm_head.2 : !stream.resource<constant>
    %__auto.out_norm.3 = util.global.load immutable @__auto.out_norm.3 : !stream.resource<constant>
    %__auto.lm_head.3 = util.global.load immutable @__auto.lm_head.3 : !stream.resource<constant>
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c1, %0, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = arith.muli %0, %c64 : index
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x?x16xf32>{%0} in !stream.resource<external>{%1}
    %3 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg4 : (!hal.fence) => !stream.timepoint
    %4 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[1] : index
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("tensor") shape([%c1, %4, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %5 = arith.muli %4, %c64 : index
    %6 = stream.tensor.import on(#hal.device.affinity<@__device_1>) %arg1 : !hal.buffer_view -> tensor<1x?x16xf32>{%4} in !stream.resource<external>{%5}
    %7 = stream.timepoint.import on(#hal.device.affinity<@__device_1>) %arg4 : (!hal.fence) => !stream.timepoint
    %8 = hal.buffer_view.dim<%arg2 : !hal.buffer_view>[1] : index
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("tensor") shape([%c1, %8, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %9 = arith.muli %8, %c64 : index
    %10 = stream.tensor.import on(#hal.device.affinity<@__device_2>) %arg2 : !hal.buffer_view -> tensor<1x?x16xf32>{%8} in !stream.resource<external>{%9}
    %11 = stream.timepoint.import on(#hal.device.affinity<@__device_2>) %arg4 : (!hal.fence) => !stream.timepoint
    %12 = hal.buffer_view.dim<%arg3 : !hal.buffer_view>[1] : index
    hal.buffer_view.assert<%arg3 : !hal.buffer_view> message("tensor") shape([%c1, %12, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %13 = arith.muli %12, %c64 : index
    %14 = stream.tensor.import on(#hal.device.affinity<@__device_3>) %arg3 : !hal.buffer_view -> tensor<1x?x16xf32>{%12} in !stream.resource<external>{%13}
    %15 = stream.timepoint.import on(#hal.device.affinity<@__device_3>) %arg4 : (!hal.fence) => !stream.timepoint
    %16 = util.assume.int %0<umin = 1, umax = 64> : index
    %17 = arith.muli %16, %c64 : index
    %18 = stream.timepoint.await %3 => %2 : !stream.resource<external>{%1}
    %19 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%16](%18[%c0 to %17 for %17], %__auto.attn_norm.0[%c0 to %c64 for %c64], %16) : (!stream.resource<external>{%17}, !stream.resource<constant>{%c64}, index) -> !stream.resource<transient>{%17}
    %20 = arith.muli %16, %c48 : index
    %21 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1xDx12x16_f32[%16](%19[%c0 to %17 for %17], %__auto.attn_qkv.0[%c0 to %c768 for %c768], %16) : (!stream.resource<transient>{%17}, !stream.resource<constant>{%c768}, index) -> !stream.resource<transient>{%20}
    %22 = arith.muli %16, %c16 : index
    %23 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_2::@main$async_dispatch_2_slow_memcpy[%16](%21[%c0 to %20 for %20], %16) : (!stream.resource<transient>{%20}, index) -> !stream.resource<transient>{%22}
    %24 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_3::@main$async_dispatch_3_slow_memcpy[%16](%21[%c0 to %20 for %20], %16) : (!stream.resource<transient>{%20}, index) -> !stream.resource<transient>{%22}
    %25 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy[%16](%21[%c0 to %20 for %20], %16) : (!stream.resource<transient>{%20}, index) -> !stream.resource<transient>{%22}
    %26 = arith.muli %16, %16 overflow<nsw> : index
    %27 = arith.muli %26, %c2 overflow<nsw> : index
    %28 = arith.muli %26, %c8 : index
    %29 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_5::@main$async_dispatch_5_elementwise_broadcast_D_f32[%27, %16](%27, %16) : (index, index) -> !stream.resource<transient>{%28}
    %30 = arith.muli %16, %c8 : index
    %31 = arith.muli %30, %16 : index
    %32 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_6::@main$async_dispatch_6_attention_2xDx2x2xD[%16](%23[%c0 to %22 for %22], %24[%c0 to %22 for %22], %25[%c0 to %22 for %22], %29[%c0 to %31 for %31], %16) : (!stream.resource<transient>{%22}, !stream.resource<transient>{%22}, !stream.resource<transient>{%22}, !stream.resource<transient>{%31}, index) -> !stream.resource<transient>{%22}
    %33 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_7::@main$async_dispatch_7_batch_matmul_1xDx16x4_f32[%16, %16](%32[%c0 to %22 for %22], %__auto.attn_out.0[%c0 to %c256 for %c256], %16, %16) : (!stream.resource<transient>{%22}, !stream.resource<constant>{%c256}, index, index) -> !stream.resource<transient>{%17}
    %34 = stream.timepoint.await %7 => %6 : !stream.resource<external>{%5}
    %35 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%16](%34[%c0 to %17 for %17], %__auto.attn_norm.1[%c0 to %c64 for %c64], %16) : (!stream.resource<external>{%17}, !stream.resource<constant>{%c64}, index) -> !stream.resource<transient>{%17}
    %36 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1xDx12x16_f32[%16](%35[%c0 to %17 for %17], %__auto.attn_qkv.1[%c0 to %c768 for %c768], %16) : (!stream.resource<transient>{%17}, !stream.resource<constant>{%c768}, index) -> !stream.resource<transient>{%20}
    %37 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_2::@main$async_dispatch_2_slow_memcpy[%16](%36[%c0 to %20 for %20], %16) : (!stream.resource<transient>{%20}, index) -> !stream.resource<transient>{%22}
    %38 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_3::@main$async_dispatch_3_slow_memcpy[%16](%36[%c0 to %20 for %20], %16) : (!stream.resource<transient>{%20}, index) -> !stream.resource<transient>{%22}
    %39 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy[%16](%36[%c0 to %20 for %20], %16) : (!stream.resource<transient>{%20}, index) -> !stream.resource<transient>{%22}
    %40 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_5::@main$async_dispatch_5_elementwise_broadcast_D_f32[%27, %16](%27, %16) : (index, index) -> !stream.resource<transient>{%28}
    %41 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_6::@main$async_dispatch_6_attention_2xDx2x2xD[%16](%37[%c0 to %22 for %22], %38[%c0 to %22 for %22], %39[%c0 to %22 for %22], %40[%c0 to %31 for %31], %16) : (!stream.resource<transient>{%22}, !stream.resource<transient>{%22}, !stream.resource<transient>{%22}, !stream.resource<transient>{%31}, index) -> !stream.resource<transient>{%22}
    %42 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_7::@main$async_dispatch_7_batch_matmul_1xDx16x4_f32[%16, %16](%41[%c0 to %22 for %22], %__auto.attn_out.1[%c0 to %c256 for %c256], %16, %16) : (!stream.resource<transient>{%22}, !stream.resource<constant>{%c256}, index, index) -> !stream.resource<transient>{%17}
    %43 = stream.timepoint.await %11 => %10 : !stream.resource<external>{%9}
    %44 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%16](%43[%c0 to %17 for %17], %__auto.attn_norm.2[%c0 to %c64 for %c64], %16) : (!stream.resource<external>{%17}, !stream.resource<constant>{%c64}, index) -> !stream.resource<transient>{%17}
    %45 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1xDx12x16_f32[%16](%44[%c0 to %17 for %17], %__auto.attn_qkv.2[%c0 to %c768 for %c768], %16) : (!stream.resource<transient>{%17}, !stream.resource<constant>{%c768}, index) -> !stream.resource<transient>{%20}
    %46 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_2::@main$async_dispatch_2_slow_memcpy[%16](%45[%c0 to %20 for %20], %16) : (!stream.resource<transient>{%20}, index) -> !stream.resource<transient>{%22}
    %47 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_3::@main$async_dispatch_3_slow_memcpy[%16](%45[%c0 to %20 for %20], %16) : (!stream.resource<transient>{%20}, index) -> !stream.resource<transient>{%22}
    %48 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy[%16](%45[%c0 to %20 for %20], %16) : (!stream.resource<transient>{%20}, index) -> !stream.resource<transient>{%22}
    %49 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_5::@main$async_dispatch_5_elementwise_broadcast_D_f32[%27, %16](%27, %16) : (index, index) -> !stream.resource<transient>{%28}
    %50 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_6::@main$async_dispatch_6_attention_2xDx2x2xD[%16](%46[%c0 to %22 for %22], %47[%c0 to %22 for %22], %48[%c0 to %22 for %22], %49[%c0 to %31 for %31], %16) : (!stream.resource<transient>{%22}, !stream.resource<transient>{%22}, !stream.resource<transient>{%22}, !stream.resource<transient>{%31}, index) -> !stream.resource<transient>{%22}
    %51 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_7::@main$async_dispatch_7_batch_matmul_1xDx16x4_f32[%16, %16](%50[%c0 to %22 for %22], %__auto.attn_out.2[%c0 to %c256 for %c256], %16, %16) : (!stream.resource<transient>{%22}, !stream.resource<constant>{%c256}, index, index) -> !stream.resource<transient>{%17}
    %52 = stream.timepoint.await %15 => %14 : !stream.resource<external>{%13}
    %53 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%16](%52[%c0 to %17 for %17], %__auto.attn_norm.3[%c0 to %c64 for %c64], %16) : (!stream.resource<external>{%17}, !stream.resource<constant>{%c64}, index) -> !stream.resource<transient>{%17}
    %54 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1xDx12x16_f32[%16](%53[%c0 to %17 for %17], %__auto.attn_qkv.3[%c0 to %c768 for %c768], %16) : (!stream.resource<transient>{%17}, !stream.resource<constant>{%c768}, index) -> !stream.resource<transient>{%20}
    %55 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_2::@main$async_dispatch_2_slow_memcpy[%16](%54[%c0 to %20 for %20], %16) : (!stream.resource<transient>{%20}, index) -> !stream.resource<transient>{%22}
    %56 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_3::@main$async_dispatch_3_slow_memcpy[%16](%54[%c0 to %20 for %20], %16) : (!stream.resource<transient>{%20}, index) -> !stream.resource<transient>{%22}
    %57 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy[%16](%54[%c0 to %20 for %20], %16) : (!stream.resource<transient>{%20}, index) -> !stream.resource<transient>{%22}
    %58 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_5::@main$async_dispatch_5_elementwise_broadcast_D_f32[%27, %16](%27, %16) : (index, index) -> !stream.resource<transient>{%28}
    %59 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_6::@main$async_dispatch_6_attention_2xDx2x2xD[%16](%55[%c0 to %22 for %22], %56[%c0 to %22 for %22], %57[%c0 to %22 for %22], %58[%c0 to %31 for %31], %16) : (!stream.resource<transient>{%22}, !stream.resource<transient>{%22}, !stream.resource<transient>{%22}, !stream.resource<transient>{%31}, index) -> !stream.resource<transient>{%22}
    %60 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_7::@main$async_dispatch_7_batch_matmul_1xDx16x4_f32[%16, %16](%59[%c0 to %22 for %22], %__auto.attn_out.3[%c0 to %c256 for %c256], %16, %16) : (!stream.resource<transient>{%22}, !stream.resource<constant>{%c256}, index, index) -> !stream.resource<transient>{%17}
    %61 = stream.async.transfer %42 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_1>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<transient>{%17}
    %62 = stream.async.transfer %51 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_2>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<transient>{%17}
    %63 = stream.async.transfer %60 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_3>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<transient>{%17}
    %64 = stream.async.transfer %33 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<transient>{%17}
    %65 = stream.async.transfer %51 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_2>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<transient>{%17}
    %66 = stream.async.transfer %60 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_3>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<transient>{%17}
    %67 = stream.async.transfer %33 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_2>) !stream.resource<transient>{%17}
    %68 = stream.async.transfer %42 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_1>) -> to(#hal.device.affinity<@__device_2>) !stream.resource<transient>{%17}
    %69 = stream.async.transfer %60 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_3>) -> to(#hal.device.affinity<@__device_2>) !stream.resource<transient>{%17}
    %70 = stream.async.transfer %33 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_3>) !stream.resource<transient>{%17}
    %71 = stream.async.transfer %42 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_1>) -> to(#hal.device.affinity<@__device_3>) !stream.resource<transient>{%17}
    %72 = stream.async.transfer %51 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_2>) -> to(#hal.device.affinity<@__device_3>) !stream.resource<transient>{%17}
    %73 = arith.muli %16, %c16 overflow<nsw> : index
    %74 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_29::@main$async_dispatch_29_elementwise_D_f32[%73, %73](%73, %18[%c0 to %17 for %17], %33[%c0 to %17 for %17], %61[%c0 to %17 for %17], %62[%c0 to %17 for %17], %63[%c0 to %17 for %17], %73) : (index, !stream.resource<external>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, index) -> !stream.resource<transient>{%17}
    %75 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_30::@main$async_dispatch_30_elementwise_D_f32[%73, %73](%73, %34[%c0 to %17 for %17], %64[%c0 to %17 for %17], %42[%c0 to %17 for %17], %65[%c0 to %17 for %17], %66[%c0 to %17 for %17], %73) : (index, !stream.resource<external>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, index) -> !stream.resource<transient>{%17}
    %76 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_31::@main$async_dispatch_31_elementwise_D_f32[%73, %73](%73, %43[%c0 to %17 for %17], %67[%c0 to %17 for %17], %68[%c0 to %17 for %17], %51[%c0 to %17 for %17], %69[%c0 to %17 for %17], %73) : (index, !stream.resource<external>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, index) -> !stream.resource<transient>{%17}
    %77 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_32::@main$async_dispatch_32_elementwise_D_f32[%73, %73](%73, %52[%c0 to %17 for %17], %70[%c0 to %17 for %17], %71[%c0 to %17 for %17], %72[%c0 to %17 for %17], %60[%c0 to %17 for %17], %73) : (index, !stream.resource<external>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, index) -> !stream.resource<transient>{%17}
    %78 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_33::@main$async_dispatch_33_reduction_Dx16_f32[%16, %16](%74[%c0 to %17 for %17], %__auto.ffn_norm.0[%c0 to %c64 for %c64], %16, %16) : (!stream.resource<transient>{%17}, !stream.resource<constant>{%c64}, index, index) -> !stream.resource<transient>{%17}
    %79 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_34::@main$async_dispatch_34_batch_matmul_1xDx16x16_f32[%16, %16](%78[%c0 to %17 for %17], %__auto.ffn_gate_up.0[%c0 to %c1024 for %c1024], %16, %16) : (!stream.resource<transient>{%17}, !stream.resource<constant>{%c1024}, index, index) -> !stream.resource<transient>{%17}
    %80 = arith.muli %16, %c32 : index
    %81 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_35::@main$async_dispatch_35_slow_memcpy[%16](%79[%c0 to %17 for %17], %16) : (!stream.resource<transient>{%17}, index) -> !stream.resource<transient>{%80}
    %82 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_36::@main$async_dispatch_36_slow_memcpy[%16](%79[%c0 to %17 for %17], %16) : (!stream.resource<transient>{%17}, index) -> !stream.resource<transient>{%80}
    %83 = arith.muli %16, %c8 overflow<nsw> : index
    %84 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_37::@main$async_dispatch_37_elementwise_D_f32[%83](%83, %81[%c0 to %80 for %80], %82[%c0 to %80 for %80]) : (index, !stream.resource<transient>{%80}, !stream.resource<transient>{%80}) -> !stream.resource<transient>{%80}
    %85 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_38::@main$async_dispatch_38_batch_matmul_1xDx16x8_f32[%16](%84[%c0 to %80 for %80], %__auto.ffn_down.0[%c0 to %c512 for %c512], %16) : (!stream.resource<transient>{%80}, !stream.resource<constant>{%c512}, index) -> !stream.resource<transient>{%17}
    %86 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_33::@main$async_dispatch_33_reduction_Dx16_f32[%16, %16](%75[%c0 to %17 for %17], %__auto.ffn_norm.1[%c0 to %c64 for %c64], %16, %16) : (!stream.resource<transient>{%17}, !stream.resource<constant>{%c64}, index, index) -> !stream.resource<transient>{%17}
    %87 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_34::@main$async_dispatch_34_batch_matmul_1xDx16x16_f32[%16, %16](%86[%c0 to %17 for %17], %__auto.ffn_gate_up.1[%c0 to %c1024 for %c1024], %16, %16) : (!stream.resource<transient>{%17}, !stream.resource<constant>{%c1024}, index, index) -> !stream.resource<transient>{%17}
    %88 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_35::@main$async_dispatch_35_slow_memcpy[%16](%87[%c0 to %17 for %17], %16) : (!stream.resource<transient>{%17}, index) -> !stream.resource<transient>{%80}
    %89 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_36::@main$async_dispatch_36_slow_memcpy[%16](%87[%c0 to %17 for %17], %16) : (!stream.resource<transient>{%17}, index) -> !stream.resource<transient>{%80}
    %90 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_37::@main$async_dispatch_37_elementwise_D_f32[%83](%83, %88[%c0 to %80 for %80], %89[%c0 to %80 for %80]) : (index, !stream.resource<transient>{%80}, !stream.resource<transient>{%80}) -> !stream.resource<transient>{%80}
    %91 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_38::@main$async_dispatch_38_batch_matmul_1xDx16x8_f32[%16](%90[%c0 to %80 for %80], %__auto.ffn_down.1[%c0 to %c512 for %c512], %16) : (!stream.resource<transient>{%80}, !stream.resource<constant>{%c512}, index) -> !stream.resource<transient>{%17}
    %92 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_33::@main$async_dispatch_33_reduction_Dx16_f32[%16, %16](%76[%c0 to %17 for %17], %__auto.ffn_norm.2[%c0 to %c64 for %c64], %16, %16) : (!stream.resource<transient>{%17}, !stream.resource<constant>{%c64}, index, index) -> !stream.resource<transient>{%17}
    %93 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_34::@main$async_dispatch_34_batch_matmul_1xDx16x16_f32[%16, %16](%92[%c0 to %17 for %17], %__auto.ffn_gate_up.2[%c0 to %c1024 for %c1024], %16, %16) : (!stream.resource<transient>{%17}, !stream.resource<constant>{%c1024}, index, index) -> !stream.resource<transient>{%17}
    %94 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_35::@main$async_dispatch_35_slow_memcpy[%16](%93[%c0 to %17 for %17], %16) : (!stream.resource<transient>{%17}, index) -> !stream.resource<transient>{%80}
    %95 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_36::@main$async_dispatch_36_slow_memcpy[%16](%93[%c0 to %17 for %17], %16) : (!stream.resource<transient>{%17}, index) -> !stream.resource<transient>{%80}
    %96 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_37::@main$async_dispatch_37_elementwise_D_f32[%83](%83, %94[%c0 to %80 for %80], %95[%c0 to %80 for %80]) : (index, !stream.resource<transient>{%80}, !stream.resource<transient>{%80}) -> !stream.resource<transient>{%80}
    %97 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_38::@main$async_dispatch_38_batch_matmul_1xDx16x8_f32[%16](%96[%c0 to %80 for %80], %__auto.ffn_down.2[%c0 to %c512 for %c512], %16) : (!stream.resource<transient>{%80}, !stream.resource<constant>{%c512}, index) -> !stream.resource<transient>{%17}
    %98 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_33::@main$async_dispatch_33_reduction_Dx16_f32[%16, %16](%77[%c0 to %17 for %17], %__auto.ffn_norm.3[%c0 to %c64 for %c64], %16, %16) : (!stream.resource<transient>{%17}, !stream.resource<constant>{%c64}, index, index) -> !stream.resource<transient>{%17}
    %99 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_34::@main$async_dispatch_34_batch_matmul_1xDx16x16_f32[%16, %16](%98[%c0 to %17 for %17], %__auto.ffn_gate_up.3[%c0 to %c1024 for %c1024], %16, %16) : (!stream.resource<transient>{%17}, !stream.resource<constant>{%c1024}, index, index) -> !stream.resource<transient>{%17}
    %100 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_35::@main$async_dispatch_35_slow_memcpy[%16](%99[%c0 to %17 for %17], %16) : (!stream.resource<transient>{%17}, index) -> !stream.resource<transient>{%80}
    %101 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_36::@main$async_dispatch_36_slow_memcpy[%16](%99[%c0 to %17 for %17], %16) : (!stream.resource<transient>{%17}, index) -> !stream.resource<transient>{%80}
    %102 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_37::@main$async_dispatch_37_elementwise_D_f32[%83](%83, %100[%c0 to %80 for %80], %101[%c0 to %80 for %80]) : (index, !stream.resource<transient>{%80}, !stream.resource<transient>{%80}) -> !stream.resource<transient>{%80}
    %103 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_38::@main$async_dispatch_38_batch_matmul_1xDx16x8_f32[%16](%102[%c0 to %80 for %80], %__auto.ffn_down.3[%c0 to %c512 for %c512], %16) : (!stream.resource<transient>{%80}, !stream.resource<constant>{%c512}, index) -> !stream.resource<transient>{%17}
    %104 = stream.async.transfer %91 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_1>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<transient>{%17}
    %105 = stream.async.transfer %97 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_2>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<transient>{%17}
    %106 = stream.async.transfer %103 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_3>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<transient>{%17}
    %107 = stream.async.transfer %85 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<transient>{%17}
    %108 = stream.async.transfer %97 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_2>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<transient>{%17}
    %109 = stream.async.transfer %103 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_3>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<transient>{%17}
    %110 = stream.async.transfer %85 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_2>) !stream.resource<transient>{%17}
    %111 = stream.async.transfer %91 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_1>) -> to(#hal.device.affinity<@__device_2>) !stream.resource<transient>{%17}
    %112 = stream.async.transfer %103 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_3>) -> to(#hal.device.affinity<@__device_2>) !stream.resource<transient>{%17}
    %113 = stream.async.transfer %85 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_3>) !stream.resource<transient>{%17}
    %114 = stream.async.transfer %91 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_1>) -> to(#hal.device.affinity<@__device_3>) !stream.resource<transient>{%17}
    %115 = stream.async.transfer %97 : !stream.resource<transient>{%17} from(#hal.device.affinity<@__device_2>) -> to(#hal.device.affinity<@__device_3>) !stream.resource<transient>{%17}
    %116 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_57::@main$async_dispatch_57_elementwise_D_f32[%73, %73](%73, %74[%c0 to %17 for %17], %85[%c0 to %17 for %17], %104[%c0 to %17 for %17], %105[%c0 to %17 for %17], %106[%c0 to %17 for %17], %73) : (index, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, index) -> !stream.resource<transient>{%17}
    %117 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_57::@main$async_dispatch_57_elementwise_D_f32[%73, %73](%73, %75[%c0 to %17 for %17], %107[%c0 to %17 for %17], %91[%c0 to %17 for %17], %108[%c0 to %17 for %17], %109[%c0 to %17 for %17], %73) : (index, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, index) -> !stream.resource<transient>{%17}
    %118 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_57::@main$async_dispatch_57_elementwise_D_f32[%73, %73](%73, %76[%c0 to %17 for %17], %110[%c0 to %17 for %17], %111[%c0 to %17 for %17], %97[%c0 to %17 for %17], %112[%c0 to %17 for %17], %73) : (index, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, index) -> !stream.resource<transient>{%17}
    %119 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_57::@main$async_dispatch_57_elementwise_D_f32[%73, %73](%73, %77[%c0 to %17 for %17], %113[%c0 to %17 for %17], %114[%c0 to %17 for %17], %115[%c0 to %17 for %17], %103[%c0 to %17 for %17], %73) : (index, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, !stream.resource<transient>{%17}, index) -> !stream.resource<transient>{%17}
    %120 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%16](%116[%c0 to %17 for %17], %__auto.out_norm.0[%c0 to %c64 for %c64], %16) : (!stream.resource<transient>{%17}, !stream.resource<constant>{%c64}, index) -> !stream.resource<transient>{%17}
    %121 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_62::@main$async_dispatch_62_batch_matmul_1xDx8x16_f32[%16, %16](%120[%c0 to %17 for %17], %__auto.lm_head.0[%c0 to %c512 for %c512], %16, %16) : (!stream.resource<transient>{%17}, !stream.resource<constant>{%c512}, index, index) -> !stream.resource<transient>{%80}
    %122 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%16](%117[%c0 to %17 for %17], %__auto.out_norm.1[%c0 to %c64 for %c64], %16) : (!stream.resource<transient>{%17}, !stream.resource<constant>{%c64}, index) -> !stream.resource<transient>{%17}
    %123 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_62::@main$async_dispatch_62_batch_matmul_1xDx8x16_f32[%16, %16](%122[%c0 to %17 for %17], %__auto.lm_head.1[%c0 to %c512 for %c512], %16, %16) : (!stream.resource<transient>{%17}, !stream.resource<constant>{%c512}, index, index) -> !stream.resource<transient>{%80}
    %124 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%16](%118[%c0 to %17 for %17], %__auto.out_norm.2[%c0 to %c64 for %c64], %16) : (!stream.resource<transient>{%17}, !stream.resource<constant>{%c64}, index) -> !stream.resource<transient>{%17}
    %125 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_62::@main$async_dispatch_62_batch_matmul_1xDx8x16_f32[%16, %16](%124[%c0 to %17 for %17], %__auto.lm_head.2[%c0 to %c512 for %c512], %16, %16) : (!stream.resource<transient>{%17}, !stream.resource<constant>{%c512}, index, index) -> !stream.resource<transient>{%80}
    %126 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%16](%119[%c0 to %17 for %17], %__auto.out_norm.3[%c0 to %c64 for %c64], %16) : (!stream.resource<transient>{%17}, !stream.resource<constant>{%c64}, index) -> !stream.resource<transient>{%17}
    %127 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_62::@main$async_dispatch_62_batch_matmul_1xDx8x16_f32[%16, %16](%126[%c0 to %17 for %17], %__auto.lm_head.3[%c0 to %c512 for %c512], %16, %16) : (!stream.resource<transient>{%17}, !stream.resource<constant>{%c512}, index, index) -> !stream.resource<transient>{%80}
    %128 = stream.async.transfer %123 : !stream.resource<transient>{%80} from(#hal.device.affinity<@__device_1>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<transient>{%80}
    %129 = stream.async.transfer %125 : !stream.resource<transient>{%80} from(#hal.device.affinity<@__device_2>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<transient>{%80}
    %130 = stream.async.transfer %127 : !stream.resource<transient>{%80} from(#hal.device.affinity<@__device_3>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<transient>{%80}
    %131 = arith.muli %16, %c128 : index
    %132 = stream.async.alloca on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%131}
    %133 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_69::@main$async_dispatch_69_slow_memcpy[%16](%121[%c0 to %80 for %80], %132[%c0 to %131 for %131], %16) : (!stream.resource<transient>{%80}, !stream.resource<external>{%131}, index) -> %132{%131}
    %134 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_70::@main$async_dispatch_70_slow_memcpy[%16](%128[%c0 to %80 for %80], %133[%c0 to %131 for %131], %16) : (!stream.resource<transient>{%80}, !stream.resource<external>{%131}, index) -> %133{%131}
    %135 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_71::@main$async_dispatch_71_slow_memcpy[%16](%129[%c0 to %80 for %80], %134[%c0 to %131 for %131], %16) : (!stream.resource<transient>{%80}, !stream.resource<external>{%131}, index) -> %134{%131}
    %136 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_72::@main$async_dispatch_72_slow_memcpy[%16](%130[%c0 to %80 for %80], %135[%c0 to %131 for %131], %16) : (!stream.resource<transient>{%80}, !stream.resource<external>{%131}, index) -> %135{%131}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %136 : !stream.resource<external>{%131} => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %result_timepoint => (%arg5 : !hal.fence)
    %137 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result : tensor<1x?x32xf32>{%16} in !stream.resource<external>{%131} -> !hal.buffer_view
    util.return %137 : !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @main$async(%arg0, %arg1, %arg2, %arg3, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}
