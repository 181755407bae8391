module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_1 = #hal.device.target<"local", {ordinal = 1 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__auto.attn_norm.0 : !stream.resource<constant>
  util.global private @__auto.attn_qkv.0 : !stream.resource<constant>
  util.global private @__auto.attn_out.0 : !stream.resource<constant>
  util.global private @__auto.attn_norm.1 : !stream.resource<constant>
  util.global private @__auto.attn_qkv.1 : !stream.resource<constant>
  util.global private @__auto.attn_out.1 : !stream.resource<constant>
  util.global private @__auto.ffn_norm.0 : !stream.resource<constant>
  util.global private @__auto.ffn_gate_up.0 : !stream.resource<constant>
  util.global private @__auto.ffn_down.0 : !stream.resource<constant>
  util.global private @__auto.ffn_norm.1 : !stream.resource<constant>
  util.global private @__auto.ffn_gate_up.1 : !stream.resource<constant>
  util.global private @__auto.ffn_down.1 : !stream.resource<constant>
  util.global private @__auto.out_norm.0 : !stream.resource<constant>
  util.global private @__auto.lm_head.0 : !stream.resource<constant>
  util.global private @__auto.out_norm.1 : !stream.resource<constant>
  util.global private @__auto.lm_head.1 : !stream.resource<constant>
  util.initializer {
    %c1024 = arith.constant 1024 : index
    %c2048 = arith.constant 2048 : index
    %c512 = arith.constant 512 : index
    %c1536 = arith.constant 1536 : index
    %c64 = arith.constant 64 : index
    %cst = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"attn_norm.0"> : tensor<16xf32>
    %cst_0 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c1536} = #stream.parameter.named<"model"::"attn_qkv.0"> : tensor<16x24xf32>
    %cst_1 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"attn_out.0"> : tensor<8x16xf32>
    %cst_2 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"attn_norm.1"> : tensor<16xf32>
    %cst_3 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c1536} = #stream.parameter.named<"model"::"attn_qkv.1"> : tensor<16x24xf32>
    %cst_4 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"attn_out.1"> : tensor<8x16xf32>
    %cst_5 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"ffn_norm.0"> : tensor<16xf32>
    %cst_6 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"ffn_gate_up.0"> : tensor<16x32xf32>
    %cst_7 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"ffn_down.0"> : tensor<16x16xf32>
    %cst_8 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"ffn_norm.1"> : tensor<16xf32>
    %cst_9 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"ffn_gate_up.1"> : tensor<16x32xf32>
    %cst_10 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"ffn_down.1"> : tensor<16x16xf32>
    %cst_11 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"out_norm.0"> : tensor<16xf32>
    %cst_12 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"lm_head.0"> : tensor<16x16xf32>
    %cst_13 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"out_norm.1"> : tensor<16xf32>
    %cst_14 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"lm_head.1"> : tensor<16x16xf32>
    util.global.store %cst, @__auto.attn_norm.0 : !stream.resource<constant>
    util.global.store %cst_2, @__auto.attn_norm.1 : !stream.resource<constant>
    util.global.store %cst_1, @__auto.attn_out.0 : !stream.resource<constant>
    util.global.store %cst_4, @__auto.attn_out.1 : !stream.resource<constant>
    util.global.store %cst_0, @__auto.attn_qkv.0 : !stream.resource<constant>
    util.global.store %cst_3, @__auto.attn_qkv.1 : !stream.resource<constant>
    util.global.store %cst_7, @__auto.ffn_down.0 : !stream.resource<constant>
    util.global.store %cst_10, @__auto.ffn_down.1 : !stream.resource<constant>
    util.global.store %cst_6, @__auto.ffn_gate_up.0 : !stream.resource<constant>
    util.global.store %cst_9, @__auto.ffn_gate_up.1 : !stream.resource<constant>
    util.global.store %cst_5, @__auto.ffn_norm.0 : !stream.resource<constant>
    util.global.store %cst_8, @__auto.ffn_norm.1 : !stream.resource<constant>
    util.global.store %cst_12, @__auto.lm_head.0 : !stream.resource<constant>
    util.global.store %cst_14, @__auto.lm_head.1 : !stream.resource<constant>
    util.global.store %cst_11, @__auto.out_norm.0 : !stream.resource<constant>
    util.global.store %cst_13, @__auto.out_norm.1 : !stream.resource<constant>
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
    stream.executable.export public @main$async_dispatch_1_batch_matmul_1xDx24x16_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_batch_matmul_1xDx24x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x24xf32>>
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%1}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x24xf32>>{%1}
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, %1, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%1} -> tensor<1x?x16xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 16, 24], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x24xf32>> -> tensor<1x16x24xf32>
        %6 = tensor.empty(%1) : tensor<1x?x24xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<1x?x24xf32>) -> tensor<1x?x24xf32>
        %8 = linalg.batch_matmul ins(%4, %5 : tensor<1x?x16xf32>, tensor<1x16x24xf32>) outs(%7 : tensor<1x?x24xf32>) -> tensor<1x?x24xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %3, offsets = [0, 0, 0], sizes = [1, %1, 24], strides = [1, 1, 1] : tensor<1x?x24xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x24xf32>>{%1}
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
        %1 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x24xf32>>{%0}
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, %0, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x24xf32>>{%0} -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
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
        %1 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x24xf32>>{%0}
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 8], sizes = [1, %0, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x24xf32>>{%0} -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
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
        %1 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x24xf32>>{%0}
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 16], sizes = [1, %0, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x24xf32>>{%0} -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
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
    stream.executable.export public @main$async_dispatch_6_attention_4xDx2x2xD workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_6_attention_4xDx2x2xD(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: index, %arg5: !stream.binding) {
        %c0 = arith.constant 0 : index
        %cst = arith.constant 0.707106769 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg4, 0 : index
        %1 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4x2xf32>>{%0}
        %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4x2xf32>>{%0}
        %3 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4x2xf32>>{%0}
        %4 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x?x?xf32>>{%0, %0}
        %5 = stream.binding.subspan %arg5[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4x2xf32>>{%0}
        %6 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [%0, 4, 2], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4x2xf32>>{%0} -> tensor<?x4x2xf32>
        %7 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [%0, 4, 2], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4x2xf32>>{%0} -> tensor<?x4x2xf32>
        %8 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0, 0], sizes = [%0, 4, 2], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4x2xf32>>{%0} -> tensor<?x4x2xf32>
        %9 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0, 0, 0], sizes = [4, %0, %0], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x?x?xf32>>{%0, %0} -> tensor<4x?x?xf32>
        %10 = tensor.empty(%0) : tensor<4x?x2xf32>
        %11 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d0, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d0, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%6, %7, %8, %cst, %9 : tensor<?x4x2xf32>, tensor<?x4x2xf32>, tensor<?x4x2xf32>, f32, tensor<4x?x?xf32>) outs(%10 : tensor<4x?x2xf32>) {
        ^bb0(%arg6: f32):
          iree_linalg_ext.yield %arg6 : f32
        } -> tensor<4x?x2xf32>
        %12 = tensor.empty(%0) : tensor<?x4x2xf32>
        %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<4x?x2xf32>) outs(%12 : tensor<?x4x2xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<?x4x2xf32>
        iree_tensor_ext.dispatch.tensor.store %13, %5, offsets = [0, 0, 0], sizes = [%0, 4, 2], strides = [1, 1, 1] : tensor<?x4x2xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4x2xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_7 {
    stream.executable.export public @main$async_dispatch_7_batch_matmul_1xDx16x8_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_7_batch_matmul_1xDx16x8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: index, %arg4: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x16xf32>>
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %2 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 1 : index
        %3 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%1}
        %4 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%2}
        %5 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0, 0], sizes = [1, %1, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%1} -> tensor<1x?x8xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 8, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x16xf32>> -> tensor<1x8x16xf32>
        %7 = tensor.empty(%2) : tensor<1x?x16xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
        %9 = linalg.batch_matmul ins(%5, %6 : tensor<1x?x8xf32>, tensor<1x8x16xf32>) outs(%8 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %9, %4, offsets = [0, 0, 0], sizes = [1, %2, 16], strides = [1, 1, 1] : tensor<1x?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%2}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_15 {
    stream.executable.export public @main$async_dispatch_15_elementwise_D_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_15_elementwise_D_f32(%arg0: index, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: index, %arg5: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg0, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg4, 1 : index
        %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %3 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %4 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %5 = stream.binding.subspan %arg5[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %7 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0], sizes = [%1], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %8 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %9 = tensor.empty(%0) : tensor<?xf32>
        %10 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%6, %7, %8 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) outs(%9 : tensor<?xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
          %11 = arith.addf %in_0, %in_1 : f32
          %12 = arith.addf %in, %11 : f32
          linalg.yield %12 : f32
        } -> tensor<?xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %5, offsets = [0], sizes = [%0], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_16 {
    stream.executable.export public @main$async_dispatch_16_elementwise_D_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_16_elementwise_D_f32(%arg0: index, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: index, %arg5: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg0, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg4, 1 : index
        %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %3 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %4 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %5 = stream.binding.subspan %arg5[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %7 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %8 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0], sizes = [%1], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %9 = tensor.empty(%0) : tensor<?xf32>
        %10 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%6, %7, %8 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) outs(%9 : tensor<?xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
          %11 = arith.addf %in_0, %in_1 : f32
          %12 = arith.addf %in, %11 : f32
          linalg.yield %12 : f32
        } -> tensor<?xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %5, offsets = [0], sizes = [%0], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_17 {
    stream.executable.export public @main$async_dispatch_17_reduction_Dx16_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_17_reduction_Dx16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: index, %arg4: !stream.binding) {
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
  stream.executable private @main$async_dispatch_18 {
    stream.executable.export public @main$async_dispatch_18_batch_matmul_1xDx32x16_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_18_batch_matmul_1xDx32x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: index, %arg4: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x32xf32>>
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %2 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 1 : index
        %3 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%1}
        %4 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x32xf32>>{%2}
        %5 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0, 0], sizes = [1, %1, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%1} -> tensor<1x?x16xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 16, 32], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x32xf32>> -> tensor<1x16x32xf32>
        %7 = tensor.empty(%2) : tensor<1x?x32xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
        %9 = linalg.batch_matmul ins(%5, %6 : tensor<1x?x16xf32>, tensor<1x16x32xf32>) outs(%8 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
        iree_tensor_ext.dispatch.tensor.store %9, %4, offsets = [0, 0, 0], sizes = [1, %2, 32], strides = [1, 1, 1] : tensor<1x?x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x32xf32>>{%2}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_19 {
    stream.executable.export public @main$async_dispatch_19_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_19_slow_memcpy(%arg0: !stream.binding, %arg1: index, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x32xf32>>{%0}
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x32xf32>>{%0} -> tensor<?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : tensor<?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_20 {
    stream.executable.export public @main$async_dispatch_20_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_20_slow_memcpy(%arg0: !stream.binding, %arg1: index, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x32xf32>>{%0}
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 16], sizes = [1, %0, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x32xf32>>{%0} -> tensor<?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : tensor<?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_21 {
    stream.executable.export public @main$async_dispatch_21_elementwise_D_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_21_elementwise_D_f32(%arg0: index, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
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
  stream.executable private @main$async_dispatch_22 {
    stream.executable.export public @main$async_dispatch_22_batch_matmul_1xDx16x16_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_22_batch_matmul_1xDx16x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x16xf32>>
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%1}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%1}
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, %1, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%1} -> tensor<1x?x16xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 16, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x16xf32>> -> tensor<1x16x16xf32>
        %6 = tensor.empty(%1) : tensor<1x?x16xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
        %8 = linalg.batch_matmul ins(%4, %5 : tensor<1x?x16xf32>, tensor<1x16x16xf32>) outs(%7 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %3, offsets = [0, 0, 0], sizes = [1, %1, 16], strides = [1, 1, 1] : tensor<1x?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%1}
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
      func.func @main$async_dispatch_29_elementwise_D_f32(%arg0: index, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: index, %arg5: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg0, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg4, 1 : index
        %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %3 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0}
        %4 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0}
        %5 = stream.binding.subspan %arg5[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [%1], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1} -> tensor<?xf32>
        %7 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0} -> tensor<?xf32>
        %8 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0], sizes = [%0], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0} -> tensor<?xf32>
        %9 = tensor.empty(%0) : tensor<?xf32>
        %10 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%6, %7, %8 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) outs(%9 : tensor<?xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
          %11 = arith.addf %in_0, %in_1 : f32
          %12 = arith.addf %in, %11 : f32
          linalg.yield %12 : f32
        } -> tensor<?xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %5, offsets = [0], sizes = [%0], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_32 {
    stream.executable.export public @main$async_dispatch_32_batch_matmul_1xDx16x16_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_32_batch_matmul_1xDx16x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: index, %arg4: !stream.binding) {
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
      func.func @main$async_dispatch_35_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%0}
        %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%0} -> tensor<?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : tensor<?x16xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
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
      func.func @main$async_dispatch_36_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%0}
        %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%0} -> tensor<?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0, 16], sizes = [1, %0, 16], strides = [1, 1, 1] : tensor<?x16xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        return
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c1024 = arith.constant 1024 : index
    %c128 = arith.constant 128 : index
    %c2048 = arith.constant 2048 : index
    %c512 = arith.constant 512 : index
    %c32 = arith.constant 32 : index
    %c96 = arith.constant 96 : index
    %c1536 = arith.constant 1536 : index
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c4 = arith.constant 4 : index
    %__auto.attn_norm.0 = util.global.load immutable @__auto.attn_norm.0 : !stream.resource<constant>
    %__auto.attn_qkv.0 = util.global.load immutable @__auto.attn_qkv.0 : !stream.resource<constant>
    %__auto.attn_out.0 = util.global.load immutable @__auto.attn_out.0 : !stream.resource<constant>
    %__auto.attn_norm.1 = util.global.load immutable @__auto.attn_norm.1 : !stream.resource<constant>
    %__auto.attn_qkv.1 = util.global.load immutable @__auto.attn_qkv.1 : !stream.resource<constant>
    %__auto.attn_out.1 = util.global.load immutable @__auto.attn_out.1 : !stream.resource<constant>
    %__auto.ffn_norm.0 = util.global.load immutable @__auto.ffn_norm.0 : !stream.resource<constant>
    %__auto.ffn_gate_up.0 = util.global.load immutable @__auto.ffn_gate_up.0 : !stream.resource<constant>
    %__auto.ffn_down.0 = util.global.load immutable @__auto.ffn_down.0 : !stream.resource<constant>
    %__auto.ffn_norm.1 = util.global.load immutable @__auto.ffn_norm.1 : !stream.resource<constant>
    %__auto.ffn_gate_up.1 = util.global.load immutable @__auto.ffn_gate_up.1 : !stream.resource<constant>
    %__auto.ffn_down.1 = util.global.load immutable @__auto.ffn_down.1 : !stream.resource<constant>
    %__auto.out_norm.0 = util.global.load immutable @__auto.out_norm.0 : !stream.resource<constant>
    %__auto.lm_head.0 = util.global.load immutable @__auto.lm_head.0 : !stream.resource<constant>
    %__auto.out_norm.1 = util.global.load immutable @__auto.out_norm.1 : !stream.resource<constant>
    %__auto.lm_head.1 = util.global.load immutable @__auto.lm_head.1 : !stream.resource<constant>
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c1, %0, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = arith.muli %0, %c64 : index
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x?x16xf32>{%0} in !stream.resource<external>{%1}
    %3 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg2 : (!hal.fence) => !stream.timepoint
    %4 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[1] : index
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("tensor") shape([%c1, %4, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %5 = arith.muli %4, %c64 : index
    %6 = stream.tensor.import on(#hal.device.affinity<@__device_1>) %arg1 : !hal.buffer_view -> tensor<1x?x16xf32>{%4} in !stream.resource<external>{%5}
    %7 = stream.timepoint.import on(#hal.device.affinity<@__device_1>) %arg2 : (!hal.fence) => !stream.timepoint
    %8 = util.assume.int %0<umin = 1, umax = 64> : index
    %9 = arith.muli %8, %c64 : index
    %10 = stream.timepoint.await %3 => %2 : !stream.resource<external>{%1}
    %11 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%8](%10[%c0 to %9 for %9], %__auto.attn_norm.0[%c0 to %c64 for %c64], %8) : (!stream.resource<external>{%9}, !stream.resource<constant>{%c64}, index) -> !stream.resource<transient>{%9}
    %12 = arith.muli %8, %c96 : index
    %13 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1xDx24x16_f32[%8](%11[%c0 to %9 for %9], %__auto.attn_qkv.0[%c0 to %c1536 for %c1536], %8) : (!stream.resource<transient>{%9}, !stream.resource<constant>{%c1536}, index) -> !stream.resource<transient>{%12}
    %14 = arith.muli %8, %c32 : index
    %15 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_2::@main$async_dispatch_2_slow_memcpy[%8](%13[%c0 to %12 for %12], %8) : (!stream.resource<transient>{%12}, index) -> !stream.resource<transient>{%14}
    %16 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_3::@main$async_dispatch_3_slow_memcpy[%8](%13[%c0 to %12 for %12], %8) : (!stream.resource<transient>{%12}, index) -> !stream.resource<transient>{%14}
    %17 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy[%8](%13[%c0 to %12 for %12], %8) : (!stream.resource<transient>{%12}, index) -> !stream.resource<transient>{%14}
    %18 = arith.muli %8, %8 overflow<nsw> : index
    %19 = arith.muli %18, %c4 overflow<nsw> : index
    %20 = arith.muli %18, %c16 : index
    %21 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_5::@main$async_dispatch_5_elementwise_broadcast_D_f32[%19, %8](%19, %8) : (index, index) -> !stream.resource<transient>{%20}
    %22 = arith.muli %8, %c16 : index
    %23 = arith.muli %22, %8 : index
    %24 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_6::@main$async_dispatch_6_attention_4xDx2x2xD[%8](%15[%c0 to %14 for %14], %16[%c0 to %14 for %14], %17[%c0 to %14 for %14], %21[%c0 to %23 for %23], %8) : (!stream.resource<transient>{%14}, !stream.resource<transient>{%14}, !stream.resource<transient>{%14}, !stream.resource<transient>{%23}, index) -> !stream.resource<transient>{%14}
    %25 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_7::@main$async_dispatch_7_batch_matmul_1xDx16x8_f32[%8, %8](%24[%c0 to %14 for %14], %__auto.attn_out.0[%c0 to %c512 for %c512], %8, %8) : (!stream.resource<transient>{%14}, !stream.resource<constant>{%c512}, index, index) -> !stream.resource<transient>{%9}
    %26 = stream.timepoint.await %7 => %6 : !stream.resource<external>{%5}
    %27 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%8](%26[%c0 to %9 for %9], %__auto.attn_norm.1[%c0 to %c64 for %c64], %8) : (!stream.resource<external>{%9}, !stream.resource<constant>{%c64}, index) -> !stream.resource<transient>{%9}
    %28 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1xDx24x16_f32[%8](%27[%c0 to %9 for %9], %__auto.attn_qkv.1[%c0 to %c1536 for %c1536], %8) : (!stream.resource<transient>{%9}, !stream.resource<constant>{%c1536}, index) -> !stream.resource<transient>{%12}
    %29 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_2::@main$async_dispatch_2_slow_memcpy[%8](%28[%c0 to %12 for %12], %8) : (!stream.resource<transient>{%12}, index) -> !stream.resource<transient>{%14}
    %30 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_3::@main$async_dispatch_3_slow_memcpy[%8](%28[%c0 to %12 for %12], %8) : (!stream.resource<transient>{%12}, index) -> !stream.resource<transient>{%14}
    %31 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy[%8](%28[%c0 to %12 for %12], %8) : (!stream.resource<transient>{%12}, index) -> !stream.resource<transient>{%14}
    %32 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_5::@main$async_dispatch_5_elementwise_broadcast_D_f32[%19, %8](%19, %8) : (index, index) -> !stream.resource<transient>{%20}
    %33 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_6::@main$async_dispatch_6_attention_4xDx2x2xD[%8](%29[%c0 to %14 for %14], %30[%c0 to %14 for %14], %31[%c0 to %14 for %14], %32[%c0 to %23 for %23], %8) : (!stream.resource<transient>{%14}, !stream.resource<transient>{%14}, !stream.resource<transient>{%14}, !stream.resource<transient>{%23}, index) -> !stream.resource<transient>{%14}
    %34 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_7::@main$async_dispatch_7_batch_matmul_1xDx16x8_f32[%8, %8](%33[%c0 to %14 for %14], %__auto.attn_out.1[%c0 to %c512 for %c512], %8, %8) : (!stream.resource<transient>{%14}, !stream.resource<constant>{%c512}, index, index) -> !stream.resource<transient>{%9}
    %35 = stream.async.transfer %34 : !stream.resource<transient>{%9} from(#hal.device.affinity<@__device_1>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<transient>{%9}
    %36 = stream.async.transfer %25 : !stream.resource<transient>{%9} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<transient>{%9}
    %37 = arith.muli %8, %c16 overflow<nsw> : index
    %38 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_15::@main$async_dispatch_15_elementwise_D_f32[%37, %37](%37, %10[%c0 to %9 for %9], %25[%c0 to %9 for %9], %35[%c0 to %9 for %9], %37) : (index, !stream.resource<external>{%9}, !stream.resource<transient>{%9}, !stream.resource<transient>{%9}, index) -> !stream.resource<transient>{%9}
    %39 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_16::@main$async_dispatch_16_elementwise_D_f32[%37, %37](%37, %26[%c0 to %9 for %9], %36[%c0 to %9 for %9], %34[%c0 to %9 for %9], %37) : (index, !stream.resource<external>{%9}, !stream.resource<transient>{%9}, !stream.resource<transient>{%9}, index) -> !stream.resource<transient>{%9}
    %40 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_17::@main$async_dispatch_17_reduction_Dx16_f32[%8, %8](%38[%c0 to %9 for %9], %__auto.ffn_norm.0[%c0 to %c64 for %c64], %8, %8) : (!stream.resource<transient>{%9}, !stream.resource<constant>{%c64}, index, index) -> !stream.resource<transient>{%9}
    %41 = arith.muli %8, %c128 : index
    %42 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_18::@main$async_dispatch_18_batch_matmul_1xDx32x16_f32[%8, %8](%40[%c0 to %9 for %9], %__auto.ffn_gate_up.0[%c0 to %c2048 for %c2048], %8, %8) : (!stream.resource<transient>{%9}, !stream.resource<constant>{%c2048}, index, index) -> !stream.resource<transient>{%41}
    %43 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_19::@main$async_dispatch_19_slow_memcpy[%8](%42[%c0 to %41 for %41], %8) : (!stream.resource<transient>{%41}, index) -> !stream.resource<transient>{%9}
    %44 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_20::@main$async_dispatch_20_slow_memcpy[%8](%42[%c0 to %41 for %41], %8) : (!stream.resource<transient>{%41}, index) -> !stream.resource<transient>{%9}
    %45 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_21::@main$async_dispatch_21_elementwise_D_f32[%37](%37, %43[%c0 to %9 for %9], %44[%c0 to %9 for %9]) : (index, !stream.resource<transient>{%9}, !stream.resource<transient>{%9}) -> !stream.resource<transient>{%9}
    %46 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_22::@main$async_dispatch_22_batch_matmul_1xDx16x16_f32[%8](%45[%c0 to %9 for %9], %__auto.ffn_down.0[%c0 to %c1024 for %c1024], %8) : (!stream.resource<transient>{%9}, !stream.resource<constant>{%c1024}, index) -> !stream.resource<transient>{%9}
    %47 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_17::@main$async_dispatch_17_reduction_Dx16_f32[%8, %8](%39[%c0 to %9 for %9], %__auto.ffn_norm.1[%c0 to %c64 for %c64], %8, %8) : (!stream.resource<transient>{%9}, !stream.resource<constant>{%c64}, index, index) -> !stream.resource<transient>{%9}
    %48 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_18::@main$async_dispatch_18_batch_matmul_1xDx32x16_f32[%8, %8](%47[%c0 to %9 for %9], %__auto.ffn_gate_up.1[%c0 to %c2048 for %c2048], %8, %8) : (!stream.resource<transient>{%9}, !stream.resource<constant>{%c2048}, index, index) -> !stream.resource<transient>{%41}
    %49 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_19::@main$async_dispatch_19_slow_memcpy[%8](%48[%c0 to %41 for %41], %8) : (!stream.resource<transient>{%41}, index) -> !stream.resource<transient>{%9}
    %50 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_20::@main$async_dispatch_20_slow_memcpy[%8](%48[%c0 to %41 for %41], %8) : (!stream.resource<transient>{%41}, index) -> !stream.resource<transient>{%9}
    %51 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_21::@main$async_dispatch_21_elementwise_D_f32[%37](%37, %49[%c0 to %9 for %9], %50[%c0 to %9 for %9]) : (index, !stream.resource<transient>{%9}, !stream.resource<transient>{%9}) -> !stream.resource<transient>{%9}
    %52 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_22::@main$async_dispatch_22_batch_matmul_1xDx16x16_f32[%8](%51[%c0 to %9 for %9], %__auto.ffn_down.1[%c0 to %c1024 for %c1024], %8) : (!stream.resource<transient>{%9}, !stream.resource<constant>{%c1024}, index) -> !stream.resource<transient>{%9}
    %53 = stream.async.transfer %52 : !stream.resource<transient>{%9} from(#hal.device.affinity<@__device_1>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<transient>{%9}
    %54 = stream.async.transfer %46 : !stream.resource<transient>{%9} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<transient>{%9}
    %55 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_29::@main$async_dispatch_29_elementwise_D_f32[%37, %37](%37, %38[%c0 to %9 for %9], %46[%c0 to %9 for %9], %53[%c0 to %9 for %9], %37) : (index, !stream.resource<transient>{%9}, !stream.resource<transient>{%9}, !stream.resource<transient>{%9}, index) -> !stream.resource<transient>{%9}
    %56 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_29::@main$async_dispatch_29_elementwise_D_f32[%37, %37](%37, %39[%c0 to %9 for %9], %54[%c0 to %9 for %9], %52[%c0 to %9 for %9], %37) : (index, !stream.resource<transient>{%9}, !stream.resource<transient>{%9}, !stream.resource<transient>{%9}, index) -> !stream.resource<transient>{%9}
    %57 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%8](%55[%c0 to %9 for %9], %__auto.out_norm.0[%c0 to %c64 for %c64], %8) : (!stream.resource<transient>{%9}, !stream.resource<constant>{%c64}, index) -> !stream.resource<transient>{%9}
    %58 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_32::@main$async_dispatch_32_batch_matmul_1xDx16x16_f32[%8, %8](%57[%c0 to %9 for %9], %__auto.lm_head.0[%c0 to %c1024 for %c1024], %8, %8) : (!stream.resource<transient>{%9}, !stream.resource<constant>{%c1024}, index, index) -> !stream.resource<transient>{%9}
    %59 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%8](%56[%c0 to %9 for %9], %__auto.out_norm.1[%c0 to %c64 for %c64], %8) : (!stream.resource<transient>{%9}, !stream.resource<constant>{%c64}, index) -> !stream.resource<transient>{%9}
    %60 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_32::@main$async_dispatch_32_batch_matmul_1xDx16x16_f32[%8, %8](%59[%c0 to %9 for %9], %__auto.lm_head.1[%c0 to %c1024 for %c1024], %8, %8) : (!stream.resource<transient>{%9}, !stream.resource<constant>{%c1024}, index, index) -> !stream.resource<transient>{%9}
    %61 = stream.async.transfer %60 : !stream.resource<transient>{%9} from(#hal.device.affinity<@__device_1>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<transient>{%9}
    %62 = stream.async.alloca on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%41}
    %63 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_35::@main$async_dispatch_35_slow_memcpy[%8](%58[%c0 to %9 for %9], %62[%c0 to %41 for %41], %8) : (!stream.resource<transient>{%9}, !stream.resource<external>{%41}, index) -> %62{%41}
    %64 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_36::@main$async_dispatch_36_slow_memcpy[%8](%61[%c0 to %9 for %9], %63[%c0 to %41 for %41], %8) : (!stream.resource<transient>{%9}, !stream.resource<external>{%41}, index) -> %63{%41}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %64 : !stream.resource<external>{%41} => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %result_timepoint => (%arg3 : !hal.fence)
    %65 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result : tensor<1x?x32xf32>{%8} in !stream.resource<external>{%41} -> !hal.buffer_view
    util.return %65 : !hal.buffer_view
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
