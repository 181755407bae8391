module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_1 = #hal.device.target<"local", {ordinal = 1 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_2 = #hal.device.target<"local", {ordinal = 2 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_3 = #hal.device.target<"local", {ordinal = 3 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__auto.attn_norm.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_norm.0"> : tensor<16xf32>
  util.global private @__auto.attn_qkv.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_qkv.0"> : tensor<16x12xf32>
  util.global private @__auto.attn_out.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_out.0"> : tensor<4x16xf32>
  util.global private @__auto.attn_norm.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"attn_norm.1"> : tensor<16xf32>
  util.global private @__auto.attn_qkv.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"attn_qkv.1"> : tensor<16x12xf32>
  util.global private @__auto.attn_out.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"attn_out.1"> : tensor<4x16xf32>
  util.global private @__auto.attn_norm.2 {stream.affinity = #hal.device.affinity<@__device_2>} = #flow.parameter.named<"model"::"attn_norm.2"> : tensor<16xf32>
  util.global private @__auto.attn_qkv.2 {stream.affinity = #hal.device.affinity<@__device_2>} = #flow.parameter.named<"model"::"attn_qkv.2"> : tensor<16x12xf32>
  util.global private @__auto.attn_out.2 {stream.affinity = #hal.device.affinity<@__device_2>} = #flow.parameter.named<"model"::"attn_out.2"> : tensor<4x16xf32>
  util.global private @__auto.attn_norm.3 {stream.affinity = #hal.device.affinity<@__device_3>} = #flow.parameter.named<"model"::"attn_norm.3"> : tensor<16xf32>
  util.global private @__auto.attn_qkv.3 {stream.affinity = #hal.device.affinity<@__device_3>} = #flow.parameter.named<"model"::"attn_qkv.3"> : tensor<16x12xf32>
  util.global private @__auto.attn_out.3 {stream.affinity = #hal.device.affinity<@__device_3>} = #flow.parameter.named<"model"::"attn_out.3"> : tensor<4x16xf32>
  util.global private @__auto.ffn_norm.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_norm.0"> : tensor<16xf32>
  util.global private @__auto.ffn_gate_up.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_gate_up.0"> : tensor<16x16xf32>
  util.global private @__auto.ffn_down.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_down.0"> : tensor<8x16xf32>
  util.global private @__auto.ffn_norm.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"ffn_norm.1"> : tensor<16xf32>
  util.global private @__auto.ffn_gate_up.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"ffn_gate_up.1"> : tensor<16x16xf32>
  util.global private @__auto.ffn_down.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"ffn_down.1"> : tensor<8x16xf32>
  util.global private @__auto.ffn_norm.2 {stream.affinity = #hal.device.affinity<@__device_2>} = #flow.parameter.named<"model"::"ffn_norm.2"> : tensor<16xf32>
  util.global private @__auto.ffn_gate_up.2 {stream.affinity = #hal.device.affinity<@__device_2>} = #flow.parameter.named<"model"::"ffn_gate_up.2"> : tensor<16x16xf32>
  util.global private @__auto.ffn_down.2 {stream.affinity = #hal.device.affinity<@__device_2>} = #flow.parameter.named<"model"::"ffn_down.2"> : tensor<8x16xf32>
  util.global private @__auto.ffn_norm.3 {stream.affinity = #hal.device.affinity<@__device_3>} = #flow.parameter.named<"model"::"ffn_norm.3"> : tensor<16xf32>
  util.global private @__auto.ffn_gate_up.3 {stream.affinity = #hal.device.affinity<@__device_3>} = #flow.parameter.named<"model"::"ffn_gate_up.3"> : tensor<16x16xf32>
  util.global private @__auto.ffn_down.3 {stream.affinity = #hal.device.affinity<@__device_3>} = #flow.parameter.named<"model"::"ffn_down.3"> : tensor<8x16xf32>
  util.global private @__auto.out_norm.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"out_norm.0"> : tensor<16xf32>
  util.global private @__auto.lm_head.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"lm_head.0"> : tensor<16x8xf32>
  util.global private @__auto.out_norm.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"out_norm.1"> : tensor<16xf32>
  util.global private @__auto.lm_head.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"lm_head.1"> : tensor<16x8xf32>
  util.global private @__auto.out_norm.2 {stream.affinity = #hal.device.affinity<@__device_2>} = #flow.parameter.named<"model"::"out_norm.2"> : tensor<16xf32>
  util.global private @__auto.lm_head.2 {stream.affinity = #hal.device.affinity<@__device_2>} = #flow.parameter.named<"model"::"lm_head.2"> : tensor<16x8xf32>
  util.global private @__auto.out_norm.3 {stream.affinity = #hal.device.affinity<@__device_3>} = #flow.parameter.named<"model"::"out_norm.3"> : tensor<16xf32>
  util.global private @__auto.lm_head.3 {stream.affinity = #hal.device.affinity<@__device_3>} = #flow.parameter.named<"model"::"lm_head.3"> : tensor<16x8xf32>
  flow.executable private @main$async_dispatch_0 {
    flow.executable.export public @main$async_dispatch_0_reduction_Dx16_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_reduction_Dx16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>, %arg2: index, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>) {
        %c2_i64 = arith.constant 2 : i64
        %cst = arith.constant 9.99999974E-6 : f32
        %cst_0 = arith.constant 1.600000e+01 : f32
        %cst_1 = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%0} -> tensor<?x16xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %5 = tensor.empty(%0) : tensor<?x16xf32>
        %6 = tensor.empty(%0) : tensor<?xf32>
        %7 = linalg.fill ins(%cst_1 : f32) outs(%6 : tensor<?xf32>) -> tensor<?xf32>
        %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%3 : tensor<?x16xf32>) outs(%7 : tensor<?xf32>) {
        ^bb0(%in: f32, %out: f32):
          %10 = math.fpowi %in, %c2_i64 : f32, i64
          %11 = arith.addf %10, %out : f32
          linalg.yield %11 : f32
        } -> tensor<?xf32>
        %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3, %8, %4 : tensor<?x16xf32>, tensor<?xf32>, tensor<16xf32>) outs(%5 : tensor<?x16xf32>) {
        ^bb0(%in: f32, %in_2: f32, %in_3: f32, %out: f32):
          %10 = arith.divf %in_2, %cst_0 : f32
          %11 = arith.addf %10, %cst : f32
          %12 = math.rsqrt %11 : f32
          %13 = arith.mulf %in, %12 : f32
          %14 = arith.mulf %13, %in_3 : f32
          linalg.yield %14 : f32
        } -> tensor<?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %9, %2, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : tensor<?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_1 {
    flow.executable.export public @main$async_dispatch_1_batch_matmul_1xDx12x16_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_batch_matmul_1xDx12x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x12xf32>>, %arg2: index, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x12xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x12xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<1x?x16xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 16, 12], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x12xf32>> -> tensor<1x16x12xf32>
        %5 = tensor.empty(%0) : tensor<1x?x12xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x?x12xf32>) -> tensor<1x?x12xf32>
        %7 = linalg.batch_matmul ins(%3, %4 : tensor<1x?x16xf32>, tensor<1x16x12xf32>) outs(%6 : tensor<1x?x12xf32>) -> tensor<1x?x12xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0, 0], sizes = [1, %0, 12], strides = [1, 1, 1] : tensor<1x?x12xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x12xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_2 {
    flow.executable.export public @main$async_dispatch_2_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x12xf32>>, %arg1: index, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x12xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, %0, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x12xf32>>{%0} -> tensor<?x4xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 4], strides = [1, 1] : tensor<?x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_3 {
    flow.executable.export public @main$async_dispatch_3_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x12xf32>>, %arg1: index, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x12xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 4], sizes = [1, %0, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x12xf32>>{%0} -> tensor<?x4xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 4], strides = [1, 1] : tensor<?x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_4 {
    flow.executable.export public @main$async_dispatch_4_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_4_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x12xf32>>, %arg1: index, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x12xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 8], sizes = [1, %0, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x12xf32>>{%0} -> tensor<?x4xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 4], strides = [1, 1] : tensor<?x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_5 {
    flow.executable.export public @main$async_dispatch_5_elementwise_broadcast_D_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_5_elementwise_broadcast_D_f32(%arg0: index, %arg1: index, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>) {
        %cst = arith.constant 0xFF800000 : f32
        %cst_0 = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg0, 0 : index
        %1 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
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
  flow.executable private @main$async_dispatch_6 {
    flow.executable.export public @main$async_dispatch_6_attention_2xDx2x2xD workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_6_attention_2xDx2x2xD(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x2x2xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x2x2xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x2x2xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x?x?xf32>>, %arg4: index, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x2x2xf32>>) {
        %cst = arith.constant 0.707106769 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg4, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x2x2xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x2x2xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x2x2xf32>>{%0}
        %4 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x?x?xf32>>{%0, %0}
        %5 = flow.dispatch.tie_shape %arg5 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x2x2xf32>>{%0}
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
  flow.executable private @main$async_dispatch_7 {
    flow.executable.export public @main$async_dispatch_7_batch_matmul_1xDx16x4_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_7_batch_matmul_1xDx16x4_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>, %arg2: index, %arg3: index, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x4xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg4 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%1}
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, %0, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x4xf32>>{%0} -> tensor<1x?x4xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %6 = tensor.empty(%1) : tensor<1x?x16xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
        %8 = linalg.batch_matmul ins(%4, %5 : tensor<1x?x4xf32>, tensor<1x4x16xf32>) outs(%7 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %3, offsets = [0, 0, 0], sizes = [1, %1, 16], strides = [1, 1, 1] : tensor<1x?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%1}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_29 {
    flow.executable.export public @main$async_dispatch_29_elementwise_D_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_29_elementwise_D_f32(%arg0: index, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg5: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg6: index, %arg7: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg0, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg6, 1 : index
        %2 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %3 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %4 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %5 = flow.dispatch.tie_shape %arg4 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %6 = flow.dispatch.tie_shape %arg5 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %7 = flow.dispatch.tie_shape %arg7 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
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
  flow.executable private @main$async_dispatch_30 {
    flow.executable.export public @main$async_dispatch_30_elementwise_D_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_30_elementwise_D_f32(%arg0: index, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg5: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg6: index, %arg7: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg0, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg6, 1 : index
        %2 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %3 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %4 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %5 = flow.dispatch.tie_shape %arg4 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %6 = flow.dispatch.tie_shape %arg5 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %7 = flow.dispatch.tie_shape %arg7 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
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
  flow.executable private @main$async_dispatch_31 {
    flow.executable.export public @main$async_dispatch_31_elementwise_D_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_31_elementwise_D_f32(%arg0: index, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg5: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg6: index, %arg7: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg0, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg6, 1 : index
        %2 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %3 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %4 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %5 = flow.dispatch.tie_shape %arg4 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %6 = flow.dispatch.tie_shape %arg5 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %7 = flow.dispatch.tie_shape %arg7 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
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
  flow.executable private @main$async_dispatch_32 {
    flow.executable.export public @main$async_dispatch_32_elementwise_D_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_32_elementwise_D_f32(%arg0: index, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg5: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg6: index, %arg7: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg0, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg6, 1 : index
        %2 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %3 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %4 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %5 = flow.dispatch.tie_shape %arg4 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %6 = flow.dispatch.tie_shape %arg5 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %7 = flow.dispatch.tie_shape %arg7 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
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
  flow.executable private @main$async_dispatch_33 {
    flow.executable.export public @main$async_dispatch_33_reduction_Dx16_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_33_reduction_Dx16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>, %arg2: index, %arg3: index, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>) {
        %c2_i64 = arith.constant 2 : i64
        %cst = arith.constant 9.99999974E-6 : f32
        %cst_0 = arith.constant 1.600000e+01 : f32
        %cst_1 = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg4 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%1}
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%0} -> tensor<?x16xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %6 = tensor.empty(%1) : tensor<?x16xf32>
        %7 = tensor.empty(%1) : tensor<?xf32>
        %8 = linalg.fill ins(%cst_1 : f32) outs(%7 : tensor<?xf32>) -> tensor<?xf32>
        %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%4 : tensor<?x16xf32>) outs(%8 : tensor<?xf32>) {
        ^bb0(%in: f32, %out: f32):
          %11 = math.fpowi %in, %c2_i64 : f32, i64
          %12 = arith.addf %11, %out : f32
          linalg.yield %12 : f32
        } -> tensor<?xf32>
        %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %9, %5 : tensor<?x16xf32>, tensor<?xf32>, tensor<16xf32>) outs(%6 : tensor<?x16xf32>) {
        ^bb0(%in: f32, %in_2: f32, %in_3: f32, %out: f32):
          %11 = arith.divf %in_2, %cst_0 : f32
          %12 = arith.addf %11, %cst : f32
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
  flow.executable private @main$async_dispatch_34 {
    flow.executable.export public @main$async_dispatch_34_batch_matmul_1xDx16x16_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_34_batch_matmul_1xDx16x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x16xf32>>, %arg2: index, %arg3: index, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg4 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%1}
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<1x?x16xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 16, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x16xf32>> -> tensor<1x16x16xf32>
        %6 = tensor.empty(%1) : tensor<1x?x16xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
        %8 = linalg.batch_matmul ins(%4, %5 : tensor<1x?x16xf32>, tensor<1x16x16xf32>) outs(%7 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %3, offsets = [0, 0, 0], sizes = [1, %1, 16], strides = [1, 1, 1] : tensor<1x?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%1}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_35 {
    flow.executable.export public @main$async_dispatch_35_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_35_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg1: index, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, %0, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_36 {
    flow.executable.export public @main$async_dispatch_36_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_36_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg1: index, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 8], sizes = [1, %0, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_37 {
    flow.executable.export public @main$async_dispatch_37_elementwise_D_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_37_elementwise_D_f32(%arg0: index, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>) {
        %cst = arith.constant 1.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg0, 0 : index
        %1 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
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
  flow.executable private @main$async_dispatch_38 {
    flow.executable.export public @main$async_dispatch_38_batch_matmul_1xDx16x8_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_38_batch_matmul_1xDx16x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x16xf32>>, %arg2: index, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, %0, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%0} -> tensor<1x?x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 8, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x16xf32>> -> tensor<1x8x16xf32>
        %5 = tensor.empty(%0) : tensor<1x?x16xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
        %7 = linalg.batch_matmul ins(%3, %4 : tensor<1x?x8xf32>, tensor<1x8x16xf32>) outs(%6 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : tensor<1x?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_57 {
    flow.executable.export public @main$async_dispatch_57_elementwise_D_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_57_elementwise_D_f32(%arg0: index, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg5: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg6: index, %arg7: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg0, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg6, 1 : index
        %2 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %3 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0}
        %4 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0}
        %5 = flow.dispatch.tie_shape %arg4 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0}
        %6 = flow.dispatch.tie_shape %arg5 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0}
        %7 = flow.dispatch.tie_shape %arg7 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
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
  flow.executable private @main$async_dispatch_62 {
    flow.executable.export public @main$async_dispatch_62_batch_matmul_1xDx8x16_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_62_batch_matmul_1xDx8x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x8xf32>>, %arg2: index, %arg3: index, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg4 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x8xf32>>{%1}
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<1x?x16xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 16, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x8xf32>> -> tensor<1x16x8xf32>
        %6 = tensor.empty(%1) : tensor<1x?x8xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<1x?x8xf32>) -> tensor<1x?x8xf32>
        %8 = linalg.batch_matmul ins(%4, %5 : tensor<1x?x16xf32>, tensor<1x16x8xf32>) outs(%7 : tensor<1x?x8xf32>) -> tensor<1x?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %3, offsets = [0, 0, 0], sizes = [1, %1, 8], strides = [1, 1, 1] : tensor<1x?x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x8xf32>>{%1}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_69 {
    flow.executable.export public @main$async_dispatch_69_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_69_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>, %arg2: index) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0, 0], sizes = [1, %0, 8], strides = [1, 1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_70 {
    flow.executable.export public @main$async_dispatch_70_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_70_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>, %arg2: index) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0, 8], sizes = [1, %0, 8], strides = [1, 1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_71 {
    flow.executable.export public @main$async_dispatch_71_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_71_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>, %arg2: index) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0, 16], sizes = [1, %0, 8], strides = [1, 1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_72 {
    flow.executable.export public @main$async_dispatch_72_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_72_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>, %arg2: index) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0, 24], sizes = [1, %0, 8], strides = [1, 1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        return
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.fence, %arg5: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %c8 = arith.constant 8 : index
    %__auto.attn_norm.0 = util.global.load immutable @__auto.attn_norm.0 : tensor<16xf32>
    %__auto.attn_qkv.0 = util.global.load immutable @__auto.attn_qkv.0 : tensor<16x12xf32>
    %__auto.attn_out.0 = util.global.load immutable @__auto.attn_out.0 : tensor<4x16xf32>
    %__auto.attn_norm.1 = util.global.load immutable @__auto.attn_norm.1 : tensor<16xf32>
    %__auto.attn_qkv.1 = util.global.load immutable @__auto.attn_qkv.1 : tensor<16x12xf32>
    %__auto.attn_out.1 = util.global.load immutable @__auto.attn_out.1 : tensor<4x16xf32>
    %__auto.attn_norm.2 = util.global.load immutable @__auto.attn_norm.2 : tensor<16xf32>
    %__auto.attn_qkv.2 = util.global.load immutable @__auto.attn_qkv.2 : tensor<16x12xf32>
    %__auto.attn_out.2 = util.global.load immutable @__auto.attn_out.2 : tensor<4x16xf32>
    %__auto.attn_norm.3 = util.global.load immutable @__auto.attn_norm.3 : tensor<16xf32>
    %__auto.attn_qkv.3 = util.global.load immutable @__auto.attn_qkv.3 : tensor<16x12xf32>
    %__auto.attn_out.3 = util.global.load immutable @__auto.attn_out.3 : tensor<4x16xf32>
    %__auto.ffn_norm.0 = util.global.load immutable @__auto.ffn_norm.0 : tensor<16xf32>
    %__auto.ffn_gate_up.0 = util.global.load immutable @__auto.ffn_gate_up.0 : tensor<16x16xf32>
    %__auto.ffn_down.0 = util.global.load immutable @__auto.ffn_down.0 : tensor<8x16xf32>
    %__auto.ffn_norm.1 = util.global.load immutable @__auto.ffn_norm.1 : tensor<16xf32>
    %__auto.ffn_gate_up.1 = util.global.load immutable @__auto.ffn_gate_up.1 : tensor<16x16xf32>
    %__auto.ffn_down.1 = util.global.load immutable @__auto.ffn_down.1 : tensor<8x16xf32>
    %__auto.ffn_norm.2 = util.global.load immutable @__auto.ffn_norm.2 : tensor<16xf32>
    %__auto.ffn_gate_up.2 = util.global.load immutable @__auto.ffn_gate_up.2 : tensor<16x16xf32>
    %__auto.ffn_down.2 = util.global.load immutable @__auto.ffn_down.2 : tensor<8x16xf32>
    %__auto.ffn_norm.3 = util.global.load immutable @__auto.ffn_norm.3 : tensor<16xf32>
    %__auto.ffn_gate_up.3 = util.global.load immutable @__auto.ffn_gate_up.3 : tensor<16x16xf32>
    %__auto.ffn_down.3 = util.global.load immutable @__auto.ffn_down.3 : tensor<8x16xf32>
    %__auto.out_norm.0 = util.global.load immutable @__auto.out_norm.0 : tensor<16xf32>
    %__auto.lm_head.0 = util.global.load immutable @__auto.lm_head.0 : tensor<16x8xf32>
    %__auto.out_norm.1 = util.global.load immutable @__auto.out_norm.1 : tensor<16xf32>
    %__auto.lm_head.1 = util.global.load immutable @__auto.lm_head.1 : tensor<16x8xf32>
    %__auto.out_norm.2 = util.global.load immutable @__auto.out_norm.2 : tensor<16xf32>
    %__auto.lm_head.2 = util.global.load immutable @__auto.lm_head.2 : tensor<16x8xf32>
    %__auto.out_norm.3 = util.global.load immutable @__auto.out_norm.3 : tensor<16xf32>
    %__auto.lm_head.3 = util.global.load immutable @__auto.lm_head.3 : tensor<16x8xf32>
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %1 = hal.tensor.import on(#hal.device.affinity<@__device_0>) wait(%arg4) => %arg0 : !hal.buffer_view -> tensor<1x?x16xf32>{%0}
    %2 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[1] : index
    %3 = hal.tensor.import on(#hal.device.affinity<@__device_1>) wait(%arg4) => %arg1 : !hal.buffer_view -> tensor<1x?x16xf32>{%2}
    %4 = hal.buffer_view.dim<%arg2 : !hal.buffer_view>[1] : index
    %5 = hal.tensor.import on(#hal.device.affinity<@__device_2>) wait(%arg4) => %arg2 : !hal.buffer_view -> tensor<1x?x16xf32>{%4}
    %6 = hal.buffer_view.dim<%arg3 : !hal.buffer_view>[1] : index
    %7 = hal.tensor.import on(#hal.device.affinity<@__device_3>) wait(%arg4) => %arg3 : !hal.buffer_view -> tensor<1x?x16xf32>{%6}
    %8 = util.assume.int %0<umin = 1, umax = 64> : index
    %9 = flow.tensor.reshape %1 : tensor<1x?x16xf32>{%8} -> tensor<?x16xf32>{%8}
    %10 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%8](%9, %__auto.attn_norm.0, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index) -> tensor<?x16xf32>{%8}
    %11 = flow.tensor.reshape %10 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %12 = flow.tensor.reshape %__auto.attn_qkv.0 : tensor<16x12xf32> -> tensor<1x16x12xf32>
    %13 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1xDx12x16_f32[%8](%11, %12, %8) : (tensor<1x?x16xf32>{%8}, tensor<1x16x12xf32>, index) -> tensor<1x?x12xf32>{%8}
    %14 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_slow_memcpy[%8](%13, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %15 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_slow_memcpy[%8](%13, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %16 = flow.tensor.reshape %15 : tensor<?x4xf32>{%8} -> tensor<?x2x2xf32>{%8}
    %17 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy[%8](%13, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %18 = flow.tensor.reshape %17 : tensor<?x4xf32>{%8} -> tensor<?x2x2xf32>{%8}
    %19 = arith.muli %8, %8 overflow<nsw> : index
    %20 = arith.muli %19, %c2 overflow<nsw> : index
    %21 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_elementwise_broadcast_D_f32[%20, %8](%20, %8) : (index, index) -> tensor<?xf32>{%20}
    %22 = flow.tensor.reshape %21 : tensor<?xf32>{%20} -> tensor<2x?x?xf32>{%8, %8}
    %23 = flow.tensor.reshape %14 : tensor<?x4xf32>{%8} -> tensor<?x2x2xf32>{%8}
    %24 = flow.dispatch @main$async_dispatch_6::@main$async_dispatch_6_attention_2xDx2x2xD[%8](%23, %16, %18, %22, %8) : (tensor<?x2x2xf32>{%8}, tensor<?x2x2xf32>{%8}, tensor<?x2x2xf32>{%8}, tensor<2x?x?xf32>{%8, %8}, index) -> tensor<?x2x2xf32>{%8}
    %25 = flow.tensor.reshape %24 : tensor<?x2x2xf32>{%8} -> tensor<1x?x4xf32>{%8}
    %26 = flow.tensor.reshape %__auto.attn_out.0 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %27 = flow.dispatch @main$async_dispatch_7::@main$async_dispatch_7_batch_matmul_1xDx16x4_f32[%8, %8](%25, %26, %8, %8) : (tensor<1x?x4xf32>{%8}, tensor<1x4x16xf32>, index, index) -> tensor<1x?x16xf32>{%8}
    %28 = flow.tensor.reshape %3 : tensor<1x?x16xf32>{%8} -> tensor<?x16xf32>{%8}
    %29 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%8](%28, %__auto.attn_norm.1, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index) -> tensor<?x16xf32>{%8}
    %30 = flow.tensor.reshape %29 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %31 = flow.tensor.reshape %__auto.attn_qkv.1 : tensor<16x12xf32> -> tensor<1x16x12xf32>
    %32 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1xDx12x16_f32[%8](%30, %31, %8) : (tensor<1x?x16xf32>{%8}, tensor<1x16x12xf32>, index) -> tensor<1x?x12xf32>{%8}
    %33 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_slow_memcpy[%8](%32, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %34 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_slow_memcpy[%8](%32, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %35 = flow.tensor.reshape %34 : tensor<?x4xf32>{%8} -> tensor<?x2x2xf32>{%8}
    %36 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy[%8](%32, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %37 = flow.tensor.reshape %36 : tensor<?x4xf32>{%8} -> tensor<?x2x2xf32>{%8}
    %38 = flow.tensor.reshape %33 : tensor<?x4xf32>{%8} -> tensor<?x2x2xf32>{%8}
    %39 = flow.dispatch @main$async_dispatch_6::@main$async_dispatch_6_attention_2xDx2x2xD[%8](%38, %35, %37, %22, %8) : (tensor<?x2x2xf32>{%8}, tensor<?x2x2xf32>{%8}, tensor<?x2x2xf32>{%8}, tensor<2x?x?xf32>{%8, %8}, index) -> tensor<?x2x2xf32>{%8}
    %40 = flow.tensor.reshape %39 : tensor<?x2x2xf32>{%8} -> tensor<1x?x4xf32>{%8}
    %41 = flow.tensor.reshape %__auto.attn_out.1 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %42 = flow.dispatch @main$async_dispatch_7::@main$async_dispatch_7_batch_matmul_1xDx16x4_f32[%8, %8](%40, %41, %8, %8) : (tensor<1x?x4xf32>{%8}, tensor<1x4x16xf32>, index, index) -> tensor<1x?x16xf32>{%8}
    %43 = flow.tensor.reshape %5 : tensor<1x?x16xf32>{%8} -> tensor<?x16xf32>{%8}
    %44 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%8](%43, %__auto.attn_norm.2, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index) -> tensor<?x16xf32>{%8}
    %45 = flow.tensor.reshape %44 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %46 = flow.tensor.reshape %__auto.attn_qkv.2 : tensor<16x12xf32> -> tensor<1x16x12xf32>
    %47 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1xDx12x16_f32[%8](%45, %46, %8) : (tensor<1x?x16xf32>{%8}, tensor<1x16x12xf32>, index) -> tensor<1x?x12xf32>{%8}
    %48 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_slow_memcpy[%8](%47, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %49 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_slow_memcpy[%8](%47, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %50 = flow.tensor.reshape %49 : tensor<?x4xf32>{%8} -> tensor<?x2x2xf32>{%8}
    %51 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy[%8](%47, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %52 = flow.tensor.reshape %51 : tensor<?x4xf32>{%8} -> tensor<?x2x2xf32>{%8}
    %53 = flow.tensor.reshape %48 : tensor<?x4xf32>{%8} -> tensor<?x2x2xf32>{%8}
    %54 = flow.dispatch @main$async_dispatch_6::@main$async_dispatch_6_attention_2xDx2x2xD[%8](%53, %50, %52, %22, %8) : (tensor<?x2x2xf32>{%8}, tensor<?x2x2xf32>{%8}, tensor<?x2x2xf32>{%8}, tensor<2x?x?xf32>{%8, %8}, index) -> tensor<?x2x2xf32>{%8}
    %55 = flow.tensor.reshape %54 : tensor<?x2x2xf32>{%8} -> tensor<1x?x4xf32>{%8}
    %56 = flow.tensor.reshape %__auto.attn_out.2 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %57 = flow.dispatch @main$async_dispatch_7::@main$async_dispatch_7_batch_matmul_1xDx16x4_f32[%8, %8](%55, %56, %8, %8) : (tensor<1x?x4xf32>{%8}, tensor<1x4x16xf32>, index, index) -> tensor<1x?x16xf32>{%8}
    %58 = flow.tensor.reshape %7 : tensor<1x?x16xf32>{%8} -> tensor<?x16xf32>{%8}
    %59 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%8](%58, %__auto.attn_norm.3, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index) -> tensor<?x16xf32>{%8}
    %60 = flow.tensor.reshape %59 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %61 = flow.tensor.reshape %__auto.attn_qkv.3 : tensor<16x12xf32> -> tensor<1x16x12xf32>
    %62 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1xDx12x16_f32[%8](%60, %61, %8) : (tensor<1x?x16xf32>{%8}, tensor<1x16x12xf32>, index) -> tensor<1x?x12xf32>{%8}
    %63 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_slow_memcpy[%8](%62, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %64 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_slow_memcpy[%8](%62, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %65 = flow.tensor.reshape %64 : tensor<?x4xf32>{%8} -> tensor<?x2x2xf32>{%8}
    %66 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy[%8](%62, %8) : (tensor<1x?x12xf32>{%8}, index) -> tensor<?x4xf32>{%8}
    %67 = flow.tensor.reshape %66 : tensor<?x4xf32>{%8} -> tensor<?x2x2xf32>{%8}
    %68 = flow.tensor.reshape %63 : tensor<?x4xf32>{%8} -> tensor<?x2x2xf32>{%8}
    %69 = flow.dispatch @main$async_dispatch_6::@main$async_dispatch_6_attention_2xDx2x2xD[%8](%68, %65, %67, %22, %8) : (tensor<?x2x2xf32>{%8}, tensor<?x2x2xf32>{%8}, tensor<?x2x2xf32>{%8}, tensor<2x?x?xf32>{%8, %8}, index) -> tensor<?x2x2xf32>{%8}
    %70 = flow.tensor.reshape %69 : tensor<?x2x2xf32>{%8} -> tensor<1x?x4xf32>{%8}
    %71 = flow.tensor.reshape %__auto.attn_out.3 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %72 = flow.dispatch @main$async_dispatch_7::@main$async_dispatch_7_batch_matmul_1xDx16x4_f32[%8, %8](%70, %71, %8, %8) : (tensor<1x?x4xf32>{%8}, tensor<1x4x16xf32>, index, index) -> tensor<1x?x16xf32>{%8}
    %73 = flow.tensor.transfer %42 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_0>
    %74 = flow.tensor.transfer %57 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_0>
    %75 = flow.tensor.transfer %72 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_0>
    %76 = flow.tensor.transfer %27 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_1>
    %77 = flow.tensor.transfer %57 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_1>
    %78 = flow.tensor.transfer %72 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_1>
    %79 = flow.tensor.transfer %27 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_2>
    %80 = flow.tensor.transfer %42 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_2>
    %81 = flow.tensor.transfer %72 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_2>
    %82 = flow.tensor.transfer %27 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_3>
    %83 = flow.tensor.transfer %42 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_3>
    %84 = flow.tensor.transfer %57 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_3>
    %85 = arith.muli %8, %c16 overflow<nsw> : index
    %86 = flow.tensor.reshape %1 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %87 = flow.tensor.reshape %27 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %88 = flow.tensor.reshape %73 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %89 = flow.tensor.reshape %74 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %90 = flow.tensor.reshape %75 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %91 = flow.dispatch @main$async_dispatch_29::@main$async_dispatch_29_elementwise_D_f32[%85, %85](%85, %86, %87, %88, %89, %90, %85) : (index, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, index) -> tensor<?xf32>{%85}
    %92 = flow.tensor.reshape %91 : tensor<?xf32>{%85} -> tensor<?x16xf32>{%8}
    %93 = flow.tensor.reshape %3 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %94 = flow.tensor.reshape %76 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %95 = flow.tensor.reshape %42 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %96 = flow.tensor.reshape %77 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %97 = flow.tensor.reshape %78 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %98 = flow.dispatch @main$async_dispatch_30::@main$async_dispatch_30_elementwise_D_f32[%85, %85](%85, %93, %94, %95, %96, %97, %85) : (index, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, index) -> tensor<?xf32>{%85}
    %99 = flow.tensor.reshape %98 : tensor<?xf32>{%85} -> tensor<?x16xf32>{%8}
    %100 = flow.tensor.reshape %5 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %101 = flow.tensor.reshape %79 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %102 = flow.tensor.reshape %80 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %103 = flow.tensor.reshape %57 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %104 = flow.tensor.reshape %81 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %105 = flow.dispatch @main$async_dispatch_31::@main$async_dispatch_31_elementwise_D_f32[%85, %85](%85, %100, %101, %102, %103, %104, %85) : (index, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, index) -> tensor<?xf32>{%85}
    %106 = flow.tensor.reshape %105 : tensor<?xf32>{%85} -> tensor<?x16xf32>{%8}
    %107 = flow.tensor.reshape %7 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %108 = flow.tensor.reshape %82 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %109 = flow.tensor.reshape %83 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %110 = flow.tensor.reshape %84 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %111 = flow.tensor.reshape %72 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %112 = flow.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_D_f32[%85, %85](%85, %107, %108, %109, %110, %111, %85) : (index, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, index) -> tensor<?xf32>{%85}
    %113 = flow.tensor.reshape %112 : tensor<?xf32>{%85} -> tensor<?x16xf32>{%8}
    %114 = flow.dispatch @main$async_dispatch_33::@main$async_dispatch_33_reduction_Dx16_f32[%8, %8](%92, %__auto.ffn_norm.0, %8, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index, index) -> tensor<?x16xf32>{%8}
    %115 = flow.tensor.reshape %114 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %116 = flow.tensor.reshape %__auto.ffn_gate_up.0 : tensor<16x16xf32> -> tensor<1x16x16xf32>
    %117 = flow.dispatch @main$async_dispatch_34::@main$async_dispatch_34_batch_matmul_1xDx16x16_f32[%8, %8](%115, %116, %8, %8) : (tensor<1x?x16xf32>{%8}, tensor<1x16x16xf32>, index, index) -> tensor<1x?x16xf32>{%8}
    %118 = flow.dispatch @main$async_dispatch_35::@main$async_dispatch_35_slow_memcpy[%8](%117, %8) : (tensor<1x?x16xf32>{%8}, index) -> tensor<?x8xf32>{%8}
    %119 = flow.dispatch @main$async_dispatch_36::@main$async_dispatch_36_slow_memcpy[%8](%117, %8) : (tensor<1x?x16xf32>{%8}, index) -> tensor<?x8xf32>{%8}
    %120 = arith.muli %8, %c8 overflow<nsw> : index
    %121 = flow.tensor.reshape %118 : tensor<?x8xf32>{%8} -> tensor<?xf32>{%120}
    %122 = flow.tensor.reshape %119 : tensor<?x8xf32>{%8} -> tensor<?xf32>{%120}
    %123 = flow.dispatch @main$async_dispatch_37::@main$async_dispatch_37_elementwise_D_f32[%120](%120, %121, %122) : (index, tensor<?xf32>{%120}, tensor<?xf32>{%120}) -> tensor<?xf32>{%120}
    %124 = flow.tensor.reshape %123 : tensor<?xf32>{%120} -> tensor<1x?x8xf32>{%8}
    %125 = flow.tensor.reshape %__auto.ffn_down.0 : tensor<8x16xf32> -> tensor<1x8x16xf32>
    %126 = flow.dispatch @main$async_dispatch_38::@main$async_dispatch_38_batch_matmul_1xDx16x8_f32[%8](%124, %125, %8) : (tensor<1x?x8xf32>{%8}, tensor<1x8x16xf32>, index) -> tensor<1x?x16xf32>{%8}
    %127 = flow.dispatch @main$async_dispatch_33::@main$async_dispatch_33_reduction_Dx16_f32[%8, %8](%99, %__auto.ffn_norm.1, %8, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index, index) -> tensor<?x16xf32>{%8}
    %128 = flow.tensor.reshape %127 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %129 = flow.tensor.reshape %__auto.ffn_gate_up.1 : tensor<16x16xf32> -> tensor<1x16x16xf32>
    %130 = flow.dispatch @main$async_dispatch_34::@main$async_dispatch_34_batch_matmul_1xDx16x16_f32[%8, %8](%128, %129, %8, %8) : (tensor<1x?x16xf32>{%8}, tensor<1x16x16xf32>, index, index) -> tensor<1x?x16xf32>{%8}
    %131 = flow.dispatch @main$async_dispatch_35::@main$async_dispatch_35_slow_memcpy[%8](%130, %8) : (tensor<1x?x16xf32>{%8}, index) -> tensor<?x8xf32>{%8}
    %132 = flow.dispatch @main$async_dispatch_36::@main$async_dispatch_36_slow_memcpy[%8](%130, %8) : (tensor<1x?x16xf32>{%8}, index) -> tensor<?x8xf32>{%8}
    %133 = flow.tensor.reshape %131 : tensor<?x8xf32>{%8} -> tensor<?xf32>{%120}
    %134 = flow.tensor.reshape %132 : tensor<?x8xf32>{%8} -> tensor<?xf32>{%120}
    %135 = flow.dispatch @main$async_dispatch_37::@main$async_dispatch_37_elementwise_D_f32[%120](%120, %133, %134) : (index, tensor<?xf32>{%120}, tensor<?xf32>{%120}) -> tensor<?xf32>{%120}
    %136 = flow.tensor.reshape %135 : tensor<?xf32>{%120} -> tensor<1x?x8xf32>{%8}
    %137 = flow.tensor.reshape %__auto.ffn_down.1 : tensor<8x16xf32> -> tensor<1x8x16xf32>
    %138 = flow.dispatch @main$async_dispatch_38::@main$async_dispatch_38_batch_matmul_1xDx16x8_f32[%8](%136, %137, %8) : (tensor<1x?x8xf32>{%8}, tensor<1x8x16xf32>, index) -> tensor<1x?x16xf32>{%8}
    %139 = flow.dispatch @main$async_dispatch_33::@main$async_dispatch_33_reduction_Dx16_f32[%8, %8](%106, %__auto.ffn_norm.2, %8, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index, index) -> tensor<?x16xf32>{%8}
    %140 = flow.tensor.reshape %139 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %141 = flow.tensor.reshape %__auto.ffn_gate_up.2 : tensor<16x16xf32> -> tensor<1x16x16xf32>
    %142 = flow.dispatch @main$async_dispatch_34::@main$async_dispatch_34_batch_matmul_1xDx16x16_f32[%8, %8](%140, %141, %8, %8) : (tensor<1x?x16xf32>{%8}, tensor<1x16x16xf32>, index, index) -> tensor<1x?x16xf32>{%8}
    %143 = flow.dispatch @main$async_dispatch_35::@main$async_dispatch_35_slow_memcpy[%8](%142, %8) : (tensor<1x?x16xf32>{%8}, index) -> tensor<?x8xf32>{%8}
    %144 = flow.dispatch @main$async_dispatch_36::@main$async_dispatch_36_slow_memcpy[%8](%142, %8) : (tensor<1x?x16xf32>{%8}, index) -> tensor<?x8xf32>{%8}
    %145 = flow.tensor.reshape %143 : tensor<?x8xf32>{%8} -> tensor<?xf32>{%120}
    %146 = flow.tensor.reshape %144 : tensor<?x8xf32>{%8} -> tensor<?xf32>{%120}
    %147 = flow.dispatch @main$async_dispatch_37::@main$async_dispatch_37_elementwise_D_f32[%120](%120, %145, %146) : (index, tensor<?xf32>{%120}, tensor<?xf32>{%120}) -> tensor<?xf32>{%120}
    %148 = flow.tensor.reshape %147 : tensor<?xf32>{%120} -> tensor<1x?x8xf32>{%8}
    %149 = flow.tensor.reshape %__auto.ffn_down.2 : tensor<8x16xf32> -> tensor<1x8x16xf32>
    %150 = flow.dispatch @main$async_dispatch_38::@main$async_dispatch_38_batch_matmul_1xDx16x8_f32[%8](%148, %149, %8) : (tensor<1x?x8xf32>{%8}, tensor<1x8x16xf32>, index) -> tensor<1x?x16xf32>{%8}
    %151 = flow.dispatch @main$async_dispatch_33::@main$async_dispatch_33_reduction_Dx16_f32[%8, %8](%113, %__auto.ffn_norm.3, %8, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index, index) -> tensor<?x16xf32>{%8}
    %152 = flow.tensor.reshape %151 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %153 = flow.tensor.reshape %__auto.ffn_gate_up.3 : tensor<16x16xf32> -> tensor<1x16x16xf32>
    %154 = flow.dispatch @main$async_dispatch_34::@main$async_dispatch_34_batch_matmul_1xDx16x16_f32[%8, %8](%152, %153, %8, %8) : (tensor<1x?x16xf32>{%8}, tensor<1x16x16xf32>, index, index) -> tensor<1x?x16xf32>{%8}
    %155 = flow.dispatch @main$async_dispatch_35::@main$async_dispatch_35_slow_memcpy[%8](%154, %8) : (tensor<1x?x16xf32>{%8}, index) -> tensor<?x8xf32>{%8}
    %156 = flow.dispatch @main$async_dispatch_36::@main$async_dispatch_36_slow_memcpy[%8](%154, %8) : (tensor<1x?x16xf32>{%8}, index) -> tensor<?x8xf32>{%8}
    %157 = flow.tensor.reshape %155 : tensor<?x8xf32>{%8} -> tensor<?xf32>{%120}
    %158 = flow.tensor.reshape %156 : tensor<?x8xf32>{%8} -> tensor<?xf32>{%120}
    %159 = flow.dispatch @main$async_dispatch_37::@main$async_dispatch_37_elementwise_D_f32[%120](%120, %157, %158) : (index, tensor<?xf32>{%120}, tensor<?xf32>{%120}) -> tensor<?xf32>{%120}
    %160 = flow.tensor.reshape %159 : tensor<?xf32>{%120} -> tensor<1x?x8xf32>{%8}
    %161 = flow.tensor.reshape %__auto.ffn_down.3 : tensor<8x16xf32> -> tensor<1x8x16xf32>
    %162 = flow.dispatch @main$async_dispatch_38::@main$async_dispatch_38_batch_matmul_1xDx16x8_f32[%8](%160, %161, %8) : (tensor<1x?x8xf32>{%8}, tensor<1x8x16xf32>, index) -> tensor<1x?x16xf32>{%8}
    %163 = flow.tensor.transfer %138 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_0>
    %164 = flow.tensor.transfer %150 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_0>
    %165 = flow.tensor.transfer %162 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_0>
    %166 = flow.tensor.transfer %126 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_1>
    %167 = flow.tensor.transfer %150 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_1>
    %168 = flow.tensor.transfer %162 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_1>
    %169 = flow.tensor.transfer %126 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_2>
    %170 = flow.tensor.transfer %138 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_2>
    %171 = flow.tensor.transfer %162 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_2>
    %172 = flow.tensor.transfer %126 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_3>
    %173 = flow.tensor.transfer %138 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_3>
    %174 = flow.tensor.transfer %150 : tensor<1x?x16xf32>{%8} to #hal.device.affinity<@__device_3>
    %175 = flow.tensor.reshape %126 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %176 = flow.tensor.reshape %163 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %177 = flow.tensor.reshape %164 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %178 = flow.tensor.reshape %165 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %179 = flow.dispatch @main$async_dispatch_57::@main$async_dispatch_57_elementwise_D_f32[%85, %85](%85, %91, %175, %176, %177, %178, %85) : (index, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, index) -> tensor<?xf32>{%85}
    %180 = flow.tensor.reshape %179 : tensor<?xf32>{%85} -> tensor<?x16xf32>{%8}
    %181 = flow.tensor.reshape %166 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %182 = flow.tensor.reshape %138 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %183 = flow.tensor.reshape %167 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %184 = flow.tensor.reshape %168 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %185 = flow.dispatch @main$async_dispatch_57::@main$async_dispatch_57_elementwise_D_f32[%85, %85](%85, %98, %181, %182, %183, %184, %85) : (index, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, index) -> tensor<?xf32>{%85}
    %186 = flow.tensor.reshape %185 : tensor<?xf32>{%85} -> tensor<?x16xf32>{%8}
    %187 = flow.tensor.reshape %169 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %188 = flow.tensor.reshape %170 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %189 = flow.tensor.reshape %150 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %190 = flow.tensor.reshape %171 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %191 = flow.dispatch @main$async_dispatch_57::@main$async_dispatch_57_elementwise_D_f32[%85, %85](%85, %105, %187, %188, %189, %190, %85) : (index, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, index) -> tensor<?xf32>{%85}
    %192 = flow.tensor.reshape %191 : tensor<?xf32>{%85} -> tensor<?x16xf32>{%8}
    %193 = flow.tensor.reshape %172 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %194 = flow.tensor.reshape %173 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %195 = flow.tensor.reshape %174 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %196 = flow.tensor.reshape %162 : tensor<1x?x16xf32>{%8} -> tensor<?xf32>{%85}
    %197 = flow.dispatch @main$async_dispatch_57::@main$async_dispatch_57_elementwise_D_f32[%85, %85](%85, %112, %193, %194, %195, %196, %85) : (index, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, tensor<?xf32>{%85}, index) -> tensor<?xf32>{%85}
    %198 = flow.tensor.reshape %197 : tensor<?xf32>{%85} -> tensor<?x16xf32>{%8}
    %199 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%8](%180, %__auto.out_norm.0, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index) -> tensor<?x16xf32>{%8}
    %200 = flow.tensor.reshape %199 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %201 = flow.tensor.reshape %__auto.lm_head.0 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %202 = flow.dispatch @main$async_dispatch_62::@main$async_dispatch_62_batch_matmul_1xDx8x16_f32[%8, %8](%200, %201, %8, %8) : (tensor<1x?x16xf32>{%8}, tensor<1x16x8xf32>, index, index) -> tensor<1x?x8xf32>{%8}
    %203 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%8](%186, %__auto.out_norm.1, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index) -> tensor<?x16xf32>{%8}
    %204 = flow.tensor.reshape %203 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %205 = flow.tensor.reshape %__auto.lm_head.1 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %206 = flow.dispatch @main$async_dispatch_62::@main$async_dispatch_62_batch_matmul_1xDx8x16_f32[%8, %8](%204, %205, %8, %8) : (tensor<1x?x16xf32>{%8}, tensor<1x16x8xf32>, index, index) -> tensor<1x?x8xf32>{%8}
    %207 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%8](%192, %__auto.out_norm.2, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index) -> tensor<?x16xf32>{%8}
    %208 = flow.tensor.reshape %207 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %209 = flow.tensor.reshape %__auto.lm_head.2 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %210 = flow.dispatch @main$async_dispatch_62::@main$async_dispatch_62_batch_matmul_1xDx8x16_f32[%8, %8](%208, %209, %8, %8) : (tensor<1x?x16xf32>{%8}, tensor<1x16x8xf32>, index, index) -> tensor<1x?x8xf32>{%8}
    %211 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%8](%198, %__auto.out_norm.3, %8) : (tensor<?x16xf32>{%8}, tensor<16xf32>, index) -> tensor<?x16xf32>{%8}
    %212 = flow.tensor.reshape %211 : tensor<?x16xf32>{%8} -> tensor<1x?x16xf32>{%8}
    %213 = flow.tensor.reshape %__auto.lm_head.3 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %214 = flow.dispatch @main$async_dispatch_62::@main$async_dispatch_62_batch_matmul_1xDx8x16_f32[%8, %8](%212, %213, %8, %8) : (tensor<1x?x16xf32>{%8}, tensor<1x16x8xf32>, index, index) -> tensor<1x?x8xf32>{%8}
    %215 = flow.tensor.transfer %206 : tensor<1x?x8xf32>{%8} to #hal.device.affinity<@__device_0>
    %216 = flow.tensor.transfer %210 : tensor<1x?x8xf32>{%8} to #hal.device.affinity<@__device_0>
    %217 = flow.tensor.transfer %214 : tensor<1x?x8xf32>{%8} to #hal.device.affinity<@__device_0>
    %218 = flow.tensor.empty : tensor<1x?x32xf32>{%8}
    %219 = flow.tensor.reshape %202 : tensor<1x?x8xf32>{%8} -> tensor<?x8xf32>{%8}
    %220 = flow.dispatch @main$async_dispatch_69::@main$async_dispatch_69_slow_memcpy[%8](%219, %218, %8) : (tensor<?x8xf32>{%8}, tensor<1x?x32xf32>{%8}, index) -> %218{%8}
    %221 = flow.tensor.reshape %215 : tensor<1x?x8xf32>{%8} -> tensor<?x8xf32>{%8}
    %222 = flow.dispatch @main$async_dispatch_70::@main$async_dispatch_70_slow_memcpy[%8](%221, %220, %8) : (tensor<?x8xf32>{%8}, tensor<1x?x32xf32>{%8}, index) -> %220{%8}
    %223 = flow.tensor.reshape %216 : tensor<1x?x8xf32>{%8} -> tensor<?x8xf32>{%8}
    %224 = flow.dispatch @main$async_dispatch_71::@main$async_dispatch_71_slow_memcpy[%8](%223, %222, %8) : (tensor<?x8xf32>{%8}, tensor<1x?x32xf32>{%8}, index) -> %222{%8}
    %225 = flow.tensor.reshape %217 : tensor<1x?x8xf32>{%8} -> tensor<?x8xf32>{%8}
    %226 = flow.dispatch @main$async_dispatch_72::@main$async_dispatch_72_slow_memcpy[%8](%225, %224, %8) : (tensor<?x8xf32>{%8}, tensor<1x?x32xf32>{%8}, index) -> %224{%8}
    %227 = hal.tensor.barrier join(%226 : tensor<1x?x32xf32>) => %arg5 : !hal.fence
    %228 = hal.tensor.export %227 : tensor<1x?x32xf32>{%8} -> !hal.buffer_view
    util.return %228 : !hal.buffer_view
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
