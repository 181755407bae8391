module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_1 = #hal.device.target<"local", {ordinal = 1 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_2 = #hal.device.target<"local", {ordinal = 2 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_3 = #hal.device.target<"local", {ordinal = 3 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_4 = #hal.device.target<"local", {ordinal = 4 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_5 = #hal.device.target<"local", {ordinal = 5 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_6 = #hal.device.target<"local", {ordinal = 6 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_7 = #hal.device.target<"local", {ordinal = 7 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
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
  util.global private @__auto.attn_norm.4 : !stream.resource<constant>
  util.global private @__auto.attn_qkv.4 : !stream.resource<constant>
  util.global private @__auto.attn_out.4 : !stream.resource<constant>
  util.global private @__auto.attn_norm.5 : !stream.resource<constant>
  util.global private @__auto.attn_qkv.5 : !stream.resource<constant>
  util.global private @__auto.attn_out.5 : !stream.resource<constant>
  util.global private @__auto.attn_norm.6 : !stream.resource<constant>
  util.global private @__auto.attn_qkv.6 : !stream.resource<constant>
  util.global private @__auto.attn_out.6 : !stream.resource<constant>
  util.global private @__auto.attn_norm.7 : !stream.resource<constant>
  util.global private @__auto.attn_qkv.7 : !stream.resource<constant>
  util.global private @__auto.attn_out.7 : !stream.resource<constant>
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
  util.global private @__auto.ffn_norm.4 : !stream.resource<constant>
  util.global private @__auto.ffn_gate_up.4 : !stream.resource<constant>
  util.global private @__auto.ffn_down.4 : !stream.resource<constant>
  util.global private @__auto.ffn_norm.5 : !stream.resource<constant>
  util.global private @__auto.ffn_gate_up.5 : !stream.resource<constant>
  util.global private @__auto.ffn_down.5 : !stream.resource<constant>
  util.global private @__auto.ffn_norm.6 : !stream.resource<constant>
  util.global private @__auto.ffn_gate_up.6 : !stream.resource<constant>
  util.global private @__auto.ffn_down.6 : !stream.resource<constant>
  util.global private @__auto.ffn_norm.7 : !stream.resource<constant>
  util.global private @__auto.ffn_gate_up.7 : !stream.resource<constant>
  util.global private @__auto.ffn_down.7 : !stream.resource<constant>
  util.global private @__auto.out_norm.0 : !stream.resource<constant>
  util.global private @__auto.lm_head.0 : !stream.resource<constant>
  util.global private @__auto.out_norm.1 : !stream.resource<constant>
  util.global private @__auto.lm_head.1 : !stream.resource<constant>
  util.global private @__auto.out_norm.2 : !stream.resource<constant>
  util.global private @__auto.lm_head.2 : !stream.resource<constant>
  util.global private @__auto.out_norm.3 : !stream.resource<constant>
  util.global private @__auto.lm_head.3 : !stream.resource<constant>
  util.global private @__auto.out_norm.4 : !stream.resource<constant>
  util.global private @__auto.lm_head.4 : !stream.resource<constant>
  util.global private @__auto.out_norm.5 : !stream.resource<constant>
  util.global private @__auto.lm_head.5 : !stream.resource<constant>
  util.global private @__auto.out_norm.6 : !stream.resource<constant>
  util.global private @__auto.lm_head.6 : !stream.resource<constant>
  util.global private @__auto.out_norm.7 : !stream.resource<constant>
  util.global private @__auto.lm_head.7 : !stream.resource<constant>
  util.global private @__hoisted_tensor_16xf32 : !stream.resource<constant>
  util.initializer {
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %c128 = arith.constant 128 : index
    %c384 = arith.constant 384 : index
    %c64 = arith.constant 64 : index
    %cst = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"attn_norm.0"> : tensor<16xf32>
    %cst_0 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c384} = #stream.parameter.named<"model"::"attn_qkv.0"> : tensor<16x6xf32>
    %cst_1 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c128} = #stream.parameter.named<"model"::"attn_out.0"> : tensor<2x16xf32>
    %cst_2 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"attn_norm.1"> : tensor<16xf32>
    %cst_3 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c384} = #stream.parameter.named<"model"::"attn_qkv.1"> : tensor<16x6xf32>
    %cst_4 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c128} = #stream.parameter.named<"model"::"attn_out.1"> : tensor<2x16xf32>
    %cst_5 = stream.async.constant on(#hal.device.affinity<@__device_2>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"attn_norm.2"> : tensor<16xf32>
    %cst_6 = stream.async.constant on(#hal.device.affinity<@__device_2>) : !stream.resource<constant>{%c384} = #stream.parameter.named<"model"::"attn_qkv.2"> : tensor<16x6xf32>
    %cst_7 = stream.async.constant on(#hal.device.affinity<@__device_2>) : !stream.resource<constant>{%c128} = #stream.parameter.named<"model"::"attn_out.2"> : tensor<2x16xf32>
    %cst_8 = stream.async.constant on(#hal.device.affinity<@__device_3>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"attn_norm.3"> : tensor<16xf32>
    %cst_9 = stream.async.constant on(#hal.device.affinity<@__device_3>) : !stream.resource<constant>{%c384} = #stream.parameter.named<"model"::"attn_qkv.3"> : tensor<16x6xf32>
    %cst_10 = stream.async.constant on(#hal.device.affinity<@__device_3>) : !stream.resource<constant>{%c128} = #stream.parameter.named<"model"::"attn_out.3"> : tensor<2x16xf32>
    %cst_11 = stream.async.constant on(#hal.device.affinity<@__device_4>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"attn_norm.4"> : tensor<16xf32>
    %cst_12 = stream.async.constant on(#hal.device.affinity<@__device_4>) : !stream.resource<constant>{%c384} = #stream.parameter.named<"model"::"attn_qkv.4"> : tensor<16x6xf32>
    %cst_13 = stream.async.constant on(#hal.device.affinity<@__device_4>) : !stream.resource<constant>{%c128} = #stream.parameter.named<"model"::"attn_out.4"> : tensor<2x16xf32>
    %cst_14 = stream.async.constant on(#hal.device.affinity<@__device_5>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"attn_norm.5"> : tensor<16xf32>
    %cst_15 = stream.async.constant on(#hal.device.affinity<@__device_5>) : !stream.resource<constant>{%c384} = #stream.parameter.named<"model"::"attn_qkv.5"> : tensor<16x6xf32>
    %cst_16 = stream.async.constant on(#hal.device.affinity<@__device_5>) : !stream.resource<constant>{%c128} = #stream.parameter.named<"model"::"attn_out.5"> : tensor<2x16xf32>
    %cst_17 = stream.async.constant on(#hal.device.affinity<@__device_6>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"attn_norm.6"> : tensor<16xf32>
    %cst_18 = stream.async.constant on(#hal.device.affinity<@__device_6>) : !stream.resource<constant>{%c384} = #stream.parameter.named<"model"::"attn_qkv.6"> : tensor<16x6xf32>
    %cst_19 = stream.async.constant on(#hal.device.affinity<@__device_6>) : !stream.resource<constant>{%c128} = #stream.parameter.named<"model"::"attn_out.6"> : tensor<2x16xf32>
    %cst_20 = stream.async.constant on(#hal.device.affinity<@__device_7>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"attn_norm.7"> : tensor<16xf32>
    %cst_21 = stream.async.constant on(#hal.device.affinity<@__device_7>) : !stream.resource<constant>{%c384} = #stream.parameter.named<"model"::"attn_qkv.7"> : tensor<16x6xf32>
    %cst_22 = stream.async.constant on(#hal.device.affinity<@__device_7>) : !stream.resource<constant>{%c128} = #stream.parameter.named<"model"::"attn_out.7"> : tensor<2x16xf32>
    %cst_23 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"ffn_norm.0"> : tensor<16xf32>
    %cst_24 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"ffn_gate_up.0"> : tensor<16x8xf32>
    %cst_25 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"ffn_down.0"> : tensor<4x16xf32>
    %cst_26 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"ffn_norm.1"> : tensor<16xf32>
    %cst_27 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"ffn_gate_up.1"> : tensor<16x8xf32>
    %cst_28 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"ffn_down.1"> : tensor<4x16xf32>
    %cst_29 = stream.async.constant on(#hal.device.affinity<@__device_2>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"ffn_norm.2"> : tensor<16xf32>
    %cst_30 = stream.async.constant on(#hal.device.affinity<@__device_2>) : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"ffn_gate_up.2"> : tensor<16x8xf32>
    %cst_31 = stream.async.constant on(#hal.device.affinity<@__device_2>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"ffn_down.2"> : tensor<4x16xf32>
    %cst_32 = stream.async.constant on(#hal.device.affinity<@__device_3>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"ffn_norm.3"> : tensor<16xf32>
    %cst_33 = stream.async.constant on(#hal.device.affinity<@__device_3>) : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"ffn_gate_up.3"> : tensor<16x8xf32>
    %cst_34 = stream.async.constant on(#hal.device.affinity<@__device_3>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"ffn_down.3"> : tensor<4x16xf32>
    %cst_35 = stream.async.constant on(#hal.device.affinity<@__device_4>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"ffn_norm.4"> : tensor<16xf32>
    %cst_36 = stream.async.constant on(#hal.device.affinity<@__device_4>) : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"ffn_gate_up.4"> : tensor<16x8xf32>
    %cst_37 = stream.async.constant on(#hal.device.affinity<@__device_4>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"ffn_down.4"> : tensor<4x16xf32>
    %cst_38 = stream.async.constant on(#hal.device.affinity<@__device_5>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"ffn_norm.5"> : tensor<16xf32>
    %cst_39 = stream.async.constant on(#hal.device.affinity<@__device_5>) : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"ffn_gate_up.5"> : tensor<16x8xf32>
    %cst_40 = stream.async.constant on(#hal.device.affinity<@__device_5>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"ffn_down.5"> : tensor<4x16xf32>
    %cst_41 = stream.async.constant on(#hal.device.affinity<@__device_6>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"ffn_norm.6"> : tensor<16xf32>
    %cst_42 = stream.async.constant on(#hal.device.affinity<@__device_6>) : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"ffn_gate_up.6"> : tensor<16x8xf32>
    %cst_43 = stream.async.constant on(#hal.device.affinity<@__device_6>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"ffn_down.6"> : tensor<4x16xf32>
    %cst_44 = stream.async.constant on(#hal.device.affinity<@__device_7>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"ffn_norm.7"> : tensor<16xf32>
    %cst_45 = stream.async.constant on(#hal.device.affinity<@__device_7>) : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"ffn_gate_up.7"> : tensor<16x8xf32>
    %cst_46 = stream.async.constant on(#hal.device.affinity<@__device_7>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"ffn_down.7"> : tensor<4x16xf32>
    %cst_47 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"out_norm.0"> : tensor<16xf32>
    %cst_48 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"lm_head.0"> : tensor<16x4xf32>
    %cst_49 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"out_norm.1"> : tensor<16xf32>
    %cst_50 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"lm_head.1"> : tensor<16x4xf32>
    %cst_51 = stream.async.constant on(#hal.device.affinity<@__device_2>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"out_norm.2"> : tensor<16xf32>
    %cst_52 = stream.async.constant on(#hal.device.affinity<@__device_2>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"lm_head.2"> : tensor<16x4xf32>
    %cst_53 = stream.async.constant on(#hal.device.affinity<@__device_3>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"out_norm.3"> : tensor<16xf32>
    %cst_54 = stream.async.constant on(#hal.device.affinity<@__device_3>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"lm_head.3"> : tensor<16x4xf32>
    %cst_55 = stream.async.constant on(#hal.device.affinity<@__device_4>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"out_norm.4"> : tensor<16xf32>
    %cst_56 = stream.async.constant on(#hal.device.affinity<@__device_4>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"lm_head.4"> : tensor<16x4xf32>
    %cst_57 = stream.async.constant on(#hal.device.affinity<@__device_5>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"out_norm.5"> : tensor<16xf32>
    %cst_58 = stream.async.constant on(#hal.device.affinity<@__device_5>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"lm_head.5"> : tensor<16x4xf32>
    %cst_59 = stream.async.constant on(#hal.device.affinity<@__device_6>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"out_norm.6"> : tensor<16xf32>
    %cst_60 = stream.async.constant on(#hal.device.affinity<@__device_6>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"lm_head.6"> : tensor<16x4xf32>
    %cst_61 = stream.async.constant on(#hal.device.affinity<@__device_7>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"out_norm.7"> : tensor<16xf32>
    %cst_62 = stream.async.constant on(#hal.device.affinity<@__device_7>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"lm_head.7"> : tensor<16x4xf32>
    %0 = stream.async.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_elementwise_broadcast_16_f32() : () -> !stream.resource<constant>{%c64}
    util.global.store %cst, @__auto.attn_norm.0 : !stream.resource<constant>
    util.global.store %cst_2, @__auto.attn_norm.1 : !stream.resource<constant>
    util.global.store %cst_5, @__auto.attn_norm.2 : !stream.resource<constant>
    util.global.store %cst_8, @__auto.attn_norm.3 : !stream.resource<constant>
    util.global.store %cst_11, @__auto.attn_norm.4 : !stream.resource<constant>
    util.global.store %cst_14, @__auto.attn_norm.5 : !stream.resource<constant>
    util.global.store %cst_17, @__auto.attn_norm.6 : !stream.resource<constant>
    util.global.store %cst_20, @__auto.attn_norm.7 : !stream.resource<constant>
    util.global.store %cst_1, @__auto.attn_out.0 : !stream.resource<constant>
    util.global.store %cst_4, @__auto.attn_out.1 : !stream.resource<constant>
    util.global.store %cst_7, @__auto.attn_out.2 : !stream.resource<constant>
    util.global.store %cst_10, @__auto.attn_out.3 : !stream.resource<constant>
    util.global.store %cst_13, @__auto.attn_out.4 : !stream.resource<constant>
    util.global.store %cst_16, @__auto.attn_out.5 : !stream.resource<constant>
    util.global.store %cst_19, @__auto.attn_out.6 : !stream.resource<constant>
    util.global.store %cst_22, @__auto.attn_out.7 : !stream.resource<constant>
    util.global.store %cst_0, @__auto.attn_qkv.0 : !stream.resource<constant>
    util.global.store %cst_3, @__auto.attn_qkv.1 : !stream.resource<constant>
    util.global.store %cst_6, @__auto.attn_qkv.2 : !stream.resource<constant>
    util.global.store %cst_9, @__auto.attn_qkv.3 : !stream.resource<constant>
    util.global.store %cst_12, @__auto.attn_qkv.4 : !stream.resource<constant>
    util.global.store %cst_15, @__auto.attn_qkv.5 : !stream.resource<constant>
    util.global.store %cst_18, @__auto.attn_qkv.6 : !stream.resource<constant>
    util.global.store %cst_21, @__auto.attn_qkv.7 : !stream.resource<constant>
    util.global.store %cst_25, @__auto.ffn_down.0 : !stream.resource<constant>
    util.global.store %cst_28, @__auto.ffn_down.1 : !stream.resource<constant>
    util.global.store %cst_31, @__auto.ffn_down.2 : !stream.resource<constant>
    util.global.store %cst_34, @__auto.ffn_down.3 : !stream.resource<constant>
    util.global.store %cst_37, @__auto.ffn_down.4 : !stream.resource<constant>
    util.global.store %cst_40, @__auto.ffn_down.5 : !stream.resource<constant>
    util.global.store %cst_43, @__auto.ffn_down.6 : !stream.resource<constant>
    util.global.store %cst_46, @__auto.ffn_down.7 : !stream.resource<constant>
    util.global.store %cst_24, @__auto.ffn_gate_up.0 : !stream.resource<constant>
    util.global.store %cst_27, @__auto.ffn_gate_up.1 : !stream.resource<constant>
    util.global.store %cst_30, @__auto.ffn_gate_up.2 : !stream.resource<constant>
    util.global.store %cst_33, @__auto.ffn_gate_up.3 : !stream.resource<constant>
    util.global.store %cst_36, @__auto.ffn_gate_up.4 : !stream.resource<constant>
    util.global.store %cst_39, @__auto.ffn_gate_up.5 : !stream.resource<constant>
    util.global.store %cst_42, @__auto.ffn_gate_up.6 : !stream.resource<constant>
    util.global.store %cst_45, @__auto.ffn_gate_up.7 : !stream.resource<constant>
    util.global.store %cst_23, @__auto.ffn_norm.0 : !stream.resource<constant>
    util.global.store %cst_26, @__auto.ffn_norm.1 : !stream.resource<constant>
    util.global.store %cst_29, @__auto.ffn_norm.2 : !stream.resource<constant>
    util.global.store %cst_32, @__auto.ffn_norm.3 : !stream.resource<constant>
    util.global.store %cst_35, @__auto.ffn_norm.4 : !stream.resource<constant>
    util.global.store %cst_38, @__auto.ffn_norm.5 : !stream.resource<constant>
    util.global.store %cst_41, @__auto.ffn_norm.6 : !stream.resource<constant>
    util.global.store %cst_44, @__auto.ffn_norm.7 : !stream.resource<constant>
    util.global.store %cst_48, @__auto.lm_head.0 : !stream.resource<constant>
    util.global.store %cst_50, @__auto.lm_head.1 : !stream.resource<constant>
    util.global.store %cst_52, @__auto.lm_head.2 : !stream.resource<constant>
    util.global.store %cst_54, @__auto.lm_head.3 : !stream.resource<constant>
    util.global.store %cst_56, @__auto.lm_head.4 : !stream.resource<constant>
    util.global.store %cst_58, @__auto.lm_head.5 : !stream.resource<constant>
    util.global.store %cst_60, @__auto.lm_head.6 : !stream.resource<constant>
    util.global.store %cst_62, @__auto.lm_head.7 : !stream.resource<constant>
    util.global.store %cst_47, @__auto.out_norm.0 : !stream.resource<constant>
    util.global.store %cst_49, @__auto.out_norm.1 : !stream.resource<constant>
    util.global.store %cst_51, @__auto.out_norm.2 : !stream.resource<constant>
    util.global.store %cst_53, @__auto.out_norm.3 : !stream.resource<constant>
    util.global.store %cst_55, @__auto.out_norm.4 : !stream.resource<constant>
    util.global.store %cst_57, @__auto.out_norm.5 : !stream.resource<constant>
    util.global.store %cst_59, @__auto.out_norm.6 : !stream.resource<constant>
    util.global.store %cst_61, @__auto.out_norm.7 : !stream.resource<constant>
    util.global.store %0, @__hoisted_tensor_16xf32 : !stream.resource<constant>
    util.return
  }
  stream.executable private @_initializer_0_dispatch_0 {
    stream.executable.export public @_initializer_0_dispatch_0_elementwise_broadcast_16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_elementwise_broadcast_16_f32(%arg0: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 0xFF800000 : f32
        %c4 = arith.constant 4 : index
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>
        %1 = tensor.empty() : tensor<16xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%1 : tensor<16xf32>) {
        ^bb0(%out: f32):
          %3 = linalg.index 0 : index
          %4 = arith.remsi %3, %c4 : index
          %5 = arith.divsi %3, %c4 : index
          %6 = arith.cmpi sge, %5, %4 : index
          %7 = arith.select %6, %cst, %cst_0 : f32
          linalg.yield %7 : f32
        } -> tensor<16xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %0, offsets = [0], sizes = [16], strides = [1] : tensor<16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>
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
      func.func @main$async_dispatch_0_reduction_4x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c2_i64 = arith.constant 2 : i64
        %cst = arith.constant 9.99999974E-6 : f32
        %cst_0 = arith.constant 1.600000e+01 : f32
        %cst_1 = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>> -> tensor<4x16xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %5 = tensor.empty() : tensor<4x16xf32>
        %6 = tensor.empty() : tensor<4xf32>
        %7 = linalg.fill ins(%cst_1 : f32) outs(%6 : tensor<4xf32>) -> tensor<4xf32>
        %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%3 : tensor<4x16xf32>) outs(%7 : tensor<4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %10 = math.fpowi %in, %c2_i64 : f32, i64
          %11 = arith.addf %10, %out : f32
          linalg.yield %11 : f32
        } -> tensor<4xf32>
        %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3, %8, %4 : tensor<4x16xf32>, tensor<4xf32>, tensor<16xf32>) outs(%5 : tensor<4x16xf32>) {
        ^bb0(%in: f32, %in_2: f32, %in_3: f32, %out: f32):
          %10 = arith.divf %in_2, %cst_0 : f32
          %11 = arith.addf %10, %cst : f32
          %12 = math.rsqrt %11 : f32
          %13 = arith.mulf %in, %12 : f32
          %14 = arith.mulf %13, %in_3 : f32
          linalg.yield %14 : f32
        } -> tensor<4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %9, %2, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : tensor<4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_1 {
    stream.executable.export public @main$async_dispatch_1_batch_matmul_1x4x6x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_batch_matmul_1x4x6x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x6xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x6xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, 16, 6], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x6xf32>> -> tensor<1x16x6xf32>
        %5 = tensor.empty() : tensor<1x4x6xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x4x6xf32>) -> tensor<1x4x6xf32>
        %7 = linalg.batch_matmul ins(%3, %4 : tensor<1x4x16xf32>, tensor<1x16x6xf32>) outs(%6 : tensor<1x4x6xf32>) -> tensor<1x4x6xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0, 0], sizes = [1, 4, 6], strides = [1, 1, 1] : tensor<1x4x6xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x6xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_2 {
    stream.executable.export public @main$async_dispatch_2_attention_1x4x2x2x4 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_attention_1x4x2x2x4(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
        %cst = arith.constant 0.707106769 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x6xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x4x6xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x4xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x2xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, 4, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x4xf32>> -> tensor<1x4x4xf32>
        %5 = tensor.empty() : tensor<1x4x2xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 4], sizes = [1, 4, 2], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x6xf32>> -> tensor<4x2xf32>
        %7 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 2], sizes = [1, 4, 2], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x6xf32>> -> tensor<4x2xf32>
        %8 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [1, 1, 4, 2], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x4x6xf32>> -> tensor<1x4x2xf32>
        %9 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%8, %7, %6, %cst, %4 : tensor<1x4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>, f32, tensor<1x4x4xf32>) outs(%5 : tensor<1x4x2xf32>) {
        ^bb0(%arg4: f32):
          iree_linalg_ext.yield %arg4 : f32
        } -> tensor<1x4x2xf32>
        iree_tensor_ext.dispatch.tensor.store %9, %3, offsets = [0, 0, 0], sizes = [1, 4, 2], strides = [1, 1, 1] : tensor<1x4x2xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x2xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_3 {
    stream.executable.export public @main$async_dispatch_3_batch_matmul_1x4x16x2_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_batch_matmul_1x4x16x2_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x2xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x2x16xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x16xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 4, 2], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x2xf32>> -> tensor<1x4x2xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, 2, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x2x16xf32>> -> tensor<1x2x16xf32>
        %5 = tensor.empty() : tensor<1x4x16xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
        %7 = linalg.batch_matmul ins(%3, %4 : tensor<1x4x2xf32>, tensor<1x2x16xf32>) outs(%6 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : tensor<1x4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x16xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_32 {
    stream.executable.export public @main$async_dispatch_32_elementwise_64_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_32_elementwise_64_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding, %arg5: !stream.binding, %arg6: !stream.binding, %arg7: !stream.binding, %arg8: !stream.binding, %arg9: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %4 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %5 = stream.binding.subspan %arg5[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %6 = stream.binding.subspan %arg6[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %7 = stream.binding.subspan %arg7[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %8 = stream.binding.subspan %arg8[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %9 = stream.binding.subspan %arg9[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>
        %10 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %11 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %12 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %13 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %14 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %15 = iree_tensor_ext.dispatch.tensor.load %5, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %16 = iree_tensor_ext.dispatch.tensor.load %6, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %17 = iree_tensor_ext.dispatch.tensor.load %7, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %18 = iree_tensor_ext.dispatch.tensor.load %8, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %19 = tensor.empty() : tensor<64xf32>
        %20 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%10, %11, %12, %13, %14, %15, %16, %17, %18 : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%19 : tensor<64xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %in_2: f32, %in_3: f32, %in_4: f32, %in_5: f32, %in_6: f32, %in_7: f32, %out: f32):
          %21 = arith.addf %in_0, %in_1 : f32
          %22 = arith.addf %21, %in_2 : f32
          %23 = arith.addf %22, %in_3 : f32
          %24 = arith.addf %23, %in_4 : f32
          %25 = arith.addf %24, %in_5 : f32
          %26 = arith.addf %25, %in_6 : f32
          %27 = arith.addf %26, %in_7 : f32
          %28 = arith.addf %in, %27 : f32
          linalg.yield %28 : f32
        } -> tensor<64xf32>
        iree_tensor_ext.dispatch.tensor.store %20, %9, offsets = [0], sizes = [64], strides = [1] : tensor<64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_41 {
    stream.executable.export public @main$async_dispatch_41_batch_matmul_1x4x8x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_41_batch_matmul_1x4x8x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x8xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x8xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, 16, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x8xf32>> -> tensor<1x16x8xf32>
        %5 = tensor.empty() : tensor<1x4x8xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
        %7 = linalg.batch_matmul ins(%3, %4 : tensor<1x4x16xf32>, tensor<1x16x8xf32>) outs(%6 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0, 0], sizes = [1, 4, 8], strides = [1, 1, 1] : tensor<1x4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x8xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_42 {
    stream.executable.export public @main$async_dispatch_42_elementwise_1x4x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_42_elementwise_1x4x4_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 1.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x4x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x4xf32>>
        %2 = tensor.empty() : tensor<1x4x4xf32>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0, 4], sizes = [1, 1, 4, 4], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x4x8xf32>> -> tensor<1x4x4xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 1, 4, 4], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x4x8xf32>> -> tensor<1x4x4xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %3 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%2 : tensor<1x4x4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %6 = arith.negf %in : f32
          %7 = math.exp %6 : f32
          %8 = arith.addf %7, %cst : f32
          %9 = arith.divf %cst, %8 : f32
          %10 = arith.mulf %9, %in : f32
          %11 = arith.mulf %10, %in_0 : f32
          linalg.yield %11 : f32
        } -> tensor<1x4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %1, offsets = [0, 0, 0], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<1x4x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x4xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_43 {
    stream.executable.export public @main$async_dispatch_43_batch_matmul_1x4x16x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_43_batch_matmul_1x4x16x4_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x16xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 4, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x4xf32>> -> tensor<1x4x4xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %5 = tensor.empty() : tensor<1x4x16xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
        %7 = linalg.batch_matmul ins(%3, %4 : tensor<1x4x4xf32>, tensor<1x4x16xf32>) outs(%6 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : tensor<1x4x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x16xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_81 {
    stream.executable.export public @main$async_dispatch_81_batch_matmul_1x4x4x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_81_batch_matmul_1x4x4x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x4xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x4xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 4, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x16xf32>> -> tensor<1x4x16xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, 16, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x4xf32>> -> tensor<1x16x4xf32>
        %5 = tensor.empty() : tensor<1x4x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
        %7 = linalg.batch_matmul ins(%3, %4 : tensor<1x4x16xf32>, tensor<1x16x4xf32>) outs(%6 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0, 0], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<1x4x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4x4xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_96 {
    stream.executable.export public @main$async_dispatch_96_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_96_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0, 0, 0], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_97 {
    stream.executable.export public @main$async_dispatch_97_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_97_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0, 0, 4], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_98 {
    stream.executable.export public @main$async_dispatch_98_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_98_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0, 0, 8], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_99 {
    stream.executable.export public @main$async_dispatch_99_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_99_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0, 0, 12], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_100 {
    stream.executable.export public @main$async_dispatch_100_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_100_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0, 0, 16], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_101 {
    stream.executable.export public @main$async_dispatch_101_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_101_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0, 0, 20], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_102 {
    stream.executable.export public @main$async_dispatch_102_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_102_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0, 0, 24], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_103 {
    stream.executable.export public @main$async_dispatch_103_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_103_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4xf32>> -> tensor<4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0, 0, 28], sizes = [1, 4, 4], strides = [1, 1, 1] : tensor<4x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x4x32xf32>>
        return
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view, %arg7: !hal.buffer_view, %arg8: !hal.fence, %arg9: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c512 = arith.constant 512 : index
    %c128 = arith.constant 128 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c96 = arith.constant 96 : index
    %c384 = arith.constant 384 : index
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c16 = arith.constant 16 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
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
    %__auto.attn_norm.4 = util.global.load immutable @__auto.attn_norm.4 : !stream.resource<constant>
    %__auto.attn_qkv.4 = util.global.load immutable @__auto.attn_qkv.4 : !stream.resource<constant>
    %__auto.attn_out.4 = util.global.load immutable @__auto.attn_out.4 : !stream.resource<constant>
    %__auto.attn_norm.5 = util.global.load immutable @__auto.attn_norm.5 : !stream.resource<constant>
    %__auto.attn_qkv.5 = util.global.load immutable @__auto.attn_qkv.5 : !stream.resource<constant>
    %__auto.attn_out.5 = util.global.load immutable @__auto.attn_out.5 : !stream.resource<constant>
    %__auto.attn_norm.6 = util.global.load immutable @__auto.attn_norm.6 : !stream.resource<constant>
    %__auto.attn_qkv.6 = util.global.load immutable @__auto.attn_qkv.6 : !stream.resource<constant>
    %__auto.attn_out.6 = util.global.load immutable @__auto.attn_out.6 : !stream.resource<constant>
    %__auto.attn_norm.7 = util.global.load immutable @__auto.attn_norm.7 : !stream.resource<constant>
    %__auto.attn_qkv.7 = util.global.load immutable @__auto.attn_qkv.7 : !stream.resource<constant>
    %__auto.attn_out.7 = util.global.load immutable @__auto.attn_out.7 : !stream.resource<constant>
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
    %__auto.ffn_norm.4 = util.global.load immutable @__auto.ffn_norm.4 : !stream.resource<constant>
    %__auto.ffn_gate_up.4 = util.global.load immutable @__auto.ffn_gate_up.4 : !stream.resource<constant>
    %__auto.ffn_down.4 = util.global.load immutable @__auto.ffn_down.4 : !stream.resource<constant>
    %__auto.ffn_norm.5 = util.global.load immutable @__auto.ffn_norm.5 : !stream.resource<constant>
    %__auto.ffn_gate_up.5 = util.global.load immutable @__auto.ffn_gate_up.5 : !stream.resource<constant>
    %__auto.ffn_down.5 = util.global.load immutable @__auto.ffn_down.5 : !stream.resource<constant>
    %__auto.ffn_norm.6 = util.global.load immutable @__auto.ffn_norm.6 : !stream.resource<constant>
    %__auto.ffn_gate_up.6 = util.global.load immutable @__auto.ffn_gate_up.6 : !stream.resource<constant>
    %__auto.ffn_down.6 = util.global.load immutable @__auto.ffn_down.6 : !stream.resource<constant>
    %__auto.ffn_norm.7 = util.global.load immutable @__auto.ffn_norm.7 : !stream.resource<constant>
    %__auto.ffn_gate_up.7 = util.global.load immutable @__auto.ffn_gate_up.7 : !stream.resource<constant>
    %__auto.ffn_down.7 = util.global.load immutable @__auto.ffn_down.7 : !stream.resource<constant>
    %__auto.out_norm.0 = util.global.load immutable @__auto.out_norm.0 : !stream.resource<constant>
    %__auto.lm_head.0 = util.global.load immutable @__auto.lm_head.0 : !stream.resource<constant>
    %__auto.out_norm.1 = util.global.load immutable @__auto.out_norm.1 : !stream.resource<constant>
    %__auto.lm_head.1 = util.global.load immutable @__auto.lm_head.1 : !stream.resource<constant>
    %__auto.out_norm.2 = util.global.load immutable @__auto.out_norm.2 : !stream.resource<constant>
    %__auto.lm_head.2 = util.global.load immutable @__auto.lm_head.2 : !stream.resource<constant>
    %__auto.out_norm.3 = util.global.load immutable @__auto.out_norm.3 : !stream.resource<constant>
    %__auto.lm_head.3 = util.global.load immutable @__auto.lm_head.3 : !stream.resource<constant>
    %__auto.out_norm.4 = util.global.load immutable @__auto.out_norm.4 : !stream.resource<constant>
    %__auto.lm_head.4 = util.global.load immutable @__auto.lm_head.4 : !stream.resource<constant>
    %__auto.out_norm.5 = util.global.load immutable @__auto.out_norm.5 : !stream.resource<constant>
    %__auto.lm_head.5 = util.global.load immutable @__auto.lm_head.5 : !stream.resource<constant>
    %__auto.out_norm.6 = util.global.load immutable @__auto.out_norm.6 : !stream.resource<constant>
    %__auto.lm_head.6 = util.global.load immutable @__auto.lm_head.6 : !stream.resource<constant>
    %__auto.out_norm.7 = util.global.load immutable @__auto.out_norm.7 : !stream.resource<constant>
    %__auto.lm_head.7 = util.global.load immutable @__auto.lm_head.7 : !stream.resource<constant>
    %__hoisted_tensor_16xf32 = util.global.load immutable @__hoisted_tensor_16xf32 : !stream.resource<constant>
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c1, %c4, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x4x16xf32> in !stream.resource<external>{%c256}
    %1 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg8 : (!hal.fence) => !stream.timepoint
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("tensor") shape([%c1, %c4, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_1>) %arg1 : !hal.buffer_view -> tensor<1x4x16xf32> in !stream.resource<external>{%c256}
    %3 = stream.timepoint.import on(#hal.device.affinity<@__device_1>) %arg8 : (!hal.fence) => !stream.timepoint
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("tensor") shape([%c1, %c4, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %4 = stream.tensor.import on(#hal.device.affinity<@__device_2>) %arg2 : !hal.buffer_view -> tensor<1x4x16xf32> in !stream.resource<external>{%c256}
    %5 = stream.timepoint.import on(#hal.device.affinity<@__device_2>) %arg8 : (!hal.fence) => !stream.timepoint
    hal.buffer_view.assert<%arg3 : !hal.buffer_view> message("tensor") shape([%c1, %c4, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %6 = stream.tensor.import on(#hal.device.affinity<@__device_3>) %arg3 : !hal.buffer_view -> tensor<1x4x16xf32> in !stream.resource<external>{%c256}
    %7 = stream.timepoint.import on(#hal.device.affinity<@__device_3>) %arg8 : (!hal.fence) => !stream.timepoint
    hal.buffer_view.assert<%arg4 : !hal.buffer_view> message("tensor") shape([%c1, %c4, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %8 = stream.tensor.import on(#hal.device.affinity<@__device_4>) %arg4 : !hal.buffer_view -> tensor<1x4x16xf32> in !stream.resource<external>{%c256}
    %9 = stream.timepoint.import on(#hal.device.affinity<@__device_4>) %arg8 : (!hal.fence) => !stream.timepoint
    hal.buffer_view.assert<%arg5 : !hal.buffer_view> message("tensor") shape([%c1, %c4, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %10 = stream.tensor.import on(#hal.device.affinity<@__device_5>) %arg5 : !hal.buffer_view -> tensor<1x4x16xf32> in !stream.resource<external>{%c256}
    %11 = stream.timepoint.import on(#hal.device.affinity<@__device_5>) %arg8 : (!hal.fence) => !stream.timepoint
    hal.buffer_view.assert<%arg6 : !hal.buffer_view> message("tensor") shape([%c1, %c4, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %12 = stream.tensor.import on(#hal.device.affinity<@__device_6>) %arg6 : !hal.buffer_view -> tensor<1x4x16xf32> in !stream.resource<external>{%c256}
    %13 = stream.timepoint.import on(#hal.device.affinity<@__device_6>) %arg8 : (!hal.fence) => !stream.timepoint
    hal.buffer_view.assert<%arg7 : !hal.buffer_view> message("tensor") shape([%c1, %c4, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %14 = stream.tensor.import on(#hal.device.affinity<@__device_7>) %arg7 : !hal.buffer_view -> tensor<1x4x16xf32> in !stream.resource<external>{%c256}
    %15 = stream.timepoint.import on(#hal.device.affinity<@__device_7>) %arg8 : (!hal.fence) => !stream.timepoint
    %16 = stream.timepoint.await %1 => %0 : !stream.resource<external>{%c256}
    %17 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%16[%c0 to %c256 for %c256], %__auto.attn_norm.0[%c0 to %c64 for %c64]) : (!stream.resource<external>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %18 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1x4x6x16_f32(%17[%c0 to %c256 for %c256], %__auto.attn_qkv.0[%c0 to %c384 for %c384]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c384}) -> !stream.resource<transient>{%c96}
    %19 = stream.async.transfer %18 : !stream.resource<transient>{%c96} from(#hal.device.affinity<@__device_0>) -> !stream.resource<transient>{%c96}
    %20 = stream.async.dispatch @main$async_dispatch_2::@main$async_dispatch_2_attention_1x4x2x2x4(%19[%c0 to %c96 for %c96], %19[%c0 to %c96 for %c96], %__hoisted_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c96}, !stream.resource<transient>{%c96}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c32}
    %21 = stream.async.transfer %__auto.attn_out.0 : !stream.resource<constant>{%c128} from(#hal.device.affinity<@__device_0>) -> !stream.resource<constant>{%c128}
    %22 = stream.async.dispatch @main$async_dispatch_3::@main$async_dispatch_3_batch_matmul_1x4x16x2_f32(%20[%c0 to %c32 for %c32], %21[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c32}, !stream.resource<constant>{%c128}) -> !stream.resource<transient>{%c256}
    %23 = stream.timepoint.await %3 => %2 : !stream.resource<external>{%c256}
    %24 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%23[%c0 to %c256 for %c256], %__auto.attn_norm.1[%c0 to %c64 for %c64]) : (!stream.resource<external>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %25 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1x4x6x16_f32(%24[%c0 to %c256 for %c256], %__auto.attn_qkv.1[%c0 to %c384 for %c384]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c384}) -> !stream.resource<transient>{%c96}
    %26 = stream.async.transfer %25 : !stream.resource<transient>{%c96} from(#hal.device.affinity<@__device_1>) -> !stream.resource<transient>{%c96}
    %27 = stream.async.dispatch @main$async_dispatch_2::@main$async_dispatch_2_attention_1x4x2x2x4(%26[%c0 to %c96 for %c96], %26[%c0 to %c96 for %c96], %__hoisted_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c96}, !stream.resource<transient>{%c96}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c32}
    %28 = stream.async.transfer %__auto.attn_out.1 : !stream.resource<constant>{%c128} from(#hal.device.affinity<@__device_1>) -> !stream.resource<constant>{%c128}
    %29 = stream.async.dispatch @main$async_dispatch_3::@main$async_dispatch_3_batch_matmul_1x4x16x2_f32(%27[%c0 to %c32 for %c32], %28[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c32}, !stream.resource<constant>{%c128}) -> !stream.resource<transient>{%c256}
    %30 = stream.timepoint.await %5 => %4 : !stream.resource<external>{%c256}
    %31 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%30[%c0 to %c256 for %c256], %__auto.attn_norm.2[%c0 to %c64 for %c64]) : (!stream.resource<external>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %32 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1x4x6x16_f32(%31[%c0 to %c256 for %c256], %__auto.attn_qkv.2[%c0 to %c384 for %c384]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c384}) -> !stream.resource<transient>{%c96}
    %33 = stream.async.transfer %32 : !stream.resource<transient>{%c96} from(#hal.device.affinity<@__device_2>) -> !stream.resource<transient>{%c96}
    %34 = stream.async.dispatch @main$async_dispatch_2::@main$async_dispatch_2_attention_1x4x2x2x4(%33[%c0 to %c96 for %c96], %33[%c0 to %c96 for %c96], %__hoisted_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c96}, !stream.resource<transient>{%c96}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c32}
    %35 = stream.async.transfer %__auto.attn_out.2 : !stream.resource<constant>{%c128} from(#hal.device.affinity<@__device_2>) -> !stream.resource<constant>{%c128}
    %36 = stream.async.dispatch @main$async_dispatch_3::@main$async_dispatch_3_batch_matmul_1x4x16x2_f32(%34[%c0 to %c32 for %c32], %35[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c32}, !stream.resource<constant>{%c128}) -> !stream.resource<transient>{%c256}
    %37 = stream.timepoint.await %7 => %6 : !stream.resource<external>{%c256}
    %38 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%37[%c0 to %c256 for %c256], %__auto.attn_norm.3[%c0 to %c64 for %c64]) : (!stream.resource<external>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %39 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1x4x6x16_f32(%38[%c0 to %c256 for %c256], %__auto.attn_qkv.3[%c0 to %c384 for %c384]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c384}) -> !stream.resource<transient>{%c96}
    %40 = stream.async.transfer %39 : !stream.resource<transient>{%c96} from(#hal.device.affinity<@__device_3>) -> !stream.resource<transient>{%c96}
    %41 = stream.async.dispatch @main$async_dispatch_2::@main$async_dispatch_2_attention_1x4x2x2x4(%40[%c0 to %c96 for %c96], %40[%c0 to %c96 for %c96], %__hoisted_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c96}, !stream.resource<transient>{%c96}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c32}
    %42 = stream.async.transfer %__auto.attn_out.3 : !stream.resource<constant>{%c128} from(#hal.device.affinity<@__device_3>) -> !stream.resource<constant>{%c128}
    %43 = stream.async.dispatch @main$async_dispatch_3::@main$async_dispatch_3_batch_matmul_1x4x16x2_f32(%41[%c0 to %c32 for %c32], %42[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c32}, !stream.resource<constant>{%c128}) -> !stream.resource<transient>{%c256}
    %44 = stream.timepoint.await %9 => %8 : !stream.resource<external>{%c256}
    %45 = stream.async.dispatch on(#hal.device.affinity<@__device_4>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%44[%c0 to %c256 for %c256], %__auto.attn_norm.4[%c0 to %c64 for %c64]) : (!stream.resource<external>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %46 = stream.async.dispatch on(#hal.device.affinity<@__device_4>) @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1x4x6x16_f32(%45[%c0 to %c256 for %c256], %__auto.attn_qkv.4[%c0 to %c384 for %c384]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c384}) -> !stream.resource<transient>{%c96}
    %47 = stream.async.transfer %46 : !stream.resource<transient>{%c96} from(#hal.device.affinity<@__device_4>) -> !stream.resource<transient>{%c96}
    %48 = stream.async.dispatch @main$async_dispatch_2::@main$async_dispatch_2_attention_1x4x2x2x4(%47[%c0 to %c96 for %c96], %47[%c0 to %c96 for %c96], %__hoisted_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c96}, !stream.resource<transient>{%c96}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c32}
    %49 = stream.async.transfer %__auto.attn_out.4 : !stream.resource<constant>{%c128} from(#hal.device.affinity<@__device_4>) -> !stream.resource<constant>{%c128}
    %50 = stream.async.dispatch @main$async_dispatch_3::@main$async_dispatch_3_batch_matmul_1x4x16x2_f32(%48[%c0 to %c32 for %c32], %49[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c32}, !stream.resource<constant>{%c128}) -> !stream.resource<transient>{%c256}
    %51 = stream.timepoint.await %11 => %10 : !stream.resource<external>{%c256}
    %52 = stream.async.dispatch on(#hal.device.affinity<@__device_5>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%51[%c0 to %c256 for %c256], %__auto.attn_norm.5[%c0 to %c64 for %c64]) : (!stream.resource<external>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %53 = stream.async.dispatch on(#hal.device.affinity<@__device_5>) @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1x4x6x16_f32(%52[%c0 to %c256 for %c256], %__auto.attn_qkv.5[%c0 to %c384 for %c384]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c384}) -> !stream.resource<transient>{%c96}
    %54 = stream.async.transfer %53 : !stream.resource<transient>{%c96} from(#hal.device.affinity<@__device_5>) -> !stream.resource<transient>{%c96}
    %55 = stream.async.dispatch @main$async_dispatch_2::@main$async_dispatch_2_attention_1x4x2x2x4(%54[%c0 to %c96 for %c96], %54[%c0 to %c96 for %c96], %__hoisted_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c96}, !stream.resource<transient>{%c96}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c32}
    %56 = stream.async.transfer %__auto.attn_out.5 : !stream.resource<constant>{%c128} from(#hal.device.affinity<@__device_5>) -> !stream.resource<constant>{%c128}
    %57 = stream.async.dispatch @main$async_dispatch_3::@main$async_dispatch_3_batch_matmul_1x4x16x2_f32(%55[%c0 to %c32 for %c32], %56[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c32}, !stream.resource<constant>{%c128}) -> !stream.resource<transient>{%c256}
    %58 = stream.timepoint.await %13 => %12 : !stream.resource<external>{%c256}
    %59 = stream.async.dispatch on(#hal.device.affinity<@__device_6>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%58[%c0 to %c256 for %c256], %__auto.attn_norm.6[%c0 to %c64 for %c64]) : (!stream.resource<external>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %60 = stream.async.dispatch on(#hal.device.affinity<@__device_6>) @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1x4x6x16_f32(%59[%c0 to %c256 for %c256], %__auto.attn_qkv.6[%c0 to %c384 for %c384]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c384}) -> !stream.resource<transient>{%c96}
    %61 = stream.async.transfer %60 : !stream.resource<transient>{%c96} from(#hal.device.affinity<@__device_6>) -> !stream.resource<transient>{%c96}
    %62 = stream.async.dispatch @main$async_dispatch_2::@main$async_dispatch_2_attention_1x4x2x2x4(%61[%c0 to %c96 for %c96], %61[%c0 to %c96 for %c96], %__hoisted_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c96}, !stream.resource<transient>{%c96}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c32}
    %63 = stream.async.transfer %__auto.attn_out.6 : !stream.resource<constant>{%c128} from(#hal.device.affinity<@__device_6>) -> !stream.resource<constant>{%c128}
    %64 = stream.async.dispatch @main$async_dispatch_3::@main$async_dispatch_3_batch_matmul_1x4x16x2_f32(%62[%c0 to %c32 for %c32], %63[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c32}, !stream.resource<constant>{%c128}) -> !stream.resource<transient>{%c256}
    %65 = stream.timepoint.await %15 => %14 : !stream.resource<external>{%c256}
    %66 = stream.async.dispatch on(#hal.device.affinity<@__device_7>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%65[%c0 to %c256 for %c256], %__auto.attn_norm.7[%c0 to %c64 for %c64]) : (!stream.resource<external>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %67 = stream.async.dispatch on(#hal.device.affinity<@__device_7>) @main$async_dispatch_1::@main$async_dispatch_1_batch_matmul_1x4x6x16_f32(%66[%c0 to %c256 for %c256], %__auto.attn_qkv.7[%c0 to %c384 for %c384]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c384}) -> !stream.resource<transient>{%c96}
    %68 = stream.async.transfer %67 : !stream.resource<transient>{%c96} from(#hal.device.affinity<@__device_7>) -> !stream.resource<transient>{%c96}
    %69 = stream.async.dispatch @main$async_dispatch_2::@main$async_dispatch_2_attention_1x4x2x2x4(%68[%c0 to %c96 for %c96], %68[%c0 to %c96 for %c96], %__hoisted_tensor_16xf32[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c96}, !stream.resource<transient>{%c96}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c32}
    %70 = stream.async.transfer %__auto.attn_out.7 : !stream.resource<constant>{%c128} from(#hal.device.affinity<@__device_7>) -> !stream.resource<constant>{%c128}
    %71 = stream.async.dispatch @main$async_dispatch_3::@main$async_dispatch_3_batch_matmul_1x4x16x2_f32(%69[%c0 to %c32 for %c32], %70[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c32}, !stream.resource<constant>{%c128}) -> !stream.resource<transient>{%c256}
    %72 = stream.async.transfer %16 : !stream.resource<external>{%c256} from(#hal.device.affinity<@__device_0>) -> !stream.resource<transient>{%c256}
    %73 = stream.async.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%72[%c0 to %c256 for %c256], %22[%c0 to %c256 for %c256], %29[%c0 to %c256 for %c256], %36[%c0 to %c256 for %c256], %43[%c0 to %c256 for %c256], %50[%c0 to %c256 for %c256], %57[%c0 to %c256 for %c256], %64[%c0 to %c256 for %c256], %71[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %74 = stream.async.transfer %23 : !stream.resource<external>{%c256} from(#hal.device.affinity<@__device_1>) -> !stream.resource<transient>{%c256}
    %75 = stream.async.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%74[%c0 to %c256 for %c256], %22[%c0 to %c256 for %c256], %29[%c0 to %c256 for %c256], %36[%c0 to %c256 for %c256], %43[%c0 to %c256 for %c256], %50[%c0 to %c256 for %c256], %57[%c0 to %c256 for %c256], %64[%c0 to %c256 for %c256], %71[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %76 = stream.async.transfer %30 : !stream.resource<external>{%c256} from(#hal.device.affinity<@__device_2>) -> !stream.resource<transient>{%c256}
    %77 = stream.async.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%76[%c0 to %c256 for %c256], %22[%c0 to %c256 for %c256], %29[%c0 to %c256 for %c256], %36[%c0 to %c256 for %c256], %43[%c0 to %c256 for %c256], %50[%c0 to %c256 for %c256], %57[%c0 to %c256 for %c256], %64[%c0 to %c256 for %c256], %71[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %78 = stream.async.transfer %37 : !stream.resource<external>{%c256} from(#hal.device.affinity<@__device_3>) -> !stream.resource<transient>{%c256}
    %79 = stream.async.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%78[%c0 to %c256 for %c256], %22[%c0 to %c256 for %c256], %29[%c0 to %c256 for %c256], %36[%c0 to %c256 for %c256], %43[%c0 to %c256 for %c256], %50[%c0 to %c256 for %c256], %57[%c0 to %c256 for %c256], %64[%c0 to %c256 for %c256], %71[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %80 = stream.async.transfer %44 : !stream.resource<external>{%c256} from(#hal.device.affinity<@__device_4>) -> !stream.resource<transient>{%c256}
    %81 = stream.async.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%80[%c0 to %c256 for %c256], %22[%c0 to %c256 for %c256], %29[%c0 to %c256 for %c256], %36[%c0 to %c256 for %c256], %43[%c0 to %c256 for %c256], %50[%c0 to %c256 for %c256], %57[%c0 to %c256 for %c256], %64[%c0 to %c256 for %c256], %71[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %82 = stream.async.transfer %51 : !stream.resource<external>{%c256} from(#hal.device.affinity<@__device_5>) -> !stream.resource<transient>{%c256}
    %83 = stream.async.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%82[%c0 to %c256 for %c256], %22[%c0 to %c256 for %c256], %29[%c0 to %c256 for %c256], %36[%c0 to %c256 for %c256], %43[%c0 to %c256 for %c256], %50[%c0 to %c256 for %c256], %57[%c0 to %c256 for %c256], %64[%c0 to %c256 for %c256], %71[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %84 = stream.async.transfer %58 : !stream.resource<external>{%c256} from(#hal.device.affinity<@__device_6>) -> !stream.resource<transient>{%c256}
    %85 = stream.async.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%84[%c0 to %c256 for %c256], %22[%c0 to %c256 for %c256], %29[%c0 to %c256 for %c256], %36[%c0 to %c256 for %c256], %43[%c0 to %c256 for %c256], %50[%c0 to %c256 for %c256], %57[%c0 to %c256 for %c256], %64[%c0 to %c256 for %c256], %71[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %86 = stream.async.transfer %65 : !stream.resource<external>{%c256} from(#hal.device.affinity<@__device_7>) -> !stream.resource<transient>{%c256}
    %87 = stream.async.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%86[%c0 to %c256 for %c256], %22[%c0 to %c256 for %c256], %29[%c0 to %c256 for %c256], %36[%c0 to %c256 for %c256], %43[%c0 to %c256 for %c256], %50[%c0 to %c256 for %c256], %57[%c0 to %c256 for %c256], %64[%c0 to %c256 for %c256], %71[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %88 = stream.async.transfer %__auto.ffn_norm.0 : !stream.resource<constant>{%c64} from(#hal.device.affinity<@__device_0>) -> !stream.resource<constant>{%c64}
    %89 = stream.async.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%73[%c0 to %c256 for %c256], %88[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %90 = stream.async.transfer %__auto.ffn_gate_up.0 : !stream.resource<constant>{%c512} from(#hal.device.affinity<@__device_0>) -> !stream.resource<constant>{%c512}
    %91 = stream.async.dispatch @main$async_dispatch_41::@main$async_dispatch_41_batch_matmul_1x4x8x16_f32(%89[%c0 to %c256 for %c256], %90[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c512}) -> !stream.resource<transient>{%c128}
    %92 = stream.async.dispatch @main$async_dispatch_42::@main$async_dispatch_42_elementwise_1x4x4_f32(%91[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c64}
    %93 = stream.async.transfer %__auto.ffn_down.0 : !stream.resource<constant>{%c256} from(#hal.device.affinity<@__device_0>) -> !stream.resource<constant>{%c256}
    %94 = stream.async.dispatch @main$async_dispatch_43::@main$async_dispatch_43_batch_matmul_1x4x16x4_f32(%92[%c0 to %c64 for %c64], %93[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c64}, !stream.resource<constant>{%c256}) -> !stream.resource<transient>{%c256}
    %95 = stream.async.transfer %__auto.ffn_norm.1 : !stream.resource<constant>{%c64} from(#hal.device.affinity<@__device_1>) -> !stream.resource<constant>{%c64}
    %96 = stream.async.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%75[%c0 to %c256 for %c256], %95[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %97 = stream.async.transfer %__auto.ffn_gate_up.1 : !stream.resource<constant>{%c512} from(#hal.device.affinity<@__device_1>) -> !stream.resource<constant>{%c512}
    %98 = stream.async.dispatch @main$async_dispatch_41::@main$async_dispatch_41_batch_matmul_1x4x8x16_f32(%96[%c0 to %c256 for %c256], %97[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c512}) -> !stream.resource<transient>{%c128}
    %99 = stream.async.dispatch @main$async_dispatch_42::@main$async_dispatch_42_elementwise_1x4x4_f32(%98[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c64}
    %100 = stream.async.transfer %__auto.ffn_down.1 : !stream.resource<constant>{%c256} from(#hal.device.affinity<@__device_1>) -> !stream.resource<constant>{%c256}
    %101 = stream.async.dispatch @main$async_dispatch_43::@main$async_dispatch_43_batch_matmul_1x4x16x4_f32(%99[%c0 to %c64 for %c64], %100[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c64}, !stream.resource<constant>{%c256}) -> !stream.resource<transient>{%c256}
    %102 = stream.async.transfer %__auto.ffn_norm.2 : !stream.resource<constant>{%c64} from(#hal.device.affinity<@__device_2>) -> !stream.resource<constant>{%c64}
    %103 = stream.async.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%77[%c0 to %c256 for %c256], %102[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %104 = stream.async.transfer %__auto.ffn_gate_up.2 : !stream.resource<constant>{%c512} from(#hal.device.affinity<@__device_2>) -> !stream.resource<constant>{%c512}
    %105 = stream.async.dispatch @main$async_dispatch_41::@main$async_dispatch_41_batch_matmul_1x4x8x16_f32(%103[%c0 to %c256 for %c256], %104[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c512}) -> !stream.resource<transient>{%c128}
    %106 = stream.async.dispatch @main$async_dispatch_42::@main$async_dispatch_42_elementwise_1x4x4_f32(%105[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c64}
    %107 = stream.async.transfer %__auto.ffn_down.2 : !stream.resource<constant>{%c256} from(#hal.device.affinity<@__device_2>) -> !stream.resource<constant>{%c256}
    %108 = stream.async.dispatch @main$async_dispatch_43::@main$async_dispatch_43_batch_matmul_1x4x16x4_f32(%106[%c0 to %c64 for %c64], %107[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c64}, !stream.resource<constant>{%c256}) -> !stream.resource<transient>{%c256}
    %109 = stream.async.transfer %__auto.ffn_norm.3 : !stream.resource<constant>{%c64} from(#hal.device.affinity<@__device_3>) -> !stream.resource<constant>{%c64}
    %110 = stream.async.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%79[%c0 to %c256 for %c256], %109[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %111 = stream.async.transfer %__auto.ffn_gate_up.3 : !stream.resource<constant>{%c512} from(#hal.device.affinity<@__device_3>) -> !stream.resource<constant>{%c512}
    %112 = stream.async.dispatch @main$async_dispatch_41::@main$async_dispatch_41_batch_matmul_1x4x8x16_f32(%110[%c0 to %c256 for %c256], %111[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c512}) -> !stream.resource<transient>{%c128}
    %113 = stream.async.dispatch @main$async_dispatch_42::@main$async_dispatch_42_elementwise_1x4x4_f32(%112[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c64}
    %114 = stream.async.transfer %__auto.ffn_down.3 : !stream.resource<constant>{%c256} from(#hal.device.affinity<@__device_3>) -> !stream.resource<constant>{%c256}
    %115 = stream.async.dispatch @main$async_dispatch_43::@main$async_dispatch_43_batch_matmul_1x4x16x4_f32(%113[%c0 to %c64 for %c64], %114[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c64}, !stream.resource<constant>{%c256}) -> !stream.resource<transient>{%c256}
    %116 = stream.async.transfer %__auto.ffn_norm.4 : !stream.resource<constant>{%c64} from(#hal.device.affinity<@__device_4>) -> !stream.resource<constant>{%c64}
    %117 = stream.async.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%81[%c0 to %c256 for %c256], %116[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %118 = stream.async.transfer %__auto.ffn_gate_up.4 : !stream.resource<constant>{%c512} from(#hal.device.affinity<@__device_4>) -> !stream.resource<constant>{%c512}
    %119 = stream.async.dispatch @main$async_dispatch_41::@main$async_dispatch_41_batch_matmul_1x4x8x16_f32(%117[%c0 to %c256 for %c256], %118[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c512}) -> !stream.resource<transient>{%c128}
    %120 = stream.async.dispatch @main$async_dispatch_42::@main$async_dispatch_42_elementwise_1x4x4_f32(%119[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c64}
    %121 = stream.async.transfer %__auto.ffn_down.4 : !stream.resource<constant>{%c256} from(#hal.device.affinity<@__device_4>) -> !stream.resource<constant>{%c256}
    %122 = stream.async.dispatch @main$async_dispatch_43::@main$async_dispatch_43_batch_matmul_1x4x16x4_f32(%120[%c0 to %c64 for %c64], %121[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c64}, !stream.resource<constant>{%c256}) -> !stream.resource<transient>{%c256}
    %123 = stream.async.transfer %__auto.ffn_norm.5 : !stream.resource<constant>{%c64} from(#hal.device.affinity<@__device_5>) -> !stream.resource<constant>{%c64}
    %124 = stream.async.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%83[%c0 to %c256 for %c256], %123[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %125 = stream.async.transfer %__auto.ffn_gate_up.5 : !stream.resource<constant>{%c512} from(#hal.device.affinity<@__device_5>) -> !stream.resource<constant>{%c512}
    %126 = stream.async.dispatch @main$async_dispatch_41::@main$async_dispatch_41_batch_matmul_1x4x8x16_f32(%124[%c0 to %c256 for %c256], %125[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c512}) -> !stream.resource<transient>{%c128}
    %127 = stream.async.dispatch @main$async_dispatch_42::@main$async_dispatch_42_elementwise_1x4x4_f32(%126[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c64}
    %128 = stream.async.transfer %__auto.ffn_down.5 : !stream.resource<constant>{%c256} from(#hal.device.affinity<@__device_5>) -> !stream.resource<constant>{%c256}
    %129 = stream.async.dispatch @main$async_dispatch_43::@main$async_dispatch_43_batch_matmul_1x4x16x4_f32(%127[%c0 to %c64 for %c64], %128[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c64}, !stream.resource<constant>{%c256}) -> !stream.resource<transient>{%c256}
    %130 = stream.async.transfer %__auto.ffn_norm.6 : !stream.resource<constant>{%c64} from(#hal.device.affinity<@__device_6>) -> !stream.resource<constant>{%c64}
    %131 = stream.async.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%85[%c0 to %c256 for %c256], %130[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %132 = stream.async.transfer %__auto.ffn_gate_up.6 : !stream.resource<constant>{%c512} from(#hal.device.affinity<@__device_6>) -> !stream.resource<constant>{%c512}
    %133 = stream.async.dispatch @main$async_dispatch_41::@main$async_dispatch_41_batch_matmul_1x4x8x16_f32(%131[%c0 to %c256 for %c256], %132[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c512}) -> !stream.resource<transient>{%c128}
    %134 = stream.async.dispatch @main$async_dispatch_42::@main$async_dispatch_42_elementwise_1x4x4_f32(%133[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c64}
    %135 = stream.async.transfer %__auto.ffn_down.6 : !stream.resource<constant>{%c256} from(#hal.device.affinity<@__device_6>) -> !stream.resource<constant>{%c256}
    %136 = stream.async.dispatch @main$async_dispatch_43::@main$async_dispatch_43_batch_matmul_1x4x16x4_f32(%134[%c0 to %c64 for %c64], %135[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c64}, !stream.resource<constant>{%c256}) -> !stream.resource<transient>{%c256}
    %137 = stream.async.transfer %__auto.ffn_norm.7 : !stream.resource<constant>{%c64} from(#hal.device.affinity<@__device_7>) -> !stream.resource<constant>{%c64}
    %138 = stream.async.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%87[%c0 to %c256 for %c256], %137[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %139 = stream.async.transfer %__auto.ffn_gate_up.7 : !stream.resource<constant>{%c512} from(#hal.device.affinity<@__device_7>) -> !stream.resource<constant>{%c512}
    %140 = stream.async.dispatch @main$async_dispatch_41::@main$async_dispatch_41_batch_matmul_1x4x8x16_f32(%138[%c0 to %c256 for %c256], %139[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c512}) -> !stream.resource<transient>{%c128}
    %141 = stream.async.dispatch @main$async_dispatch_42::@main$async_dispatch_42_elementwise_1x4x4_f32(%140[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c64}
    %142 = stream.async.transfer %__auto.ffn_down.7 : !stream.resource<constant>{%c256} from(#hal.device.affinity<@__device_7>) -> !stream.resource<constant>{%c256}
    %143 = stream.async.dispatch @main$async_dispatch_43::@main$async_dispatch_43_batch_matmul_1x4x16x4_f32(%141[%c0 to %c64 for %c64], %142[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c64}, !stream.resource<constant>{%c256}) -> !stream.resource<transient>{%c256}
    %144 = stream.async.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%73[%c0 to %c256 for %c256], %94[%c0 to %c256 for %c256], %101[%c0 to %c256 for %c256], %108[%c0 to %c256 for %c256], %115[%c0 to %c256 for %c256], %122[%c0 to %c256 for %c256], %129[%c0 to %c256 for %c256], %136[%c0 to %c256 for %c256], %143[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %145 = stream.async.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%75[%c0 to %c256 for %c256], %94[%c0 to %c256 for %c256], %101[%c0 to %c256 for %c256], %108[%c0 to %c256 for %c256], %115[%c0 to %c256 for %c256], %122[%c0 to %c256 for %c256], %129[%c0 to %c256 for %c256], %136[%c0 to %c256 for %c256], %143[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %146 = stream.async.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%77[%c0 to %c256 for %c256], %94[%c0 to %c256 for %c256], %101[%c0 to %c256 for %c256], %108[%c0 to %c256 for %c256], %115[%c0 to %c256 for %c256], %122[%c0 to %c256 for %c256], %129[%c0 to %c256 for %c256], %136[%c0 to %c256 for %c256], %143[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %147 = stream.async.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%79[%c0 to %c256 for %c256], %94[%c0 to %c256 for %c256], %101[%c0 to %c256 for %c256], %108[%c0 to %c256 for %c256], %115[%c0 to %c256 for %c256], %122[%c0 to %c256 for %c256], %129[%c0 to %c256 for %c256], %136[%c0 to %c256 for %c256], %143[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %148 = stream.async.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%81[%c0 to %c256 for %c256], %94[%c0 to %c256 for %c256], %101[%c0 to %c256 for %c256], %108[%c0 to %c256 for %c256], %115[%c0 to %c256 for %c256], %122[%c0 to %c256 for %c256], %129[%c0 to %c256 for %c256], %136[%c0 to %c256 for %c256], %143[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %149 = stream.async.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%83[%c0 to %c256 for %c256], %94[%c0 to %c256 for %c256], %101[%c0 to %c256 for %c256], %108[%c0 to %c256 for %c256], %115[%c0 to %c256 for %c256], %122[%c0 to %c256 for %c256], %129[%c0 to %c256 for %c256], %136[%c0 to %c256 for %c256], %143[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %150 = stream.async.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%85[%c0 to %c256 for %c256], %94[%c0 to %c256 for %c256], %101[%c0 to %c256 for %c256], %108[%c0 to %c256 for %c256], %115[%c0 to %c256 for %c256], %122[%c0 to %c256 for %c256], %129[%c0 to %c256 for %c256], %136[%c0 to %c256 for %c256], %143[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %151 = stream.async.dispatch @main$async_dispatch_32::@main$async_dispatch_32_elementwise_64_f32(%87[%c0 to %c256 for %c256], %94[%c0 to %c256 for %c256], %101[%c0 to %c256 for %c256], %108[%c0 to %c256 for %c256], %115[%c0 to %c256 for %c256], %122[%c0 to %c256 for %c256], %129[%c0 to %c256 for %c256], %136[%c0 to %c256 for %c256], %143[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}, !stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %152 = stream.async.transfer %__auto.out_norm.0 : !stream.resource<constant>{%c64} from(#hal.device.affinity<@__device_0>) -> !stream.resource<constant>{%c64}
    %153 = stream.async.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%144[%c0 to %c256 for %c256], %152[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %154 = stream.async.transfer %__auto.lm_head.0 : !stream.resource<constant>{%c256} from(#hal.device.affinity<@__device_0>) -> !stream.resource<constant>{%c256}
    %155 = stream.async.dispatch @main$async_dispatch_81::@main$async_dispatch_81_batch_matmul_1x4x4x16_f32(%153[%c0 to %c256 for %c256], %154[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c256}) -> !stream.resource<transient>{%c64}
    %156 = stream.async.transfer %__auto.out_norm.1 : !stream.resource<constant>{%c64} from(#hal.device.affinity<@__device_1>) -> !stream.resource<constant>{%c64}
    %157 = stream.async.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%145[%c0 to %c256 for %c256], %156[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %158 = stream.async.transfer %__auto.lm_head.1 : !stream.resource<constant>{%c256} from(#hal.device.affinity<@__device_1>) -> !stream.resource<constant>{%c256}
    %159 = stream.async.dispatch @main$async_dispatch_81::@main$async_dispatch_81_batch_matmul_1x4x4x16_f32(%157[%c0 to %c256 for %c256], %158[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c256}) -> !stream.resource<transient>{%c64}
    %160 = stream.async.transfer %__auto.out_norm.2 : !stream.resource<constant>{%c64} from(#hal.device.affinity<@__device_2>) -> !stream.resource<constant>{%c64}
    %161 = stream.async.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%146[%c0 to %c256 for %c256], %160[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %162 = stream.async.transfer %__auto.lm_head.2 : !stream.resource<constant>{%c256} from(#hal.device.affinity<@__device_2>) -> !stream.resource<constant>{%c256}
    %163 = stream.async.dispatch @main$async_dispatch_81::@main$async_dispatch_81_batch_matmul_1x4x4x16_f32(%161[%c0 to %c256 for %c256], %162[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c256}) -> !stream.resource<transient>{%c64}
    %164 = stream.async.transfer %__auto.out_norm.3 : !stream.resource<constant>{%c64} from(#hal.device.affinity<@__device_3>) -> !stream.resource<constant>{%c64}
    %165 = stream.async.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%147[%c0 to %c256 for %c256], %164[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %166 = stream.async.transfer %__auto.lm_head.3 : !stream.resource<constant>{%c256} from(#hal.device.affinity<@__device_3>) -> !stream.resource<constant>{%c256}
    %167 = stream.async.dispatch @main$async_dispatch_81::@main$async_dispatch_81_batch_matmul_1x4x4x16_f32(%165[%c0 to %c256 for %c256], %166[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c256}) -> !stream.resource<transient>{%c64}
    %168 = stream.async.transfer %__auto.out_norm.4 : !stream.resource<constant>{%c64} from(#hal.device.affinity<@__device_4>) -> !stream.resource<constant>{%c64}
    %169 = stream.async.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%148[%c0 to %c256 for %c256], %168[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %170 = stream.async.transfer %__auto.lm_head.4 : !stream.resource<constant>{%c256} from(#hal.device.affinity<@__device_4>) -> !stream.resource<constant>{%c256}
    %171 = stream.async.dispatch @main$async_dispatch_81::@main$async_dispatch_81_batch_matmul_1x4x4x16_f32(%169[%c0 to %c256 for %c256], %170[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c256}) -> !stream.resource<transient>{%c64}
    %172 = stream.async.transfer %__auto.out_norm.5 : !stream.resource<constant>{%c64} from(#hal.device.affinity<@__device_5>) -> !stream.resource<constant>{%c64}
    %173 = stream.async.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%149[%c0 to %c256 for %c256], %172[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %174 = stream.async.transfer %__auto.lm_head.5 : !stream.resource<constant>{%c256} from(#hal.device.affinity<@__device_5>) -> !stream.resource<constant>{%c256}
    %175 = stream.async.dispatch @main$async_dispatch_81::@main$async_dispatch_81_batch_matmul_1x4x4x16_f32(%173[%c0 to %c256 for %c256], %174[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c256}) -> !stream.resource<transient>{%c64}
    %176 = stream.async.transfer %__auto.out_norm.6 : !stream.resource<constant>{%c64} from(#hal.device.affinity<@__device_6>) -> !stream.resource<constant>{%c64}
    %177 = stream.async.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%150[%c0 to %c256 for %c256], %176[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %178 = stream.async.transfer %__auto.lm_head.6 : !stream.resource<constant>{%c256} from(#hal.device.affinity<@__device_6>) -> !stream.resource<constant>{%c256}
    %179 = stream.async.dispatch @main$async_dispatch_81::@main$async_dispatch_81_batch_matmul_1x4x4x16_f32(%177[%c0 to %c256 for %c256], %178[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c256}) -> !stream.resource<transient>{%c64}
    %180 = stream.async.transfer %__auto.out_norm.7 : !stream.resource<constant>{%c64} from(#hal.device.affinity<@__device_7>) -> !stream.resource<constant>{%c64}
    %181 = stream.async.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_4x16_f32(%151[%c0 to %c256 for %c256], %180[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c64}) -> !stream.resource<transient>{%c256}
    %182 = stream.async.transfer %__auto.lm_head.7 : !stream.resource<constant>{%c256} from(#hal.device.affinity<@__device_7>) -> !stream.resource<constant>{%c256}
    %183 = stream.async.dispatch @main$async_dispatch_81::@main$async_dispatch_81_batch_matmul_1x4x4x16_f32(%181[%c0 to %c256 for %c256], %182[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c256}) -> !stream.resource<transient>{%c64}
    %184 = stream.async.alloca : !stream.resource<external>{%c512}
    %185 = stream.async.dispatch @main$async_dispatch_96::@main$async_dispatch_96_slow_memcpy(%155[%c0 to %c64 for %c64], %184[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c64}, !stream.resource<external>{%c512}) -> %184{%c512}
    %186 = stream.async.dispatch @main$async_dispatch_97::@main$async_dispatch_97_slow_memcpy(%159[%c0 to %c64 for %c64], %185[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c64}, !stream.resource<external>{%c512}) -> %185{%c512}
    %187 = stream.async.dispatch @main$async_dispatch_98::@main$async_dispatch_98_slow_memcpy(%163[%c0 to %c64 for %c64], %186[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c64}, !stream.resource<external>{%c512}) -> %186{%c512}
    %188 = stream.async.dispatch @main$async_dispatch_99::@main$async_dispatch_99_slow_memcpy(%167[%c0 to %c64 for %c64], %187[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c64}, !stream.resource<external>{%c512}) -> %187{%c512}
    %189 = stream.async.dispatch @main$async_dispatch_100::@main$async_dispatch_100_slow_memcpy(%171[%c0 to %c64 for %c64], %188[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c64}, !stream.resource<external>{%c512}) -> %188{%c512}
    %190 = stream.async.dispatch @main$async_dispatch_101::@main$async_dispatch_101_slow_memcpy(%175[%c0 to %c64 for %c64], %189[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c64}, !stream.resource<external>{%c512}) -> %189{%c512}
    %191 = stream.async.dispatch @main$async_dispatch_102::@main$async_dispatch_102_slow_memcpy(%179[%c0 to %c64 for %c64], %190[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c64}, !stream.resource<external>{%c512}) -> %190{%c512}
    %192 = stream.async.dispatch @main$async_dispatch_103::@main$async_dispatch_103_slow_memcpy(%183[%c0 to %c64 for %c64], %191[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c64}, !stream.resource<external>{%c512}) -> %191{%c512}
    %result, %result_timepoint = stream.timepoint.barrier %192 : !stream.resource<external>{%c512} => !stream.timepoint
    stream.timepoint.chain_external %result_timepoint => (%arg9 : !hal.fence)
    %193 = stream.tensor.export %result : tensor<1x4x32xf32> in !stream.resource<external>{%c512} -> !hal.buffer_view
    util.return %193 : !hal.buffer_view
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
