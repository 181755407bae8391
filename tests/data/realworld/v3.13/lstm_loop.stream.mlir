module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @lstm_dispatch_0 {
    stream.executable.export public @lstm_dispatch_0_matmul_1x32x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @lstm_dispatch_0_matmul_1x32x8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x32xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [1, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8xf32>> -> tensor<1x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %5 = tensor.empty() : tensor<1x32xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x32xf32>) -> tensor<1x32xf32>
        %7 = linalg.matmul ins(%3, %4 : tensor<1x8xf32>, tensor<8x32xf32>) outs(%6 : tensor<1x32xf32>) -> tensor<1x32xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [1, 32], strides = [1, 1] : tensor<1x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x32xf32>>
        return
      }
    }
  }
  stream.executable private @lstm_dispatch_1 {
    stream.executable.export public @lstm_dispatch_1_matmul_1x32x8_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @lstm_dispatch_1_matmul_1x32x8_f32(%arg0: !stream.binding, %arg1: index, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x1x1x8xf32>>
        %1 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %2 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32xf32>>
        %3 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x32xf32>>
        %4 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [1, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32xf32>> -> tensor<1x32xf32>
        %7 = tensor.empty() : tensor<1x32xf32>
        %8 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [%4, 0, 0, 0], sizes = [1, 1, 1, 8], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x1x1x8xf32>> -> tensor<1x8xf32>
        %9 = linalg.fill ins(%cst : f32) outs(%7 : tensor<1x32xf32>) -> tensor<1x32xf32>
        %10 = linalg.matmul ins(%8, %5 : tensor<1x8xf32>, tensor<8x32xf32>) outs(%9 : tensor<1x32xf32>) -> tensor<1x32xf32>
        %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %10 : tensor<1x32xf32>, tensor<1x32xf32>) outs(%7 : tensor<1x32xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %12 = arith.addf %in, %in_0 : f32
          linalg.yield %12 : f32
        } -> tensor<1x32xf32>
        iree_tensor_ext.dispatch.tensor.store %11, %3, offsets = [0, 0], sizes = [1, 32], strides = [1, 1] : tensor<1x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x32xf32>>
        return
      }
    }
  }
  stream.executable private @lstm_dispatch_2 {
    stream.executable.export public @lstm_dispatch_2_elementwise_8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @lstm_dispatch_2_elementwise_8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
        %cst = arith.constant 1.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %5 = tensor.empty() : tensor<8xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 24], sizes = [1, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32xf32>> -> tensor<8xf32>
        %7 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 16], sizes = [1, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32xf32>> -> tensor<8xf32>
        %8 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 8], sizes = [1, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32xf32>> -> tensor<8xf32>
        %9 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [1, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32xf32>> -> tensor<8xf32>
        %10:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%9, %8, %7, %6, %4 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%5, %5 : tensor<8xf32>, tensor<8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %in_2: f32, %in_3: f32, %out: f32, %out_4: f32):
          %11 = arith.negf %in : f32
          %12 = math.exp %11 : f32
          %13 = arith.addf %12, %cst : f32
          %14 = arith.divf %cst, %13 : f32
          %15 = arith.negf %in_0 : f32
          %16 = math.exp %15 : f32
          %17 = arith.addf %16, %cst : f32
          %18 = arith.divf %cst, %17 : f32
          %19 = arith.negf %in_2 : f32
          %20 = math.exp %19 : f32
          %21 = arith.addf %20, %cst : f32
          %22 = arith.divf %cst, %21 : f32
          %23 = math.tanh %in_1 : f32
          %24 = arith.mulf %18, %in_3 : f32
          %25 = arith.mulf %14, %23 : f32
          %26 = arith.addf %24, %25 : f32
          %27 = math.tanh %26 : f32
          %28 = arith.mulf %22, %27 : f32
          linalg.yield %26, %28 : f32, f32
        } -> (tensor<8xf32>, tensor<8xf32>)
        iree_tensor_ext.dispatch.tensor.store %10#0, %2, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        iree_tensor_ext.dispatch.tensor.store %10#1, %3, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        return
      }
    }
  }
  util.func public @lstm(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @lstm(%input0: tensor<6x1x8xf32>, %input1: tensor<8x32xf32>, %input2: tensor<8x32xf32>, %input3: tensor<1x8xf32>, %input4: tensor<1x8xf32>) -> (%output0: tensor<1x8xf32>, %output1: tensor<1x8xf32>)"}} {
    %c128 = arith.constant 128 : index
    %c1024 = arith.constant 1024 : index
    %c192 = arith.constant 192 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c6 = arith.constant 6 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c6, %c1, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<6x1x8xf32> in !stream.resource<external>{%c192}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c8, %c32]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg1 : !hal.buffer_view -> tensor<8x32xf32> in !stream.resource<external>{%c1024}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c8, %c32]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg2 : !hal.buffer_view -> tensor<8x32xf32> in !stream.resource<external>{%c1024}
    hal.buffer_view.assert<%arg3 : !hal.buffer_view> message("input3") shape([%c1, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %3 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg3 : !hal.buffer_view -> tensor<1x8xf32> in !stream.resource<external>{%c32}
    hal.buffer_view.assert<%arg4 : !hal.buffer_view> message("input4") shape([%c1, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %4 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg4 : !hal.buffer_view -> tensor<1x8xf32> in !stream.resource<external>{%c32}
    %5:2 = scf.for %arg5 = %c0 to %c6 step %c1 iter_args(%arg6 = %3, %arg7 = %4) -> (!stream.resource<external>, !stream.resource<external>) {
      %8 = stream.async.transfer %arg6 : !stream.resource<external>{%c32} -> to(#hal.device.affinity<@device_a>) !stream.resource<transient>{%c32}
      %9 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @lstm_dispatch_0::@lstm_dispatch_0_matmul_1x32x8_f32(%8[%c0 to %c32 for %c32], %2[%c0 to %c1024 for %c1024]) : (!stream.resource<transient>{%c32}, !stream.resource<external>{%c1024}) -> !stream.resource<transient>{%c128}
      %10 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @lstm_dispatch_1::@lstm_dispatch_1_matmul_1x32x8_f32[%arg5](%0[%c0 to %c192 for %c192], %arg5, %1[%c0 to %c1024 for %c1024], %9[%c0 to %c128 for %c128]) : (!stream.resource<external>{%c192}, index, !stream.resource<external>{%c1024}, !stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
      %11 = stream.async.transfer %arg7 : !stream.resource<external>{%c32} -> to(#hal.device.affinity<@device_a>) !stream.resource<transient>{%c32}
      %12:2 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @lstm_dispatch_2::@lstm_dispatch_2_elementwise_8_f32(%10[%c0 to %c128 for %c128], %11[%c0 to %c32 for %c32]) : (!stream.resource<transient>{%c128}, !stream.resource<transient>{%c32}) -> (!stream.resource<external>{%c32}, !stream.resource<external>{%c32})
      scf.yield %12#1, %12#0 : !stream.resource<external>, !stream.resource<external>
    }
    %6 = stream.tensor.export on(#hal.device.affinity<@device_a>) %5#0 : tensor<1x8xf32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    %7 = stream.tensor.export on(#hal.device.affinity<@device_a>) %5#1 : tensor<1x8xf32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    util.return %6, %7 : !hal.buffer_view, !hal.buffer_view
  }
}
