module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @main$async_dispatch_0 {
    stream.executable.export public @main$async_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<4x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x8x4x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<4x8xf32>
        %3 = tensor.empty() : tensor<1x8x4x1xf32>
        %pack = tensor.pack %2 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %3 : tensor<4x8xf32> -> tensor<1x8x4x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [1, 8, 4, 1], strides = [1, 1, 1, 1] : tensor<1x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x4x1xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_1 {
    stream.executable.export public @main$async_dispatch_1_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<4x8x4x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %3 = tensor.empty() : tensor<4x8x4x1xf32>
        %pack = tensor.pack %2 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %3 : tensor<8x16xf32> -> tensor<4x8x4x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [4, 8, 4, 1], strides = [1, 1, 1, 1] : tensor<4x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x8x4x1xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_2 {
    stream.executable.export public @main$async_dispatch_2_mmt4d_1x4x8x4x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_mmt4d_1x4x8x4x4x1_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x8x4x1xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<4x8x4x1xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x4x4x4xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 8, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x4x1xf32>> -> tensor<1x8x4x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [4, 8, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<4x8x4x1xf32>> -> tensor<4x8x4x1xf32>
        %5 = tensor.empty() : tensor<1x4x4x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
        %7 = linalg.mmt4d ins(%3, %4 : tensor<1x8x4x1xf32>, tensor<4x8x4x1xf32>) outs(%6 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0], sizes = [1, 4, 4, 4], strides = [1, 1, 1, 1] : tensor<1x4x4x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x4x4x4xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_3 {
    stream.executable.export public @main$async_dispatch_3_unpack_elementwise_4x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_unpack_elementwise_4x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x4x4x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<16xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<4x16xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 4, 4, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x4x4xf32>> -> tensor<1x4x4x4xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0], sizes = [16], strides = [1] : !flow.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %5 = tensor.empty() : tensor<4x16xf32>
        %unpack = tensor.unpack %3 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %5 : tensor<1x4x4x4xf32> -> tensor<4x16xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%unpack, %4 : tensor<4x16xf32>, tensor<16xf32>) outs(%5 : tensor<4x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          %8 = arith.cmpf ugt, %7, %cst : f32
          %9 = arith.select %8, %7, %cst : f32
          linalg.yield %9 : f32
        } -> tensor<4x16xf32>
        flow.dispatch.tensor.store %6, %2, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : tensor<4x16xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x16xf32>>
        return
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.fence, %arg4: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c512 = arith.constant 512 : index
    %c128 = arith.constant 128 : index
    %c16 = arith.constant 16 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c4, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4x8xf32> in !stream.resource<external>{%c128}
    %1 = stream.timepoint.import on(#hal.device.affinity<@device_a>) %arg3 : (!hal.fence) => !stream.timepoint
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("tensor") shape([%c8, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg1 : !hal.buffer_view -> tensor<8x16xf32> in !stream.resource<external>{%c512}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("tensor") shape([%c16]) type(%element_type_f32) encoding(%dense_row_major)
    %3 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg2 : !hal.buffer_view -> tensor<16xf32> in !stream.resource<external>{%c64}
    %4:3 = stream.timepoint.await %1 => %0, %2, %3 : !stream.resource<external>{%c128}, !stream.resource<external>{%c512}, !stream.resource<external>{%c64}
    %5 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @main$async_dispatch_0::@main$async_dispatch_0_pack_f32(%4#0[%c0 to %c128 for %c128]) : (!stream.resource<external>{%c128}) -> !stream.resource<transient>{%c128}
    %6 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%4#1[%c0 to %c512 for %c512]) : (!stream.resource<external>{%c512}) -> !stream.resource<transient>{%c512}
    %7 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @main$async_dispatch_2::@main$async_dispatch_2_mmt4d_1x4x8x4x4x1_f32(%5[%c0 to %c128 for %c128], %6[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c128}, !stream.resource<transient>{%c512}) -> !stream.resource<transient>{%c256}
    %8 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @main$async_dispatch_3::@main$async_dispatch_3_unpack_elementwise_4x16_f32(%7[%c0 to %c256 for %c256], %4#2[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c256}, !stream.resource<external>{%c64}) -> !stream.resource<external>{%c256}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@device_a>) %8 : !stream.resource<external>{%c256} => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@device_a>) %result_timepoint => (%arg4 : !hal.fence)
    %9 = stream.tensor.export on(#hal.device.affinity<@device_a>) %result : tensor<4x16xf32> in !stream.resource<external>{%c256} -> !hal.buffer_view
    util.return %9 : !hal.buffer_view
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
