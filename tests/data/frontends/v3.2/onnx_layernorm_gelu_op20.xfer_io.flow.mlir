module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @layernorm_gelu$async_dispatch_0 {
    flow.executable.export public @layernorm_gelu$async_dispatch_0_elementwise_Dx8_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @layernorm_gelu$async_dispatch_0_elementwise_Dx8_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<?x8xf32>>, %arg1: index, %arg2: !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>) {
        %cst = arith.constant 8.000000e+00 : f32
        %cst_0 = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        %4 = tensor.empty(%0) : tensor<?x8xf32>
        %5 = tensor.empty(%0) : tensor<?xf32>
        %6 = linalg.fill ins(%cst_0 : f32) outs(%5 : tensor<?xf32>) -> tensor<?xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%3 : tensor<?x8xf32>) outs(%6 : tensor<?xf32>) {
        ^bb0(%in: f32, %out: f32):
          %9 = arith.addf %in, %out : f32
          linalg.yield %9 : f32
        } -> tensor<?xf32>
        %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3, %7 : tensor<?x8xf32>, tensor<?xf32>) outs(%4 : tensor<?x8xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %9 = arith.divf %in_1, %cst : f32
          %10 = arith.subf %in, %9 : f32
          linalg.yield %10 : f32
        } -> tensor<?x8xf32>
        flow.dispatch.tensor.store %8, %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : tensor<?x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @layernorm_gelu$async_dispatch_1 {
    flow.executable.export public @layernorm_gelu$async_dispatch_1_elementwise_Dx8_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @layernorm_gelu$async_dispatch_1_elementwise_Dx8_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<?x8xf32>>, %arg1: index, %arg2: !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>) {
        %cst = arith.constant dense<[-0.199686259, 0.185840964, -0.0112583833, 0.0256558191, -0.12799409, -0.217563435, -0.240390837, -0.168313831]> : tensor<8xf32>
        %cst_0 = arith.constant dense<[-0.0719336942, 0.240735024, 0.279373616, 0.0634471849, 0.0828268379, -0.0979099571, -0.182824135, -0.180072129]> : tensor<8xf32>
        %cst_1 = arith.constant 9.99999974E-6 : f32
        %cst_2 = arith.constant 8.000000e+00 : f32
        %cst_3 = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        %4 = tensor.empty(%0) : tensor<?x8xf32>
        %5 = tensor.empty(%0) : tensor<?xf32>
        %6 = linalg.fill ins(%cst_3 : f32) outs(%5 : tensor<?xf32>) -> tensor<?xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%3 : tensor<?x8xf32>) outs(%6 : tensor<?xf32>) {
        ^bb0(%in: f32, %out: f32):
          %9 = arith.mulf %in, %in : f32
          %10 = arith.addf %9, %out : f32
          linalg.yield %10 : f32
        } -> tensor<?xf32>
        %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3, %7, %cst_0, %cst : tensor<?x8xf32>, tensor<?xf32>, tensor<8xf32>, tensor<8xf32>) outs(%4 : tensor<?x8xf32>) {
        ^bb0(%in: f32, %in_4: f32, %in_5: f32, %in_6: f32, %out: f32):
          %9 = arith.divf %in_4, %cst_2 : f32
          %10 = arith.addf %9, %cst_1 : f32
          %11 = math.rsqrt %10 : f32
          %12 = arith.mulf %in, %11 : f32
          %13 = arith.mulf %12, %in_5 : f32
          %14 = arith.addf %13, %in_6 : f32
          linalg.yield %14 : f32
        } -> tensor<?x8xf32>
        flow.dispatch.tensor.store %8, %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : tensor<?x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x8xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @layernorm_gelu$async_dispatch_2 {
    flow.executable.export public @layernorm_gelu$async_dispatch_2_pack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @layernorm_gelu$async_dispatch_2_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x8xf32>>, %arg1: index, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x?x8x4x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x?x8x4x1xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, %0, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%0} -> tensor<1x?x8xf32>
        %5 = tensor.empty(%1) : tensor<1x?x8x4x1xf32>
        %pack = tensor.pack %4 padding_value(%cst : f32) outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [4, 1] into %5 : tensor<1x?x8xf32> -> tensor<1x?x8x4x1xf32>
        flow.dispatch.tensor.store %pack, %3, offsets = [0, 0, 0, 0, 0], sizes = [1, %1, 8, 4, 1], strides = [1, 1, 1, 1, 1] : tensor<1x?x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x8x4x1xf32>>{%1}
        return
      }
    }
  }
  flow.executable private @layernorm_gelu$async_dispatch_3 {
    flow.executable.export public @layernorm_gelu$async_dispatch_3_batch_mmt4d_1x2xDx8x8x4x1_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @layernorm_gelu$async_dispatch_3_batch_mmt4d_1x2xDx8x8x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x2x8x8x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x?x8x4x1xf32>>, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x2x?x8x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readonly:tensor<1x?x8x4x1xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x2x?x8x4xf32>>{%0}
        %3 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0, 0], sizes = [1, 2, 8, 8, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x8x8x1xf32>> -> tensor<1x2x8x8x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0, 0], sizes = [1, %0, 8, 4, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x8x4x1xf32>>{%0} -> tensor<1x?x8x4x1xf32>
        %5 = tensor.empty(%0) : tensor<1x2x?x8x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x2x?x8x4xf32>) -> tensor<1x2x?x8x4xf32>
        %7 = linalg.batch_mmt4d ins(%3, %4 : tensor<1x2x8x8x1xf32>, tensor<1x?x8x4x1xf32>) outs(%6 : tensor<1x2x?x8x4xf32>) -> tensor<1x2x?x8x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0, 0], sizes = [1, 2, %0, 8, 4], strides = [1, 1, 1, 1, 1] : tensor<1x2x?x8x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x?x8x4xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @layernorm_gelu$async_dispatch_4 {
    flow.executable.export public @layernorm_gelu$async_dispatch_4_unpack_elementwise_1xDx16_f32_pack workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @layernorm_gelu$async_dispatch_4_unpack_elementwise_1xDx16_f32_pack(%arg0: index, %arg1: !flow.dispatch.tensor<readonly:tensor<1x2x?x8x4xf32>>, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x?x16x4x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 5.000000e-01 : f32
        %cst_1 = arith.constant 1.000000e+00 : f32
        %cst_2 = arith.constant 7.977240e-01 : f32
        %cst_3 = arith.constant 4.471500e-02 : f32
        %c3_i64 = arith.constant 3 : i64
        %0 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %1 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readonly:tensor<1x2x?x8x4xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x?x16x4x1xf32>>{%0}
        %3 = flow.dispatch.workload.ordinal %arg0, 0 : index
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0, 0], sizes = [1, 2, %0, 8, 4], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x?x8x4xf32>>{%0} -> tensor<1x2x?x8x4xf32>
        %5 = tensor.empty(%0) : tensor<1x?x16x4x1xf32>
        %6 = tensor.empty(%3) : tensor<1x?x16xf32>
        %unpack = tensor.unpack %4 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [8, 4] into %6 : tensor<1x2x?x8x4xf32> -> tensor<1x?x16xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%unpack : tensor<1x?x16xf32>) outs(%6 : tensor<1x?x16xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = math.fpowi %in, %c3_i64 : f32, i64
          %9 = arith.mulf %8, %cst_3 : f32
          %10 = arith.addf %in, %9 : f32
          %11 = arith.mulf %10, %cst_2 : f32
          %12 = math.tanh %11 : f32
          %13 = arith.addf %12, %cst_1 : f32
          %14 = arith.mulf %13, %cst_0 : f32
          %15 = arith.mulf %in, %14 : f32
          linalg.yield %15 : f32
        } -> tensor<1x?x16xf32>
        %pack = tensor.pack %7 padding_value(%cst : f32) outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [4, 1] into %5 : tensor<1x?x16xf32> -> tensor<1x?x16x4x1xf32>
        flow.dispatch.tensor.store %pack, %2, offsets = [0, 0, 0, 0, 0], sizes = [1, %0, 16, 4, 1], strides = [1, 1, 1, 1, 1] : tensor<1x?x16x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x16x4x1xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @layernorm_gelu$async_dispatch_5 {
    flow.executable.export public @layernorm_gelu$async_dispatch_5_batch_mmt4d_1x1xDx16x8x4x1_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @layernorm_gelu$async_dispatch_5_batch_mmt4d_1x1xDx16x8x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x1x16x8x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x?x16x4x1xf32>>, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x1x?x8x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readonly:tensor<1x?x16x4x1xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x1x?x8x4xf32>>{%0}
        %3 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 16, 8, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x1x16x8x1xf32>> -> tensor<1x1x16x8x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0, 0], sizes = [1, %0, 16, 4, 1], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x16x4x1xf32>>{%0} -> tensor<1x?x16x4x1xf32>
        %5 = tensor.empty(%0) : tensor<1x1x?x8x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x1x?x8x4xf32>) -> tensor<1x1x?x8x4xf32>
        %7 = linalg.batch_mmt4d ins(%3, %4 : tensor<1x1x16x8x1xf32>, tensor<1x?x16x4x1xf32>) outs(%6 : tensor<1x1x?x8x4xf32>) -> tensor<1x1x?x8x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, %0, 8, 4], strides = [1, 1, 1, 1, 1] : tensor<1x1x?x8x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x1x?x8x4xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @layernorm_gelu$async_dispatch_6 {
    flow.executable.export public @layernorm_gelu$async_dispatch_6_unpack_elementwise_1xDx8_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @layernorm_gelu$async_dispatch_6_unpack_elementwise_1xDx8_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x1x?x8x4xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x?x8xf32>>, %arg2: index, %arg3: index, %arg4: !flow.dispatch.tensor<writeonly:tensor<1x?x8xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg3, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x1x?x8x4xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%1}
        %4 = flow.dispatch.tie_shape %arg4 : !flow.dispatch.tensor<writeonly:tensor<1x?x8xf32>>{%1}
        %5 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, %0, 8, 4], strides = [1, 1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x1x?x8x4xf32>>{%0} -> tensor<1x1x?x8x4xf32>
        %6 = flow.dispatch.tensor.load %3, offsets = [0, 0, 0], sizes = [1, %1, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x8xf32>>{%1} -> tensor<1x?x8xf32>
        %7 = tensor.empty(%1) : tensor<1x?x8xf32>
        %unpack = tensor.unpack %5 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [8, 4] into %7 : tensor<1x1x?x8x4xf32> -> tensor<1x?x8xf32>
        %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %unpack : tensor<1x?x8xf32>, tensor<1x?x8xf32>) outs(%7 : tensor<1x?x8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %9 = arith.addf %in, %in_0 : f32
          linalg.yield %9 : f32
        } -> tensor<1x?x8xf32>
        flow.dispatch.tensor.store %8, %4, offsets = [0, 0, 0], sizes = [1, %1, 8], strides = [1, 1, 1] : tensor<1x?x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x8xf32>>{%1}
        return
      }
    }
  }
  util.global private @__constant_tensor_1x2x8x8x1xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<"0x236AF53DA6B2713BFA17BBBD510444BDBD2892BE340B7C3E331F79BE6AE00A3C18B10B3DC691F4BED863043EF184A33EBED4B23D1F1814BE2643FBBDB17D07BF609DB2BE13FF12BE98F2F33D2EF14A3ED08F0A3D021F583E8E11D53D26F058BE9F6AFCBE16450B3EFA0B013DC63907BFDB7F05BED02834BE9951593ED823CA3CB57ACCBD9167E33DAE271D3D1D22FFBDFB84C2BE029C04BF4F8793BEE113FBBCABAC7DBE8D83E8BE8D7F733D72F5353E25E2FC3E54DC08BE39C4C83D6AD1BDBC57BF12BEAD8709BD546B223E824D0DBE781CA9BED1F2B73EB0F6B33D326944BE30E6A73C2F9388BD1FA5B6BDAEA5BEBE0AF4A63ED98409BEB6CFDC3C5EA73ABD86D3DA3EF69E02BF9A1290BE093714BE4DF5BE3C749AAFBEAFBD40BDBA4DBABB7AF8C23D03EA993E3827053E9A6F18BFE77AAEBD1D85A8BCB20DC6BDBB9A533ED674843E1C1FCFBD7AF8A6BE686BB33D0DC8B93E4670443EF3404C3ED12B1C3DA94D743D28D5463D2FFE87BE6E18C9BEE0523B3C425670BD97C93ABB714A08BDCDA13A3EA504ACBDE8B10A3E57BB6D3E6BB5F33E4A2A6B3D4207993E6CFF3F3D4486F2BE4785993DC0CA83BD57B482BEF6D4AC3E80C0FCBDFB0DC03D037059BDBD3996BC973BA0BE20A155BCD241303E62CFC5BEA891313E9F67253E31B75EBD428BBA3D1649E83DED2551BEF964943D172A5DBDABF234BED0D0843E945E713E"> : tensor<1x2x8x8x1xf32>
  util.global private @__constant_tensor_1x1x16x8x1xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<"0x6C3839BE549877BD38014FBE5DEF68BEB43249BE2A31E33DEF0E91BED1C695BEC1996B3D826113BE71BF7B3E00C744BE5B29C7BDCED81EBE560AEDBE387A8E3D61610E3EF09B433E4B611ABDA7C5083E8B28FDBC89649ABC453124BE2E5B01BD3C3641BE04A0F53DDA3C0ABE942856BEF08AB0BC92D040BC6B08ADBEAE445BBE77F5EFBD16159C3DF652D53D2E4A203EA8735ABDF9572BBE068493BEEF9FA13C1D84ABBDE910AA3D57F14A3EEADECA3E360735BEF7B7E23D021DAABEDED5533EC95D7ABE25C9E2BC2BFC61BEA8E39E3E255EE03D464B373E0D30E9BC97199C3D836762BE0F01C6BDD6078C3E423BBEBE8BC5523CA3C3773E40A45C3EC6A7083EF6FA3E3BFB438A3ED2896DBDEA330CBC2FA3ACBE34817E3DC1C281BD803FD4B7BB3BE8BECD2873BE45DFFABCF61679BEA9BD023EB8D1D33ED1D00DBCC5CFAD3D239CBCBDF733C8BDFEDA97BE98D2C93D67BF8CBE083CEBBD73F005BE816085BEA0F423BE7D1539BD70C43F3EE6D8D3BC5AE86E3E3A5C293D6E56A03AFAA18E3D5AB6ACBDFDAE1D3E369F9DB9CBE0A0BBF750A83E83E447BE66FB61BE0A5A2ABDED41013D9FD2B7BD102C1B3E55EB293DC5EB3C3D600D8FBEF2EF9D3EE13FCEBB98A949BE24E57D3EB8C1BABC8E7626BEE37972BE5A1A9DBCE8BF12BE53BE58BE2B3E0FBD907780BD972100BEBDB62C3E3F898D3E7111893E0240B6BD426EF1BD"> : tensor<1x1x16x8x1xf32>
  util.func public @layernorm_gelu$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %__constant_tensor_1x2x8x8x1xf32 = util.global.load immutable @__constant_tensor_1x2x8x8x1xf32 : tensor<1x2x8x8x1xf32>
    %0 = flow.tensor.transfer %__constant_tensor_1x2x8x8x1xf32 : tensor<1x2x8x8x1xf32> to #hal.device.affinity<@__device_1>
    %__constant_tensor_1x1x16x8x1xf32 = util.global.load immutable @__constant_tensor_1x1x16x8x1xf32 : tensor<1x1x16x8x1xf32>
    %1 = flow.tensor.transfer %__constant_tensor_1x1x16x8x1xf32 : tensor<1x1x16x8x1xf32> to #hal.device.affinity<@__device_1>
    %2 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %3 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<1x?x8xf32>{%2}
    %4 = flow.tensor.transfer %3 : tensor<1x?x8xf32>{%2} to #hal.device.affinity<@__device_1>
    %5 = flow.tensor.reshape %4 : tensor<1x?x8xf32>{%2} -> tensor<?x8xf32>{%2}
    %6 = flow.dispatch @layernorm_gelu$async_dispatch_0::@layernorm_gelu$async_dispatch_0_elementwise_Dx8_f32[%2](%5, %2) : (tensor<?x8xf32>{%2}, index) -> tensor<?x8xf32>{%2}
    %7 = flow.dispatch @layernorm_gelu$async_dispatch_1::@layernorm_gelu$async_dispatch_1_elementwise_Dx8_f32[%2](%6, %2) : (tensor<?x8xf32>{%2}, index) -> tensor<?x8xf32>{%2}
    %8 = flow.tensor.reshape %7 : tensor<?x8xf32>{%2} -> tensor<1x?x8xf32>{%2}
    %9 = arith.cmpi sle, %2, %c0 : index
    %10 = arith.subi %c0, %2 : index
    %11 = arith.subi %2, %c1 : index
    %12 = arith.select %9, %10, %11 : index
    %13 = arith.divsi %12, %c4 : index
    %14 = arith.subi %c0, %13 : index
    %15 = arith.addi %13, %c1 : index
    %16 = arith.select %9, %14, %15 : index
    %17 = flow.dispatch @layernorm_gelu$async_dispatch_2::@layernorm_gelu$async_dispatch_2_pack_f32[%2, %16](%8, %2, %16) : (tensor<1x?x8xf32>{%2}, index, index) -> tensor<1x?x8x4x1xf32>{%16}
    %18 = flow.dispatch @layernorm_gelu$async_dispatch_3::@layernorm_gelu$async_dispatch_3_batch_mmt4d_1x2xDx8x8x4x1_f32[%16](%0, %17, %16) : (tensor<1x2x8x8x1xf32>, tensor<1x?x8x4x1xf32>{%16}, index) -> tensor<1x2x?x8x4xf32>{%16}
    %19 = flow.dispatch @layernorm_gelu$async_dispatch_4::@layernorm_gelu$async_dispatch_4_unpack_elementwise_1xDx16_f32_pack[%2, %16](%2, %18, %16) : (index, tensor<1x2x?x8x4xf32>{%16}, index) -> tensor<1x?x16x4x1xf32>{%16}
    %20 = flow.dispatch @layernorm_gelu$async_dispatch_5::@layernorm_gelu$async_dispatch_5_batch_mmt4d_1x1xDx16x8x4x1_f32[%16](%1, %19, %16) : (tensor<1x1x16x8x1xf32>, tensor<1x?x16x4x1xf32>{%16}, index) -> tensor<1x1x?x8x4xf32>{%16}
    %21 = flow.dispatch @layernorm_gelu$async_dispatch_6::@layernorm_gelu$async_dispatch_6_unpack_elementwise_1xDx8_f32[%16, %2](%20, %4, %16, %2) : (tensor<1x1x?x8x4xf32>{%16}, tensor<1x?x8xf32>{%2}, index, index) -> tensor<1x?x8xf32>{%2}
    %22 = hal.tensor.barrier join(%21 : tensor<1x?x8xf32>) => %arg2 : !hal.fence
    %23 = flow.tensor.transfer %22 : tensor<1x?x8xf32>{%2} to #hal.device.affinity<@__device_0>
    %24 = hal.tensor.export %23 : tensor<1x?x8xf32>{%2} -> !hal.buffer_view
    util.return %24 : !hal.buffer_view
  }
  util.func public @layernorm_gelu(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @layernorm_gelu$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.return %1 : !hal.buffer_view
  }
}
