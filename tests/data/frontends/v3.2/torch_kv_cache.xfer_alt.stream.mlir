#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local_0_
  util.global private @__hoisted_tensor_1x8x8x1xf32 : !stream.resource<constant>
  stream.executable private @_initializer_0_dispatch_0 {
    stream.executable.export public @_initializer_0_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x8x8x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %3 = tensor.empty() : tensor<1x8x8x1xf32>
        %pack = tensor.pack %2 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %3 : tensor<8x8xf32> -> tensor<1x8x8x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [1, 8, 8, 1], strides = [1, 1, 1, 1] : tensor<1x8x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x8x1xf32>>
        return
      }
    }
  }
  util.initializer {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %cst = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"k.weight"> : tensor<8x8xf32>
    %0 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%cst[%c0 to %c256 for %c256]) : (!stream.resource<constant>{%c256}) -> !stream.resource<constant>{%c256}
    %1 = stream.async.transfer %0 : !stream.resource<constant>{%c256} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<constant>{%c256}
    util.global.store %1, @__hoisted_tensor_1x8x8x1xf32 : !stream.resource<constant>
    util.return
  }
  stream.executable private @main$async_dispatch_0 {
    stream.executable.export public @main$async_dispatch_0_pack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_pack_f32(%arg0: !stream.binding, %arg1: index, %arg2: index, %arg3: !stream.binding) {
        %c0 = arith.constant 0 : index
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<?x8x4x1xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        %5 = tensor.empty(%1) : tensor<?x8x4x1xf32>
        %pack = tensor.pack %4 padding_value(%cst : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %5 : tensor<?x8xf32> -> tensor<?x8x4x1xf32>
        flow.dispatch.tensor.store %pack, %3, offsets = [0, 0, 0, 0], sizes = [%1, 8, 4, 1], strides = [1, 1, 1, 1] : tensor<?x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x8x4x1xf32>>{%1}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_1 {
    stream.executable.export public @main$async_dispatch_1_mmt4d_1xDx8x8x4x1_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_mmt4d_1xDx8x8x4x1_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x8x8x1xf32>>
        %1 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?x8x4x1xf32>>{%1}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x?x8x4xf32>>{%1}
        %4 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 8, 8, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x8x1xf32>> -> tensor<1x8x8x1xf32>
        %5 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0, 0], sizes = [%1, 8, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x8x4x1xf32>>{%1} -> tensor<?x8x4x1xf32>
        %6 = tensor.empty(%1) : tensor<1x?x8x4xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<1x?x8x4xf32>) -> tensor<1x?x8x4xf32>
        %8 = linalg.mmt4d ins(%4, %5 : tensor<1x8x8x1xf32>, tensor<?x8x4x1xf32>) outs(%7 : tensor<1x?x8x4xf32>) -> tensor<1x?x8x4xf32>
        flow.dispatch.tensor.store %8, %3, offsets = [0, 0, 0, 0], sizes = [1, %1, 8, 4], strides = [1, 1, 1, 1] : tensor<1x?x8x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x8x4xf32>>{%1}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_2 {
    stream.executable.export public @main$async_dispatch_2_unpack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_unpack_f32(%arg0: !stream.binding, %arg1: index, %arg2: index, %arg3: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x?x8x4xf32>>{%0}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0, 0], sizes = [1, %0, 8, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x8x4xf32>>{%0} -> tensor<1x?x8x4xf32>
        %5 = tensor.empty(%1) : tensor<?x8xf32>
        %unpack = tensor.unpack %4 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [8, 4] into %5 : tensor<1x?x8x4xf32> -> tensor<?x8xf32>
        flow.dispatch.tensor.store %unpack, %3, offsets = [0, 0], sizes = [%1, 8], strides = [1, 1] : tensor<?x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%1}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_3 {
    stream.executable.export public @main$async_dispatch_3_elementwise_D_i64xi32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_elementwise_D_i64xi32(%arg0: !stream.binding, %arg1: index, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?xi64>>{%0}
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<?xi32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0], sizes = [%0], strides = [1] : !flow.dispatch.tensor<readonly:tensor<?xi64>>{%0} -> tensor<?xi64>
        %4 = tensor.empty(%0) : tensor<?xi32>
        %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<?xi64>) outs(%4 : tensor<?xi32>) {
        ^bb0(%in: i64, %out: i32):
          %6 = arith.trunci %in : i64 to i32
          linalg.yield %6 : i32
        } -> tensor<?xi32>
        flow.dispatch.tensor.store %5, %2, offsets = [0], sizes = [%0], strides = [1] : tensor<?xi32> -> !flow.dispatch.tensor<writeonly:tensor<?xi32>>{%0}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_4 {
    stream.executable.export public @main$async_dispatch_4_scatter_Dx8xf32_dispatch_tensor_store workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_4_scatter_Dx8xf32_dispatch_tensor_store(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: index) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<readwrite:tensor<16x8xf32>>
        %1 = flow.dispatch.workload.ordinal %arg3, 0 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?x8xf32>>{%1}
        %3 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?xi32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0], sizes = [%1, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x8xf32>>{%1} -> tensor<?x8xf32>
        %5 = flow.dispatch.tensor.load %3, offsets = [0], sizes = [%1], strides = [1] : !flow.dispatch.tensor<readonly:tensor<?xi32>>{%1} -> tensor<?xi32>
        %6 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [16, 8], strides = [1, 1] : !flow.dispatch.tensor<readwrite:tensor<16x8xf32>> -> tensor<16x8xf32>
        %7 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(true) ins(%4, %5 : tensor<?x8xf32>, tensor<?xi32>) outs(%6 : tensor<16x8xf32>) {
        ^bb0(%arg4: f32, %arg5: f32):
          iree_linalg_ext.yield %arg4 : f32
        } -> tensor<16x8xf32>
        flow.dispatch.tensor.store %7, %0, offsets = [0, 0], sizes = [16, 8], strides = [1, 1] : tensor<16x8xf32> -> !flow.dispatch.tensor<readwrite:tensor<16x8xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_5 {
    stream.executable.export public @main$async_dispatch_5_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_5_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<16x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<2x8x8x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [16, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<16x8xf32>> -> tensor<16x8xf32>
        %3 = tensor.empty() : tensor<2x8x8x1xf32>
        %pack = tensor.pack %2 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %3 : tensor<16x8xf32> -> tensor<2x8x8x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [2, 8, 8, 1], strides = [1, 1, 1, 1] : tensor<2x8x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x8x8x1xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_6 {
    stream.executable.export public @main$async_dispatch_6_mmt4d_2xDx8x8x4x1_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_6_mmt4d_2xDx8x8x4x1_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x8x8x1xf32>>
        %1 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?x8x4x1xf32>>{%1}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<2x?x8x4xf32>>{%1}
        %4 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [2, 8, 8, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x8x8x1xf32>> -> tensor<2x8x8x1xf32>
        %5 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0, 0], sizes = [%1, 8, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x8x4x1xf32>>{%1} -> tensor<?x8x4x1xf32>
        %6 = tensor.empty(%1) : tensor<2x?x8x4xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<2x?x8x4xf32>) -> tensor<2x?x8x4xf32>
        %8 = linalg.mmt4d ins(%4, %5 : tensor<2x8x8x1xf32>, tensor<?x8x4x1xf32>) outs(%7 : tensor<2x?x8x4xf32>) -> tensor<2x?x8x4xf32>
        flow.dispatch.tensor.store %8, %3, offsets = [0, 0, 0, 0], sizes = [2, %1, 8, 4], strides = [1, 1, 1, 1] : tensor<2x?x8x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x?x8x4xf32>>{%1}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_7 {
    stream.executable.export public @main$async_dispatch_7_unpack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_7_unpack_f32(%arg0: !stream.binding, %arg1: index, %arg2: index, %arg3: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x?x8x4xf32>>{%0}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<?x16xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0, 0], sizes = [2, %0, 8, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x?x8x4xf32>>{%0} -> tensor<2x?x8x4xf32>
        %5 = tensor.empty(%1) : tensor<?x16xf32>
        %unpack = tensor.unpack %4 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [8, 4] into %5 : tensor<2x?x8x4xf32> -> tensor<?x16xf32>
        flow.dispatch.tensor.store %unpack, %3, offsets = [0, 0], sizes = [%1, 16], strides = [1, 1] : tensor<?x16xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x16xf32>>{%1}
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_8 {
    stream.executable.export public @main$async_dispatch_8_softmax_Dx16xf32_dispatch_tensor_store workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_8_softmax_Dx16xf32_dispatch_tensor_store(%arg0: !stream.binding, %arg1: index, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?x16xf32>>{%0}
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x16xf32>>{%0} -> tensor<?x16xf32>
        %4 = tensor.empty(%0) : tensor<?x16xf32>
        %5 = linalg.softmax dimension(1) ins(%3 : tensor<?x16xf32>) outs(%4 : tensor<?x16xf32>) -> tensor<?x16xf32>
        flow.dispatch.tensor.store %5, %2, offsets = [0, 0], sizes = [%0, 16], strides = [1, 1] : tensor<?x16xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x16xf32>>{%0}
        return
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.fence, %arg4: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c32 = arith.constant 32 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %__hoisted_tensor_1x8x8x1xf32 = util.global.load immutable @__hoisted_tensor_1x8x8x1xf32 : !stream.resource<constant>
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%0, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = arith.muli %0, %c32 : index
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<?x8xf32>{%0} in !stream.resource<external>{%1}
    %3 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg3 : (!hal.fence) => !stream.timepoint
    %4 = hal.buffer_view.dim<%arg2 : !hal.buffer_view>[0] : index
    %element_type_i64 = hal.element_type<i64> : i32
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("tensor") shape([%4]) type(%element_type_i64) encoding(%dense_row_major)
    %5 = arith.muli %4, %c8 : index
    %6 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<?xi64>{%4} in !stream.resource<external>{%5}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("tensor") shape([%c16, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %7 = stream.tensor.import on(#hal.device.affinity<@__device_1>) %arg1 : !hal.buffer_view -> tensor<16x8xf32> in !stream.resource<external>{%c512}
    %8 = stream.timepoint.import on(#hal.device.affinity<@__device_1>) %arg3 : (!hal.fence) => !stream.timepoint
    %9 = util.assume.int %0<umin = 1, umax = 8> : index
    %10 = arith.subi %9, %c1 : index
    %11 = arith.divui %10, %c4 : index
    %12 = arith.addi %11, %c1 : index
    %13 = arith.muli %12, %c128 : index
    %14:2 = stream.timepoint.await %3 => %2, %6 : !stream.resource<external>{%1}, !stream.resource<external>{%5}
    %15 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_0::@main$async_dispatch_0_pack_f32[%9, %12](%14#0[%c0 to %1 for %1], %9, %12) : (!stream.resource<external>{%1}, index, index) -> !stream.resource<transient>{%13}
    %16 = stream.async.transfer %15 : !stream.resource<transient>{%13} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<transient>{%13}
    %17 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_1::@main$async_dispatch_1_mmt4d_1xDx8x8x4x1_f32[%12](%__hoisted_tensor_1x8x8x1xf32[%c0 to %c256 for %c256], %16[%c0 to %13 for %13], %12) : (!stream.resource<constant>{%c256}, !stream.resource<transient>{%13}, index) -> !stream.resource<transient>{%13}
    %18 = arith.muli %9, %c32 : index
    %19 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_2::@main$async_dispatch_2_unpack_f32[%12, %9](%17[%c0 to %13 for %13], %12, %9) : (!stream.resource<transient>{%13}, index, index) -> !stream.resource<transient>{%18}
    %20 = arith.muli %9, %c4 : index
    %21 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_3::@main$async_dispatch_3_elementwise_D_i64xi32[%9](%14#1[%c0 to %5 for %5], %9) : (!stream.resource<external>{%5}, index) -> !stream.resource<transient>{%20}
    %22 = stream.async.transfer %21 : !stream.resource<transient>{%20} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<transient>{%20}
    %23 = stream.timepoint.await %8 => %7 : !stream.resource<external>{%c512}
    %24 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_4::@main$async_dispatch_4_scatter_Dx8xf32_dispatch_tensor_store[%9](%19[%c0 to %18 for %18], %22[%c0 to %20 for %20], %23[%c0 to %c512 for %c512], %9) : (!stream.resource<transient>{%18}, !stream.resource<transient>{%20}, !stream.resource<external>{%c512}, index) -> %23{%c512}
    %25 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_5::@main$async_dispatch_5_pack_f32(%24[%c0 to %c512 for %c512]) : (!stream.resource<external>{%c512}) -> !stream.resource<transient>{%c512}
    %26 = stream.async.transfer %25 : !stream.resource<transient>{%c512} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<transient>{%c512}
    %27 = arith.muli %12, %c256 : index
    %28 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_6::@main$async_dispatch_6_mmt4d_2xDx8x8x4x1_f32[%12](%26[%c0 to %c512 for %c512], %16[%c0 to %13 for %13], %12) : (!stream.resource<transient>{%c512}, !stream.resource<transient>{%13}, index) -> !stream.resource<transient>{%27}
    %29 = arith.muli %9, %c64 : index
    %30 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_7::@main$async_dispatch_7_unpack_f32[%12, %9](%28[%c0 to %27 for %27], %12, %9) : (!stream.resource<transient>{%27}, index, index) -> !stream.resource<transient>{%29}
    %31 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_8::@main$async_dispatch_8_softmax_Dx16xf32_dispatch_tensor_store[%9](%30[%c0 to %29 for %29], %9) : (!stream.resource<transient>{%29}, index) -> !stream.resource<external>{%29}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %24 : !stream.resource<external>{%c512} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %31 : !stream.resource<external>{%29} => !stream.timepoint
    %32 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %32 => (%arg4 : !hal.fence)
    %33 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result_0 : tensor<?x16xf32>{%9} in !stream.resource<external>{%29} -> !hal.buffer_view
    util.return %33 : !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @main$async(%arg0, %arg1, %arg2, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.return %1 : !hal.buffer_view
  }
}
