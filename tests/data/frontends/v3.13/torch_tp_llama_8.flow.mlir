module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_1 = #hal.device.target<"local", {ordinal = 1 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_2 = #hal.device.target<"local", {ordinal = 2 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_3 = #hal.device.target<"local", {ordinal = 3 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_4 = #hal.device.target<"local", {ordinal = 4 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_5 = #hal.device.target<"local", {ordinal = 5 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_6 = #hal.device.target<"local", {ordinal = 6 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_7 = #hal.device.target<"local", {ordinal = 7 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__auto.attn_norm.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_norm.0"> : tensor<16xf32>
  util.global private @__auto.attn_qkv.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_qkv.0"> : tensor<16x6xf32>
  util.global private @__auto.attn_out.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"attn_out.0"> : tensor<2x16xf32>
  util.global private @__auto.attn_norm.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"attn_norm.1"> : tensor<16xf32>
  util.global private @__auto.attn_qkv.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"attn_qkv.1"> : tensor<16x6xf32>
  util.global private @__auto.attn_out.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"attn_out.1"> : tensor<2x16xf32>
  util.global private @__auto.attn_norm.2 {stream.affinity = #hal.device.affinity<@__device_2>} = #flow.parameter.named<"model"::"attn_norm.2"> : tensor<16xf32>
  util.global private @__auto.attn_qkv.2 {stream.affinity = #hal.device.affinity<@__device_2>} = #flow.parameter.named<"model"::"attn_qkv.2"> : tensor<16x6xf32>
  util.global private @__auto.attn_out.2 {stream.affinity = #hal.device.affinity<@__device_2>} = #flow.parameter.named<"model"::"attn_out.2"> : tensor<2x16xf32>
  util.global private @__auto.attn_norm.3 {stream.affinity = #hal.device.affinity<@__device_3>} = #flow.parameter.named<"model"::"attn_norm.3"> : tensor<16xf32>
  util.global private @__auto.attn_qkv.3 {stream.affinity = #hal.device.affinity<@__device_3>} = #flow.parameter.named<"model"::"attn_qkv.3"> : tensor<16x6xf32>
  util.global private @__auto.attn_out.3 {stream.affinity = #hal.device.affinity<@__device_3>} = #flow.parameter.named<"model"::"attn_out.3"> : tensor<2x16xf32>
  util.global private @__auto.attn_norm.4 {stream.affinity = #hal.device.affinity<@__device_4>} = #flow.parameter.named<"model"::"attn_norm.4"> : tensor<16xf32>
  util.global private @__auto.attn_qkv.4 {stream.affinity = #hal.device.affinity<@__device_4>} = #flow.parameter.named<"model"::"attn_qkv.4"> : tensor<16x6xf32>
  util.global private @__auto.attn_out.4 {stream.affinity = #hal.device.affinity<@__device_4>} = #flow.parameter.named<"model"::"attn_out.4"> : tensor<2x16xf32>
  util.global private @__auto.attn_norm.5 {stream.affinity = #hal.device.affinity<@__device_5>} = #flow.parameter.named<"model"::"attn_norm.5"> : tensor<16xf32>
  util.global private @__auto.attn_qkv.5 {stream.affinity = #hal.device.affinity<@__device_5>} = #flow.parameter.named<"model"::"attn_qkv.5"> : tensor<16x6xf32>
  util.global private @__auto.attn_out.5 {stream.affinity = #hal.device.affinity<@__device_5>} = #flow.parameter.named<"model"::"attn_out.5"> : tensor<2x16xf32>
  util.global private @__auto.attn_norm.6 {stream.affinity = #hal.device.affinity<@__device_6>} = #flow.parameter.named<"model"::"attn_norm.6"> : tensor<16xf32>
  util.global private @__auto.attn_qkv.6 {stream.affinity = #hal.device.affinity<@__device_6>} = #flow.parameter.named<"model"::"attn_qkv.6"> : tensor<16x6xf32>
  util.global private @__auto.attn_out.6 {stream.affinity = #hal.device.affinity<@__device_6>} = #flow.parameter.named<"model"::"attn_out.6"> : tensor<2x16xf32>
  util.global private @__auto.attn_norm.7 {stream.affinity = #hal.device.affinity<@__device_7>} = #flow.parameter.named<"model"::"attn_norm.7"> : tensor<16xf32>
  util.global private @__auto.attn_qkv.7 {stream.affinity = #hal.device.affinity<@__device_7>} = #flow.parameter.named<"model"::"attn_qkv.7"> : tensor<16x6xf32>
  util.global private @__auto.attn_out.7 {stream.affinity = #hal.device.affinity<@__device_7>} = #flow.parameter.named<"model"::"attn_out.7"> : tensor<2x16xf32>
  util.global private @__auto.ffn_norm.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_norm.0"> : tensor<16xf32>
  util.global private @__auto.ffn_gate_up.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_gate_up.0"> : tensor<16x8xf32>
  util.global private @__auto.ffn_down.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"ffn_down.0"> : tensor<4x16xf32>
  util.global private @__auto.ffn_norm.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"ffn_norm.1"> : tensor<16xf32>
  util.global private @__auto.ffn_gate_up.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"ffn_gate_up.1"> : tensor<16x8xf32>
  util.global private @__auto.ffn_down.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"ffn_down.1"> : tensor<4x16xf32>
  util.global private @__auto.ffn_norm.2 {stream.affinity = #hal.device.affinity<@__device_2>} = #flow.parameter.named<"model"::"ffn_norm.2"> : tensor<16xf32>
  util.global private @__auto.ffn_gate_up.2 {stream.affinity = #hal.device.affinity<@__device_2>} = #flow.parameter.named<"model"::"ffn_gate_up.2"> : tensor<16x8xf32>
  util.global private @__auto.ffn_down.2 {stream.affinity = #hal.device.affinity<@__device_2>} = #flow.parameter.named<"model"::"ffn_down.2"> : tensor<4x16xf32>
  util.global private @__auto.ffn_norm.3 {stream.affinity = #hal.device.affinity<@__device_3>} = #flow.parameter.named<"model"::"ffn_norm.3"> : tensor<16xf32>
  util.global private @__auto.ffn_gate_up.3 {stream.affinity = #hal.device.affinity<@__device_3>} = #flow.parameter.named<"model"::"ffn_gate_up.3"> : tensor<16x8xf32>
  util.global private @__auto.ffn_down.3 {stream.affinity = #hal.device.affinity<@__device_3>} = #flow.parameter.named<"model"::"ffn_down.3"> : tensor<4x16xf32>
  util.global private @__auto.ffn_norm.4 {stream.affinity = #hal.device.affinity<@__device_4>} = #flow.parameter.named<"model"::"ffn_norm.4"> : tensor<16xf32>
  util.global private @__auto.ffn_gate_up.4 {stream.affinity = #hal.device.affinity<@__device_4>} = #flow.parameter.named<"model"::"ffn_gate_up.4"> : tensor<16x8xf32>
  util.global private @__auto.ffn_down.4 {stream.affinity = #hal.device.affinity<@__device_4>} = #flow.parameter.named<"model"::"ffn_down.4"> : tensor<4x16xf32>
  util.global private @__auto.ffn_norm.5 {stream.affinity = #hal.device.affinity<@__device_5>} = #flow.parameter.named<"model"::"ffn_norm.5"> : tensor<16xf32>
  util.global private @__auto.ffn_gate_up.5 {stream.affinity = #hal.device.affinity<@__device_5>} = #flow.parameter.named<"model"::"ffn_gate_up.5"> : tensor<16x8xf32>
  util.global private @__auto.ffn_down.5 {stream.affinity = #hal.device.affinity<@__device_5>} = #flow.parameter.named<"model"::"ffn_down.5"> : tensor<4x16xf32>
  util.global private @__auto.ffn_norm.6 {stream.affinity = #hal.device.affinity<@__device_6>} = #flow.parameter.named<"model"::"ffn_norm.6"> : tensor<16xf32>
  util.global private @__auto.ffn_gate_up.6 {stream.affinity = #hal.device.affinity<@__device_6>} = #flow.parameter.named<"model"::"ffn_gate_up.6"> : tensor<16x8xf32>
  util.global private @__auto.ffn_down.6 {stream.affinity = #hal.device.affinity<@__device_6>} = #flow.parameter.named<"model"::"ffn_down.6"> : tensor<4x16xf32>
  util.global private @__auto.ffn_norm.7 {stream.affinity = #hal.device.affinity<@__device_7>} = #flow.parameter.named<"model"::"ffn_norm.7"> : tensor<16xf32>
  util.global private @__auto.ffn_gate_up.7 {stream.affinity = #hal.device.affinity<@__device_7>} = #flow.parameter.named<"model"::"ffn_gate_up.7"> : tensor<16x8xf32>
  util.global private @__auto.ffn_down.7 {stream.affinity = #hal.device.affinity<@__device_7>} = #flow.parameter.named<"model"::"ffn_down.7"> : tensor<4x16xf32>
  util.global private @__auto.out_norm.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"out_norm.0"> : tensor<16xf32>
  util.global private @__auto.lm_head.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"lm_head.0"> : tensor<16x4xf32>
  util.global private @__auto.out_norm.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"out_norm.1"> : tensor<16xf32>
  util.global private @__auto.lm_head.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"lm_head.1"> : tensor<16x4xf32>
  util.global private @__auto.out_norm.2 {stream.affinity = #hal.device.affinity<@__device_2>} = #flow.parameter.named<"model"::"out_norm.2"> : tensor<16xf32>
  util.global private @__auto.lm_head.2 {stream.affinity = #hal.device.affinity<@__device_2>} = #flow.parameter.named<"model"::"lm_head.2"> : tensor<16x4xf32>
  util.global private @__auto.out_norm.3 {stream.affinity = #hal.device.affinity<@__device_3>} = #flow.parameter.named<"model"::"out_norm.3"> : tensor<16xf32>
  util.global private @__auto.lm_head.3 {stream.affinity = #hal.device.affinity<@__device_3>} = #flow.parameter.named<"model"::"lm_head.3"> : tensor<16x4xf32>
  util.global private @__auto.out_norm.4 {stream.affinity = #hal.device.affinity<@__device_4>} = #flow.parameter.named<"model"::"out_norm.4"> : tensor<16xf32>
  util.global private @__auto.lm_head.4 {stream.affinity = #hal.device.affinity<@__device_4>} = #flow.parameter.named<"model"::"lm_head.4"> : tensor<16x4xf32>
  util.global private @__auto.out_norm.5 {stream.affinity = #hal.device.affinity<@__device_5>} = #flow.parameter.named<"model"::"out_norm.5"> : tensor<16xf32>
  util.global private @__auto.lm_head.5 {stream.affinity = #hal.device.affinity<@__device_5>} = #flow.parameter.named<"model"::"lm_head.5"> : tensor<16x4xf32>
  util.global private @__auto.out_norm.6 {stream.affinity = #hal.device.affinity<@__device_6>} = #flow.parameter.named<"model"::"out_norm.6"> : tensor<16xf32>
  util.global private @__auto.lm_head.6 {stream.affinity = #hal.device.affinity<@__device_6>} = #flow.parameter.named<"model"::"lm_head.6"> : tensor<16x4xf32>
  util.global private @__auto.out_norm.7 {stream.affinity = #hal.device.affinity<@__device_7>} = #flow.parameter.named<"model"::"out_norm.7"> : tensor<16xf32>
  util.global private @__auto.lm_head.7 {stream.affinity = #hal.device.affinity<@__device_7>} = #flow.parameter.named<"model"::"lm_head.7"> : tensor<16x4xf32>
  util.global private @__hoisted_tensor_16xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<16xf32>
  flow.executable private @_initializer_0_dispatch_0 {
    flow.executable.export public @_initializer_0_dispatch_0_elementwise_broadcast_16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_elementwise_broadcast_16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>) {
        %c4 = arith.constant 4 : index
        %cst = arith.constant 0xFF800000 : f32
        %cst_0 = arith.constant 0.000000e+00 : f32
        %0 = tensor.empty() : tensor<16xf32>
        %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%0 : tensor<16xf32>) {
        ^bb0(%out: f32):
          %2 = linalg.index 0 : index
          %3 = arith.remsi %2, %c4 : index
          %4 = arith.divsi %2, %c4 : index
          %5 = arith.cmpi sge, %4, %3 : index
          %6 = arith.select %5, %cst_0, %cst : f32
          linalg.yield %6 : f32
        } -> tensor<16xf32>
        iree_tensor_ext.dispatch.tensor.store %1, %arg0, offsets = [0], sizes = [16], strides = [1] : tensor<16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>
        return
      }
    }
  }
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_elementwise_broadcast_16_f32() : () -> tensor<16xf32>
    util.global.store %0, @__hoisted_tensor_16xf32 : tensor<16xf32>
    util.return
  }
  flow.executable private @main$async_dispatch_0 {
    flow.executable.export public @main$async_dispatch_0_reduction_4x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_reduction_4x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.600000e+01 : f32
        %cst_1 = arith.constant 9.99999974E-6 : f32
        %c2_i64 = arith.constant 2 : i64
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>> -> tensor<4x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %2 = tensor.empty() : tensor<4x16xf32>
        %3 = tensor.empty() : tensor<4xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<4xf32>) -> tensor<4xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4x16xf32>) outs(%4 : tensor<4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %7 = math.fpowi %in, %c2_i64 : f32, i64
          %8 = arith.addf %7, %out : f32
          linalg.yield %8 : f32
        } -> tensor<4xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %5, %1 : tensor<4x16xf32>, tensor<4xf32>, tensor<16xf32>) outs(%2 : tensor<4x16xf32>) {
        ^bb0(%in: f32, %in_2: f32, %in_3: f32, %out: f32):
          %7 = arith.divf %in_2, %cst_0 : f32
          %8 = arith.addf %7, %cst_1 : f32
          %9 = math.rsqrt %8 : f32
          %10 = arith.mulf %in, %9 : f32
          %11 = arith.mulf %10, %in_3 : f32
          linalg.yield %11 : f32
        } -> tensor<4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg2, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : tensor<4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_1 {
    flow.executable.export public @main$async_dispatch_1_batch_matmul_1x4x6x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_batch_matmul_1x4x6x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x6xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x6xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 16, 6], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x6xf32>> -> tensor<1x16x6xf32>
        %2 = tensor.empty() : tensor<1x4x6xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x4x6xf32>) -> tensor<1x4x6xf32>
        %4 = linalg.batch_matmul ins(%0, %1 : tensor<1x4x16xf32>, tensor<1x16x6xf32>) outs(%3 : tensor<1x4x6xf32>) -> tensor<1x4x6xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0], sizes = [1, 4, 6], strides = [1, 1, 1] : tensor<1x4x6xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x6xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_2 {
    flow.executable.export public @main$async_dispatch_2_attention_1x4x2x2x4 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_attention_1x4x2x2x4(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x6xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x4x6xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x4xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x2xf32>>) {
        %cst = arith.constant 0.707106769 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0, 0], sizes = [1, 4, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x4xf32>> -> tensor<1x4x4xf32>
        %1 = tensor.empty() : tensor<1x4x2xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 4], sizes = [1, 4, 2], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x6xf32>> -> tensor<4x2xf32>
        %3 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 2], sizes = [1, 4, 2], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x6xf32>> -> tensor<4x2xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [1, 1, 4, 2], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x4x6xf32>> -> tensor<1x4x2xf32>
        %5 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%4, %3, %2, %cst, %0 : tensor<1x4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>, f32, tensor<1x4x4xf32>) outs(%1 : tensor<1x4x2xf32>) {
        ^bb0(%arg4: f32):
          iree_linalg_ext.yield %arg4 : f32
        } -> tensor<1x4x2xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg3, offsets = [0, 0, 0], sizes = [1, 4, 2], strides = [1, 1, 1] : tensor<1x4x2xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x2xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_3 {
    flow.executable.export public @main$async_dispatch_3_batch_matmul_1x4x16x2_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_batch_matmul_1x4x16x2_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x2xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x2x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 2], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x2xf32>> -> tensor<1x4x2xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 2, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x2x16xf32>> -> tensor<1x2x16xf32>
        %2 = tensor.empty() : tensor<1x4x16xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
        %4 = linalg.batch_matmul ins(%0, %1 : tensor<1x4x2xf32>, tensor<1x2x16xf32>) outs(%3 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : tensor<1x4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x16xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_32 {
    flow.executable.export public @main$async_dispatch_32_elementwise_64_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_32_elementwise_64_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>, %arg5: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>, %arg6: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>, %arg7: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>, %arg8: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>, %arg9: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %3 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %arg5, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %arg6, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %7 = iree_tensor_ext.dispatch.tensor.load %arg7, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %8 = iree_tensor_ext.dispatch.tensor.load %arg8, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %9 = tensor.empty() : tensor<64xf32>
        %10 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%9 : tensor<64xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %in_2: f32, %in_3: f32, %in_4: f32, %in_5: f32, %in_6: f32, %in_7: f32, %out: f32):
          %11 = arith.addf %in_0, %in_1 : f32
          %12 = arith.addf %11, %in_2 : f32
          %13 = arith.addf %12, %in_3 : f32
          %14 = arith.addf %13, %in_4 : f32
          %15 = arith.addf %14, %in_5 : f32
          %16 = arith.addf %15, %in_6 : f32
          %17 = arith.addf %16, %in_7 : f32
          %18 = arith.addf %in, %17 : f32
          linalg.yield %18 : f32
        } -> tensor<64xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %arg9, offsets = [0], sizes = [64], strides = [1] : tensor<64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_41 {
    flow.executable.export public @main$async_dispatch_41_batch_matmul_1x4x8x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_41_batch_matmul_1x4x8x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 16, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x8xf32>> -> tensor<1x16x8xf32>
        %2 = tensor.empty() : tensor<1x4x8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
        %4 = linalg.batch_matmul ins(%0, %1 : tensor<1x4x16xf32>, tensor<1x16x8xf32>) outs(%3 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0], sizes = [1, 4, 8], strides = [1, 1, 1] : tensor<1x4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x8xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_42 {
    flow.executable.export public @main$async_dispatch_42_elementwise_1x4x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_42_elementwise_1x4x4_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x4x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x4xf32>>) {
        %cst = arith.constant 1.000000e+00 : f32
        %0 = tensor.empty() : tensor<1x4x4xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 4], sizes = [1, 1, 4, 4], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x4x8xf32>> -> tensor<1x4x4xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 1, 4, 4], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x4x8xf32>> -> tensor<1x4x4xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %1 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%0 : tensor<1x4x4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %4 = arith.negf %in : f32
          %5 = math.exp %4 : f32
          %6 = arith.addf %5, %cst : f32
          %7 = arith.divf %cst, %6 : f32
          %8 = arith.mulf %7, %in : f32
          %9 = arith.mulf %8, %in_0 : f32
          linalg.yield %9 : f32
        } -> tensor<1x4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %arg1, offsets = [0, 0, 0], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<1x4x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x4xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_43 {
    flow.executable.export public @main$async_dispatch_43_batch_matmul_1x4x16x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_43_batch_matmul_1x4x16x4_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x4xf32>> -> tensor<1x4x4xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %2 = tensor.empty() : tensor<1x4x16xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
        %4 = linalg.batch_matmul ins(%0, %1 : tensor<1x4x4xf32>, tensor<1x4x16xf32>) outs(%3 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : tensor<1x4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x16xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_81 {
    flow.executable.export public @main$async_dispatch_81_batch_matmul_1x4x4x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_81_batch_matmul_1x4x4x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x4xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 16, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x4xf32>> -> tensor<1x16x4xf32>
        %2 = tensor.empty() : tensor<1x4x4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
        %4 = linalg.batch_matmul ins(%0, %1 : tensor<1x4x16xf32>, tensor<1x16x4xf32>) outs(%3 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<1x4x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x4xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_96 {
    flow.executable.export public @main$async_dispatch_96_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_96_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %0, %arg1, offsets = [0, 0, 0], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_97 {
    flow.executable.export public @main$async_dispatch_97_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_97_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %0, %arg1, offsets = [0, 0, 4], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_98 {
    flow.executable.export public @main$async_dispatch_98_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_98_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %0, %arg1, offsets = [0, 0, 8], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_99 {
    flow.executable.export public @main$async_dispatch_99_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_99_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %0, %arg1, offsets = [0, 0, 12], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_100 {
    flow.executable.export public @main$async_dispatch_100_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_100_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %0, %arg1, offsets = [0, 0, 16], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_101 {
    flow.executable.export public @main$async_dispatch_101_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_101_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %0, %arg1, offsets = [0, 0, 20], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_102 {
    flow.executable.export public @main$async_dispatch_102_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_102_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %0, %arg1, offsets = [0, 0, 24], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_103 {
    flow.executable.export public @main$async_dispatch_103_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_103_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %0, %arg1, offsets = [0, 0, 28], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view, %arg7: !hal.buffer_view, %arg8: !hal.fence, %arg9: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %__auto.attn_norm.0 = util.global.load immutable @__auto.attn_norm.0 : tensor<16xf32>
    %__auto.attn_qkv.0 = util.global.load immutable @__auto.attn_qkv.0 : tensor<16x6xf32>
    %__auto.attn_out.0 = util.global.load immutable @__auto.attn_out.0 : tensor<2x16xf32>
    %__auto.attn_norm.1 = util.global.load immutable @__auto.attn_norm.1 : tensor<16xf32>
    %__auto.attn_qkv.1 = util.global.load immutable @__auto.attn_qkv.1 : tensor<16x6xf32>
    %__auto.attn_out.1 = util.global.load immutable @__auto.attn_out.1 : tensor<2x16xf32>
    %__auto.attn_norm.2 = util.global.load immutable @__auto.attn_norm.2 : tensor<16xf32>
    %__auto.attn_qkv.2 = util.global.load immutable @__auto.attn_qkv.2 : tensor<16x6xf32>
    %__auto.attn_out.2 = util.global.load immutable @__auto.attn_out.2 : tensor<2x16xf32>
    %__auto.attn_norm.3 = util.global.load immutable @__auto.attn_norm.3 : tensor<16xf32>
    %__auto.attn_qkv.3 = util.global.load immutable @__auto.attn_qkv.3 : tensor<16x6xf32>
    %__auto.attn_out.3 = util.global.load immutable @__auto.attn_out.3 : tensor<2x16xf32>
    %__auto.attn_norm.4 = util.global.load immutable @__auto.attn_norm.4 : tensor<16xf32>
    %__auto.attn_qkv.4 = util.global.load immutable @__auto.attn_qkv.4 : tensor<16x6xf32>
    %__auto.attn_out.4 = util.global.load immutable @__auto.attn_out.4 : tensor<2x16xf32>
    %__auto.attn_norm.5 = util.global.load immutable @__auto.attn_norm.5 : tensor<16xf32>
    %__auto.attn_qkv.5 = util.global.load immutable @__auto.attn_qkv.5 : tensor<16x6xf32>
    %__auto.attn_out.5 = util.global.load immutable @__auto.attn_out.5 : tensor<2x16xf32>
    %__auto.attn_norm.6 = util.global.load immutable @__auto.attn_norm.6 : tensor<16xf32>
    %__auto.attn_qkv.6 = util.global.load immutable @__auto.attn_qkv.6 : tensor<16x6xf32>
    %__auto.attn_out.6 = util.global.load immutable @__auto.attn_out.6 : tensor<2x16xf32>
    %__auto.attn_norm.7 = util.global.load immutable @__auto.attn_norm.7 : tensor<16xf32>
    %__auto.attn_qkv.7 = util.global.load immutable @__auto.attn_qkv.7 : tensor<16x6xf32>
    %__auto.attn_out.7 = util.global.load immutable @__auto.attn_out.7 : tensor<2x16xf32>
    %__auto.ffn_norm.0 = util.global.load immutable @__auto.ffn_norm.0 : tensor<16xf32>
    %__auto.ffn_gate_up.0 = util.global.load immutable @__auto.ffn_gate_up.0 : tensor<16x8xf32>
    %__auto.ffn_down.0 = util.global.load immutable @__auto.ffn_down.0 : tensor<4x16xf32>
    %__auto.ffn_norm.1 = util.global.load immutable @__auto.ffn_norm.1 : tensor<16xf32>
    %__auto.ffn_gate_up.1 = util.global.load immutable @__auto.ffn_gate_up.1 : tensor<16x8xf32>
    %__auto.ffn_down.1 = util.global.load immutable @__auto.ffn_down.1 : tensor<4x16xf32>
    %__auto.ffn_norm.2 = util.global.load immutable @__auto.ffn_norm.2 : tensor<16xf32>
    %__auto.ffn_gate_up.2 = util.global.load immutable @__auto.ffn_gate_up.2 : tensor<16x8xf32>
    %__auto.ffn_down.2 = util.global.load immutable @__auto.ffn_down.2 : tensor<4x16xf32>
    %__auto.ffn_norm.3 = util.global.load immutable @__auto.ffn_norm.3 : tensor<16xf32>
    %__auto.ffn_gate_up.3 = util.global.load immutable @__auto.ffn_gate_up.3 : tensor<16x8xf32>
    %__auto.ffn_down.3 = util.global.load immutable @__auto.ffn_down.3 : tensor<4x16xf32>
    %__auto.ffn_norm.4 = util.global.load immutable @__auto.ffn_norm.4 : tensor<16xf32>
    %__auto.ffn_gate_up.4 = util.global.load immutable @__auto.ffn_gate_up.4 : tensor<16x8xf32>
    %__auto.ffn_down.4 = util.global.load immutable @__auto.ffn_down.4 : tensor<4x16xf32>
    %__auto.ffn_norm.5 = util.global.load immutable @__auto.ffn_norm.5 : tensor<16xf32>
    %__auto.ffn_gate_up.5 = util.global.load immutable @__auto.ffn_gate_up.5 : tensor<16x8xf32>
    %__auto.ffn_down.5 = util.global.load immutable @__auto.ffn_down.5 : tensor<4x16xf32>
    %__auto.ffn_norm.6 = util.global.load immutable @__auto.ffn_norm.6 : tensor<16xf32>
    %__auto.ffn_gate_up.6 = util.global.load immutable @__auto.ffn_gate_up.6 : tensor<16x8xf32>
    %__auto.ffn_down.6 = util.global.load immutable @__auto.ffn_down.6 : tensor<4x16xf32>
    %__auto.ffn_norm.7 = util.global.load immutable @__auto.ffn_norm.7 : tensor<16xf32>
    %__auto.ffn_gate_up.7 = util.global.load immutable @__auto.ffn_gate_up.7 : tensor<16x8xf32>
    %__auto.ffn_down.7 = util.global.load immutable @__auto.ffn_down.7 : tensor<4x16xf32>
    %__auto.out_norm.0 = util.global.load immutable @__auto.out_norm.0 : tensor<16xf32>
    %__auto.lm_head.0 = util.global.load immutable @__auto.lm_head.0 : tensor<16x4xf32>
    %__auto.out_norm.1 = util.global.load immutable @__auto.out_norm.1 : tensor<16xf32>
    %__auto.lm_head.1 = util.global.load immutable @__auto.lm_head.1 : tensor<16x4xf32>
    %__auto.out_norm.2 = util.global.load immutable @__auto.out_norm.2 : tensor<16xf32>
    %__auto.lm_head.2 = util.global.load immutable @__auto.lm_head.2 : tensor<16x4xf32>
    %__auto.out_norm.3 = util.global.load immutable @__auto.out_norm.3 : tensor<16xf32>
    %__auto.lm_head.3 = util.global.load immutable @__auto.lm_head.3 : tensor<16x4xf32>
    %__auto.out_norm.4 = util.global.load immutable @__auto.out_norm.4 : tensor<16xf32>
    %__auto.lm_head.4 = util.global.load immutable @__auto.lm_head.4 : tensor<16x4xf32>
    %__auto.out_norm.5 = util.global.load immutable @__auto.out_norm.5 : tensor<16xf32>
    %__auto.lm_head.5 = util.global.load immutable @__auto.lm_head.5 : tensor<16x4xf32>
    %__auto.out_norm.6 = util.global.load immutable @__auto.out_norm.6 : tensor<16xf32>
    %__auto.lm_head.6 = util.global.load immutable @__auto.lm_head.6 : tensor<16x4xf32>
    %__auto.out_norm.7 = util.global.load immutable @__auto.out_norm.7 : tensor<16xf32>
    %__auto.lm_head.7 = util.global.load immutable @__auto.lm_head.7 : tensor<16x4xf32>
    %__hoisted_tensor_16xf32 = util.global.load immutable @__hoisted_tensor_16xf32 : tensor<16xf32>
    %0 = hal.tensor.import on(#hal.device.affinity<@__device_0>) wait(%arg8) => %arg0 : !hal.buffer_view -> tensor<1x4x16xf32>
    %1 = hal.tensor.import on(#hal.device.affinity<@__device_1>) wait(%arg8) => %arg1 : !hal.buffer_view -> tensor<1x4x16xf32>
    %2 = hal.tensor.import on(#hal.device.affinity<@__device_2>) wait(%arg8) => %arg2 : !hal.buffer_view -> tensor<1x4x16xf32>
    %3 = hal.tensor.import on(#hal.device.affinity<@__device_3>) wait(%arg8) => %arg3 : !hal.buffer_view -> tensor<1x4x16xf32>
    %4 = hal.tensor.import on(#hal.device.affinity<@__device_4>) wait(%arg8) => %arg4 : !hal.buffer_view -> tensor<1x4x16xf32>
    %5 = hal.tensor.import on(#hal.device.affinity<@__device_5>) wait(%arg8) => %arg5 : !hal.buffer_view -> tensor<1x4x16xf32>
    %6 = hal.tensor.import on(#hal.device.affinity<@__device_6>) wait(%arg8) => %arg6 : !hal.buffer_view -> tensor<1x4x16xf32>
    %7 = hal.tensor.import on(#hal.device.affinity<@__device_7>) wait(%arg8) => %arg7 : !hal.buffer_view -> tensor<1x4x16xf32>
    %8 = flow.tensor.reshape %0 : tensor<1x4x16xf32> -> tensor<4x16xf32>
    %9 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%8, %__auto.attn_norm.0) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %10 = flow.tensor.reshape %9 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %11 = flow.tensor.reshape %__auto.attn_qkv.0 : tensor<16x6xf32> -> tensor<1x16x6xf32>
    %12 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1x4x6x16_f32(%10, %11) : (tensor<1x4x16xf32>, tensor<1x16x6xf32>) -> tensor<1x4x6xf32>
    %13 = flow.tensor.reshape %12 : tensor<1x4x6xf32> -> tensor<1x1x4x6xf32>
    %14 = flow.tensor.reshape %__hoisted_tensor_16xf32 : tensor<16xf32> -> tensor<1x4x4xf32>
    %15 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_attention_1x4x2x2x4(%12, %13, %14) : (tensor<1x4x6xf32>, tensor<1x1x4x6xf32>, tensor<1x4x4xf32>) -> tensor<1x4x2xf32>
    %16 = flow.tensor.reshape %__auto.attn_out.0 : tensor<2x16xf32> -> tensor<1x2x16xf32>
    %17 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_batch_matmul_1x4x16x2_f32(%15, %16) : (tensor<1x4x2xf32>, tensor<1x2x16xf32>) -> tensor<1x4x16xf32>
    %18 = flow.tensor.reshape %1 : tensor<1x4x16xf32> -> tensor<4x16xf32>
    %19 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%18, %__auto.attn_norm.1) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %20 = flow.tensor.reshape %19 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %21 = flow.tensor.reshape %__auto.attn_qkv.1 : tensor<16x6xf32> -> tensor<1x16x6xf32>
    %22 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1x4x6x16_f32(%20, %21) : (tensor<1x4x16xf32>, tensor<1x16x6xf32>) -> tensor<1x4x6xf32>
    %23 = flow.tensor.reshape %22 : tensor<1x4x6xf32> -> tensor<1x1x4x6xf32>
    %24 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_attention_1x4x2x2x4(%22, %23, %14) : (tensor<1x4x6xf32>, tensor<1x1x4x6xf32>, tensor<1x4x4xf32>) -> tensor<1x4x2xf32>
    %25 = flow.tensor.reshape %__auto.attn_out.1 : tensor<2x16xf32> -> tensor<1x2x16xf32>
    %26 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_batch_matmul_1x4x16x2_f32(%24, %25) : (tensor<1x4x2xf32>, tensor<1x2x16xf32>) -> tensor<1x4x16xf32>
    %27 = flow.tensor.reshape %2 : tensor<1x4x16xf32> -> tensor<4x16xf32>
    %28 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%27, %__auto.attn_norm.2) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %29 = flow.tensor.reshape %28 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %30 = flow.tensor.reshape %__auto.attn_qkv.2 : tensor<16x6xf32> -> tensor<1x16x6xf32>
    %31 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1x4x6x16_f32(%29, %30) : (tensor<1x4x16xf32>, tensor<1x16x6xf32>) -> tensor<1x4x6xf32>
    %32 = flow.tensor.reshape %31 : tensor<1x4x6xf32> -> tensor<1x1x4x6xf32>
    %33 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_attention_1x4x2x2x4(%31, %32, %14) : (tensor<1x4x6xf32>, tensor<1x1x4x6xf32>, tensor<1x4x4xf32>) -> tensor<1x4x2xf32>
    %34 = flow.tensor.reshape %__auto.attn_out.2 : tensor<2x16xf32> -> tensor<1x2x16xf32>
    %35 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_batch_matmul_1x4x16x2_f32(%33, %34) : (tensor<1x4x2xf32>, tensor<1x2x16xf32>) -> tensor<1x4x16xf32>
    %36 = flow.tensor.reshape %3 : tensor<1x4x16xf32> -> tensor<4x16xf32>
    %37 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%36, %__auto.attn_norm.3) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %38 = flow.tensor.reshape %37 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %39 = flow.tensor.reshape %__auto.attn_qkv.3 : tensor<16x6xf32> -> tensor<1x16x6xf32>
    %40 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1x4x6x16_f32(%38, %39) : (tensor<1x4x16xf32>, tensor<1x16x6xf32>) -> tensor<1x4x6xf32>
    %41 = flow.tensor.reshape %40 : tensor<1x4x6xf32> -> tensor<1x1x4x6xf32>
    %42 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_attention_1x4x2x2x4(%40, %41, %14) : (tensor<1x4x6xf32>, tensor<1x1x4x6xf32>, tensor<1x4x4xf32>) -> tensor<1x4x2xf32>
    %43 = flow.tensor.reshape %__auto.attn_out.3 : tensor<2x16xf32> -> tensor<1x2x16xf32>
    %44 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_batch_matmul_1x4x16x2_f32(%42, %43) : (tensor<1x4x2xf32>, tensor<1x2x16xf32>) -> tensor<1x4x16xf32>
    %45 = flow.tensor.reshape %4 : tensor<1x4x16xf32> -> tensor<4x16xf32>
    %46 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%45, %__auto.attn_norm.4) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %47 = flow.tensor.reshape %46 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %48 = flow.tensor.reshape %__auto.attn_qkv.4 : tensor<16x6xf32> -> tensor<1x16x6xf32>
    %49 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1x4x6x16_f32(%47, %48) : (tensor<1x4x16xf32>, tensor<1x16x6xf32>) -> tensor<1x4x6xf32>
    %50 = flow.tensor.reshape %49 : tensor<1x4x6xf32> -> tensor<1x1x4x6xf32>
    %51 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_attention_1x4x2x2x4(%49, %50, %14) : (tensor<1x4x6xf32>, tensor<1x1x4x6xf32>, tensor<1x4x4xf32>) -> tensor<1x4x2xf32>
    %52 = flow.tensor.reshape %__auto.attn_out.4 : tensor<2x16xf32> -> tensor<1x2x16xf32>
    %53 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_batch_matmul_1x4x16x2_f32(%51, %52) : (tensor<1x4x2xf32>, tensor<1x2x16xf32>) -> tensor<1x4x16xf32>
    %54 = flow.tensor.reshape %5 : tensor<1x4x16xf32> -> tensor<4x16xf32>
    %55 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%54, %__auto.attn_norm.5) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %56 = flow.tensor.reshape %55 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %57 = flow.tensor.reshape %__auto.attn_qkv.5 : tensor<16x6xf32> -> tensor<1x16x6xf32>
    %58 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1x4x6x16_f32(%56, %57) : (tensor<1x4x16xf32>, tensor<1x16x6xf32>) -> tensor<1x4x6xf32>
    %59 = flow.tensor.reshape %58 : tensor<1x4x6xf32> -> tensor<1x1x4x6xf32>
    %60 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_attention_1x4x2x2x4(%58, %59, %14) : (tensor<1x4x6xf32>, tensor<1x1x4x6xf32>, tensor<1x4x4xf32>) -> tensor<1x4x2xf32>
    %61 = flow.tensor.reshape %__auto.attn_out.5 : tensor<2x16xf32> -> tensor<1x2x16xf32>
    %62 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_batch_matmul_1x4x16x2_f32(%60, %61) : (tensor<1x4x2xf32>, tensor<1x2x16xf32>) -> tensor<1x4x16xf32>
    %63 = flow.tensor.reshape %6 : tensor<1x4x16xf32> -> tensor<4x16xf32>
    %64 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%63, %__auto.attn_norm.6) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %65 = flow.tensor.reshape %64 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %66 = flow.tensor.reshape %__auto.attn_qkv.6 : tensor<16x6xf32> -> tensor<1x16x6xf32>
    %67 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1x4x6x16_f32(%65, %66) : (tensor<1x4x16xf32>, tensor<1x16x6xf32>) -> tensor<1x4x6xf32>
    %68 = flow.tensor.reshape %67 : tensor<1x4x6xf32> -> tensor<1x1x4x6xf32>
    %69 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_attention_1x4x2x2x4(%67, %68, %14) : (tensor<1x4x6xf32>, tensor<1x1x4x6xf32>, tensor<1x4x4xf32>) -> tensor<1x4x2xf32>
    %70 = flow.tensor.reshape %__auto.attn_out.6 : tensor<2x16xf32> -> tensor<1x2x16xf32>
    %71 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_batch_matmul_1x4x16x2_f32(%69, %70) : (tensor<1x4x2xf32>, tensor<1x2x16xf32>) -> tensor<1x4x16xf32>
    %72 = flow.tensor.reshape %7 : tensor<1x4x16xf32> -> tensor<4x16xf32>
    %73 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%72, %__auto.attn_norm.7) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %74 = flow.tensor.reshape %73 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %75 = flow.tensor.reshape %__auto.attn_qkv.7 : tensor<16x6xf32> -> tensor<1x16x6xf32>
    %76 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1x4x6x16_f32(%74, %75) : (tensor<1x4x16xf32>, tensor<1x16x6xf32>) -> tensor<1x4x6xf32>
    %77 = flow.tensor.reshape %76 : tensor<1x4x6xf32> -> tensor<1x1x4x6xf32>
    %78 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_attention_1x4x2x2x4(%76, %77, %14) : (tensor<1x4x6xf32>, tensor<1x1x4x6xf32>, tensor<1x4x4xf32>) -> tensor<1x4x2xf32>
    %79 = flow.tensor.reshape %__auto.attn_out.7 : tensor<2x16xf32> -> tensor<1x2x16xf32>
    %80 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_batch_matmul_1x4x16x2_f32(%78, %79) : (tensor<1x4x2xf32>, tensor<1x2x16xf32>) -> tensor<1x4x16xf32>
    %81 = flow.tensor.transfer %26 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %82 = flow.tensor.transfer %35 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %83 = flow.tensor.transfer %44 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %84 = flow.tensor.transfer %53 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %85 = flow.tensor.transfer %62 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %86 = flow.tensor.transfer %71 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %87 = flow.tensor.transfer %80 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %88 = flow.tensor.transfer %17 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %89 = flow.tensor.transfer %35 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %90 = flow.tensor.transfer %44 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %91 = flow.tensor.transfer %53 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %92 = flow.tensor.transfer %62 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %93 = flow.tensor.transfer %71 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %94 = flow.tensor.transfer %80 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %95 = flow.tensor.transfer %17 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %96 = flow.tensor.transfer %26 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %97 = flow.tensor.transfer %44 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %98 = flow.tensor.transfer %53 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %99 = flow.tensor.transfer %62 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %100 = flow.tensor.transfer %71 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %101 = flow.tensor.transfer %80 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %102 = flow.tensor.transfer %17 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %103 = flow.tensor.transfer %26 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %104 = flow.tensor.transfer %35 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %105 = flow.tensor.transfer %53 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %106 = flow.tensor.transfer %62 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %107 = flow.tensor.transfer %71 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %108 = flow.tensor.transfer %80 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %109 = flow.tensor.transfer %17 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %110 = flow.tensor.transfer %26 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %111 = flow.tensor.transfer %35 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %112 = flow.tensor.transfer %44 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %113 = flow.tensor.transfer %62 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %114 = flow.tensor.transfer %71 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %115 = flow.tensor.transfer %80 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %116 = flow.tensor.transfer %17 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %117 = flow.tensor.transfer %26 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %118 = flow.tensor.transfer %35 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %119 = flow.tensor.transfer %44 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %120 = flow.tensor.transfer %53 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %121 = flow.tensor.transfer %71 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %122 = flow.tensor.transfer %80 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %123 = flow.tensor.transfer %17 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %124 = flow.tensor.transfer %26 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %125 = flow.tensor.transfer %35 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %126 = flow.tensor.transfer %44 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %127 = flow.tensor.transfer %53 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %128 = flow.tensor.transfer %62 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %129 = flow.tensor.transfer %80 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %130 = flow.tensor.transfer %17 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %131 = flow.tensor.transfer %26 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %132 = flow.tensor.transfer %35 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %133 = flow.tensor.transfer %44 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %134 = flow.tensor.transfer %53 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %135 = flow.tensor.transfer %62 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %136 = flow.tensor.transfer %71 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %137 = flow.tensor.reshape %0 : tensor<1x4x16xf32> -> tensor<64xf32>
    %138 = flow.tensor.reshape %17 : tensor<1x4x16xf32> -> tensor<64xf32>
    %139 = flow.tensor.reshape %81 : tensor<1x4x16xf32> -> tensor<64xf32>
    %140 = flow.tensor.reshape %82 : tensor<1x4x16xf32> -> tensor<64xf32>
    %141 = flow.tensor.reshape %83 : tensor<1x4x16xf32> -> tensor<64xf32>
    %142 = flow.tensor.reshape %84 : tensor<1x4x16xf32> -> tensor<64xf32>
    %143 = flow.tensor.reshape %85 : tensor<1x4x16xf32> -> tensor<64xf32>
    %144 = flow.tensor.reshape %86 : tensor<1x4x16xf32> -> tensor<64xf32>
    %145 = flow.tensor.reshape %87 : tensor<1x4x16xf32> -> tensor<64xf32>
    %146 = flow.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%137, %138, %139, %140, %141, %142, %143, %144, %145) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %147 = flow.tensor.reshape %146 : tensor<64xf32> -> tensor<4x16xf32>
    %148 = flow.tensor.reshape %1 : tensor<1x4x16xf32> -> tensor<64xf32>
    %149 = flow.tensor.reshape %88 : tensor<1x4x16xf32> -> tensor<64xf32>
    %150 = flow.tensor.reshape %26 : tensor<1x4x16xf32> -> tensor<64xf32>
    %151 = flow.tensor.reshape %89 : tensor<1x4x16xf32> -> tensor<64xf32>
    %152 = flow.tensor.reshape %90 : tensor<1x4x16xf32> -> tensor<64xf32>
    %153 = flow.tensor.reshape %91 : tensor<1x4x16xf32> -> tensor<64xf32>
    %154 = flow.tensor.reshape %92 : tensor<1x4x16xf32> -> tensor<64xf32>
    %155 = flow.tensor.reshape %93 : tensor<1x4x16xf32> -> tensor<64xf32>
    %156 = flow.tensor.reshape %94 : tensor<1x4x16xf32> -> tensor<64xf32>
    %157 = flow.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%148, %149, %150, %151, %152, %153, %154, %155, %156) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %158 = flow.tensor.reshape %157 : tensor<64xf32> -> tensor<4x16xf32>
    %159 = flow.tensor.reshape %2 : tensor<1x4x16xf32> -> tensor<64xf32>
    %160 = flow.tensor.reshape %95 : tensor<1x4x16xf32> -> tensor<64xf32>
    %161 = flow.tensor.reshape %96 : tensor<1x4x16xf32> -> tensor<64xf32>
    %162 = flow.tensor.reshape %35 : tensor<1x4x16xf32> -> tensor<64xf32>
    %163 = flow.tensor.reshape %97 : tensor<1x4x16xf32> -> tensor<64xf32>
    %164 = flow.tensor.reshape %98 : tensor<1x4x16xf32> -> tensor<64xf32>
    %165 = flow.tensor.reshape %99 : tensor<1x4x16xf32> -> tensor<64xf32>
    %166 = flow.tensor.reshape %100 : tensor<1x4x16xf32> -> tensor<64xf32>
    %167 = flow.tensor.reshape %101 : tensor<1x4x16xf32> -> tensor<64xf32>
    %168 = flow.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%159, %160, %161, %162, %163, %164, %165, %166, %167) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %169 = flow.tensor.reshape %168 : tensor<64xf32> -> tensor<4x16xf32>
    %170 = flow.tensor.reshape %3 : tensor<1x4x16xf32> -> tensor<64xf32>
    %171 = flow.tensor.reshape %102 : tensor<1x4x16xf32> -> tensor<64xf32>
    %172 = flow.tensor.reshape %103 : tensor<1x4x16xf32> -> tensor<64xf32>
    %173 = flow.tensor.reshape %104 : tensor<1x4x16xf32> -> tensor<64xf32>
    %174 = flow.tensor.reshape %44 : tensor<1x4x16xf32> -> tensor<64xf32>
    %175 = flow.tensor.reshape %105 : tensor<1x4x16xf32> -> tensor<64xf32>
    %176 = flow.tensor.reshape %106 : tensor<1x4x16xf32> -> tensor<64xf32>
    %177 = flow.tensor.reshape %107 : tensor<1x4x16xf32> -> tensor<64xf32>
    %178 = flow.tensor.reshape %108 : tensor<1x4x16xf32> -> tensor<64xf32>
    %179 = flow.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%170, %171, %172, %173, %174, %175, %176, %177, %178) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %180 = flow.tensor.reshape %179 : tensor<64xf32> -> tensor<4x16xf32>
    %181 = flow.tensor.reshape %4 : tensor<1x4x16xf32> -> tensor<64xf32>
    %182 = flow.tensor.reshape %109 : tensor<1x4x16xf32> -> tensor<64xf32>
    %183 = flow.tensor.reshape %110 : tensor<1x4x16xf32> -> tensor<64xf32>
    %184 = flow.tensor.reshape %111 : tensor<1x4x16xf32> -> tensor<64xf32>
    %185 = flow.tensor.reshape %112 : tensor<1x4x16xf32> -> tensor<64xf32>
    %186 = flow.tensor.reshape %53 : tensor<1x4x16xf32> -> tensor<64xf32>
    %187 = flow.tensor.reshape %113 : tensor<1x4x16xf32> -> tensor<64xf32>
    %188 = flow.tensor.reshape %114 : tensor<1x4x16xf32> -> tensor<64xf32>
    %189 = flow.tensor.reshape %115 : tensor<1x4x16xf32> -> tensor<64xf32>
    %190 = flow.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%181, %182, %183, %184, %185, %186, %187, %188, %189) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %191 = flow.tensor.reshape %190 : tensor<64xf32> -> tensor<4x16xf32>
    %192 = flow.tensor.reshape %5 : tensor<1x4x16xf32> -> tensor<64xf32>
    %193 = flow.tensor.reshape %116 : tensor<1x4x16xf32> -> tensor<64xf32>
    %194 = flow.tensor.reshape %117 : tensor<1x4x16xf32> -> tensor<64xf32>
    %195 = flow.tensor.reshape %118 : tensor<1x4x16xf32> -> tensor<64xf32>
    %196 = flow.tensor.reshape %119 : tensor<1x4x16xf32> -> tensor<64xf32>
    %197 = flow.tensor.reshape %120 : tensor<1x4x16xf32> -> tensor<64xf32>
    %198 = flow.tensor.reshape %62 : tensor<1x4x16xf32> -> tensor<64xf32>
    %199 = flow.tensor.reshape %121 : tensor<1x4x16xf32> -> tensor<64xf32>
    %200 = flow.tensor.reshape %122 : tensor<1x4x16xf32> -> tensor<64xf32>
    %201 = flow.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%192, %193, %194, %195, %196, %197, %198, %199, %200) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %202 = flow.tensor.reshape %201 : tensor<64xf32> -> tensor<4x16xf32>
    %203 = flow.tensor.reshape %6 : tensor<1x4x16xf32> -> tensor<64xf32>
    %204 = flow.tensor.reshape %123 : tensor<1x4x16xf32> -> tensor<64xf32>
    %205 = flow.tensor.reshape %124 : tensor<1x4x16xf32> -> tensor<64xf32>
    %206 = flow.tensor.reshape %125 : tensor<1x4x16xf32> -> tensor<64xf32>
    %207 = flow.tensor.reshape %126 : tensor<1x4x16xf32> -> tensor<64xf32>
    %208 = flow.tensor.reshape %127 : tensor<1x4x16xf32> -> tensor<64xf32>
    %209 = flow.tensor.reshape %128 : tensor<1x4x16xf32> -> tensor<64xf32>
    %210 = flow.tensor.reshape %71 : tensor<1x4x16xf32> -> tensor<64xf32>
    %211 = flow.tensor.reshape %129 : tensor<1x4x16xf32> -> tensor<64xf32>
    %212 = flow.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%203, %204, %205, %206, %207, %208, %209, %210, %211) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %213 = flow.tensor.reshape %212 : tensor<64xf32> -> tensor<4x16xf32>
    %214 = flow.tensor.reshape %7 : tensor<1x4x16xf32> -> tensor<64xf32>
    %215 = flow.tensor.reshape %130 : tensor<1x4x16xf32> -> tensor<64xf32>
    %216 = flow.tensor.reshape %131 : tensor<1x4x16xf32> -> tensor<64xf32>
    %217 = flow.tensor.reshape %132 : tensor<1x4x16xf32> -> tensor<64xf32>
    %218 = flow.tensor.reshape %133 : tensor<1x4x16xf32> -> tensor<64xf32>
    %219 = flow.tensor.reshape %134 : tensor<1x4x16xf32> -> tensor<64xf32>
    %220 = flow.tensor.reshape %135 : tensor<1x4x16xf32> -> tensor<64xf32>
    %221 = flow.tensor.reshape %136 : tensor<1x4x16xf32> -> tensor<64xf32>
    %222 = flow.tensor.reshape %80 : tensor<1x4x16xf32> -> tensor<64xf32>
    %223 = flow.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%214, %215, %216, %217, %218, %219, %220, %221, %222) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %224 = flow.tensor.reshape %223 : tensor<64xf32> -> tensor<4x16xf32>
    %225 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%147, %__auto.ffn_norm.0) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %226 = flow.tensor.reshape %225 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %227 = flow.tensor.reshape %__auto.ffn_gate_up.0 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %228 = flow.dispatch @main$async_dispatch_41::@main$async_dispatch_41_batch_matmul_1x4x8x16_f32(%226, %227) : (tensor<1x4x16xf32>, tensor<1x16x8xf32>) -> tensor<1x4x8xf32>
    %229 = flow.tensor.reshape %228 : tensor<1x4x8xf32> -> tensor<1x1x4x8xf32>
    %230 = flow.dispatch @main$async_dispatch_42::@main$async_dispatch_42_elementwise_1x4x4_f32(%229) : (tensor<1x1x4x8xf32>) -> tensor<1x4x4xf32>
    %231 = flow.tensor.reshape %__auto.ffn_down.0 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %232 = flow.dispatch @main$async_dispatch_43::@main$async_dispatch_43_batch_matmul_1x4x16x4_f32(%230, %231) : (tensor<1x4x4xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %233 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%158, %__auto.ffn_norm.1) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %234 = flow.tensor.reshape %233 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %235 = flow.tensor.reshape %__auto.ffn_gate_up.1 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %236 = flow.dispatch @main$async_dispatch_41::@main$async_dispatch_41_batch_matmul_1x4x8x16_f32(%234, %235) : (tensor<1x4x16xf32>, tensor<1x16x8xf32>) -> tensor<1x4x8xf32>
    %237 = flow.tensor.reshape %236 : tensor<1x4x8xf32> -> tensor<1x1x4x8xf32>
    %238 = flow.dispatch @main$async_dispatch_42::@main$async_dispatch_42_elementwise_1x4x4_f32(%237) : (tensor<1x1x4x8xf32>) -> tensor<1x4x4xf32>
    %239 = flow.tensor.reshape %__auto.ffn_down.1 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %240 = flow.dispatch @main$async_dispatch_43::@main$async_dispatch_43_batch_matmul_1x4x16x4_f32(%238, %239) : (tensor<1x4x4xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %241 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%169, %__auto.ffn_norm.2) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %242 = flow.tensor.reshape %241 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %243 = flow.tensor.reshape %__auto.ffn_gate_up.2 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %244 = flow.dispatch @main$async_dispatch_41::@main$async_dispatch_41_batch_matmul_1x4x8x16_f32(%242, %243) : (tensor<1x4x16xf32>, tensor<1x16x8xf32>) -> tensor<1x4x8xf32>
    %245 = flow.tensor.reshape %244 : tensor<1x4x8xf32> -> tensor<1x1x4x8xf32>
    %246 = flow.dispatch @main$async_dispatch_42::@main$async_dispatch_42_elementwise_1x4x4_f32(%245) : (tensor<1x1x4x8xf32>) -> tensor<1x4x4xf32>
    %247 = flow.tensor.reshape %__auto.ffn_down.2 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %248 = flow.dispatch @main$async_dispatch_43::@main$async_dispatch_43_batch_matmul_1x4x16x4_f32(%246, %247) : (tensor<1x4x4xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %249 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%180, %__auto.ffn_norm.3) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %250 = flow.tensor.reshape %249 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %251 = flow.tensor.reshape %__auto.ffn_gate_up.3 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %252 = flow.dispatch @main$async_dispatch_41::@main$async_dispatch_41_batch_matmul_1x4x8x16_f32(%250, %251) : (tensor<1x4x16xf32>, tensor<1x16x8xf32>) -> tensor<1x4x8xf32>
    %253 = flow.tensor.reshape %252 : tensor<1x4x8xf32> -> tensor<1x1x4x8xf32>
    %254 = flow.dispatch @main$async_dispatch_42::@main$async_dispatch_42_elementwise_1x4x4_f32(%253) : (tensor<1x1x4x8xf32>) -> tensor<1x4x4xf32>
    %255 = flow.tensor.reshape %__auto.ffn_down.3 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %256 = flow.dispatch @main$async_dispatch_43::@main$async_dispatch_43_batch_matmul_1x4x16x4_f32(%254, %255) : (tensor<1x4x4xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %257 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%191, %__auto.ffn_norm.4) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %258 = flow.tensor.reshape %257 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %259 = flow.tensor.reshape %__auto.ffn_gate_up.4 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %260 = flow.dispatch @main$async_dispatch_41::@main$async_dispatch_41_batch_matmul_1x4x8x16_f32(%258, %259) : (tensor<1x4x16xf32>, tensor<1x16x8xf32>) -> tensor<1x4x8xf32>
    %261 = flow.tensor.reshape %260 : tensor<1x4x8xf32> -> tensor<1x1x4x8xf32>
    %262 = flow.dispatch @main$async_dispatch_42::@main$async_dispatch_42_elementwise_1x4x4_f32(%261) : (tensor<1x1x4x8xf32>) -> tensor<1x4x4xf32>
    %263 = flow.tensor.reshape %__auto.ffn_down.4 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %264 = flow.dispatch @main$async_dispatch_43::@main$async_dispatch_43_batch_matmul_1x4x16x4_f32(%262, %263) : (tensor<1x4x4xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %265 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%202, %__auto.ffn_norm.5) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %266 = flow.tensor.reshape %265 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %267 = flow.tensor.reshape %__auto.ffn_gate_up.5 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %268 = flow.dispatch @main$async_dispatch_41::@main$async_dispatch_41_batch_matmul_1x4x8x16_f32(%266, %267) : (tensor<1x4x16xf32>, tensor<1x16x8xf32>) -> tensor<1x4x8xf32>
    %269 = flow.tensor.reshape %268 : tensor<1x4x8xf32> -> tensor<1x1x4x8xf32>
    %270 = flow.dispatch @main$async_dispatch_42::@main$async_dispatch_42_elementwise_1x4x4_f32(%269) : (tensor<1x1x4x8xf32>) -> tensor<1x4x4xf32>
    %271 = flow.tensor.reshape %__auto.ffn_down.5 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %272 = flow.dispatch @main$async_dispatch_43::@main$async_dispatch_43_batch_matmul_1x4x16x4_f32(%270, %271) : (tensor<1x4x4xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %273 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%213, %__auto.ffn_norm.6) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %274 = flow.tensor.reshape %273 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %275 = flow.tensor.reshape %__auto.ffn_gate_up.6 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %276 = flow.dispatch @main$async_dispatch_41::@main$async_dispatch_41_batch_matmul_1x4x8x16_f32(%274, %275) : (tensor<1x4x16xf32>, tensor<1x16x8xf32>) -> tensor<1x4x8xf32>
    %277 = flow.tensor.reshape %276 : tensor<1x4x8xf32> -> tensor<1x1x4x8xf32>
    %278 = flow.dispatch @main$async_dispatch_42::@main$async_dispatch_42_elementwise_1x4x4_f32(%277) : (tensor<1x1x4x8xf32>) -> tensor<1x4x4xf32>
    %279 = flow.tensor.reshape %__auto.ffn_down.6 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %280 = flow.dispatch @main$async_dispatch_43::@main$async_dispatch_43_batch_matmul_1x4x16x4_f32(%278, %279) : (tensor<1x4x4xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %281 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%224, %__auto.ffn_norm.7) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %282 = flow.tensor.reshape %281 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %283 = flow.tensor.reshape %__auto.ffn_gate_up.7 : tensor<16x8xf32> -> tensor<1x16x8xf32>
    %284 = flow.dispatch @main$async_dispatch_41::@main$async_dispatch_41_batch_matmul_1x4x8x16_f32(%282, %283) : (tensor<1x4x16xf32>, tensor<1x16x8xf32>) -> tensor<1x4x8xf32>
    %285 = flow.tensor.reshape %284 : tensor<1x4x8xf32> -> tensor<1x1x4x8xf32>
    %286 = flow.dispatch @main$async_dispatch_42::@main$async_dispatch_42_elementwise_1x4x4_f32(%285) : (tensor<1x1x4x8xf32>) -> tensor<1x4x4xf32>
    %287 = flow.tensor.reshape %__auto.ffn_down.7 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %288 = flow.dispatch @main$async_dispatch_43::@main$async_dispatch_43_batch_matmul_1x4x16x4_f32(%286, %287) : (tensor<1x4x4xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %289 = flow.tensor.transfer %240 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %290 = flow.tensor.transfer %248 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %291 = flow.tensor.transfer %256 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %292 = flow.tensor.transfer %264 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %293 = flow.tensor.transfer %272 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %294 = flow.tensor.transfer %280 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %295 = flow.tensor.transfer %288 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_0>
    %296 = flow.tensor.transfer %232 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %297 = flow.tensor.transfer %248 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %298 = flow.tensor.transfer %256 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %299 = flow.tensor.transfer %264 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %300 = flow.tensor.transfer %272 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %301 = flow.tensor.transfer %280 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %302 = flow.tensor.transfer %288 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_1>
    %303 = flow.tensor.transfer %232 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %304 = flow.tensor.transfer %240 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %305 = flow.tensor.transfer %256 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %306 = flow.tensor.transfer %264 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %307 = flow.tensor.transfer %272 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %308 = flow.tensor.transfer %280 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %309 = flow.tensor.transfer %288 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_2>
    %310 = flow.tensor.transfer %232 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %311 = flow.tensor.transfer %240 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %312 = flow.tensor.transfer %248 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %313 = flow.tensor.transfer %264 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %314 = flow.tensor.transfer %272 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %315 = flow.tensor.transfer %280 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %316 = flow.tensor.transfer %288 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_3>
    %317 = flow.tensor.transfer %232 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %318 = flow.tensor.transfer %240 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %319 = flow.tensor.transfer %248 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %320 = flow.tensor.transfer %256 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %321 = flow.tensor.transfer %272 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %322 = flow.tensor.transfer %280 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %323 = flow.tensor.transfer %288 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_4>
    %324 = flow.tensor.transfer %232 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %325 = flow.tensor.transfer %240 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %326 = flow.tensor.transfer %248 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %327 = flow.tensor.transfer %256 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %328 = flow.tensor.transfer %264 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %329 = flow.tensor.transfer %280 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %330 = flow.tensor.transfer %288 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_5>
    %331 = flow.tensor.transfer %232 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %332 = flow.tensor.transfer %240 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %333 = flow.tensor.transfer %248 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %334 = flow.tensor.transfer %256 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %335 = flow.tensor.transfer %264 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %336 = flow.tensor.transfer %272 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %337 = flow.tensor.transfer %288 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_6>
    %338 = flow.tensor.transfer %232 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %339 = flow.tensor.transfer %240 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %340 = flow.tensor.transfer %248 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %341 = flow.tensor.transfer %256 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %342 = flow.tensor.transfer %264 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %343 = flow.tensor.transfer %272 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %344 = flow.tensor.transfer %280 : tensor<1x4x16xf32> to #hal.device.affinity<@__device_7>
    %345 = flow.tensor.reshape %232 : tensor<1x4x16xf32> -> tensor<64xf32>
    %346 = flow.tensor.reshape %289 : tensor<1x4x16xf32> -> tensor<64xf32>
    %347 = flow.tensor.reshape %290 : tensor<1x4x16xf32> -> tensor<64xf32>
    %348 = flow.tensor.reshape %291 : tensor<1x4x16xf32> -> tensor<64xf32>
    %349 = flow.tensor.reshape %292 : tensor<1x4x16xf32> -> tensor<64xf32>
    %350 = flow.tensor.reshape %293 : tensor<1x4x16xf32> -> tensor<64xf32>
    %351 = flow.tensor.reshape %294 : tensor<1x4x16xf32> -> tensor<64xf32>
    %352 = flow.tensor.reshape %295 : tensor<1x4x16xf32> -> tensor<64xf32>
    %353 = flow.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%146, %345, %346, %347, %348, %349, %350, %351, %352) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %354 = flow.tensor.reshape %353 : tensor<64xf32> -> tensor<4x16xf32>
    %355 = flow.tensor.reshape %296 : tensor<1x4x16xf32> -> tensor<64xf32>
    %356 = flow.tensor.reshape %240 : tensor<1x4x16xf32> -> tensor<64xf32>
    %357 = flow.tensor.reshape %297 : tensor<1x4x16xf32> -> tensor<64xf32>
    %358 = flow.tensor.reshape %298 : tensor<1x4x16xf32> -> tensor<64xf32>
    %359 = flow.tensor.reshape %299 : tensor<1x4x16xf32> -> tensor<64xf32>
    %360 = flow.tensor.reshape %300 : tensor<1x4x16xf32> -> tensor<64xf32>
    %361 = flow.tensor.reshape %301 : tensor<1x4x16xf32> -> tensor<64xf32>
    %362 = flow.tensor.reshape %302 : tensor<1x4x16xf32> -> tensor<64xf32>
    %363 = flow.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%157, %355, %356, %357, %358, %359, %360, %361, %362) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %364 = flow.tensor.reshape %363 : tensor<64xf32> -> tensor<4x16xf32>
    %365 = flow.tensor.reshape %303 : tensor<1x4x16xf32> -> tensor<64xf32>
    %366 = flow.tensor.reshape %304 : tensor<1x4x16xf32> -> tensor<64xf32>
    %367 = flow.tensor.reshape %248 : tensor<1x4x16xf32> -> tensor<64xf32>
    %368 = flow.tensor.reshape %305 : tensor<1x4x16xf32> -> tensor<64xf32>
    %369 = flow.tensor.reshape %306 : tensor<1x4x16xf32> -> tensor<64xf32>
    %370 = flow.tensor.reshape %307 : tensor<1x4x16xf32> -> tensor<64xf32>
    %371 = flow.tensor.reshape %308 : tensor<1x4x16xf32> -> tensor<64xf32>
    %372 = flow.tensor.reshape %309 : tensor<1x4x16xf32> -> tensor<64xf32>
    %373 = flow.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%168, %365, %366, %367, %368, %369, %370, %371, %372) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %374 = flow.tensor.reshape %373 : tensor<64xf32> -> tensor<4x16xf32>
    %375 = flow.tensor.reshape %310 : tensor<1x4x16xf32> -> tensor<64xf32>
    %376 = flow.tensor.reshape %311 : tensor<1x4x16xf32> -> tensor<64xf32>
    %377 = flow.tensor.reshape %312 : tensor<1x4x16xf32> -> tensor<64xf32>
    %378 = flow.tensor.reshape %256 : tensor<1x4x16xf32> -> tensor<64xf32>
    %379 = flow.tensor.reshape %313 : tensor<1x4x16xf32> -> tensor<64xf32>
    %380 = flow.tensor.reshape %314 : tensor<1x4x16xf32> -> tensor<64xf32>
    %381 = flow.tensor.reshape %315 : tensor<1x4x16xf32> -> tensor<64xf32>
    %382 = flow.tensor.reshape %316 : tensor<1x4x16xf32> -> tensor<64xf32>
    %383 = flow.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%179, %375, %376, %377, %378, %379, %380, %381, %382) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %384 = flow.tensor.reshape %383 : tensor<64xf32> -> tensor<4x16xf32>
    %385 = flow.tensor.reshape %317 : tensor<1x4x16xf32> -> tensor<64xf32>
    %386 = flow.tensor.reshape %318 : tensor<1x4x16xf32> -> tensor<64xf32>
    %387 = flow.tensor.reshape %319 : tensor<1x4x16xf32> -> tensor<64xf32>
    %388 = flow.tensor.reshape %320 : tensor<1x4x16xf32> -> tensor<64xf32>
    %389 = flow.tensor.reshape %264 : tensor<1x4x16xf32> -> tensor<64xf32>
    %390 = flow.tensor.reshape %321 : tensor<1x4x16xf32> -> tensor<64xf32>
    %391 = flow.tensor.reshape %322 : tensor<1x4x16xf32> -> tensor<64xf32>
    %392 = flow.tensor.reshape %323 : tensor<1x4x16xf32> -> tensor<64xf32>
    %393 = flow.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%190, %385, %386, %387, %388, %389, %390, %391, %392) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %394 = flow.tensor.reshape %393 : tensor<64xf32> -> tensor<4x16xf32>
    %395 = flow.tensor.reshape %324 : tensor<1x4x16xf32> -> tensor<64xf32>
    %396 = flow.tensor.reshape %325 : tensor<1x4x16xf32> -> tensor<64xf32>
    %397 = flow.tensor.reshape %326 : tensor<1x4x16xf32> -> tensor<64xf32>
    %398 = flow.tensor.reshape %327 : tensor<1x4x16xf32> -> tensor<64xf32>
    %399 = flow.tensor.reshape %328 : tensor<1x4x16xf32> -> tensor<64xf32>
    %400 = flow.tensor.reshape %272 : tensor<1x4x16xf32> -> tensor<64xf32>
    %401 = flow.tensor.reshape %329 : tensor<1x4x16xf32> -> tensor<64xf32>
    %402 = flow.tensor.reshape %330 : tensor<1x4x16xf32> -> tensor<64xf32>
    %403 = flow.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%201, %395, %396, %397, %398, %399, %400, %401, %402) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %404 = flow.tensor.reshape %403 : tensor<64xf32> -> tensor<4x16xf32>
    %405 = flow.tensor.reshape %331 : tensor<1x4x16xf32> -> tensor<64xf32>
    %406 = flow.tensor.reshape %332 : tensor<1x4x16xf32> -> tensor<64xf32>
    %407 = flow.tensor.reshape %333 : tensor<1x4x16xf32> -> tensor<64xf32>
    %408 = flow.tensor.reshape %334 : tensor<1x4x16xf32> -> tensor<64xf32>
    %409 = flow.tensor.reshape %335 : tensor<1x4x16xf32> -> tensor<64xf32>
    %410 = flow.tensor.reshape %336 : tensor<1x4x16xf32> -> tensor<64xf32>
    %411 = flow.tensor.reshape %280 : tensor<1x4x16xf32> -> tensor<64xf32>
    %412 = flow.tensor.reshape %337 : tensor<1x4x16xf32> -> tensor<64xf32>
    %413 = flow.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%212, %405, %406, %407, %408, %409, %410, %411, %412) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %414 = flow.tensor.reshape %413 : tensor<64xf32> -> tensor<4x16xf32>
    %415 = flow.tensor.reshape %338 : tensor<1x4x16xf32> -> tensor<64xf32>
    %416 = flow.tensor.reshape %339 : tensor<1x4x16xf32> -> tensor<64xf32>
    %417 = flow.tensor.reshape %340 : tensor<1x4x16xf32> -> tensor<64xf32>
    %418 = flow.tensor.reshape %341 : tensor<1x4x16xf32> -> tensor<64xf32>
    %419 = flow.tensor.reshape %342 : tensor<1x4x16xf32> -> tensor<64xf32>
    %420 = flow.tensor.reshape %343 : tensor<1x4x16xf32> -> tensor<64xf32>
    %421 = flow.tensor.reshape %344 : tensor<1x4x16xf32> -> tensor<64xf32>
    %422 = flow.tensor.reshape %288 : tensor<1x4x16xf32> -> tensor<64xf32>
    %423 = flow.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%223, %415, %416, %417, %418, %419, %420, %421, %422) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %424 = flow.tensor.reshape %423 : tensor<64xf32> -> tensor<4x16xf32>
    %425 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%354, %__auto.out_norm.0) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %426 = flow.tensor.reshape %425 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %427 = flow.tensor.reshape %__auto.lm_head.0 : tensor<16x4xf32> -> tensor<1x16x4xf32>
    %428 = flow.dispatch @main$async_dispatch_81::@main$async_dispatch_81_batch_matmul_1x4x4x16_f32(%426, %427) : (tensor<1x4x16xf32>, tensor<1x16x4xf32>) -> tensor<1x4x4xf32>
    %429 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%364, %__auto.out_norm.1) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %430 = flow.tensor.reshape %429 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %431 = flow.tensor.reshape %__auto.lm_head.1 : tensor<16x4xf32> -> tensor<1x16x4xf32>
    %432 = flow.dispatch @main$async_dispatch_81::@main$async_dispatch_81_batch_matmul_1x4x4x16_f32(%430, %431) : (tensor<1x4x16xf32>, tensor<1x16x4xf32>) -> tensor<1x4x4xf32>
    %433 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%374, %__auto.out_norm.2) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %434 = flow.tensor.reshape %433 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %435 = flow.tensor.reshape %__auto.lm_head.2 : tensor<16x4xf32> -> tensor<1x16x4xf32>
    %436 = flow.dispatch @main$async_dispatch_81::@main$async_dispatch_81_batch_matmul_1x4x4x16_f32(%434, %435) : (tensor<1x4x16xf32>, tensor<1x16x4xf32>) -> tensor<1x4x4xf32>
    %437 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%384, %__auto.out_norm.3) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %438 = flow.tensor.reshape %437 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %439 = flow.tensor.reshape %__auto.lm_head.3 : tensor<16x4xf32> -> tensor<1x16x4xf32>
    %440 = flow.dispatch @main$async_dispatch_81::@main$async_dispatch_81_batch_matmul_1x4x4x16_f32(%438, %439) : (tensor<1x4x16xf32>, tensor<1x16x4xf32>) -> tensor<1x4x4xf32>
    %441 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%394, %__auto.out_norm.4) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %442 = flow.tensor.reshape %441 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %443 = flow.tensor.reshape %__auto.lm_head.4 : tensor<16x4xf32> -> tensor<1x16x4xf32>
    %444 = flow.dispatch @main$async_dispatch_81::@main$async_dispatch_81_batch_matmul_1x4x4x16_f32(%442, %443) : (tensor<1x4x16xf32>, tensor<1x16x4xf32>) -> tensor<1x4x4xf32>
    %445 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%404, %__auto.out_norm.5) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %446 = flow.tensor.reshape %445 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %447 = flow.tensor.reshape %__auto.lm_head.5 : tensor<16x4xf32> -> tensor<1x16x4xf32>
    %448 = flow.dispatch @main$async_dispatch_81::@main$async_dispatch_81_batch_matmul_1x4x4x16_f32(%446, %447) : (tensor<1x4x16xf32>, tensor<1x16x4xf32>) -> tensor<1x4x4xf32>
    %449 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%414, %__auto.out_norm.6) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %450 = flow.tensor.reshape %449 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %451 = flow.tensor.reshape %__auto.lm_head.6 : tensor<16x4xf32> -> tensor<1x16x4xf32>
    %452 = flow.dispatch @main$async_dispatch_81::@main$async_dispatch_81_batch_matmul_1x4x4x16_f32(%450, %451) : (tensor<1x4x16xf32>, tensor<1x16x4xf32>) -> tensor<1x4x4xf32>
    %453 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%424, %__auto.out_norm.7) : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    %454 = flow.tensor.reshape %453 : tensor<4x16xf32> -> tensor<1x4x16xf32>
    %455 = flow.tensor.reshape %__auto.lm_head.7 : tensor<16x4xf32> -> tensor<1x16x4xf32>
    %456 = flow.dispatch @main$async_dispatch_81::@main$async_dispatch_81_batch_matmul_1x4x4x16_f32(%454, %455) : (tensor<1x4x16xf32>, tensor<1x16x4xf32>) -> tensor<1x4x4xf32>
    %457 = flow.tensor.transfer %432 : tensor<1x4x4xf32> to #hal.device.affinity<@__device_0>
    %458 = flow.tensor.transfer %436 : tensor<1x4x4xf32> to #hal.device.affinity<@__device_0>
    %459 = flow.tensor.transfer %440 : tensor<1x4x4xf32> to #hal.device.affinity<@__device_0>
    %460 = flow.tensor.transfer %444 : tensor<1x4x4xf32> to #hal.device.affinity<@__device_0>
    %461 = flow.tensor.transfer %448 : tensor<1x4x4xf32> to #hal.device.affinity<@__device_0>
    %462 = flow.tensor.transfer %452 : tensor<1x4x4xf32> to #hal.device.affinity<@__device_0>
    %463 = flow.tensor.transfer %456 : tensor<1x4x4xf32> to #hal.device.affinity<@__device_0>
    %464 = flow.tensor.empty : tensor<1x4x32xf32>
    %465 = flow.tensor.reshape %428 : tensor<1x4x4xf32> -> tensor<4x4xf32>
    %466 = flow.dispatch @main$async_dispatch_96::@main$async_dispatch_96_slow_memcpy(%465, %464) : (tensor<4x4xf32>, tensor<1x4x32xf32>) -> %464
    %467 = flow.tensor.reshape %457 : tensor<1x4x4xf32> -> tensor<4x4xf32>
    %468 = flow.dispatch @main$async_dispatch_97::@main$async_dispatch_97_slow_memcpy(%467, %466) : (tensor<4x4xf32>, tensor<1x4x32xf32>) -> %466
    %469 = flow.tensor.reshape %458 : tensor<1x4x4xf32> -> tensor<4x4xf32>
    %470 = flow.dispatch @main$async_dispatch_98::@main$async_dispatch_98_slow_memcpy(%469, %468) : (tensor<4x4xf32>, tensor<1x4x32xf32>) -> %468
    %471 = flow.tensor.reshape %459 : tensor<1x4x4xf32> -> tensor<4x4xf32>
    %472 = flow.dispatch @main$async_dispatch_99::@main$async_dispatch_99_slow_memcpy(%471, %470) : (tensor<4x4xf32>, tensor<1x4x32xf32>) -> %470
    %473 = flow.tensor.reshape %460 : tensor<1x4x4xf32> -> tensor<4x4xf32>
    %474 = flow.dispatch @main$async_dispatch_100::@main$async_dispatch_100_slow_memcpy(%473, %472) : (tensor<4x4xf32>, tensor<1x4x32xf32>) -> %472
    %475 = flow.tensor.reshape %461 : tensor<1x4x4xf32> -> tensor<4x4xf32>
    %476 = flow.dispatch @main$async_dispatch_101::@main$async_dispatch_101_slow_memcpy(%475, %474) : (tensor<4x4xf32>, tensor<1x4x32xf32>) -> %474
    %477 = flow.tensor.reshape %462 : tensor<1x4x4xf32> -> tensor<4x4xf32>
    %478 = flow.dispatch @main$async_dispatch_102::@main$async_dispatch_102_slow_memcpy(%477, %476) : (tensor<4x4xf32>, tensor<1x4x32xf32>) -> %476
    %479 = flow.tensor.reshape %463 : tensor<1x4x4xf32> -> tensor<4x4xf32>
    %480 = flow.dispatch @main$async_dispatch_103::@main$async_dispatch_103_slow_memcpy(%479, %478) : (tensor<4x4xf32>, tensor<1x4x32xf32>) -> %478
    %481 = hal.tensor.barrier join(%480 : tensor<1x4x32xf32>) => %arg9 : !hal.fence
    %482 = hal.tensor.export %481 : tensor<1x4x32xf32> -> !hal.buffer_view
    util.return %482 : !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view, %arg7: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @main$async(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}
