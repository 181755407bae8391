module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_1 = #hal.device.target<"local", {ordinal = 1 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_2 = #hal.device.target<"local", {ordinal = 2 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__device_3 = #hal.device.target<"local", {ordinal = 3 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__auto.up.0 : !stream.resource<constant>
  util.global private @__auto.down.0 : !stream.resource<constant>
  util.global private @__auto.up.1 : !stream.resource<constant>
  util.global private @__auto.down.1 : !stream.resource<constant>
  util.global private @__auto.up.2 : !stream.resource<constant>
  util.global private @__auto.down.2 : !stream.resource<constant>
  util.global private @__auto.up.3 : !stream.resource<constant>
  util.global private @__auto.down.3 : !stream.resource<constant>
  util.initializer {
    %c2048 = arith.constant 2048 : index
    %cst = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"up.0"> : tensor<16x32xf32>
    %cst_0 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"down.0"> : tensor<32x16xf32>
    %cst_1 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"up.1"> : tensor<16x32xf32>
    %cst_2 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"down.1"> : tensor<32x16xf32>
    %cst_3 = stream.async.constant on(#hal.device.affinity<@__device_2>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"up.2"> : tensor<16x32xf32>
    %cst_4 = stream.async.constant on(#hal.device.affinity<@__device_2>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"down.2"> : tensor<32x16xf32>
    %cst_5 = stream.async.constant on(#hal.device.affinity<@__device_3>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"up.3"> : tensor<16x32xf32>
    %cst_6 = stream.async.constant on(#hal.device.affinity<@__device_3>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"down.3"> : tensor<32x16xf32>
    util.global.store %cst_0, @__auto.down.0 : !stream.resource<constant>
    util.global.store %cst_2, @__auto.down.1 : !stream.resource<constant>
    util.global.store %cst_4, @__auto.down.2 : !stream.resource<constant>
    util.global.store %cst_6, @__auto.down.3 : !stream.resource<constant>
    util.global.store %cst, @__auto.up.0 : !stream.resource<constant>
    util.global.store %cst_1, @__auto.up.1 : !stream.resource<constant>
    util.global.store %cst_3, @__auto.up.2 : !stream.resource<constant>
    util.global.store %cst_5, @__auto.up.3 : !stream.resource<constant>
    util.return
  }
  stream.executable private @main$async_dispatch_0 {
    stream.executable.export public @main$async_dispatch_0_reduction_2x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_reduction_2x16_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 1.600000e+01 : f32
        %cst_0 = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %3 = tensor.empty() : tensor<2x16xf32>
        %4 = tensor.empty() : tensor<2xf32>
        %5 = linalg.fill ins(%cst_0 : f32) outs(%4 : tensor<2xf32>) -> tensor<2xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<2x16xf32>) outs(%5 : tensor<2xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.addf %in, %out : f32
          linalg.yield %8 : f32
        } -> tensor<2xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %6 : tensor<2x16xf32>, tensor<2xf32>) outs(%3 : tensor<2x16xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %8 = arith.divf %in_1, %cst : f32
          %9 = arith.subf %in, %8 : f32
          linalg.yield %9 : f32
        } -> tensor<2x16xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %1, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : tensor<2x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_1 {
    stream.executable.export public @main$async_dispatch_1_reduction_2x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_reduction_2x16_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 9.99999974E-6 : f32
        %cst_0 = arith.constant 1.600000e+01 : f32
        %cst_1 = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %3 = tensor.empty() : tensor<2x16xf32>
        %4 = tensor.empty() : tensor<2xf32>
        %5 = linalg.fill ins(%cst_1 : f32) outs(%4 : tensor<2xf32>) -> tensor<2xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<2x16xf32>) outs(%5 : tensor<2xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.mulf %in, %in : f32
          %9 = arith.addf %8, %out : f32
          linalg.yield %9 : f32
        } -> tensor<2xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %6 : tensor<2x16xf32>, tensor<2xf32>) outs(%3 : tensor<2x16xf32>) {
        ^bb0(%in: f32, %in_2: f32, %out: f32):
          %8 = arith.divf %in_2, %cst_0 : f32
          %9 = arith.addf %8, %cst : f32
          %10 = math.rsqrt %9 : f32
          %11 = arith.mulf %in, %10 : f32
          linalg.yield %11 : f32
        } -> tensor<2x16xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %1, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : tensor<2x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_2 {
    stream.executable.export public @main$async_dispatch_2_matmul_2x32x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_matmul_2x32x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 5.000000e-01 : f32
        %cst_0 = arith.constant 1.000000e+00 : f32
        %cst_1 = arith.constant 1.41421354 : f32
        %cst_2 = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x32xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x32xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [16, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x32xf32>> -> tensor<16x32xf32>
        %5 = tensor.empty() : tensor<2x32xf32>
        %6 = linalg.fill ins(%cst_2 : f32) outs(%5 : tensor<2x32xf32>) -> tensor<2x32xf32>
        %7 = linalg.matmul ins(%3, %4 : tensor<2x16xf32>, tensor<16x32xf32>) outs(%6 : tensor<2x32xf32>) -> tensor<2x32xf32>
        %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<2x32xf32>) outs(%5 : tensor<2x32xf32>) {
        ^bb0(%in: f32, %out: f32):
          %9 = arith.divf %in, %cst_1 : f32
          %10 = math.erf %9 : f32
          %11 = arith.addf %10, %cst_0 : f32
          %12 = arith.mulf %11, %cst : f32
          %13 = arith.mulf %in, %12 : f32
          linalg.yield %13 : f32
        } -> tensor<2x32xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %2, offsets = [0, 0], sizes = [2, 32], strides = [1, 1] : tensor<2x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x32xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_3 {
    stream.executable.export public @main$async_dispatch_3_matmul_2x16x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_matmul_2x16x32_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x32xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x16xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x32xf32>> -> tensor<2x32xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [32, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x16xf32>> -> tensor<32x16xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %7 = tensor.empty() : tensor<2x16xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<2x16xf32>) -> tensor<2x16xf32>
        %9 = linalg.matmul ins(%4, %5 : tensor<2x32xf32>, tensor<32x16xf32>) outs(%8 : tensor<2x16xf32>) -> tensor<2x16xf32>
        %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %9 : tensor<2x16xf32>, tensor<2x16xf32>) outs(%7 : tensor<2x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %11 = arith.addf %in, %in_0 : f32
          linalg.yield %11 : f32
        } -> tensor<2x16xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %3, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : tensor<2x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>
        return
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c16 = arith.constant 16 : index
    %c2 = arith.constant 2 : index
    %c2048 = arith.constant 2048 : index
    %__auto.up.0 = util.global.load immutable @__auto.up.0 : !stream.resource<constant>
    %__auto.down.0 = util.global.load immutable @__auto.down.0 : !stream.resource<constant>
    %__auto.up.1 = util.global.load immutable @__auto.up.1 : !stream.resource<constant>
    %__auto.down.1 = util.global.load immutable @__auto.down.1 : !stream.resource<constant>
    %__auto.up.2 = util.global.load immutable @__auto.up.2 : !stream.resource<constant>
    %__auto.down.2 = util.global.load immutable @__auto.down.2 : !stream.resource<constant>
    %__auto.up.3 = util.global.load immutable @__auto.up.3 : !stream.resource<constant>
    %__auto.down.3 = util.global.load immutable @__auto.down.3 : !stream.resource<constant>
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c2, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x16xf32> in !stream.resource<external>{%c128}
    %1 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg1 : (!hal.fence) => !stream.timepoint
    %2 = stream.timepoint.await %1 => %0 : !stream.resource<external>{%c128}
    %3 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_2x16_f32(%2[%c0 to %c128 for %c128]) : (!stream.resource<external>{%c128}) -> !stream.resource<transient>{%c128}
    %4 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_1::@main$async_dispatch_1_reduction_2x16_f32(%3[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %5 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_2::@main$async_dispatch_2_matmul_2x32x16_f32(%4[%c0 to %c128 for %c128], %__auto.up.0[%c0 to %c2048 for %c2048]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c2048}) -> !stream.resource<transient>{%c256}
    %6 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_3::@main$async_dispatch_3_matmul_2x16x32_f32(%5[%c0 to %c256 for %c256], %__auto.down.0[%c0 to %c2048 for %c2048], %2[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c2048}, !stream.resource<external>{%c128}) -> !stream.resource<transient>{%c128}
    %7 = stream.async.transfer %6 : !stream.resource<transient>{%c128} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<transient>{%c128}
    %8 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_2x16_f32(%7[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %9 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_1::@main$async_dispatch_1_reduction_2x16_f32(%8[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %10 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_2::@main$async_dispatch_2_matmul_2x32x16_f32(%9[%c0 to %c128 for %c128], %__auto.up.1[%c0 to %c2048 for %c2048]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c2048}) -> !stream.resource<transient>{%c256}
    %11 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_3::@main$async_dispatch_3_matmul_2x16x32_f32(%10[%c0 to %c256 for %c256], %__auto.down.1[%c0 to %c2048 for %c2048], %7[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c2048}, !stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %12 = stream.async.transfer %11 : !stream.resource<transient>{%c128} from(#hal.device.affinity<@__device_1>) -> to(#hal.device.affinity<@__device_2>) !stream.resource<transient>{%c128}
    %13 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_2x16_f32(%12[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %14 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_1::@main$async_dispatch_1_reduction_2x16_f32(%13[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %15 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_2::@main$async_dispatch_2_matmul_2x32x16_f32(%14[%c0 to %c128 for %c128], %__auto.up.2[%c0 to %c2048 for %c2048]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c2048}) -> !stream.resource<transient>{%c256}
    %16 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_3::@main$async_dispatch_3_matmul_2x16x32_f32(%15[%c0 to %c256 for %c256], %__auto.down.2[%c0 to %c2048 for %c2048], %12[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c2048}, !stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %17 = stream.async.transfer %16 : !stream.resource<transient>{%c128} from(#hal.device.affinity<@__device_2>) -> to(#hal.device.affinity<@__device_3>) !stream.resource<transient>{%c128}
    %18 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_0::@main$async_dispatch_0_reduction_2x16_f32(%17[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %19 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_1::@main$async_dispatch_1_reduction_2x16_f32(%18[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %20 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_2::@main$async_dispatch_2_matmul_2x32x16_f32(%19[%c0 to %c128 for %c128], %__auto.up.3[%c0 to %c2048 for %c2048]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c2048}) -> !stream.resource<transient>{%c256}
    %21 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_3::@main$async_dispatch_3_matmul_2x16x32_f32(%20[%c0 to %c256 for %c256], %__auto.down.3[%c0 to %c2048 for %c2048], %17[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c2048}, !stream.resource<transient>{%c128}) -> !stream.resource<external>{%c128}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@__device_3>) %21 : !stream.resource<external>{%c128} => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_3>) %result_timepoint => (%arg2 : !hal.fence)
    %22 = stream.tensor.export on(#hal.device.affinity<@__device_3>) %result : tensor<2x16xf32> in !stream.resource<external>{%c128} -> !hal.buffer_view
    util.return %22 : !hal.buffer_view
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
