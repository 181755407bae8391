module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @attention_dispatch_0 {
    stream.executable.export public @attention_dispatch_0_matmul_like_8x8x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_0_matmul_like_8x8x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 2.500000e-01 : f32
        %cst_0 = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %5 = tensor.empty() : tensor<8x8xf32>
        %6 = linalg.fill ins(%cst_0 : f32) outs(%5 : tensor<8x8xf32>) -> tensor<8x8xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3, %4 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%6 : tensor<8x8xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %9 = arith.mulf %in, %in_1 : f32
          %10 = arith.addf %9, %out : f32
          linalg.yield %10 : f32
        } -> tensor<8x8xf32>
        %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<8x8xf32>) outs(%5 : tensor<8x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %9 = arith.mulf %in, %cst : f32
          linalg.yield %9 : f32
        } -> tensor<8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %2, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : tensor<8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>
        return
      }
    }
  }
  stream.executable private @attention_dispatch_1 {
    stream.executable.export public @attention_dispatch_1_reduction_8x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_1_reduction_8x8_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant -3.40282347E+38 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %3 = tensor.empty() : tensor<8x8xf32>
        %4 = tensor.empty() : tensor<8xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8xf32>) -> tensor<8xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<8x8xf32>) outs(%5 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.maximumf %in, %out : f32
          linalg.yield %8 : f32
        } -> tensor<8xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %6 : tensor<8x8xf32>, tensor<8xf32>) outs(%3 : tensor<8x8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %8 = arith.subf %in, %in_0 : f32
          %9 = math.exp %8 : f32
          linalg.yield %9 : f32
        } -> tensor<8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %1, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : tensor<8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>
        return
      }
    }
  }
  stream.executable private @attention_dispatch_2 {
    stream.executable.export public @attention_dispatch_2_reduction_8x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_2_reduction_8x8_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %3 = tensor.empty() : tensor<8x8xf32>
        %4 = tensor.empty() : tensor<8xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8xf32>) -> tensor<8xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<8x8xf32>) outs(%5 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.addf %in, %out : f32
          linalg.yield %8 : f32
        } -> tensor<8xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %6 : tensor<8x8xf32>, tensor<8xf32>) outs(%3 : tensor<8x8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %8 = arith.divf %in, %in_0 : f32
          linalg.yield %8 : f32
        } -> tensor<8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %1, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : tensor<8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>
        return
      }
    }
  }
  stream.executable private @attention_dispatch_3 {
    stream.executable.export public @attention_dispatch_3_matmul_8x16x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_3_matmul_8x16x8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %5 = tensor.empty() : tensor<8x16xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<8x16xf32>) -> tensor<8x16xf32>
        %7 = linalg.matmul ins(%3, %4 : tensor<8x8xf32>, tensor<8x16xf32>) outs(%6 : tensor<8x16xf32>) -> tensor<8x16xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : tensor<8x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>
        return
      }
    }
  }
  util.func public @attention(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @attention(%input0: tensor<8x16xf32>, %input1: tensor<8x16xf32>, %input2: tensor<8x16xf32>) -> (%output0: tensor<8x16xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %c16 = arith.constant 16 : index
    %c8 = arith.constant 8 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c8, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<8x16xf32> in !stream.resource<external>{%c512}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c8, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg1 : !hal.buffer_view -> tensor<8x16xf32> in !stream.resource<external>{%c512}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c8, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg2 : !hal.buffer_view -> tensor<8x16xf32> in !stream.resource<external>{%c512}
    %3 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @attention_dispatch_0::@attention_dispatch_0_matmul_like_8x8x16_f32(%0[%c0 to %c512 for %c512], %1[%c0 to %c512 for %c512]) : (!stream.resource<external>{%c512}, !stream.resource<external>{%c512}) -> !stream.resource<transient>{%c256}
    %4 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @attention_dispatch_1::@attention_dispatch_1_reduction_8x8_f32(%3[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %5 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @attention_dispatch_2::@attention_dispatch_2_reduction_8x8_f32(%4[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %6 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @attention_dispatch_3::@attention_dispatch_3_matmul_8x16x8_f32(%5[%c0 to %c256 for %c256], %2[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c256}, !stream.resource<external>{%c512}) -> !stream.resource<external>{%c512}
    %7 = stream.tensor.export on(#hal.device.affinity<@device_a>) %6 : tensor<8x16xf32> in !stream.resource<external>{%c512} -> !hal.buffer_view
    util.return %7 : !hal.buffer_view
  }
}
