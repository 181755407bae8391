#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local_0_
  util.initializer {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c256 = arith.constant 256 : index
    %c64 = arith.constant 64 : index
    %c512 = arith.constant 512 : index
    %cst = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"w1"> : tensor<16x8xf32>
    %cst_0 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c64} = #stream.parameter.named<"model"::"b1"> : tensor<16xf32>
    %cst_1 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c256} = #stream.parameter.named<"model"::"w2"> : tensor<4x16xf32>
    %cst_2 = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c16} = #stream.parameter.named<"model"::"b2"> : tensor<4xf32>
    %0 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%cst[%c0 to %c512 for %c512]) : (!stream.resource<constant>{%c512}) -> !stream.resource<constant>{%c512}
    %1 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%cst_1[%c0 to %c256 for %c256]) : (!stream.resource<constant>{%c256}) -> !stream.resource<constant>{%c256}
    util.global.store %1, @__hoisted_tensor_1x16x4x1xf32 : !stream.resource<constant>
    util.global.store %0, @__hoisted_tensor_2x8x8x1xf32 : !stream.resource<constant>
    util.global.store %cst_0, @b1 : !stream.resource<constant>
    util.global.store %cst_2, @b2 : !stream.resource<constant>
    util.return
  }
  util.global private @b1 : !stream.resource<constant>
  util.global private @b2 : !stream.resource<constant>
  util.global private @__hoisted_tensor_2x8x8x1xf32 : !stream.resource<constant>
  stream.executable private @_initializer_0_dispatch_0 {
    stream.executable.export public @_initializer_0_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
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
  util.global private @__hoisted_tensor_1x16x4x1xf32 : !stream.resource<constant>
  stream.executable private @_initializer_1_dispatch_0 {
    stream.executable.export public @_initializer_1_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_1_dispatch_0_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<4x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x16x4x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x16xf32>> -> tensor<4x16xf32>
        %3 = tensor.empty() : tensor<1x16x4x1xf32>
        %pack = tensor.pack %2 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %3 : tensor<4x16xf32> -> tensor<1x16x4x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [1, 16, 4, 1], strides = [1, 1, 1, 1] : tensor<1x16x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x16x4x1xf32>>
        return
      }
    }
  }
  stream.executable private @mlp_params$async_dispatch_0 {
    stream.executable.export public @mlp_params$async_dispatch_0_pack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_params$async_dispatch_0_pack_f32(%arg0: !stream.binding, %arg1: index, %arg2: index, %arg3: !stream.binding) {
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
  stream.executable private @mlp_params$async_dispatch_1 {
    stream.executable.export public @mlp_params$async_dispatch_1_mmt4d_2xDx8x8x4x1_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_params$async_dispatch_1_mmt4d_2xDx8x8x4x1_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: !stream.binding) {
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
  stream.executable private @mlp_params$async_dispatch_2 {
    stream.executable.export public @mlp_params$async_dispatch_2_unpack_elementwise_Dx16_f32_pack workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_params$async_dispatch_2_unpack_elementwise_Dx16_f32_pack(%arg0: index, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: index, %arg4: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<16xf32>>
        %1 = flow.dispatch.workload.ordinal %arg3, 1 : index
        %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x?x8x4xf32>>{%1}
        %3 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<?x16x4x1xf32>>{%1}
        %4 = flow.dispatch.workload.ordinal %arg0, 0 : index
        %5 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0, 0], sizes = [2, %1, 8, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x?x8x4xf32>>{%1} -> tensor<2x?x8x4xf32>
        %6 = flow.dispatch.tensor.load %0, offsets = [0], sizes = [16], strides = [1] : !flow.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %7 = tensor.empty(%1) : tensor<?x16x4x1xf32>
        %8 = tensor.empty(%4) : tensor<?x16xf32>
        %unpack = tensor.unpack %5 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [8, 4] into %8 : tensor<2x?x8x4xf32> -> tensor<?x16xf32>
        %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%unpack, %6 : tensor<?x16xf32>, tensor<16xf32>) outs(%8 : tensor<?x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %10 = arith.addf %in, %in_0 : f32
          %11 = arith.cmpf ugt, %10, %cst : f32
          %12 = arith.select %11, %10, %cst : f32
          linalg.yield %12 : f32
        } -> tensor<?x16xf32>
        %pack = tensor.pack %9 padding_value(%cst : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %7 : tensor<?x16xf32> -> tensor<?x16x4x1xf32>
        flow.dispatch.tensor.store %pack, %3, offsets = [0, 0, 0, 0], sizes = [%1, 16, 4, 1], strides = [1, 1, 1, 1] : tensor<?x16x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x16x4x1xf32>>{%1}
        return
      }
    }
  }
  stream.executable private @mlp_params$async_dispatch_3 {
    stream.executable.export public @mlp_params$async_dispatch_3_mmt4d_1xDx16x4x4x1_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_params$async_dispatch_3_mmt4d_1xDx16x4x4x1_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x16x4x1xf32>>
        %1 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?x16x4x1xf32>>{%1}
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x?x4x4xf32>>{%1}
        %4 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 16, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x4x1xf32>> -> tensor<1x16x4x1xf32>
        %5 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0, 0], sizes = [%1, 16, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x16x4x1xf32>>{%1} -> tensor<?x16x4x1xf32>
        %6 = tensor.empty(%1) : tensor<1x?x4x4xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<1x?x4x4xf32>) -> tensor<1x?x4x4xf32>
        %8 = linalg.mmt4d ins(%4, %5 : tensor<1x16x4x1xf32>, tensor<?x16x4x1xf32>) outs(%7 : tensor<1x?x4x4xf32>) -> tensor<1x?x4x4xf32>
        flow.dispatch.tensor.store %8, %3, offsets = [0, 0, 0, 0], sizes = [1, %1, 4, 4], strides = [1, 1, 1, 1] : tensor<1x?x4x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x4x4xf32>>{%1}
        return
      }
    }
  }
  stream.executable private @mlp_params$async_dispatch_4 {
    stream.executable.export public @mlp_params$async_dispatch_4_unpack_elementwise_Dx4_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_params$async_dispatch_4_unpack_elementwise_Dx4_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index, %arg3: index, %arg4: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<4xf32>>
        %1 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %2 = flow.dispatch.workload.ordinal %arg3, 1 : index
        %3 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x?x4x4xf32>>{%1}
        %4 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<?x4xf32>>{%2}
        %5 = flow.dispatch.tensor.load %3, offsets = [0, 0, 0, 0], sizes = [1, %1, 4, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x4x4xf32>>{%1} -> tensor<1x?x4x4xf32>
        %6 = flow.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !flow.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %7 = tensor.empty(%2) : tensor<?x4xf32>
        %unpack = tensor.unpack %5 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 4] into %7 : tensor<1x?x4x4xf32> -> tensor<?x4xf32>
        %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%unpack, %6 : tensor<?x4xf32>, tensor<4xf32>) outs(%7 : tensor<?x4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %9 = arith.addf %in, %in_0 : f32
          linalg.yield %9 : f32
        } -> tensor<?x4xf32>
        flow.dispatch.tensor.store %8, %4, offsets = [0, 0], sizes = [%2, 4], strides = [1, 1] : tensor<?x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x4xf32>>{%2}
        return
      }
    }
  }
  util.func public @mlp_params$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %c128 = arith.constant 128 : index
    %c32 = arith.constant 32 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c512 = arith.constant 512 : index
    %b1 = util.global.load immutable @b1 : !stream.resource<constant>
    %b2 = util.global.load immutable @b2 : !stream.resource<constant>
    %__hoisted_tensor_2x8x8x1xf32 = util.global.load immutable @__hoisted_tensor_2x8x8x1xf32 : !stream.resource<constant>
    %__hoisted_tensor_1x16x4x1xf32 = util.global.load immutable @__hoisted_tensor_1x16x4x1xf32 : !stream.resource<constant>
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%0, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = arith.muli %0, %c32 : index
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_1>) %arg0 : !hal.buffer_view -> tensor<?x8xf32>{%0} in !stream.resource<external>{%1}
    %3 = stream.timepoint.import on(#hal.device.affinity<@__device_1>) %arg1 : (!hal.fence) => !stream.timepoint
    %4 = arith.cmpi sle, %0, %c0 : index
    %5 = arith.subi %c0, %0 : index
    %6 = arith.subi %0, %c1 : index
    %7 = arith.select %4, %5, %6 : index
    %8 = arith.divsi %7, %c4 : index
    %9 = arith.subi %c0, %8 : index
    %10 = arith.addi %8, %c1 : index
    %11 = arith.select %4, %9, %10 : index
    %12 = arith.muli %11, %c128 : index
    %13 = stream.timepoint.await %3 => %2 : !stream.resource<external>{%1}
    %14 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @mlp_params$async_dispatch_0::@mlp_params$async_dispatch_0_pack_f32[%0, %11](%13[%c0 to %1 for %1], %0, %11) : (!stream.resource<external>{%1}, index, index) -> !stream.resource<transient>{%12}
    %15 = arith.muli %11, %c256 : index
    %16 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @mlp_params$async_dispatch_1::@mlp_params$async_dispatch_1_mmt4d_2xDx8x8x4x1_f32[%11](%__hoisted_tensor_2x8x8x1xf32[%c0 to %c512 for %c512], %14[%c0 to %12 for %12], %11) : (!stream.resource<constant>{%c512}, !stream.resource<transient>{%12}, index) -> !stream.resource<transient>{%15}
    %17 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @mlp_params$async_dispatch_2::@mlp_params$async_dispatch_2_unpack_elementwise_Dx16_f32_pack[%0, %11](%0, %16[%c0 to %15 for %15], %b1[%c0 to %c64 for %c64], %11) : (index, !stream.resource<transient>{%15}, !stream.resource<constant>{%c64}, index) -> !stream.resource<transient>{%15}
    %18 = arith.muli %11, %c64 : index
    %19 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @mlp_params$async_dispatch_3::@mlp_params$async_dispatch_3_mmt4d_1xDx16x4x4x1_f32[%11](%__hoisted_tensor_1x16x4x1xf32[%c0 to %c256 for %c256], %17[%c0 to %15 for %15], %11) : (!stream.resource<constant>{%c256}, !stream.resource<transient>{%15}, index) -> !stream.resource<transient>{%18}
    %20 = arith.muli %0, %c16 : index
    %21 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @mlp_params$async_dispatch_4::@mlp_params$async_dispatch_4_unpack_elementwise_Dx4_f32[%11, %0](%19[%c0 to %18 for %18], %b2[%c0 to %c16 for %c16], %11, %0) : (!stream.resource<transient>{%18}, !stream.resource<constant>{%c16}, index, index) -> !stream.resource<transient>{%20}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@__device_1>) %21 : !stream.resource<transient>{%20} => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_1>) %result_timepoint => (%arg2 : !hal.fence)
    %22 = stream.async.transfer %result : !stream.resource<transient>{%20} from(#hal.device.affinity<@__device_1>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<external>{%20}
    %23 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %22 : tensor<?x4xf32>{%0} in !stream.resource<external>{%20} -> !hal.buffer_view
    util.return %23 : !hal.buffer_view
  }
  util.func public @mlp_params(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @mlp_params$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.return %1 : !hal.buffer_view
  }
}
