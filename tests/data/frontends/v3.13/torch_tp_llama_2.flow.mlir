module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_1 = #hal.device.target<"local", {ordinal = 1 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__auto.attn_norm.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_norm.0"> : tensor<16xf32>
  util.global private @__auto.attn_qkv.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_qkv.0"> : tensor<16x24xf32>
  util.global private @__auto.attn_out.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_out.0"> : tensor<8x16xf32>
  util.global private @__auto.attn_norm.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"attn_norm.1"> : tensor<16xf32>
  util.global private @__auto.attn_qkv.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"attn_qkv.1"> : tensor<16x24xf32>
  util.global private @__auto.attn_out.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"attn_out.1"> : tensor<8x16xf32>
  util.global private @__auto.ffn_norm.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_norm.0"> : tensor<16xf32>
  util.global private @__auto.ffn_gate_up.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_gate_up.0"> : tensor<16x32xf32>
  util.global private @__auto.ffn_down.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_down.0"> : tensor<16x16xf32>
  util.global private @__auto.ffn_norm.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"ffn_norm.1"> : tensor<16xf32>
  util.global private @__auto.ffn_gate_up.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"ffn_gate_up.1"> : tensor<16x32xf32>
  util.global private @__auto.ffn_down.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"ffn_down.1"> : tensor<16x16xf32>
  util.global private @__auto.out_norm.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"out_norm.0"> : tensor<16xf32>
  util.global private @__auto.lm_head.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"lm_head.0"> : tensor<16x16xf32>
  util.global private @__auto.out_norm.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"out_norm.1"> : tensor<16xf32>
  util.global private @__auto.lm_head.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"lm_head.1"> : tensor<16x16xf32>
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
    flow.executable.export public @main$async_dispatch_1_batch_matmul_1xDx24x16_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_batch_matmul_1xDx24x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x24xf32>>, %arg2: index, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x24xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x24xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<1x?x16xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 16, 24], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x24xf32>> -> tensor<1x16x24xf32>
        %5 = tensor.empty(%0) : tensor<1x?x24xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x?x24xf32>) -> tensor<1x?x24xf32>
        %7 = linalg.batch_matmul ins(%3, %4 : tensor<1x?x16xf32>, tensor<1x16x24xf32>) outs(%6 : tensor<1x?x24xf32>) -> tensor<1x?x24xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0, 0], sizes = [1, %0, 24], strides = [1, 1, 1] : tensor<1x?x24xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x24xf32>>{%0}
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
      func.func @main$async_dispatch_2_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x24xf32>>, %arg1: index, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x24xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, %0, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x24xf32>>{%0} -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
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
      func.func @main$async_dispatch_3_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x24xf32>>, %arg1: index, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x24xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 8], sizes = [1, %0, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x24xf32>>{%0} -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
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
      func.func @main$async_dispatch_4_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x24xf32>>, %arg1: index, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x24xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 16], sizes = [1, %0, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x24xf32>>{%0} -> tensor<?x8xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : tensor<?x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
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
    flow.executable.export public @main$async_dispatch_6_attention_4xDx2x2xD workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_6_attention_4xDx2x2xD(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4x2xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4x2xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4x2xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x?x?xf32>>, %arg4: index, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4x2xf32>>) {
        %cst = arith.constant 0.707106769 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg4, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4x2xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4x2xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4x2xf32>>{%0}
        %4 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x?x?xf32>>{%0, %0}
        %5 = flow.dispatch.tie_shape %arg5 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4x2xf32>>{%0}
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
  flow.executable private @main$async_dispatch_7 {
    flow.executable.export public @main$async_dispatch_7_batch_matmul_1xDx16x8_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_7_batch_matmul_1xDx16x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x16xf32>>, %arg2: index, %arg3: index, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg4 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%1}
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, %0, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%0} -> tensor<1x?x8xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 8, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x16xf32>> -> tensor<1x8x16xf32>
        %6 = tensor.empty(%1) : tensor<1x?x16xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
        %8 = linalg.batch_matmul ins(%4, %5 : tensor<1x?x8xf32>, tensor<1x8x16xf32>) outs(%7 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %3, offsets = [0, 0, 0], sizes = [1, %1, 16], strides = [1, 1, 1] : tensor<1x?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%1}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_15 {
    flow.executable.export public @main$async_dispatch_15_elementwise_D_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_15_elementwise_D_f32(%arg0: index, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg4: index, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg0, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg4, 1 : index
        %2 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %3 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %4 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %5 = flow.dispatch.tie_shape %arg5 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
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
  flow.executable private @main$async_dispatch_16 {
    flow.executable.export public @main$async_dispatch_16_elementwise_D_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_16_elementwise_D_f32(%arg0: index, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg4: index, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg0, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg4, 1 : index
        %2 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %3 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %4 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %5 = flow.dispatch.tie_shape %arg5 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
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
  flow.executable private @main$async_dispatch_17 {
    flow.executable.export public @main$async_dispatch_17_reduction_Dx16_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_17_reduction_Dx16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>, %arg2: index, %arg3: index, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>) {
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
  flow.executable private @main$async_dispatch_18 {
    flow.executable.export public @main$async_dispatch_18_batch_matmul_1xDx32x16_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_18_batch_matmul_1xDx32x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x32xf32>>, %arg2: index, %arg3: index, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg4 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x32xf32>>{%1}
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<1x?x16xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 16, 32], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x32xf32>> -> tensor<1x16x32xf32>
        %6 = tensor.empty(%1) : tensor<1x?x32xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
        %8 = linalg.batch_matmul ins(%4, %5 : tensor<1x?x16xf32>, tensor<1x16x32xf32>) outs(%7 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %3, offsets = [0, 0, 0], sizes = [1, %1, 32], strides = [1, 1, 1] : tensor<1x?x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x32xf32>>{%1}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_19 {
    flow.executable.export public @main$async_dispatch_19_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_19_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x32xf32>>, %arg1: index, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x32xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x32xf32>>{%0} -> tensor<?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : tensor<?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_20 {
    flow.executable.export public @main$async_dispatch_20_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_20_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x32xf32>>, %arg1: index, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x32xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 16], sizes = [1, %0, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x32xf32>>{%0} -> tensor<?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : tensor<?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_21 {
    flow.executable.export public @main$async_dispatch_21_elementwise_D_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_21_elementwise_D_f32(%arg0: index, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>) {
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
  flow.executable private @main$async_dispatch_22 {
    flow.executable.export public @main$async_dispatch_22_batch_matmul_1xDx16x16_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_22_batch_matmul_1xDx16x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x16xf32>>, %arg2: index, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>{%0} -> tensor<1x?x16xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 16, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x16xf32>> -> tensor<1x16x16xf32>
        %5 = tensor.empty(%0) : tensor<1x?x16xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
        %7 = linalg.batch_matmul ins(%3, %4 : tensor<1x?x16xf32>, tensor<1x16x16xf32>) outs(%6 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : tensor<1x?x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>{%0}
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
      func.func @main$async_dispatch_29_elementwise_D_f32(%arg0: index, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, %arg4: index, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg0, 0 : index
        %1 = iree_tensor_ext.dispatch.workload.ordinal %arg4, 1 : index
        %2 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%1}
        %3 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0}
        %4 = flow.dispatch.tie_shape %arg3 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%0}
        %5 = flow.dispatch.tie_shape %arg5 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
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
  flow.executable private @main$async_dispatch_32 {
    flow.executable.export public @main$async_dispatch_32_batch_matmul_1xDx16x16_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_32_batch_matmul_1xDx16x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x16xf32>>, %arg2: index, %arg3: index, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x?x16xf32>>) {
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
      func.func @main$async_dispatch_35_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>, %arg2: index) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%0} -> tensor<?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0, 0], sizes = [1, %0, 16], strides = [1, 1, 1] : tensor<?x16xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
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
      func.func @main$async_dispatch_36_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>, %arg2: index) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg1 : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x16xf32>>{%0} -> tensor<?x16xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %2, offsets = [0, 0, 16], sizes = [1, %0, 16], strides = [1, 1, 1] : tensor<?x16xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x?x32xf32>>{%0}
        return
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %__auto.attn_norm.0 = util.global.load immutable @__auto.attn_norm.0 : tensor<16xf32>
    %__auto.attn_qkv.0 = util.global.load immutable @__auto.attn_qkv.0 : tensor<16x24xf32>
    %__auto.attn_out.0 = util.global.load immutable @__auto.attn_out.0 : tensor<8x16xf32>
    %__auto.attn_norm.1 = util.global.load immutable @__auto.attn_norm.1 : tensor<16xf32>
    %__auto.attn_qkv.1 = util.global.load immutable @__auto.attn_qkv.1 : tensor<16x24xf32>
    %__auto.attn_out.1 = util.global.load immutable @__auto.attn_out.1 : tensor<8x16xf32>
    %__auto.ffn_norm.0 = util.global.load immutable @__auto.ffn_norm.0 : tensor<16xf32>
    %__auto.ffn_gate_up.0 = util.global.load immutable @__auto.ffn_gate_up.0 : tensor<16x32xf32>
    %__auto.ffn_down.0 = util.global.load immutable @__auto.ffn_down.0 : tensor<16x16xf32>
    %__auto.ffn_norm.1 = util.global.load immutable @__auto.ffn_norm.1 : tensor<16xf32>
    %__auto.ffn_gate_up.1 = util.global.load immutable @__auto.ffn_gate_up.1 : tensor<16x32xf32>
    %__auto.ffn_down.1 = util.global.load immutable @__auto.ffn_down.1 : tensor<16x16xf32>
    %__auto.out_norm.0 = util.global.load immutable @__auto.out_norm.0 : tensor<16xf32>
    %__auto.lm_head.0 = util.global.load immutable @__auto.lm_head.0 : tensor<16x16xf32>
    %__auto.out_norm.1 = util.global.load immutable @__auto.out_norm.1 : tensor<16xf32>
    %__auto.lm_head.1 = util.global.load immutable @__auto.lm_head.1 : tensor<16x16xf32>
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %1 = hal.tensor.import on(#hal.device.affinity<@__device_0>) wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<1x?x16xf32>{%0}
    %2 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[1] : index
    %3 = hal.tensor.import on(#hal.device.affinity<@__device_1>) wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<1x?x16xf32>{%2}
    %4 = util.assume.int %0<umin = 1, umax = 64> : index
    %5 = flow.tensor.reshape %1 : tensor<1x?x16xf32>{%4} -> tensor<?x16xf32>{%4}
    %6 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%4](%5, %__auto.attn_norm.0, %4) : (tensor<?x16xf32>{%4}, tensor<16xf32>, index) -> tensor<?x16xf32>{%4}
    %7 = flow.tensor.reshape %6 : tensor<?x16xf32>{%4} -> tensor<1x?x16xf32>{%4}
    %8 = flow.tensor.reshape %__auto.attn_qkv.0 : tensor<16x24xf32> -> tensor<1x16x24xf32>
    %9 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1xDx24x16_f32[%4](%7, %8, %4) : (tensor<1x?x16xf32>{%4}, tensor<1x16x24xf32>, index) -> tensor<1x?x24xf32>{%4}
    %10 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_slow_memcpy[%4](%9, %4) : (tensor<1x?x24xf32>{%4}, index) -> tensor<?x8xf32>{%4}
    %11 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_slow_memcpy[%4](%9, %4) : (tensor<1x?x24xf32>{%4}, index) -> tensor<?x8xf32>{%4}
    %12 = flow.tensor.reshape %11 : tensor<?x8xf32>{%4} -> tensor<?x4x2xf32>{%4}
    %13 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy[%4](%9, %4) : (tensor<1x?x24xf32>{%4}, index) -> tensor<?x8xf32>{%4}
    %14 = flow.tensor.reshape %13 : tensor<?x8xf32>{%4} -> tensor<?x4x2xf32>{%4}
    %15 = arith.muli %4, %4 overflow<nsw> : index
    %16 = arith.muli %15, %c4 overflow<nsw> : index
    %17 = flow.dispatch @main$async_dispatch_5::@main$async_dispatch_5_elementwise_broadcast_D_f32[%16, %4](%16, %4) : (index, index) -> tensor<?xf32>{%16}
    %18 = flow.tensor.reshape %17 : tensor<?xf32>{%16} -> tensor<4x?x?xf32>{%4, %4}
    %19 = flow.tensor.reshape %10 : tensor<?x8xf32>{%4} -> tensor<?x4x2xf32>{%4}
    %20 = flow.dispatch @main$async_dispatch_6::@main$async_dispatch_6_attention_4xDx2x2xD[%4](%19, %12, %14, %18, %4) : (tensor<?x4x2xf32>{%4}, tensor<?x4x2xf32>{%4}, tensor<?x4x2xf32>{%4}, tensor<4x?x?xf32>{%4, %4}, index) -> tensor<?x4x2xf32>{%4}
    %21 = flow.tensor.reshape %20 : tensor<?x4x2xf32>{%4} -> tensor<1x?x8xf32>{%4}
    %22 = flow.tensor.reshape %__auto.attn_out.0 : tensor<8x16xf32> -> tensor<1x8x16xf32>
    %23 = flow.dispatch @main$async_dispatch_7::@main$async_dispatch_7_batch_matmul_1xDx16x8_f32[%4, %4](%21, %22, %4, %4) : (tensor<1x?x8xf32>{%4}, tensor<1x8x16xf32>, index, index) -> tensor<1x?x16xf32>{%4}
    %24 = flow.tensor.reshape %3 : tensor<1x?x16xf32>{%4} -> tensor<?x16xf32>{%4}
    %25 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%4](%24, %__auto.attn_norm.1, %4) : (tensor<?x16xf32>{%4}, tensor<16xf32>, index) -> tensor<?x16xf32>{%4}
    %26 = flow.tensor.reshape %25 : tensor<?x16xf32>{%4} -> tensor<1x?x16xf32>{%4}
    %27 = flow.tensor.reshape %__auto.attn_qkv.1 : tensor<16x24xf32> -> tensor<1x16x24xf32>
    %28 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1xDx24x16_f32[%4](%26, %27, %4) : (tensor<1x?x16xf32>{%4}, tensor<1x16x24xf32>, index) -> tensor<1x?x24xf32>{%4}
    %29 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_slow_memcpy[%4](%28, %4) : (tensor<1x?x24xf32>{%4}, index) -> tensor<?x8xf32>{%4}
    %30 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_slow_memcpy[%4](%28, %4) : (tensor<1x?x24xf32>{%4}, index) -> tensor<?x8xf32>{%4}
    %31 = flow.tensor.reshape %30 : tensor<?x8xf32>{%4} -> tensor<?x4x2xf32>{%4}
    %32 = flow.dispatch @main$async_dispatch_4::@main$async_dispatch_4_slow_memcpy[%4](%28, %4) : (tensor<1x?x24xf32>{%4}, index) -> tensor<?x8xf32>{%4}
    %33 = flow.tensor.reshape %32 : tensor<?x8xf32>{%4} -> tensor<?x4x2xf32>{%4}
    %34 = flow.tensor.reshape %29 : tensor<?x8xf32>{%4} -> tensor<?x4x2xf32>{%4}
    %35 = flow.dispatch @main$async_dispatch_6::@main$async_dispatch_6_attention_4xDx2x2xD[%4](%34, %31, %33, %18, %4) : (tensor<?x4x2xf32>{%4}, tensor<?x4x2xf32>{%4}, tensor<?x4x2xf32>{%4}, tensor<4x?x?xf32>{%4, %4}, index) -> tensor<?x4x2xf32>{%4}
    %36 = flow.tensor.reshape %35 : tensor<?x4x2xf32>{%4} -> tensor<1x?x8xf32>{%4}
    %37 = flow.tensor.reshape %__auto.attn_out.1 : tensor<8x16xf32> -> tensor<1x8x16xf32>
    %38 = flow.dispatch @main$async_dispatch_7::@main$async_dispatch_7_batch_matmul_1xDx16x8_f32[%4, %4](%36, %37, %4, %4) : (tensor<1x?x8xf32>{%4}, tensor<1x8x16xf32>, index, index) -> tensor<1x?x16xf32>{%4}
    %39 = flow.tensor.transfer %38 : tensor<1x?x16xf32>{%4} to #hal.device.affinity<@__device_0>
    %40 = flow.tensor.transfer %23 : tensor<1x?x16xf32>{%4} to #hal.device.affinity<@__device_1>
    %41 = arith.muli %4, %c16 overflow<nsw> : index
    %42 = flow.tensor.reshape %1 : tensor<1x?x16xf32>{%4} -> tensor<?xf32>{%41}
    %43 = flow.tensor.reshape %23 : tensor<1x?x16xf32>{%4} -> tensor<?xf32>{%41}
    %44 = flow.tensor.reshape %39 : tensor<1x?x16xf32>{%4} -> tensor<?xf32>{%41}
    %45 = flow.dispatch @main$async_dispatch_15::@main$async_dispatch_15_elementwise_D_f32[%41, %41](%41, %42, %43, %44, %41) : (index, tensor<?xf32>{%41}, tensor<?xf32>{%41}, tensor<?xf32>{%41}, index) -> tensor<?xf32>{%41}
    %46 = flow.tensor.reshape %45 : tensor<?xf32>{%41} -> tensor<?x16xf32>{%4}
    %47 = flow.tensor.reshape %3 : tensor<1x?x16xf32>{%4} -> tensor<?xf32>{%41}
    %48 = flow.tensor.reshape %40 : tensor<1x?x16xf32>{%4} -> tensor<?xf32>{%41}
    %49 = flow.tensor.reshape %38 : tensor<1x?x16xf32>{%4} -> tensor<?xf32>{%41}
    %50 = flow.dispatch @main$async_dispatch_16::@main$async_dispatch_16_elementwise_D_f32[%41, %41](%41, %47, %48, %49, %41) : (index, tensor<?xf32>{%41}, tensor<?xf32>{%41}, tensor<?xf32>{%41}, index) -> tensor<?xf32>{%41}
    %51 = flow.tensor.reshape %50 : tensor<?xf32>{%41} -> tensor<?x16xf32>{%4}
    %52 = flow.dispatch @main$async_dispatch_17::@main$async_dispatch_17_reduction_Dx16_f32[%4, %4](%46, %__auto.ffn_norm.0, %4, %4) : (tensor<?x16xf32>{%4}, tensor<16xf32>, index, index) -> tensor<?x16xf32>{%4}
    %53 = flow.tensor.reshape %52 : tensor<?x16xf32>{%4} -> tensor<1x?x16xf32>{%4}
    %54 = flow.tensor.reshape %__auto.ffn_gate_up.0 : tensor<16x32xf32> -> tensor<1x16x32xf32>
    %55 = flow.tensor.empty : tensor<1x?x32xf32>{%4}
    %56 = flow.dispatch @main$async_dispatch_18::@main$async_dispatch_18_batch_matmul_1xDx32x16_f32[%4, %4](%53, %54, %4, %4) : (tensor<1x?x16xf32>{%4}, tensor<1x16x32xf32>, index, index) -> tensor<1x?x32xf32>{%4}
    %57 = flow.dispatch @main$async_dispatch_19::@main$async_dispatch_19_slow_memcpy[%4](%56, %4) : (tensor<1x?x32xf32>{%4}, index) -> tensor<?x16xf32>{%4}
    %58 = flow.dispatch @main$async_dispatch_20::@main$async_dispatch_20_slow_memcpy[%4](%56, %4) : (tensor<1x?x32xf32>{%4}, index) -> tensor<?x16xf32>{%4}
    %59 = flow.tensor.reshape %57 : tensor<?x16xf32>{%4} -> tensor<?xf32>{%41}
    %60 = flow.tensor.reshape %58 : tensor<?x16xf32>{%4} -> tensor<?xf32>{%41}
    %61 = flow.dispatch @main$async_dispatch_21::@main$async_dispatch_21_elementwise_D_f32[%41](%41, %59, %60) : (index, tensor<?xf32>{%41}, tensor<?xf32>{%41}) -> tensor<?xf32>{%41}
    %62 = flow.tensor.reshape %61 : tensor<?xf32>{%41} -> tensor<1x?x16xf32>{%4}
    %63 = flow.tensor.reshape %__auto.ffn_down.0 : tensor<16x16xf32> -> tensor<1x16x16xf32>
    %64 = flow.dispatch @main$async_dispatch_22::@main$async_dispatch_22_batch_matmul_1xDx16x16_f32[%4](%62, %63, %4) : (tensor<1x?x16xf32>{%4}, tensor<1x16x16xf32>, index) -> tensor<1x?x16xf32>{%4}
    %65 = flow.dispatch @main$async_dispatch_17::@main$async_dispatch_17_reduction_Dx16_f32[%4, %4](%51, %__auto.ffn_norm.1, %4, %4) : (tensor<?x16xf32>{%4}, tensor<16xf32>, index, index) -> tensor<?x16xf32>{%4}
    %66 = flow.tensor.reshape %65 : tensor<?x16xf32>{%4} -> tensor<1x?x16xf32>{%4}
    %67 = flow.tensor.reshape %__auto.ffn_gate_up.1 : tensor<16x32xf32> -> tensor<1x16x32xf32>
    %68 = flow.dispatch @main$async_dispatch_18::@main$async_dispatch_18_batch_matmul_1xDx32x16_f32[%4, %4](%66, %67, %4, %4) : (tensor<1x?x16xf32>{%4}, tensor<1x16x32xf32>, index, index) -> tensor<1x?x32xf32>{%4}
    %69 = flow.dispatch @main$async_dispatch_19::@main$async_dispatch_19_slow_memcpy[%4](%68, %4) : (tensor<1x?x32xf32>{%4}, index) -> tensor<?x16xf32>{%4}
    %70 = flow.dispatch @main$async_dispatch_20::@main$async_dispatch_20_slow_memcpy[%4](%68, %4) : (tensor<1x?x32xf32>{%4}, index) -> tensor<?x16xf32>{%4}
    %71 = flow.tensor.reshape %69 : tensor<?x16xf32>{%4} -> tensor<?xf32>{%41}
    %72 = flow.tensor.reshape %70 : tensor<?x16xf32>{%4} -> tensor<?xf32>{%41}
    %73 = flow.dispatch @main$async_dispatch_21::@main$async_dispatch_21_elementwise_D_f32[%41](%41, %71, %72) : (index, tensor<?xf32>{%41}, tensor<?xf32>{%41}) -> tensor<?xf32>{%41}
    %74 = flow.tensor.reshape %73 : tensor<?xf32>{%41} -> tensor<1x?x16xf32>{%4}
    %75 = flow.tensor.reshape %__auto.ffn_down.1 : tensor<16x16xf32> -> tensor<1x16x16xf32>
    %76 = flow.dispatch @main$async_dispatch_22::@main$async_dispatch_22_batch_matmul_1xDx16x16_f32[%4](%74, %75, %4) : (tensor<1x?x16xf32>{%4}, tensor<1x16x16xf32>, index) -> tensor<1x?x16xf32>{%4}
    %77 = flow.tensor.transfer %76 : tensor<1x?x16xf32>{%4} to #hal.device.affinity<@__device_0>
    %78 = flow.tensor.transfer %64 : tensor<1x?x16xf32>{%4} to #hal.device.affinity<@__device_1>
    %79 = flow.tensor.reshape %64 : tensor<1x?x16xf32>{%4} -> tensor<?xf32>{%41}
    %80 = flow.tensor.reshape %77 : tensor<1x?x16xf32>{%4} -> tensor<?xf32>{%41}
    %81 = flow.dispatch @main$async_dispatch_29::@main$async_dispatch_29_elementwise_D_f32[%41, %41](%41, %45, %79, %80, %41) : (index, tensor<?xf32>{%41}, tensor<?xf32>{%41}, tensor<?xf32>{%41}, index) -> tensor<?xf32>{%41}
    %82 = flow.tensor.reshape %81 : tensor<?xf32>{%41} -> tensor<?x16xf32>{%4}
    %83 = flow.tensor.reshape %78 : tensor<1x?x16xf32>{%4} -> tensor<?xf32>{%41}
    %84 = flow.tensor.reshape %76 : tensor<1x?x16xf32>{%4} -> tensor<?xf32>{%41}
    %85 = flow.dispatch @main$async_dispatch_29::@main$async_dispatch_29_elementwise_D_f32[%41, %41](%41, %50, %83, %84, %41) : (index, tensor<?xf32>{%41}, tensor<?xf32>{%41}, tensor<?xf32>{%41}, index) -> tensor<?xf32>{%41}
    %86 = flow.tensor.reshape %85 : tensor<?xf32>{%41} -> tensor<?x16xf32>{%4}
    %87 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%4](%82, %__auto.out_norm.0, %4) : (tensor<?x16xf32>{%4}, tensor<16xf32>, index) -> tensor<?x16xf32>{%4}
    %88 = flow.tensor.reshape %87 : tensor<?x16xf32>{%4} -> tensor<1x?x16xf32>{%4}
    %89 = flow.tensor.reshape %__auto.lm_head.0 : tensor<16x16xf32> -> tensor<1x16x16xf32>
    %90 = flow.dispatch @main$async_dispatch_32::@main$async_dispatch_32_batch_matmul_1xDx16x16_f32[%4, %4](%88, %89, %4, %4) : (tensor<1x?x16xf32>{%4}, tensor<1x16x16xf32>, index, index) -> tensor<1x?x16xf32>{%4}
    %91 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_Dx16_f32[%4](%86, %__auto.out_norm.1, %4) : (tensor<?x16xf32>{%4}, tensor<16xf32>, index) -> tensor<?x16xf32>{%4}
    %92 = flow.tensor.reshape %91 : tensor<?x16xf32>{%4} -> tensor<1x?x16xf32>{%4}
    %93 = flow.tensor.reshape %__auto.lm_head.1 : tensor<16x16xf32> -> tensor<1x16x16xf32>
    %94 = flow.dispatch @main$async_dispatch_32::@main$async_dispatch_32_batch_matmul_1xDx16x16_f32[%4, %4](%92, %93, %4, %4) : (tensor<1x?x16xf32>{%4}, tensor<1x16x16xf32>, index, index) -> tensor<1x?x16xf32>{%4}
    %95 = flow.tensor.transfer %94 : tensor<1x?x16xf32>{%4} to #hal.device.affinity<@__device_0>
    %96 = flow.tensor.reshape %90 : tensor<1x?x16xf32>{%4} -> tensor<?x16xf32>{%4}
    %97 = flow.dispatch @main$async_dispatch_35::@main$async_dispatch_35_slow_memcpy[%4](%96, %55, %4) : (tensor<?x16xf32>{%4}, tensor<1x?x32xf32>{%4}, index) -> %55{%4}
    %98 = flow.tensor.reshape %95 : tensor<1x?x16xf32>{%4} -> tensor<?x16xf32>{%4}
    %99 = flow.dispatch @main$async_dispatch_36::@main$async_dispatch_36_slow_memcpy[%4](%98, %97, %4) : (tensor<?x16xf32>{%4}, tensor<1x?x32xf32>{%4}, index) -> %97{%4}
    %100 = hal.tensor.barrier join(%99 : tensor<1x?x32xf32>) => %arg3 : !hal.fence
    %101 = hal.tensor.export %100 : tensor<1x?x32xf32>{%4} -> !hal.buffer_view
    util.return %101 : !hal.buffer_view
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
