module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @cnn$async_dispatch_0 {
    flow.executable.export public @cnn$async_dispatch_0_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @cnn$async_dispatch_0_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<3x10x10xf32>>, %arg1: !flow.dispatch.tensor<readwrite:tensor<3x12x12xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [3, 10, 10], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<3x10x10xf32>> -> tensor<3x10x10xf32>
        flow.dispatch.tensor.store %0, %arg1, offsets = [0, 1, 1], sizes = [3, 10, 10], strides = [1, 1, 1] : tensor<3x10x10xf32> -> !flow.dispatch.tensor<readwrite:tensor<3x12x12xf32>>
        return
      }
    }
  }
  flow.executable private @cnn$async_dispatch_1 {
    flow.executable.export public @cnn$async_dispatch_1_conv_2d_nchw_fchw_1x4x10x10x3x3x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @cnn$async_dispatch_1_conv_2d_nchw_fchw_1x4x10x10x3x3x3_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x3x12x12xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<4x3x3x3xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x4x10x10xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense<[[0.0472790338, -0.143042445, 0.172196195, 0.0707406476]]> : tensor<1x4xf32>
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 3, 12, 12], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x3x12x12xf32>> -> tensor<1x3x12x12xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [4, 3, 3, 3], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<4x3x3x3xf32>> -> tensor<4x3x3x3xf32>
        %2 = tensor.empty() : tensor<1x4x10x10xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x4x10x10xf32>) -> tensor<1x4x10x10xf32>
        %4 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%0, %1 : tensor<1x3x12x12xf32>, tensor<4x3x3x3xf32>) outs(%3 : tensor<1x4x10x10xf32>) -> tensor<1x4x10x10xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %cst_0 : tensor<1x4x10x10xf32>, tensor<1x4xf32>) outs(%2 : tensor<1x4x10x10xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %6 = arith.addf %in, %in_1 : f32
          %7 = arith.cmpf ugt, %6, %cst : f32
          %8 = arith.select %7, %6, %cst : f32
          linalg.yield %8 : f32
        } -> tensor<1x4x10x10xf32>
        flow.dispatch.tensor.store %5, %arg2, offsets = [0, 0, 0, 0], sizes = [1, 4, 10, 10], strides = [1, 1, 1, 1] : tensor<1x4x10x10xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x4x10x10xf32>>
        return
      }
    }
  }
  flow.executable private @cnn$async_dispatch_2 {
    flow.executable.export public @cnn$async_dispatch_2_pooling_nchw_max_1x4x5x5x2x2_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @cnn$async_dispatch_2_pooling_nchw_max_1x4x5x5x2x2_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x4x10x10xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x4x5x5xf32>>) {
        %cst = arith.constant 0xFF800000 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 4, 10, 10], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x10x10xf32>> -> tensor<1x4x10x10xf32>
        %1 = tensor.empty() : tensor<1x4x5x5xf32>
        %2 = tensor.empty() : tensor<2x2xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
        %4 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%0, %2 : tensor<1x4x10x10xf32>, tensor<2x2xf32>) outs(%3 : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
        flow.dispatch.tensor.store %4, %arg1, offsets = [0, 0, 0, 0], sizes = [1, 4, 5, 5], strides = [1, 1, 1, 1] : tensor<1x4x5x5xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x4x5x5xf32>>
        return
      }
    }
  }
  flow.executable private @cnn$async_dispatch_3 {
    flow.executable.export public @cnn$async_dispatch_3_conv_2d_nchw_fchw_1x8x2x2x4x3x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @cnn$async_dispatch_3_conv_2d_nchw_fchw_1x8x2x2x4x3x3_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x4x5x5xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<8x4x3x3xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x8x2x2xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense<[[0.346527308, -0.095623672, 0.138821095, 0.116730884, 0.218546331, 0.126943082, -0.0420228504, -0.118299685]]> : tensor<1x8xf32>
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 4, 5, 5], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x5x5xf32>> -> tensor<1x4x5x5xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [8, 4, 3, 3], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<8x4x3x3xf32>> -> tensor<8x4x3x3xf32>
        %2 = tensor.empty() : tensor<1x8x2x2xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x8x2x2xf32>) -> tensor<1x8x2x2xf32>
        %4 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%0, %1 : tensor<1x4x5x5xf32>, tensor<8x4x3x3xf32>) outs(%3 : tensor<1x8x2x2xf32>) -> tensor<1x8x2x2xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %cst_0 : tensor<1x8x2x2xf32>, tensor<1x8xf32>) outs(%2 : tensor<1x8x2x2xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %6 = arith.addf %in, %in_1 : f32
          %7 = arith.cmpf ugt, %6, %cst : f32
          %8 = arith.select %7, %6, %cst : f32
          linalg.yield %8 : f32
        } -> tensor<1x8x2x2xf32>
        flow.dispatch.tensor.store %5, %arg2, offsets = [0, 0, 0, 0], sizes = [1, 8, 2, 2], strides = [1, 1, 1, 1] : tensor<1x8x2x2xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x2x2xf32>>
        return
      }
    }
  }
  flow.executable private @cnn$async_dispatch_4 {
    flow.executable.export public @cnn$async_dispatch_4_pooling_nchw_sum_1x8x1x1x2x2_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @cnn$async_dispatch_4_pooling_nchw_sum_1x8x1x1x2x2_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x8x2x2xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x8x1x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 4.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 8, 2, 2], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x2x2xf32>> -> tensor<1x8x2x2xf32>
        %1 = tensor.empty() : tensor<1x8x1x1xf32>
        %2 = tensor.empty() : tensor<2x2xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
        %4 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%0, %2 : tensor<1x8x2x2xf32>, tensor<2x2xf32>) outs(%3 : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<1x8x1x1xf32>) outs(%1 : tensor<1x8x1x1xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.divf %in, %cst_0 : f32
          linalg.yield %6 : f32
        } -> tensor<1x8x1x1xf32>
        flow.dispatch.tensor.store %5, %arg1, offsets = [0, 0, 0, 0], sizes = [1, 8, 1, 1], strides = [1, 1, 1, 1] : tensor<1x8x1x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x1x1xf32>>
        return
      }
    }
  }
  flow.executable private @cnn$async_dispatch_5 {
    flow.executable.export public @cnn$async_dispatch_5_mmt4d_1x2x8x1x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @cnn$async_dispatch_5_mmt4d_1x2x8x1x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x8x1x1xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x2x1x4xf32>>) {
        %cst = arith.constant dense<[[[[-0.355155289], [-0.207079336], [0.203492537], [0.193155766]], [[-0.00953055173], [-0.119402163], [0.153339222], [0.0800876319]], [[0.0277403109], [-0.0336941816], [-0.135635957], [-0.109043233]], [[-0.0720389262], [0.148379847], [-0.018546598], [-0.19940716]], [[-0.0287274718], [-0.485470951], [0.374802917], [0.10541182]], [[-0.24279055], [0.103151165], [0.272619665], [0.0773005635]], [[0.434234023], [-0.123169534], [0.174152434], [0.242311388]], [[-0.100202553], [-0.0358469374], [0.00232546916], [-0.0957988426]]], [[[0.28136915], [0.000000e+00], [0.000000e+00], [0.000000e+00]], [[-0.0722129866], [0.000000e+00], [0.000000e+00], [0.000000e+00]], [[0.25207898], [0.000000e+00], [0.000000e+00], [0.000000e+00]], [[0.110151738], [0.000000e+00], [0.000000e+00], [0.000000e+00]], [[-0.114548489], [0.000000e+00], [0.000000e+00], [0.000000e+00]], [[-0.188617215], [0.000000e+00], [0.000000e+00], [0.000000e+00]], [[-0.0232866835], [0.000000e+00], [0.000000e+00], [0.000000e+00]], [[-0.0520328842], [0.000000e+00], [0.000000e+00], [0.000000e+00]]]]> : tensor<2x8x4x1xf32>
        %cst_0 = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 8, 1, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x1x1xf32>> -> tensor<1x8x1x1xf32>
        %1 = tensor.empty() : tensor<1x2x1x4xf32>
        %2 = linalg.fill ins(%cst_0 : f32) outs(%1 : tensor<1x2x1x4xf32>) -> tensor<1x2x1x4xf32>
        %3 = linalg.mmt4d ins(%0, %cst : tensor<1x8x1x1xf32>, tensor<2x8x4x1xf32>) outs(%2 : tensor<1x2x1x4xf32>) -> tensor<1x2x1x4xf32>
        flow.dispatch.tensor.store %3, %arg1, offsets = [0, 0, 0, 0], sizes = [1, 2, 1, 4], strides = [1, 1, 1, 1] : tensor<1x2x1x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x1x4xf32>>
        return
      }
    }
  }
  flow.executable private @cnn$async_dispatch_6 {
    flow.executable.export public @cnn$async_dispatch_6_unpack_elementwise_1x5_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @cnn$async_dispatch_6_unpack_elementwise_1x5_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x2x1x4xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x5xf32>>) {
        %cst = arith.constant dense<[[0.18885316, -0.137523666, -0.294854701, -0.00298967375, 0.385317773]]> : tensor<1x5xf32>
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 2, 1, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x1x4xf32>> -> tensor<1x2x1x4xf32>
        %1 = tensor.empty() : tensor<1x5xf32>
        %unpack = tensor.unpack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [1, 4] into %1 : tensor<1x2x1x4xf32> -> tensor<1x5xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%unpack, %cst : tensor<1x5xf32>, tensor<1x5xf32>) outs(%1 : tensor<1x5xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %3 = arith.addf %in, %in_0 : f32
          linalg.yield %3 : f32
        } -> tensor<1x5xf32>
        flow.dispatch.tensor.store %2, %arg1, offsets = [0, 0], sizes = [1, 5], strides = [1, 1] : tensor<1x5xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x5xf32>>
        return
      }
    }
  }
  util.global private @__constant_tensor_8x4x3x3xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<"0x0FC7D03CA19579BC2201693EE8CF3EBE81E014BE51AE64BE55A8883E557D70BDAD7554BE08A7ABBDC0F6FF3E6D15B0BC8F152E3EDA89BE3D664F22BBB0DD0DBE66ED88BD082F91BDD93AE2BE619D043F0E683D3E1986BE3C689526BD1BB821BE877B423E8A1219BD5F4FC43D5A148EBE24069B3DB2D4CC3E93436DBDAED4233E0290E73BD057623EC99B5A3EB9004A3CC934E5BDB5E86A3D67DE083CDC17FDBD47F9BA3D5614B13D991236BE6AA9B6BCF68F153FA749273E9E33A03C4291003F7D88BABD3FA1FDBE5445C3BE12999BBE7F09553D30F5473E3C3ADEBEBFCF643EDA707BBE4912523D7F05BE3D1215B13D99D7C53A5C140C3D676F69BE50EA633DFFA1483EBEB03D3E30C7053F95D85D3EB7C5143EAB57AA3E3A8A453D5B1584BE955CE5BE8AB8823E67AAE83DC3862D3E765888BDFC3D8D3D81C1C03EE925893D4E7564BEC8B8B0BDD8D58D3E5A395FBE502B04BFA9E6EABE7B1B89BE3EB7233E28F0903C22171BBE159983BE95C2BABCA1BD02BD07FCE6BD86E948BDB44C1CBE62A6B83EF35FF2BEB931C83C11C04FBECFB1103E589940BD21EC953DE8BDD93D0834283D10F74A3EC17C8EBE6FE8423E8F5B33BD75E99B3D97639F3E4D47663EEA26CB3EEA75E6BEBAC343BE2776453E199067BE7D9415BDF1E2AE3E7923333E971245BE0EE1B93D5528043E69C75C3C6AABA4BC82EDE73C11A799BE2747CF3CFD0546BEEB34A13DA9CEAF3D14D836BE3AF3FA3DA3BD913DEDF009BC2DA5143E1C1F80BD40C868BDC7E37E3CB00F42BC70EA693E8D17F3BE06577EBDDE54CEBE208CD7BDCB3D3E3D262391BB0B60403E2DCE6A3D0D2D0EBF883A6DBEC1FF9A3EF23A9B3EEA872B3CE705A4BE2DF7D83E8778DCBECCFF4C3DF94AB7BCEFDF113D52197EBE3E6EC1BD7C3D4D3E48FEE7BD9CA695BEFCB19EBC7255A43A79BC34BD33B033BEF666BA3DF2A82EBD8A8681BE4953D93C0B8DBFBC901E413C349FB7BED3AC2FBEDEC7983DF6622E3E11F25B3D9C258B3CA1A6063E085E3C3E0AFEAE3EB675AA3D6317FDBD9979B13DBA37CCBE8691843BCB87C3BD080F29BCA705BF3D1662BB3BE5C196BE87489ABDC7BF27BEAEC7E6BB1A718E3DEEF047BE3D32143EAD6E843E4E7664BD78C1133E8D8698BE5645E0BD7F26443EC06CB5BE35DFD1BDC6C038BE0A416A3EF39F693EA1DA00BEB2B8C13C741206BF1C122D3EA9448D3DF556873E231BF5BEA6448C3DA5D692BD2E0506BFA20C0FBE3B458DBCF751233E0CD01B3D9FF7D5BDBBDAB33D7371BBBCE97306BE5E3E52BE8008EA3CF839F73CABFBBB3E4F44BBBDD0C3A33E3EBF8D3DF25E703E77683ABEAFE533BEDEB87FBD99D3363E02ED0D3D65C3193EAD6A813D1663523EAB62213D6CA6D7BDD48DD23DE082933C9907B33E29D802BD2BA0B23C06097BBD7CC56C3E0F1F333E5A58053E99527FBE514B9BBED4FB583D94DF133E4A78973E05E1B7BE98830BBD7D1AADBED3C144BE842035BDFA39453EC6B3D7BD2F1513BEA60083BDF7C8803EB563F73EDFE69DBEA40C60BD1D40B0BDDF5E6F3EEA72B23D4BC59D3EA2484FBEE384343B6A98BABDCF8B60BE227601BDE29572BEFA79DE3E25ECAA3DC52B50BEC93CF8BD"> : tensor<8x4x3x3xf32>
  util.global private @__constant_tensor_4x3x3x3xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<"0x540FBB3E509C1DBF2536443EF12F643C22FD863E28F49D3D7D1CBB3E3109D03B9572D3BD41C4ED3DB0FDB03D522992BD5F974ABD6957133E713E103EC250CABD949D96BDED03B9BE6BF3AB3E35BD37BDEDEF883E71FEAA3DD10FC73E6A669D3E0360823D53A1973ED69542BEEBE1803E6B9897BEF1968C3D32165A3E0F33373D286196BD8CFA24BE30698CBD3B45573EA571363EF4BC56BD832E7FBEDE080A3E937794BE2C70D9BD2C7E16BE8138183E3F4A413DFB2CBD3D14285F3D10D70ABEBA54DB3DCDA2903EE9FBF0BB99C2013EA047CEBCEDA5523EF686083E2A5E333ECDB68E3DB8EFA73E62ED93BDDADF88BD046DF2BD1540FA3D66EFFEBD130004BEA2FC143E49FF6D3E1E41EB3DFA5F09BFCE4D43BEC4D95BBE5D4C77BE8905A7BDCE1DBA3E26D27BBD8A9E16BE701E0F3E74A9623C56B9C53C80A10CBE3BC19DB987FCB13DC1B7C3BE11E3A4BE351E5E3EB8A52C3ECF86CFBD11F050BEF3FF17BDC27574BEC14D8BBD9B12A93EF262D83C1ADB6E3EE95E36BD0750973DB7E88D3ECDCC88BEB5538EBD008800BDBDFF663D71189F3E5C650C3E6E5C99BEF5FA5DBDA70437BE88383CBEA557CF3E47B259BE"> : tensor<4x3x3x3xf32>
  util.func public @cnn$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.000000e+00 : f32
    %__constant_tensor_8x4x3x3xf32 = util.global.load immutable @__constant_tensor_8x4x3x3xf32 : tensor<8x4x3x3xf32>
    %__constant_tensor_4x3x3x3xf32 = util.global.load immutable @__constant_tensor_4x3x3x3xf32 : tensor<4x3x3x3xf32>
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<1x3x10x10xf32>
    %1 = flow.tensor.reshape %0 : tensor<1x3x10x10xf32> -> tensor<3x10x10xf32>
    %2 = flow.tensor.splat %cst : tensor<3x12x12xf32>
    %3 = flow.dispatch @cnn$async_dispatch_0::@cnn$async_dispatch_0_slow_memcpy(%1, %2) : (tensor<3x10x10xf32>, tensor<3x12x12xf32>) -> %2
    %4 = flow.tensor.reshape %3 : tensor<3x12x12xf32> -> tensor<1x3x12x12xf32>
    %5 = flow.dispatch @cnn$async_dispatch_1::@cnn$async_dispatch_1_conv_2d_nchw_fchw_1x4x10x10x3x3x3_f32(%4, %__constant_tensor_4x3x3x3xf32) : (tensor<1x3x12x12xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x10x10xf32>
    %6 = flow.dispatch @cnn$async_dispatch_2::@cnn$async_dispatch_2_pooling_nchw_max_1x4x5x5x2x2_f32(%5) : (tensor<1x4x10x10xf32>) -> tensor<1x4x5x5xf32>
    %7 = flow.dispatch @cnn$async_dispatch_3::@cnn$async_dispatch_3_conv_2d_nchw_fchw_1x8x2x2x4x3x3_f32(%6, %__constant_tensor_8x4x3x3xf32) : (tensor<1x4x5x5xf32>, tensor<8x4x3x3xf32>) -> tensor<1x8x2x2xf32>
    %8 = flow.dispatch @cnn$async_dispatch_4::@cnn$async_dispatch_4_pooling_nchw_sum_1x8x1x1x2x2_f32(%7) : (tensor<1x8x2x2xf32>) -> tensor<1x8x1x1xf32>
    %9 = flow.dispatch @cnn$async_dispatch_5::@cnn$async_dispatch_5_mmt4d_1x2x8x1x4x1_f32(%8) : (tensor<1x8x1x1xf32>) -> tensor<1x2x1x4xf32>
    %10 = flow.dispatch @cnn$async_dispatch_6::@cnn$async_dispatch_6_unpack_elementwise_1x5_f32(%9) : (tensor<1x2x1x4xf32>) -> tensor<1x5xf32>
    %11 = hal.tensor.barrier join(%10 : tensor<1x5xf32>) => %arg2 : !hal.fence
    %12 = hal.tensor.export %11 : tensor<1x5xf32> -> !hal.buffer_view
    util.return %12 : !hal.buffer_view
  }
  util.func public @cnn(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @cnn$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.return %1 : !hal.buffer_view
  }
}
