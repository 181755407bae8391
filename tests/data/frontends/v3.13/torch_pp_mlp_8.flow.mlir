module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_1 = #hal.device.target<"local", {ordinal = 1 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_2 = #hal.device.target<"local", {ordinal = 2 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_3 = #hal.device.target<"local", {ordinal = 3 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_4 = #hal.device.target<"local", {ordinal = 4 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_5 = #hal.device.target<"local", {ordinal = 5 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_6 = #hal.device.target<"local", {ordinal = 6 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_7 = #hal.device.target<"local", {ordinal = 7 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__auto.up.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"up.0"> : tensor<16x32xf32>
  util.global private @__auto.down.0 {stream.affinity = #hal.device.affinity<@__device_0>} = #flow.parameter.named<"model"::"down.0"> : tensor<32x16xf32>
  util.global private @__auto.up.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"up.1"> : tensor<16x32xf32>
  util.global private @__auto.down.1 {stream.affinity = #hal.device.affinity<@__device_1>} = #flow.parameter.named<"model"::"down.1"> : tensor<32x16xf32>
  util.global private @__auto.up.2 {stream.affinity = #hal.device.affinity<@__device_2>} = #flow.parameter.named<"model"::"up.2"> : tensor<16x32xf32>
  util.global private @__auto.down.2 {stream.affinity = #hal.device.affinity<@__device_2>} = #flow.parameter.named<"model"::"down.2"> : tensor<32x16xf32>
  util.global private @__auto.up.3 {stream.affinity = #hal.device.affinity<@__device_3>} = #flow.parameter.named<"model"::"up.3"> : tensor<16x32xf32>
  util.global private @__auto.down.3 {stream.affinity = #hal.device.affinity<@__device_3>} = #flow.parameter.named<"model"::"down.3"> : tensor<32x16xf32>
  util.global private @__auto.up.4 {stream.affinity = #hal.device.affinity<@__device_4>} = #flow.parameter.named<"model"::"up.4"> : tensor<16x32xf32>
  util.global private @__auto.down.4 {stream.affinity = #hal.device.affinity<@__device_4>} = #flow.parameter.named<"model"::"down.4"> : tensor<32x16xf32>
  util.global private @__auto.up.5 {stream.affinity = #hal.device.affinity<@__device_5>} = #flow.parameter.named<"model"::"up.5"> : tensor<16x32xf32>
  util.global private @__auto.down.5 {stream.affinity = #hal.device.affinity<@__device_5>} = #flow.parameter.named<"model"::"down.5"> : tensor<32x16xf32>
  util.global private @__auto.up.6 {stream.affinity = #hal.device.affinity<@__device_6>} = #flow.parameter.named<"model"::"up.6"> : tensor<16x32xf32>
  util.global private @__auto.down.6 {stream.affinity = #hal.device.affinity<@__device_6>} = #flow.parameter.named<"model"::"down.6"> : tensor<32x16xf32>
  util.global private @__auto.up.7 {stream.affinity = #hal.device.affinity<@__device_7>} = #flow.parameter.named<"model"::"up.7"> : tensor<16x32xf32>
  util.global private @__auto.down.7 {stream.affinity = #hal.device.affinity<@__device_7>} = #flow.parameter.named<"model"::"down.7"> : tensor<32x16xf32>
  flow.executable private @main$async_dispatch_0 {
    flow.executable.export public @main$async_dispatch_0_reduction_2x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_reduction_2x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.600000e+01 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %1 = tensor.empty() : tensor<2x16xf32>
        %2 = tensor.empty() : tensor<2xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2xf32>) -> tensor<2xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<2x16xf32>) outs(%3 : tensor<2xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.addf %in, %out : f32
          linalg.yield %6 : f32
        } -> tensor<2xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %4 : tensor<2x16xf32>, tensor<2xf32>) outs(%1 : tensor<2x16xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %6 = arith.divf %in_1, %cst_0 : f32
          %7 = arith.subf %in, %6 : f32
          linalg.yield %7 : f32
        } -> tensor<2x16xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg1, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : tensor<2x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_1 {
    flow.executable.export public @main$async_dispatch_1_reduction_2x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_reduction_2x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.600000e+01 : f32
        %cst_1 = arith.constant 9.99999974E-6 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %1 = tensor.empty() : tensor<2x16xf32>
        %2 = tensor.empty() : tensor<2xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2xf32>) -> tensor<2xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<2x16xf32>) outs(%3 : tensor<2xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.mulf %in, %in : f32
          %7 = arith.addf %6, %out : f32
          linalg.yield %7 : f32
        } -> tensor<2xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %4 : tensor<2x16xf32>, tensor<2xf32>) outs(%1 : tensor<2x16xf32>) {
        ^bb0(%in: f32, %in_2: f32, %out: f32):
          %6 = arith.divf %in_2, %cst_0 : f32
          %7 = arith.addf %6, %cst_1 : f32
          %8 = math.rsqrt %7 : f32
          %9 = arith.mulf %in, %8 : f32
          linalg.yield %9 : f32
        } -> tensor<2x16xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg1, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : tensor<2x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_2 {
    flow.executable.export public @main$async_dispatch_2_matmul_2x32x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_matmul_2x32x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.41421354 : f32
        %cst_1 = arith.constant 1.000000e+00 : f32
        %cst_2 = arith.constant 5.000000e-01 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [16, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x32xf32>> -> tensor<16x32xf32>
        %2 = tensor.empty() : tensor<2x32xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x32xf32>) -> tensor<2x32xf32>
        %4 = linalg.matmul ins(%0, %1 : tensor<2x16xf32>, tensor<16x32xf32>) outs(%3 : tensor<2x32xf32>) -> tensor<2x32xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<2x32xf32>) outs(%2 : tensor<2x32xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.divf %in, %cst_0 : f32
          %7 = math.erf %6 : f32
          %8 = arith.addf %7, %cst_1 : f32
          %9 = arith.mulf %8, %cst_2 : f32
          %10 = arith.mulf %in, %9 : f32
          linalg.yield %10 : f32
        } -> tensor<2x32xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg2, offsets = [0, 0], sizes = [2, 32], strides = [1, 1] : tensor<2x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x32xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_3 {
    flow.executable.export public @main$async_dispatch_3_matmul_2x16x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_matmul_2x16x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x32xf32>> -> tensor<2x32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [32, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x16xf32>> -> tensor<32x16xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %3 = tensor.empty() : tensor<2x16xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x16xf32>) -> tensor<2x16xf32>
        %5 = linalg.matmul ins(%0, %1 : tensor<2x32xf32>, tensor<32x16xf32>) outs(%4 : tensor<2x16xf32>) -> tensor<2x16xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %5 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%3 : tensor<2x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          linalg.yield %7 : f32
        } -> tensor<2x16xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg3, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : tensor<2x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>
        return
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %__auto.up.0 = util.global.load immutable @__auto.up.0 : tensor<16x32xf32>
    %__auto.down.0 = util.global.load immutable @__auto.down.0 : tensor<32x16xf32>
    %__auto.up.1 = util.global.load immutable @__auto.up.1 : tensor<16x32xf32>
    %__auto.down.1 = util.global.load immutable @__auto.down.1 : tensor<32x16xf32>
    %__auto.up.2 = util.global.load immutable @__auto.up.2 : tensor<16x32xf32>
    %__auto.down.2 = util.global.load immutable @__auto.down.2 : tensor<32x16xf32>
    %__auto.up.3 = util.global.load immutable @__auto.up.3 : tensor<16x32xf32>
    %__auto.down.3 = util.global.load immutable @__auto.down.3 : tensor<32x16xf32>
    %__auto.up.4 = util.global.load immutable @__auto.up.4 : tensor<16x32xf32>
    %__auto.down.4 = util.global.load immutable @__auto.down.4 : tensor<32x16xf32>
    %__auto.up.5 = util.global.load immutable @__auto.up.5 : tensor<16x32xf32>
    %__auto.down.5 = util.global.load immutable @__auto.down.5 : tensor<32x16xf32>
    %__auto.up.6 = util.global.load immutable @__auto.up.6 : tensor<16x32xf32>
    %__auto.down.6 = util.global.load immutable @__auto.down.6 : tensor<32x16xf32>
    %__auto.up.7 = util.global.load immutable @__auto.up.7 : tensor<16x32xf32>
    %__auto.down.7 = util.global.load immutable @__auto.down.7 : tensor<32x16xf32>
    %0 = hal.tensor.import on(#hal.device.affinity<@__device_0>) wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<2x16xf32>
    %1 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_2x16_f32(%0) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %2 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_reduction_2x16_f32(%1) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %3 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_matmul_2x32x16_f32(%2, %__auto.up.0) : (tensor<2x16xf32>, tensor<16x32xf32>) -> tensor<2x32xf32>
    %4 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_matmul_2x16x32_f32(%3, %__auto.down.0, %0) : (tensor<2x32xf32>, tensor<32x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %5 = flow.tensor.transfer %4 : tensor<2x16xf32> to #hal.device.affinity<@__device_1>
    %6 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_2x16_f32(%5) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %7 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_reduction_2x16_f32(%6) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %8 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_matmul_2x32x16_f32(%7, %__auto.up.1) : (tensor<2x16xf32>, tensor<16x32xf32>) -> tensor<2x32xf32>
    %9 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_matmul_2x16x32_f32(%8, %__auto.down.1, %5) : (tensor<2x32xf32>, tensor<32x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %10 = flow.tensor.transfer %9 : tensor<2x16xf32> to #hal.device.affinity<@__device_2>
    %11 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_2x16_f32(%10) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %12 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_reduction_2x16_f32(%11) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %13 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_matmul_2x32x16_f32(%12, %__auto.up.2) : (tensor<2x16xf32>, tensor<16x32xf32>) -> tensor<2x32xf32>
    %14 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_matmul_2x16x32_f32(%13, %__auto.down.2, %10) : (tensor<2x32xf32>, tensor<32x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %15 = flow.tensor.transfer %14 : tensor<2x16xf32> to #hal.device.affinity<@__device_3>
    %16 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_2x16_f32(%15) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %17 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_reduction_2x16_f32(%16) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %18 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_matmul_2x32x16_f32(%17, %__auto.up.3) : (tensor<2x16xf32>, tensor<16x32xf32>) -> tensor<2x32xf32>
    %19 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_matmul_2x16x32_f32(%18, %__auto.down.3, %15) : (tensor<2x32xf32>, tensor<32x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %20 = flow.tensor.transfer %19 : tensor<2x16xf32> to #hal.device.affinity<@__device_4>
    %21 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_2x16_f32(%20) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %22 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_reduction_2x16_f32(%21) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %23 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_matmul_2x32x16_f32(%22, %__auto.up.4) : (tensor<2x16xf32>, tensor<16x32xf32>) -> tensor<2x32xf32>
    %24 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_matmul_2x16x32_f32(%23, %__auto.down.4, %20) : (tensor<2x32xf32>, tensor<32x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %25 = flow.tensor.transfer %24 : tensor<2x16xf32> to #hal.device.affinity<@__device_5>
    %26 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_2x16_f32(%25) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %27 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_reduction_2x16_f32(%26) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %28 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_matmul_2x32x16_f32(%27, %__auto.up.5) : (tensor<2x16xf32>, tensor<16x32xf32>) -> tensor<2x32xf32>
    %29 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_matmul_2x16x32_f32(%28, %__auto.down.5, %25) : (tensor<2x32xf32>, tensor<32x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %30 = flow.tensor.transfer %29 : tensor<2x16xf32> to #hal.device.affinity<@__device_6>
    %31 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_2x16_f32(%30) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %32 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_reduction_2x16_f32(%31) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %33 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_matmul_2x32x16_f32(%32, %__auto.up.6) : (tensor<2x16xf32>, tensor<16x32xf32>) -> tensor<2x32xf32>
    %34 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_matmul_2x16x32_f32(%33, %__auto.down.6, %30) : (tensor<2x32xf32>, tensor<32x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %35 = flow.tensor.transfer %34 : tensor<2x16xf32> to #hal.device.affinity<@__device_7>
    %36 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_reduction_2x16_f32(%35) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %37 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_reduction_2x16_f32(%36) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %38 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_matmul_2x32x16_f32(%37, %__auto.up.7) : (tensor<2x16xf32>, tensor<16x32xf32>) -> tensor<2x32xf32>
    %39 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_matmul_2x16x32_f32(%38, %__auto.down.7, %35) : (tensor<2x32xf32>, tensor<32x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %40 = hal.tensor.barrier join(%39 : tensor<2x16xf32>) => %arg2 : !hal.fence
    %41 = hal.tensor.export %40 : tensor<2x16xf32> -> !hal.buffer_view
    util.return %41 : !hal.buffer_view
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
