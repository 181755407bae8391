module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @qlayer_dispatch_0 {
    stream.executable.export public @qlayer_dispatch_0_matmul_4x4x8_i8xi8xi32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @qlayer_dispatch_0_matmul_4x4x8_i8xi8xi32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0_i32 = arith.constant 0 : i32
        %cst = arith.constant 1.270000e+02 : f32
        %cst_0 = arith.constant -1.280000e+02 : f32
        %cst_1 = arith.constant 6.250000e-02 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi8>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xi8>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xi8>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi8>> -> tensor<4x8xi8>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xi8>> -> tensor<8x4xi8>
        %5 = tensor.empty() : tensor<4x4xi8>
        %6 = tensor.empty() : tensor<4x4xi32>
        %7 = linalg.fill ins(%c0_i32 : i32) outs(%6 : tensor<4x4xi32>) -> tensor<4x4xi32>
        %8 = linalg.matmul ins(%3, %4 : tensor<4x8xi8>, tensor<8x4xi8>) outs(%7 : tensor<4x4xi32>) -> tensor<4x4xi32>
        %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<4x4xi32>) outs(%5 : tensor<4x4xi8>) {
        ^bb0(%in: i32, %out: i8):
          %10 = arith.sitofp %in : i32 to f32
          %11 = arith.mulf %10, %cst_1 : f32
          %12 = arith.maximumf %11, %cst_0 : f32
          %13 = arith.minimumf %12, %cst : f32
          %14 = arith.fptosi %13 : f32 to i8
          linalg.yield %14 : i8
        } -> tensor<4x4xi8>
        iree_tensor_ext.dispatch.tensor.store %9, %2, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : tensor<4x4xi8> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xi8>>
        return
      }
    }
  }
  util.func public @qlayer(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @qlayer(%input0: tensor<4x8xi8>, %input1: tensor<8x4xi8>) -> (%output0: tensor<4x4xi8>)"}} {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %element_type_i8 = hal.element_type<i8> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4, %c8]) type(%element_type_i8) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4x8xi8> in !stream.resource<external>{%c32}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c8, %c4]) type(%element_type_i8) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg1 : !hal.buffer_view -> tensor<8x4xi8> in !stream.resource<external>{%c32}
    %2 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @qlayer_dispatch_0::@qlayer_dispatch_0_matmul_4x4x8_i8xi8xi32(%0[%c0 to %c32 for %c32], %1[%c0 to %c32 for %c32]) : (!stream.resource<external>{%c32}, !stream.resource<external>{%c32}) -> !stream.resource<external>{%c16}
    %3 = stream.tensor.export on(#hal.device.affinity<@device_a>) %2 : tensor<4x4xi8> in !stream.resource<external>{%c16} -> !hal.buffer_view
    util.return %3 : !hal.buffer_view
  }
  stream.executable private @qlayer_twice_dispatch_0 {
    stream.executable.export public @qlayer_twice_dispatch_0_matmul_4x4x8_i8xi8xi32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @qlayer_twice_dispatch_0_matmul_4x4x8_i8xi8xi32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0_i32 = arith.constant 0 : i32
        %cst = arith.constant 1.270000e+02 : f32
        %cst_0 = arith.constant -1.280000e+02 : f32
        %cst_1 = arith.constant 1.250000e-01 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi8>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xi8>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xi8>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi8>> -> tensor<4x8xi8>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xi8>> -> tensor<8x4xi8>
        %5 = tensor.empty() : tensor<4x4xi8>
        %6 = tensor.empty() : tensor<4x4xi32>
        %7 = linalg.fill ins(%c0_i32 : i32) outs(%6 : tensor<4x4xi32>) -> tensor<4x4xi32>
        %8 = linalg.matmul ins(%3, %4 : tensor<4x8xi8>, tensor<8x4xi8>) outs(%7 : tensor<4x4xi32>) -> tensor<4x4xi32>
        %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<4x4xi32>) outs(%5 : tensor<4x4xi8>) {
        ^bb0(%in: i32, %out: i8):
          %10 = arith.sitofp %in : i32 to f32
          %11 = arith.mulf %10, %cst_1 : f32
          %12 = arith.maximumf %11, %cst_0 : f32
          %13 = arith.minimumf %12, %cst : f32
          %14 = arith.fptosi %13 : f32 to i8
          linalg.yield %14 : i8
        } -> tensor<4x4xi8>
        iree_tensor_ext.dispatch.tensor.store %9, %2, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : tensor<4x4xi8> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xi8>>
        return
      }
    }
  }
  util.func public @qlayer_twice(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @qlayer_twice(%input0: tensor<4x8xi8>, %input1: tensor<8x4xi8>, %input2: tensor<8x4xi8>) -> (%output0: tensor<4x4xi8>, %output1: tensor<4x4xi8>)"}} {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %element_type_i8 = hal.element_type<i8> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4, %c8]) type(%element_type_i8) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4x8xi8> in !stream.resource<external>{%c32}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c8, %c4]) type(%element_type_i8) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg1 : !hal.buffer_view -> tensor<8x4xi8> in !stream.resource<external>{%c32}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c8, %c4]) type(%element_type_i8) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg2 : !hal.buffer_view -> tensor<8x4xi8> in !stream.resource<external>{%c32}
    %3 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @qlayer_twice_dispatch_0::@qlayer_twice_dispatch_0_matmul_4x4x8_i8xi8xi32(%0[%c0 to %c32 for %c32], %1[%c0 to %c32 for %c32]) : (!stream.resource<external>{%c32}, !stream.resource<external>{%c32}) -> !stream.resource<external>{%c16}
    %4 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @qlayer_twice_dispatch_0::@qlayer_twice_dispatch_0_matmul_4x4x8_i8xi8xi32(%0[%c0 to %c32 for %c32], %2[%c0 to %c32 for %c32]) : (!stream.resource<external>{%c32}, !stream.resource<external>{%c32}) -> !stream.resource<external>{%c16}
    %5 = stream.tensor.export on(#hal.device.affinity<@device_a>) %3 : tensor<4x4xi8> in !stream.resource<external>{%c16} -> !hal.buffer_view
    %6 = stream.tensor.export on(#hal.device.affinity<@device_a>) %4 : tensor<4x4xi8> in !stream.resource<external>{%c16} -> !hal.buffer_view
    util.return %5, %6 : !hal.buffer_view, !hal.buffer_view
  }
}
