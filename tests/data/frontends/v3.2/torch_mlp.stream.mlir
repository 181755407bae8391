#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#executable_target_embedded_elf_x86_64_1 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "znver4", cpu_features = "+prfchw,-cldemote,+avx,+aes,+sahf,+pclmul,-xop,+crc32,-amx-fp8,+xsaves,-avx512fp16,-usermsr,-sm4,-egpr,+sse4.1,+avx512ifma,+xsave,+sse4.2,-tsxldtrk,-sm3,-ptwrite,-widekl,-movrs,+invpcid,+64bit,+xsavec,-avx10.1-512,+avx512vpopcntdq,+cmov,-avx512vp2intersect,+avx512cd,+movbe,-avxvnniint8,-ccmp,-amx-int8,-kl,-avx10.1-256,+evex512,-avxvnni,-rtm,+adx,+avx2,-hreset,-movdiri,-serialize,-sha512,+vpclmulqdq,+avx512vl,-uintr,-cf,+clflushopt,-raoint,-cmpccxadd,+bmi,-amx-tile,+sse,-avx10.2-256,+gfni,-avxvnniint16,-amx-fp16,-zu,-ndd,+xsaveopt,+rdrnd,+avx512f,-amx-bf16,+avx512bf16,+avx512vnni,-push2pop2,+cx8,+avx512bw,+sse3,-pku,-nf,-amx-tf32,-amx-avx512,+fsgsbase,+clzero,-mwaitx,-lwp,+lzcnt,+sha,-movdir64b,-ppx,-wbnoinvd,-enqcmd,-amx-transpose,-avx10.2-512,-avxneconvert,-tbm,-pconfig,-amx-complex,+ssse3,+cx16,+bmi2,+fma,+popcnt,-avxifma,+f16c,+avx512bitalg,-rdpru,+clwb,+mmx,+sse2,+rdseed,+avx512vbmi2,-prefetchi,-amx-movrs,+rdpid,-fma4,+avx512vbmi,+shstk,+vaes,-waitpkg,-sgx,+fxsr,+avx512dq,+sse4a", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 64 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64_1]> : !hal.device
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local_0_
  util.global private @__hoisted_tensor_4x8x4x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<4x8x4x1xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %cst = arith.constant dense_resource<torch_tensor_16_8_torch.float32> : tensor<16x8xf32>
    %0 = tensor.empty() : tensor<4x8x4x1xf32>
    %pack = tensor.pack %cst outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %0 : tensor<16x8xf32> -> tensor<4x8x4x1xf32>
    util.global.store %pack, @__hoisted_tensor_4x8x4x1xf32 : tensor<4x8x4x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x16x4x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x16x4x1xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %cst = arith.constant dense_resource<torch_tensor_4_16_torch.float32> : tensor<4x16xf32>
    %0 = tensor.empty() : tensor<1x16x4x1xf32>
    %pack = tensor.pack %cst outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %0 : tensor<4x16xf32> -> tensor<1x16x4x1xf32>
    util.global.store %pack, @__hoisted_tensor_1x16x4x1xf32 : tensor<1x16x4x1xf32>
    util.return
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_0 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<2x8xf32>
    %1 = tensor.empty() : tensor<2x16xf32>
    %2 = tensor.empty() : tensor<1x8x2x1xf32>
    %pack = tensor.pack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %2 : tensor<2x8xf32> -> tensor<1x8x2x1xf32>
    %__hoisted_tensor_4x8x4x1xf32 = util.global.load immutable @__hoisted_tensor_4x8x4x1xf32 : tensor<4x8x4x1xf32>
    %3 = tensor.empty() : tensor<1x4x2x4xf32>
    %4 = linalg.fill ins(%cst_1 : f32) outs(%3 : tensor<1x4x2x4xf32>) -> tensor<1x4x2x4xf32>
    %5 = linalg.mmt4d ins(%pack, %__hoisted_tensor_4x8x4x1xf32 : tensor<1x8x2x1xf32>, tensor<4x8x4x1xf32>) outs(%4 : tensor<1x4x2x4xf32>) -> tensor<1x4x2x4xf32>
    %unpack = tensor.unpack %5 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %1 : tensor<1x4x2x4xf32> -> tensor<2x16xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%unpack, %cst_0 : tensor<2x16xf32>, tensor<16xf32>) outs(%1 : tensor<2x16xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %16 = arith.addf %in, %in_3 : f32
      linalg.yield %16 : f32
    } -> tensor<2x16xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<2x16xf32>) outs(%1 : tensor<2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.cmpf ugt, %in, %cst_1 : f32
      %17 = arith.select %16, %in, %cst_1 : f32
      linalg.yield %17 : f32
    } -> tensor<2x16xf32>
    %8 = tensor.empty() : tensor<2x4xf32>
    %9 = tensor.empty() : tensor<1x16x2x1xf32>
    %pack_2 = tensor.pack %7 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %9 : tensor<2x16xf32> -> tensor<1x16x2x1xf32>
    %__hoisted_tensor_1x16x4x1xf32 = util.global.load immutable @__hoisted_tensor_1x16x4x1xf32 : tensor<1x16x4x1xf32>
    %10 = tensor.empty() : tensor<1x1x2x4xf32>
    %11 = linalg.fill ins(%cst_1 : f32) outs(%10 : tensor<1x1x2x4xf32>) -> tensor<1x1x2x4xf32>
    %12 = linalg.mmt4d ins(%pack_2, %__hoisted_tensor_1x16x4x1xf32 : tensor<1x16x2x1xf32>, tensor<1x16x4x1xf32>) outs(%11 : tensor<1x1x2x4xf32>) -> tensor<1x1x2x4xf32>
    %collapsed = tensor.collapse_shape %12 [[0, 1, 2], [3]] : tensor<1x1x2x4xf32> into tensor<2x4xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed, %cst : tensor<2x4xf32>, tensor<4xf32>) outs(%8 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %16 = arith.addf %in, %in_3 : f32
      linalg.yield %16 : f32
    } -> tensor<2x4xf32>
    %14 = hal.tensor.barrier join(%13 : tensor<2x4xf32>) => %arg2 : !hal.fence
    %15 = hal.tensor.export %14 : tensor<2x4xf32> -> !hal.buffer_view
    util.return %15 : !hal.buffer_view
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
  module attributes {iree.consteval, stream.affinity.default = #hal.device.affinity<@__device_0>} {
    util.global private @__device_0 = #device_target_local
    stream.executable private @jit_eval_dispatch_0 {
      stream.executable.export public @jit_eval_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
        %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
        stream.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @jit_eval_dispatch_0_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
          %c0 = arith.constant 0 : index
          %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<16x8xf32>>
          %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<4x8x4x1xf32>>
          %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [16, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<16x8xf32>> -> tensor<16x8xf32>
          %3 = tensor.empty() : tensor<4x8x4x1xf32>
          %pack = tensor.pack %2 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %3 : tensor<16x8xf32> -> tensor<4x8x4x1xf32>
          flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [4, 8, 4, 1], strides = [1, 1, 1, 1] : tensor<4x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x8x4x1xf32>>
          return
        }
      }
    }
    util.func public @jit_eval(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @jit_eval(%input0: tensor<16x8xf32>) -> (%output0: tensor<4x8x4x1xf32>)"}} {
      %c0 = arith.constant 0 : index
      %c512 = arith.constant 512 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %element_type_f32 = hal.element_type<f32> : i32
      %dense_row_major = hal.encoding_type<dense_row_major> : i32
      hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c16, %c8]) type(%element_type_f32) encoding(%dense_row_major)
      %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<16x8xf32> in !stream.resource<external>{%c512}
      %1 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @jit_eval_dispatch_0::@jit_eval_dispatch_0_pack_f32(%0[%c0 to %c512 for %c512]) : (!stream.resource<external>{%c512}) -> !stream.resource<external>{%c512}
      %2 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %1 : tensor<4x8x4x1xf32> in !stream.resource<external>{%c512} -> !hal.buffer_view
      util.return %2 : !hal.buffer_view
    }
    stream.executable private @jit_eval_0_dispatch_0 {
      stream.executable.export public @jit_eval_0_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
        %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
        stream.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @jit_eval_0_dispatch_0_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
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
    util.func public @jit_eval_0(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @jit_eval_0(%input0: tensor<4x16xf32>) -> (%output0: tensor<1x16x4x1xf32>)"}} {
      %c0 = arith.constant 0 : index
      %c256 = arith.constant 256 : index
      %c16 = arith.constant 16 : index
      %c4 = arith.constant 4 : index
      %element_type_f32 = hal.element_type<f32> : i32
      %dense_row_major = hal.encoding_type<dense_row_major> : i32
      hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4, %c16]) type(%element_type_f32) encoding(%dense_row_major)
      %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<4x16xf32> in !stream.resource<external>{%c256}
      %1 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @jit_eval_0_dispatch_0::@jit_eval_0_dispatch_0_pack_f32(%0[%c0 to %c256 for %c256]) : (!stream.resource<external>{%c256}) -> !stream.resource<external>{%c256}
      %2 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %1 : tensor<1x16x4x1xf32> in !stream.resource<external>{%c256} -> !hal.buffer_view
      util.return %2 : !hal.buffer_view
    }
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_8_torch.float32: "0x04000000928B3A3EC6CB1FBEE75E8CBD01EE293E146BAABEEF1E593E06F694BD592F383E6F51493D6D5131BDACD4C83D4FE18E3C0A3A043E3B160DBE942AD3BC9E5F02BDB9E6513DB61FB9BAB73D9E3E6253E13D51D306BE49A85ABEBFBB72BD79291CBE8E07E8BD10AE8A3C40D2573E03C8443EA3F4B0BE686F603EF347CA3DF6B4AB3E99F76E3EFCEEA4BE5D1DACBE759F2EBE88F49E3EB93771BD18F01A3E563E28BE939EB13E912D19BE3AC0873E3A30893B71BA3EBEDF173A3E6B2D40BE5DF4D43D2215D1BD7FC41EBDA307AEBE099D2CBE5A74443EBA01B0BDE14DB43E5E1A913E9E9D87BC9AA771BEC5775C3EF8B8E03D69076ABE07296B3E59CB5B3E8E8BA03EBBF14ABEFA5F6EBD7C6DE0BB8A83533DFE6089BE937480BE60F3443E51CAA9BDA5D8303E501EA53C3EBFED3D67379F3D16A3033E6977333EE9A4A7BE913B363ECB8E7EBEA99488BE2323B03CA4C676BD4EA2543E64AB51BE44ECA0BE7FBD833E29BC56BD9AA14B3E9AC7E83DEFBD87BE4577913DC0EBAD3DF76772BEFEC62BBE8AE4F63DD7B2813D57001ABE9130DBBDE0CAA53E3FF885BD471D4C3E8FC31C3E3D066ABEB6F199BE27C2AD3E653C973C8E29783E330D963D36E1E83DC536873E2BA5AB3EF33D70BEB00F353D4616873E0223833E90E9603ED20183BE505A82BE62F35ABEE6ED353D666AB43EE5B064BE6AEC403E556248BE7D32AABE29E599BD",
      torch_tensor_4_16_torch.float32: "0x0400000030759E3DA8DE67BD50C8C43D7878A53D484C1C3ECE662C3EE463ADBD5A1E7A3EC0C3ECBCE0B80CBC20A271BE08C424BE5C8E15BE80FEDABD1A02363ED84FA7BDD24D3FBEF0FDC43D44EDA33D0ECF253E0E7904BEC0045E3DD864BABD201166BDD8024CBE8059E9BDD0CD9CBD04F3DA3DF0123B3DE0F17C3DD2837F3E3081793EA49A2E3E606E023C3E1931BE0411483E500880BD4092A5BC328B5CBEF0444ABDEC1D25BE6C3D6B3E40515DBE2E8C47BEC0150BBC546C0ABE1833B73DF814C5BDE47AF0BDE0FC673C6051393E941334BE3C70F03D0A77243E226B7A3EAC2E33BEA000783D144B3DBE608F5A3EA89BC6BDCA331A3E40E3F33BF0809FBCC0B102BC",
      torch_tensor_4_torch.float32: "0x0400000008132E3DD45AF13DA03A243D28309C3D",
      torch_tensor_16_torch.float32: "0x040000009D98503EC60DA83E0ED760BE06229D3DC3319C3EFEE76F3E7FA1613E63A3803ED2FE643ECC06BB3DBF9177BE350398BEC1E425BEB5A128BD94E95DBE0374043E"
    }
  }
#-}
