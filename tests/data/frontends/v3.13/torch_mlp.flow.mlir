module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @main$async_dispatch_0 {
    flow.executable.export public @main$async_dispatch_0_matmul_2x16x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_matmul_2x16x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>> -> tensor<2x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [16, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x8xf32>> -> tensor<16x8xf32>
        %2 = tensor.empty() : tensor<2x16xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x16xf32>) -> tensor<2x16xf32>
        %4 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%0, %1 : tensor<2x8xf32>, tensor<16x8xf32>) outs(%3 : tensor<2x16xf32>) -> tensor<2x16xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_0 : tensor<2x16xf32>, tensor<16xf32>) outs(%2 : tensor<2x16xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %6 = arith.addf %in, %in_1 : f32
          %7 = arith.cmpf ugt, %6, %cst : f32
          %8 = arith.select %7, %6, %cst : f32
          linalg.yield %8 : f32
        } -> tensor<2x16xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg2, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : tensor<2x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_1 {
    flow.executable.export public @main$async_dispatch_1_matmul_2x4x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_matmul_2x4x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>) {
        %cst = arith.constant dense_resource<torch_tensor_4_16_torch.float32> : tensor<4x16xf32>
        %cst_0 = arith.constant 0.000000e+00 : f32
        %cst_1 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %1 = tensor.empty() : tensor<2x4xf32>
        %2 = linalg.fill ins(%cst_0 : f32) outs(%1 : tensor<2x4xf32>) -> tensor<2x4xf32>
        %3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%0, %cst : tensor<2x16xf32>, tensor<4x16xf32>) outs(%2 : tensor<2x4xf32>) -> tensor<2x4xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3, %cst_1 : tensor<2x4xf32>, tensor<4xf32>) outs(%1 : tensor<2x4xf32>) {
        ^bb0(%in: f32, %in_2: f32, %out: f32):
          %5 = arith.addf %in, %in_2 : f32
          linalg.yield %5 : f32
        } -> tensor<2x4xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg1, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : tensor<2x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        return
      }
    }
  }
  util.global private @__constant_tensor_16x8xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_16_8_torch.float32> : tensor<16x8xf32>
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %__constant_tensor_16x8xf32 = util.global.load immutable @__constant_tensor_16x8xf32 : tensor<16x8xf32>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<2x8xf32>
    %1 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_matmul_2x16x8_f32(%0, %__constant_tensor_16x8xf32) : (tensor<2x8xf32>, tensor<16x8xf32>) -> tensor<2x16xf32>
    %2 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_matmul_2x4x16_f32(%1) : (tensor<2x16xf32>) -> tensor<2x4xf32>
    %3 = hal.tensor.barrier join(%2 : tensor<2x4xf32>) => %arg2 : !hal.fence
    %4 = hal.tensor.export %3 : tensor<2x4xf32> -> !hal.buffer_view
    util.return %4 : !hal.buffer_view
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
{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.float32: "0x040000009D98503EC60DA83E0ED760BE06229D3DC3319C3EFEE76F3E7FA1613E63A3803ED2FE643ECC06BB3DBF9177BE350398BEC1E425BEB5A128BD94E95DBE0374043E",
      torch_tensor_4_16_torch.float32: "0x0400000030759E3DA8DE67BD50C8C43D7878A53D484C1C3ECE662C3EE463ADBD5A1E7A3EC0C3ECBCE0B80CBC20A271BE08C424BE5C8E15BE80FEDABD1A02363ED84FA7BDD24D3FBEF0FDC43D44EDA33D0ECF253E0E7904BEC0045E3DD864BABD201166BDD8024CBE8059E9BDD0CD9CBD04F3DA3DF0123B3DE0F17C3DD2837F3E3081793EA49A2E3E606E023C3E1931BE0411483E500880BD4092A5BC328B5CBEF0444ABDEC1D25BE6C3D6B3E40515DBE2E8C47BEC0150BBC546C0ABE1833B73DF814C5BDE47AF0BDE0FC673C6051393E941334BE3C70F03D0A77243E226B7A3EAC2E33BEA000783D144B3DBE608F5A3EA89BC6BDCA331A3E40E3F33BF0809FBCC0B102BC",
      torch_tensor_4_torch.float32: "0x0400000008132E3DD45AF13DA03A243D28309C3D",
      torch_tensor_16_8_torch.float32: "0x04000000928B3A3EC6CB1FBEE75E8CBD01EE293E146BAABEEF1E593E06F694BD592F383E6F51493D6D5131BDACD4C83D4FE18E3C0A3A043E3B160DBE942AD3BC9E5F02BDB9E6513DB61FB9BAB73D9E3E6253E13D51D306BE49A85ABEBFBB72BD79291CBE8E07E8BD10AE8A3C40D2573E03C8443EA3F4B0BE686F603EF347CA3DF6B4AB3E99F76E3EFCEEA4BE5D1DACBE759F2EBE88F49E3EB93771BD18F01A3E563E28BE939EB13E912D19BE3AC0873E3A30893B71BA3EBEDF173A3E6B2D40BE5DF4D43D2215D1BD7FC41EBDA307AEBE099D2CBE5A74443EBA01B0BDE14DB43E5E1A913E9E9D87BC9AA771BEC5775C3EF8B8E03D69076ABE07296B3E59CB5B3E8E8BA03EBBF14ABEFA5F6EBD7C6DE0BB8A83533DFE6089BE937480BE60F3443E51CAA9BDA5D8303E501EA53C3EBFED3D67379F3D16A3033E6977333EE9A4A7BE913B363ECB8E7EBEA99488BE2323B03CA4C676BD4EA2543E64AB51BE44ECA0BE7FBD833E29BC56BD9AA14B3E9AC7E83DEFBD87BE4577913DC0EBAD3DF76772BEFEC62BBE8AE4F63DD7B2813D57001ABE9130DBBDE0CAA53E3FF885BD471D4C3E8FC31C3E3D066ABEB6F199BE27C2AD3E653C973C8E29783E330D963D36E1E83DC536873E2BA5AB3EF33D70BEB00F353D4616873E0223833E90E9603ED20183BE505A82BE62F35ABEE6ED353D666AB43EE5B064BE6AEC403E556248BE7D32AABE29E599BD"
    }
  }
#-}
