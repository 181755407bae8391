#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local_0_
  stream.executable private @main$async_dispatch_0 {
    stream.executable.export public @main$async_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x8x2x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<2x8xf32>> -> tensor<2x8xf32>
        %3 = tensor.empty() : tensor<1x8x2x1xf32>
        %pack = tensor.pack %2 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %3 : tensor<2x8xf32> -> tensor<1x8x2x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [1, 8, 2, 1], strides = [1, 1, 1, 1] : tensor<1x8x2x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x2x1xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_1 {
    stream.executable.export public @main$async_dispatch_1_mmt4d_1x4x8x2x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_mmt4d_1x4x8x2x4x1_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x8x2x1xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<4x8x4x1xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x4x2x4xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 8, 2, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x2x1xf32>> -> tensor<1x8x2x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [4, 8, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<4x8x4x1xf32>> -> tensor<4x8x4x1xf32>
        %5 = tensor.empty() : tensor<1x4x2x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x4x2x4xf32>) -> tensor<1x4x2x4xf32>
        %7 = linalg.mmt4d ins(%3, %4 : tensor<1x8x2x1xf32>, tensor<4x8x4x1xf32>) outs(%6 : tensor<1x4x2x4xf32>) -> tensor<1x4x2x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0], sizes = [1, 4, 2, 4], strides = [1, 1, 1, 1] : tensor<1x4x2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x4x2x4xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_2 {
    stream.executable.export public @main$async_dispatch_2_unpack_elementwise_2x16_f32_pack workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_unpack_elementwise_2x16_f32_pack(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
        %cst_0 = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x4x2x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x16x2x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 4, 2, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x2x4xf32>> -> tensor<1x4x2x4xf32>
        %3 = tensor.empty() : tensor<1x16x2x1xf32>
        %4 = tensor.empty() : tensor<2x16xf32>
        %unpack = tensor.unpack %2 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %4 : tensor<1x4x2x4xf32> -> tensor<2x16xf32>
        %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%unpack, %cst : tensor<2x16xf32>, tensor<16xf32>) outs(%4 : tensor<2x16xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %6 = arith.addf %in, %in_1 : f32
          %7 = arith.cmpf ugt, %6, %cst_0 : f32
          %8 = arith.select %7, %6, %cst_0 : f32
          linalg.yield %8 : f32
        } -> tensor<2x16xf32>
        %pack = tensor.pack %5 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %3 : tensor<2x16xf32> -> tensor<1x16x2x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [1, 16, 2, 1], strides = [1, 1, 1, 1] : tensor<1x16x2x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x16x2x1xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_3 {
    stream.executable.export public @main$async_dispatch_3_mmt4d_1x1x16x2x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_mmt4d_1x1x16x2x4x1_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense<[[[[0.0773719549], [-0.186820298], [0.170511782], [-0.117421895]], [[-0.0566088259], [0.0961874723], [0.00796088576], [0.0141594112]], [[0.0960851907], [0.080042392], [-0.172947854], [0.180974483]], [[0.0807961821], [0.161922663], [0.195377409], [-0.175855935]], [[0.15263474], [-0.129368037], [-0.0625158548], [0.11740157]], [[0.168360919], [0.0542037487], [-0.020211339], [0.160610348]], [[-0.0846631824], [-0.0910126566], [-0.215374738], [0.244549304]], [[0.244256407], [-0.0561686754], [-0.0493821502], [-0.174982727]], [[-0.0289019346], [-0.199229598], [-0.161246955], [0.060547471]], [[-0.0085889995], [-0.113940239], [0.229726493], [-0.184856713]], [[-0.23597002], [-0.0765644312], [-0.216130257], [0.213437557]], [[-0.16090405], [0.106908828], [-0.194870681], [-0.0969765782]], [[-0.14605087], [0.0456723571], [-0.00848907232], [0.150588185]], [[-0.106930733], [0.0617541075], [-0.135178864], [0.0074428618]], [[0.177742392], [0.249526292], [0.0894529223], [-0.0194706619]], [[-0.0816952586], [0.243656874], [-9.623140e-02], [-0.00797694921]]]]> : tensor<1x16x4x1xf32>
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x16x2x1xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x1x2x4xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 16, 2, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x2x1xf32>> -> tensor<1x16x2x1xf32>
        %3 = tensor.empty() : tensor<1x1x2x4xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x1x2x4xf32>) -> tensor<1x1x2x4xf32>
        %5 = linalg.mmt4d ins(%2, %cst_0 : tensor<1x16x2x1xf32>, tensor<1x16x4x1xf32>) outs(%4 : tensor<1x1x2x4xf32>) -> tensor<1x1x2x4xf32>
        flow.dispatch.tensor.store %5, %1, offsets = [0, 0, 0, 0], sizes = [1, 1, 2, 4], strides = [1, 1, 1, 1] : tensor<1x1x2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x1x2x4xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_4 {
    stream.executable.export public @main$async_dispatch_4_elementwise_2x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_4_elementwise_2x4_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<2x4xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<2x4xf32>> -> tensor<2x4xf32>
        %3 = tensor.empty() : tensor<2x4xf32>
        %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %cst : tensor<2x4xf32>, tensor<4xf32>) outs(%3 : tensor<2x4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %5 = arith.addf %in, %in_0 : f32
          linalg.yield %5 : f32
        } -> tensor<2x4xf32>
        flow.dispatch.tensor.store %4, %1, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : tensor<2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x4xf32>>
        return
      }
    }
  }
  util.global private @__constant_tensor_4x8x4x1xf32 : !stream.resource<constant>
  util.initializer {
    %c512 = arith.constant 512 : index
    %cst = stream.async.constant on(#hal.device.affinity<@__device_1>) : !stream.resource<constant>{%c512} = dense<"0x928B3A3E6F51493DB9E6513D8E07E8BDC6CB1FBE6D5131BDB61FB9BA10AE8A3CE75E8CBDACD4C83DB73D9E3E40D2573E01EE293E4FE18E3C6253E13D03C8443E146BAABE0A3A043E51D306BEA3F4B0BEEF1E593E3B160DBE49A85ABE686F603E06F694BD942AD3BCBFBB72BDF347CA3D592F383E9E5F02BD79291CBEF6B4AB3E99F76E3E939EB13E2215D1BD9E9D87BCFCEEA4BE912D19BE7FC41EBD9AA771BE5D1DACBE3AC0873EA307AEBEC5775C3E759F2EBE3A30893B099D2CBEF8B8E03D88F49E3E71BA3EBE5A74443E69076ABEB93771BDDF173A3EBA01B0BD07296B3E18F01A3E6B2D40BEE14DB43E59CB5B3E563E28BE5DF4D43D5E1A913E8E8BA03EBBF14ABEA5D8303ECB8E7EBE29BC56BDFA5F6EBD501EA53CA99488BE9AA14B3E7C6DE0BB3EBFED3D2323B03C9AC7E83D8A83533D67379F3DA4C676BDEFBD87BEFE6089BE16A3033E4EA2543E4577913D937480BE6977333E64AB51BEC0EBAD3D60F3443EE9A4A7BE44ECA0BEF76772BE51CAA9BD913B363E7FBD833EFEC62BBE8AE4F63D3D066ABE2BA5AB3E62F35ABED7B2813DB6F199BEF33D70BEE6ED353D57001ABE27C2AD3EB00F353D666AB43E9130DBBD653C973C4616873EE5B064BEE0CAA53E8E29783E0223833E6AEC403E3FF885BD330D963D90E9603E556248BE471D4C3E36E1E83DD20183BE7D32AABE8FC31C3EC536873E505A82BE29E599BD"> : tensor<4x8x4x1xf32>
    util.global.store %cst, @__constant_tensor_4x8x4x1xf32 : !stream.resource<constant>
    util.return
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c512 = arith.constant 512 : index
    %__constant_tensor_4x8x4x1xf32 = util.global.load immutable @__constant_tensor_4x8x4x1xf32 : !stream.resource<constant>
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c2, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_1>) %arg0 : !hal.buffer_view -> tensor<2x8xf32> in !stream.resource<external>{%c64}
    %1 = stream.timepoint.import on(#hal.device.affinity<@__device_1>) %arg1 : (!hal.fence) => !stream.timepoint
    %2 = stream.timepoint.await %1 => %0 : !stream.resource<external>{%c64}
    %3 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_0::@main$async_dispatch_0_pack_f32(%2[%c0 to %c64 for %c64]) : (!stream.resource<external>{%c64}) -> !stream.resource<transient>{%c64}
    %4 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_1::@main$async_dispatch_1_mmt4d_1x4x8x2x4x1_f32(%3[%c0 to %c64 for %c64], %__constant_tensor_4x8x4x1xf32[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c64}, !stream.resource<constant>{%c512}) -> !stream.resource<transient>{%c128}
    %5 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_2::@main$async_dispatch_2_unpack_elementwise_2x16_f32_pack(%4[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %6 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_3::@main$async_dispatch_3_mmt4d_1x1x16x2x4x1_f32(%5[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c32}
    %7 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_4::@main$async_dispatch_4_elementwise_2x4_f32(%6[%c0 to %c32 for %c32]) : (!stream.resource<transient>{%c32}) -> !stream.resource<transient>{%c32}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@__device_1>) %7 : !stream.resource<transient>{%c32} => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_1>) %result_timepoint => (%arg2 : !hal.fence)
    %8 = stream.async.transfer %result : !stream.resource<transient>{%c32} from(#hal.device.affinity<@__device_1>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<external>{%c32}
    %9 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %8 : tensor<2x4xf32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    util.return %9 : !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @main$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.return %1 : !hal.buffer_view
  }
}
