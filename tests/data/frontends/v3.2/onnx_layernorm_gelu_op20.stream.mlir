#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#executable_target_embedded_elf_x86_64_1 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "znver4", cpu_features = "+prfchw,-cldemote,+avx,+aes,+sahf,+pclmul,-xop,+crc32,-amx-fp8,+xsaves,-avx512fp16,-usermsr,-sm4,-egpr,+sse4.1,+avx512ifma,+xsave,+sse4.2,-tsxldtrk,-sm3,-ptwrite,-widekl,-movrs,+invpcid,+64bit,+xsavec,-avx10.1-512,+avx512vpopcntdq,+cmov,-avx512vp2intersect,+avx512cd,+movbe,-avxvnniint8,-ccmp,-amx-int8,-kl,-avx10.1-256,+evex512,-avxvnni,-rtm,+adx,+avx2,-hreset,-movdiri,-serialize,-sha512,+vpclmulqdq,+avx512vl,-uintr,-cf,+clflushopt,-raoint,-cmpccxadd,+bmi,-amx-tile,+sse,-avx10.2-256,+gfni,-avxvnniint16,-amx-fp16,-zu,-ndd,+xsaveopt,+rdrnd,+avx512f,-amx-bf16,+avx512bf16,+avx512vnni,-push2pop2,+cx8,+avx512bw,+sse3,-pku,-nf,-amx-tf32,-amx-avx512,+fsgsbase,+clzero,-mwaitx,-lwp,+lzcnt,+sha,-movdir64b,-ppx,-wbnoinvd,-enqcmd,-amx-transpose,-avx10.2-512,-avxneconvert,-tbm,-pconfig,-amx-complex,+ssse3,+cx16,+bmi2,+fma,+popcnt,-avxifma,+f16c,+avx512bitalg,-rdpru,+clwb,+mmx,+sse2,+rdseed,+avx512vbmi2,-prefetchi,-amx-movrs,+rdpid,-fma4,+avx512vbmi,+shstk,+vaes,-waitpkg,-sgx,+fxsr,+avx512dq,+sse4a", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 64 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64_1]> : !hal.device
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local_0_
  util.global private @__hoisted_tensor_1x2x8x8x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x2x8x8x1xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %cst = arith.constant dense<"0x236AF53DA6B2713BFA17BBBD510444BDBD2892BE340B7C3E331F79BE6AE00A3C86D3DA3EF69E02BF9A1290BE093714BE4DF5BE3C749AAFBEAFBD40BDBA4DBABB18B10B3DC691F4BED863043EF184A33EBED4B23D1F1814BE2643FBBDB17D07BF7AF8C23D03EA993E3827053E9A6F18BFE77AAEBD1D85A8BCB20DC6BDBB9A533E609DB2BE13FF12BE98F2F33D2EF14A3ED08F0A3D021F583E8E11D53D26F058BED674843E1C1FCFBD7AF8A6BE686BB33D0DC8B93E4670443EF3404C3ED12B1C3D9F6AFCBE16450B3EFA0B013DC63907BFDB7F05BED02834BE9951593ED823CA3CA94D743D28D5463D2FFE87BE6E18C9BEE0523B3C425670BD97C93ABB714A08BDB57ACCBD9167E33DAE271D3D1D22FFBDFB84C2BE029C04BF4F8793BEE113FBBCCDA13A3EA504ACBDE8B10A3E57BB6D3E6BB5F33E4A2A6B3D4207993E6CFF3F3DABAC7DBE8D83E8BE8D7F733D72F5353E25E2FC3E54DC08BE39C4C83D6AD1BDBC4486F2BE4785993DC0CA83BD57B482BEF6D4AC3E80C0FCBDFB0DC03D037059BD57BF12BEAD8709BD546B223E824D0DBE781CA9BED1F2B73EB0F6B33D326944BEBD3996BC973BA0BE20A155BCD241303E62CFC5BEA891313E9F67253E31B75EBD30E6A73C2F9388BD1FA5B6BDAEA5BEBE0AF4A63ED98409BEB6CFDC3C5EA73ABD428BBA3D1649E83DED2551BEF964943D172A5DBDABF234BED0D0843E945E713E"> : tensor<1x8x16xf32>
    %0 = tensor.empty() : tensor<1x2x8x8x1xf32>
    %pack = tensor.pack %cst outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [8, 1] into %0 : tensor<1x8x16xf32> -> tensor<1x2x8x8x1xf32>
    util.global.store %pack, @__hoisted_tensor_1x2x8x8x1xf32 : tensor<1x2x8x8x1xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x1x16x8x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x1x16x8x1xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %cst = arith.constant dense<"0x6C3839BE549877BD38014FBE5DEF68BEB43249BE2A31E33DEF0E91BED1C695BEC1996B3D826113BE71BF7B3E00C744BE5B29C7BDCED81EBE560AEDBE387A8E3D61610E3EF09B433E4B611ABDA7C5083E8B28FDBC89649ABC453124BE2E5B01BD3C3641BE04A0F53DDA3C0ABE942856BEF08AB0BC92D040BC6B08ADBEAE445BBE77F5EFBD16159C3DF652D53D2E4A203EA8735ABDF9572BBE068493BEEF9FA13C1D84ABBDE910AA3D57F14A3EEADECA3E360735BEF7B7E23D021DAABEDED5533EC95D7ABE25C9E2BC2BFC61BEA8E39E3E255EE03D464B373E0D30E9BC97199C3D836762BE0F01C6BDD6078C3E423BBEBE8BC5523CA3C3773E40A45C3EC6A7083EF6FA3E3BFB438A3ED2896DBDEA330CBC2FA3ACBE34817E3DC1C281BD803FD4B7BB3BE8BECD2873BE45DFFABCF61679BEA9BD023EB8D1D33ED1D00DBCC5CFAD3D239CBCBDF733C8BDFEDA97BE98D2C93D67BF8CBE083CEBBD73F005BE816085BEA0F423BE7D1539BD70C43F3EE6D8D3BC5AE86E3E3A5C293D6E56A03AFAA18E3D5AB6ACBDFDAE1D3E369F9DB9CBE0A0BBF750A83E83E447BE66FB61BE0A5A2ABDED41013D9FD2B7BD102C1B3E55EB293DC5EB3C3D600D8FBEF2EF9D3EE13FCEBB98A949BE24E57D3EB8C1BABC8E7626BEE37972BE5A1A9DBCE8BF12BE53BE58BE2B3E0FBD907780BD972100BEBDB62C3E3F898D3E7111893E0240B6BD426EF1BD"> : tensor<1x16x8xf32>
    %0 = tensor.empty() : tensor<1x1x16x8x1xf32>
    %pack = tensor.pack %cst outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [8, 1] into %0 : tensor<1x16x8xf32> -> tensor<1x1x16x8x1xf32>
    util.global.store %pack, @__hoisted_tensor_1x1x16x8x1xf32 : tensor<1x1x16x8x1xf32>
    util.return
  }
  util.func public @layernorm_gelu$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %cst = arith.constant dense<[-0.0719336942, 0.240735024, 0.279373616, 0.0634471849, 0.0828268379, -0.0979099571, -0.182824135, -0.180072129]> : tensor<8xf32>
    %cst_0 = arith.constant dense<[-0.199686259, 0.185840964, -0.0112583833, 0.0256558191, -0.12799409, -0.217563435, -0.240390837, -0.168313831]> : tensor<8xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %c1 = arith.constant 1 : index
    %c3_i64 = arith.constant 3 : i64
    %cst_2 = arith.constant 4.471500e-02 : f32
    %cst_3 = arith.constant 7.977240e-01 : f32
    %cst_4 = arith.constant 1.000000e+00 : f32
    %cst_5 = arith.constant 5.000000e-01 : f32
    %cst_6 = arith.constant 8.000000e+00 : f32
    %cst_7 = arith.constant 9.99999974E-6 : f32
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %1 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<1x?x8xf32>{%0}
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2]] : tensor<1x?x8xf32> into tensor<?x8xf32>
    %2 = tensor.empty(%0) : tensor<?xf32>
    %3 = linalg.fill ins(%cst_1 : f32) outs(%2 : tensor<?xf32>) -> tensor<?xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%collapsed : tensor<?x8xf32>) outs(%3 : tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = arith.addf %in, %out : f32
      linalg.yield %41 : f32
    } -> tensor<?xf32>
    %5 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%4 : tensor<?xf32>) outs(%2 : tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = arith.divf %in, %cst_6 : f32
      linalg.yield %41 : f32
    } -> tensor<?xf32>
    %6 = tensor.empty(%0) : tensor<?x8xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?xf32>) outs(%6 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x8xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed, %7 : tensor<?x8xf32>, tensor<?x8xf32>) outs(%6 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %41 = arith.subf %in, %in_14 : f32
      linalg.yield %41 : f32
    } -> tensor<?x8xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<?x8xf32>) outs(%6 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = arith.mulf %in, %in : f32
      linalg.yield %41 : f32
    } -> tensor<?x8xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%9 : tensor<?x8xf32>) outs(%3 : tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = arith.addf %in, %out : f32
      linalg.yield %41 : f32
    } -> tensor<?xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%10 : tensor<?xf32>) outs(%2 : tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = arith.divf %in, %cst_6 : f32
      linalg.yield %41 : f32
    } -> tensor<?xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%11 : tensor<?xf32>) outs(%2 : tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = arith.addf %in, %cst_7 : f32
      linalg.yield %41 : f32
    } -> tensor<?xf32>
    %13 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%12 : tensor<?xf32>) outs(%2 : tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = math.rsqrt %in : f32
      linalg.yield %41 : f32
    } -> tensor<?xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<?xf32>) outs(%6 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x8xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %14 : tensor<?x8xf32>, tensor<?x8xf32>) outs(%6 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %41 = arith.mulf %in, %in_14 : f32
      linalg.yield %41 : f32
    } -> tensor<?x8xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%15, %cst : tensor<?x8xf32>, tensor<8xf32>) outs(%6 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %41 = arith.mulf %in, %in_14 : f32
      linalg.yield %41 : f32
    } -> tensor<?x8xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%16, %cst_0 : tensor<?x8xf32>, tensor<8xf32>) outs(%6 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %41 = arith.addf %in, %in_14 : f32
      linalg.yield %41 : f32
    } -> tensor<?x8xf32>
    %expanded = tensor.expand_shape %17 [[0, 1], [2]] output_shape [1, %0, 8] : tensor<?x8xf32> into tensor<1x?x8xf32>
    %18 = arith.cmpi sle, %0, %c0 : index
    %19 = arith.subi %c0, %0 : index
    %20 = arith.subi %0, %c1 : index
    %21 = arith.select %18, %19, %20 : index
    %22 = arith.divsi %21, %c4 : index
    %23 = arith.subi %c0, %22 : index
    %24 = arith.addi %22, %c1 : index
    %25 = arith.select %18, %23, %24 : index
    %26 = tensor.empty(%25) : tensor<1x?x8x4x1xf32>
    %pack = tensor.pack %expanded padding_value(%cst_1 : f32) outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [4, 1] into %26 : tensor<1x?x8xf32> -> tensor<1x?x8x4x1xf32>
    %__hoisted_tensor_1x2x8x8x1xf32 = util.global.load immutable @__hoisted_tensor_1x2x8x8x1xf32 : tensor<1x2x8x8x1xf32>
    %27 = tensor.empty(%25) : tensor<1x2x?x8x4xf32>
    %28 = linalg.fill ins(%cst_1 : f32) outs(%27 : tensor<1x2x?x8x4xf32>) -> tensor<1x2x?x8x4xf32>
    %29 = linalg.batch_mmt4d ins(%__hoisted_tensor_1x2x8x8x1xf32, %pack : tensor<1x2x8x8x1xf32>, tensor<1x?x8x4x1xf32>) outs(%28 : tensor<1x2x?x8x4xf32>) -> tensor<1x2x?x8x4xf32>
    %30 = tensor.empty(%0) : tensor<1x?x16xf32>
    %unpack = tensor.unpack %29 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [8, 4] into %30 : tensor<1x2x?x8x4xf32> -> tensor<1x?x16xf32>
    %collapsed_8 = tensor.collapse_shape %unpack [[0, 1], [2]] : tensor<1x?x16xf32> into tensor<?x16xf32>
    %31 = tensor.empty(%0) : tensor<?x16xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_8 : tensor<?x16xf32>) outs(%31 : tensor<?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = math.fpowi %in, %c3_i64 : f32, i64
      %42 = arith.mulf %41, %cst_2 : f32
      %43 = arith.addf %in, %42 : f32
      %44 = arith.mulf %43, %cst_3 : f32
      %45 = math.tanh %44 : f32
      %46 = arith.addf %45, %cst_4 : f32
      %47 = arith.mulf %46, %cst_5 : f32
      %48 = arith.mulf %in, %47 : f32
      linalg.yield %48 : f32
    } -> tensor<?x16xf32>
    %expanded_9 = tensor.expand_shape %32 [[0, 1], [2]] output_shape [1, %0, 16] : tensor<?x16xf32> into tensor<1x?x16xf32>
    %33 = tensor.empty(%25) : tensor<1x?x16x4x1xf32>
    %pack_10 = tensor.pack %expanded_9 padding_value(%cst_1 : f32) outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [4, 1] into %33 : tensor<1x?x16xf32> -> tensor<1x?x16x4x1xf32>
    %__hoisted_tensor_1x1x16x8x1xf32 = util.global.load immutable @__hoisted_tensor_1x1x16x8x1xf32 : tensor<1x1x16x8x1xf32>
    %34 = tensor.empty(%25) : tensor<1x1x?x8x4xf32>
    %35 = linalg.fill ins(%cst_1 : f32) outs(%34 : tensor<1x1x?x8x4xf32>) -> tensor<1x1x?x8x4xf32>
    %36 = linalg.batch_mmt4d ins(%__hoisted_tensor_1x1x16x8x1xf32, %pack_10 : tensor<1x1x16x8x1xf32>, tensor<1x?x16x4x1xf32>) outs(%35 : tensor<1x1x?x8x4xf32>) -> tensor<1x1x?x8x4xf32>
    %37 = tensor.empty(%0) : tensor<1x?x8xf32>
    %unpack_11 = tensor.unpack %36 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [8, 4] into %37 : tensor<1x1x?x8x4xf32> -> tensor<1x?x8xf32>
    %collapsed_12 = tensor.collapse_shape %unpack_11 [[0, 1], [2]] : tensor<1x?x8xf32> into tensor<?x8xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed, %collapsed_12 : tensor<?x8xf32>, tensor<?x8xf32>) outs(%6 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %41 = arith.addf %in, %in_14 : f32
      linalg.yield %41 : f32
    } -> tensor<?x8xf32>
    %expanded_13 = tensor.expand_shape %38 [[0, 1], [2]] output_shape [1, %0, 8] : tensor<?x8xf32> into tensor<1x?x8xf32>
    %39 = hal.tensor.barrier join(%expanded_13 : tensor<1x?x8xf32>) => %arg2 : !hal.fence
    %dim = tensor.dim %39, %c1 : tensor<1x?x8xf32>
    %40 = hal.tensor.export %39 : tensor<1x?x8xf32>{%dim} -> !hal.buffer_view
    util.return %40 : !hal.buffer_view
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
          %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x8x16xf32>>
          %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x2x8x8x1xf32>>
          %2 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 8, 16], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x16xf32>> -> tensor<1x8x16xf32>
          %3 = tensor.empty() : tensor<1x2x8x8x1xf32>
          %pack = tensor.pack %2 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [8, 1] into %3 : tensor<1x8x16xf32> -> tensor<1x2x8x8x1xf32>
          flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0, 0], sizes = [1, 2, 8, 8, 1], strides = [1, 1, 1, 1, 1] : tensor<1x2x8x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x8x8x1xf32>>
          return
        }
      }
    }
    util.func public @jit_eval(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @jit_eval(%input0: tensor<1x8x16xf32>) -> (%output0: tensor<1x2x8x8x1xf32>)"}} {
      %c0 = arith.constant 0 : index
      %c512 = arith.constant 512 : index
      %c16 = arith.constant 16 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %element_type_f32 = hal.element_type<f32> : i32
      %dense_row_major = hal.encoding_type<dense_row_major> : i32
      hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c1, %c8, %c16]) type(%element_type_f32) encoding(%dense_row_major)
      %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x8x16xf32> in !stream.resource<external>{%c512}
      %1 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @jit_eval_dispatch_0::@jit_eval_dispatch_0_pack_f32(%0[%c0 to %c512 for %c512]) : (!stream.resource<external>{%c512}) -> !stream.resource<external>{%c512}
      %2 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %1 : tensor<1x2x8x8x1xf32> in !stream.resource<external>{%c512} -> !hal.buffer_view
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
          %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x16x8xf32>>
          %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x1x16x8x1xf32>>
          %2 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 16, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x8xf32>> -> tensor<1x16x8xf32>
          %3 = tensor.empty() : tensor<1x1x16x8x1xf32>
          %pack = tensor.pack %2 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [8, 1] into %3 : tensor<1x16x8xf32> -> tensor<1x1x16x8x1xf32>
          flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 16, 8, 1], strides = [1, 1, 1, 1, 1] : tensor<1x1x16x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x1x16x8x1xf32>>
          return
        }
      }
    }
    util.func public @jit_eval_0(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @jit_eval_0(%input0: tensor<1x16x8xf32>) -> (%output0: tensor<1x1x16x8x1xf32>)"}} {
      %c0 = arith.constant 0 : index
      %c512 = arith.constant 512 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %c1 = arith.constant 1 : index
      %element_type_f32 = hal.element_type<f32> : i32
      %dense_row_major = hal.encoding_type<dense_row_major> : i32
      hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c1, %c16, %c8]) type(%element_type_f32) encoding(%dense_row_major)
      %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x16x8xf32> in !stream.resource<external>{%c512}
      %1 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @jit_eval_0_dispatch_0::@jit_eval_0_dispatch_0_pack_f32(%0[%c0 to %c512 for %c512]) : (!stream.resource<external>{%c512}) -> !stream.resource<external>{%c512}
      %2 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %1 : tensor<1x1x16x8x1xf32> in !stream.resource<external>{%c512} -> !hal.buffer_view
      util.return %2 : !hal.buffer_view
    }
  }
}
