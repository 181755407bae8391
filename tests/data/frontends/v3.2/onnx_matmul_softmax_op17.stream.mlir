#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#executable_target_embedded_elf_x86_64_1 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "znver4", cpu_features = "+prfchw,-cldemote,+avx,+aes,+sahf,+pclmul,-xop,+crc32,-amx-fp8,+xsaves,-avx512fp16,-usermsr,-sm4,-egpr,+sse4.1,+avx512ifma,+xsave,+sse4.2,-tsxldtrk,-sm3,-ptwrite,-widekl,-movrs,+invpcid,+64bit,+xsavec,-avx10.1-512,+avx512vpopcntdq,+cmov,-avx512vp2intersect,+avx512cd,+movbe,-avxvnniint8,-ccmp,-amx-int8,-kl,-avx10.1-256,+evex512,-avxvnni,-rtm,+adx,+avx2,-hreset,-movdiri,-serialize,-sha512,+vpclmulqdq,+avx512vl,-uintr,-cf,+clflushopt,-raoint,-cmpccxadd,+bmi,-amx-tile,+sse,-avx10.2-256,+gfni,-avxvnniint16,-amx-fp16,-zu,-ndd,+xsaveopt,+rdrnd,+avx512f,-amx-bf16,+avx512bf16,+avx512vnni,-push2pop2,+cx8,+avx512bw,+sse3,-pku,-nf,-amx-tf32,-amx-avx512,+fsgsbase,+clzero,-mwaitx,-lwp,+lzcnt,+sha,-movdir64b,-ppx,-wbnoinvd,-enqcmd,-amx-transpose,-avx10.2-512,-avxneconvert,-tbm,-pconfig,-amx-complex,+ssse3,+cx16,+bmi2,+fma,+popcnt,-avxifma,+f16c,+avx512bitalg,-rdpru,+clwb,+mmx,+sse2,+rdseed,+avx512vbmi2,-prefetchi,-amx-movrs,+rdpid,-fma4,+avx512vbmi,+shstk,+vaes,-waitpkg,-sgx,+fxsr,+avx512dq,+sse4a", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 64 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64_1]> : !hal.device
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local_0_
  util.global private @__hoisted_tensor_1x8x8x1xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x8x8x1xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %cst = arith.constant dense<[[0.220252484, 0.0676862523, -0.107994303, -0.252048373, -0.378924251, 0.00372765819], [-0.162113413, -0.17443119, -4.439390e-02, -0.0103692058, -0.455356568, 0.185029313], [-0.405369133, 0.371924818, 0.118113622, -0.0943689048, 0.268599302, 0.00415729219], [0.13818419, 0.0214454159, 0.219306275, 0.21228449, -0.181466833, -0.122498356], [0.0686454102, -0.0420020297, -0.456982851, 0.405223519, -0.434995472, -0.416308582], [-0.25522247, 0.112970248, 0.359202504, -0.047083009, -0.0782154724, 0.0347802937], [-0.0733719468, 0.0164730456, -0.227994293, 0.0876514837, 0.0785158798, -0.487083495], [-0.0220451895, 0.0325831622, 0.112244949, -0.163217947, -0.26560685, -0.190146819]]> : tensor<8x6xf32>
    %0 = tensor.empty() : tensor<1x8x8x1xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %pack = tensor.pack %cst padding_value(%cst_0 : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [8, 1] into %0 : tensor<8x6xf32> -> tensor<1x8x8x1xf32>
    util.global.store %pack, @__hoisted_tensor_1x8x8x1xf32 : tensor<1x8x8x1xf32>
    util.return
  }
  util.func public @matmul_softmax$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %cst = arith.constant dense<[0.109608196, -0.170367107, -0.152828768, 0.22875312, -0.157231525, -0.179726526]> : tensor<6xf32>
    %c0 = arith.constant 0 : index
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<?x8xf32>{%0}
    %2 = tensor.empty(%0) : tensor<?x6xf32>
    %3 = arith.cmpi sle, %0, %c0 : index
    %4 = arith.subi %c0, %0 : index
    %5 = arith.subi %0, %c1 : index
    %6 = arith.select %3, %4, %5 : index
    %7 = arith.divsi %6, %c4 : index
    %8 = arith.subi %c0, %7 : index
    %9 = arith.addi %7, %c1 : index
    %10 = arith.select %3, %8, %9 : index
    %11 = tensor.empty(%10) : tensor<?x8x4x1xf32>
    %pack = tensor.pack %1 padding_value(%cst_0 : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %11 : tensor<?x8xf32> -> tensor<?x8x4x1xf32>
    %__hoisted_tensor_1x8x8x1xf32 = util.global.load immutable @__hoisted_tensor_1x8x8x1xf32 : tensor<1x8x8x1xf32>
    %12 = tensor.empty(%10) : tensor<1x?x8x4xf32>
    %13 = linalg.fill ins(%cst_0 : f32) outs(%12 : tensor<1x?x8x4xf32>) -> tensor<1x?x8x4xf32>
    %14 = linalg.mmt4d ins(%__hoisted_tensor_1x8x8x1xf32, %pack : tensor<1x8x8x1xf32>, tensor<?x8x4x1xf32>) outs(%13 : tensor<1x?x8x4xf32>) -> tensor<1x?x8x4xf32>
    %unpack = tensor.unpack %14 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [8, 4] into %2 : tensor<1x?x8x4xf32> -> tensor<?x6xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%unpack, %cst : tensor<?x6xf32>, tensor<6xf32>) outs(%2 : tensor<?x6xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %27 = arith.addf %in, %in_3 : f32
      linalg.yield %27 : f32
    } -> tensor<?x6xf32>
    %16 = tensor.empty(%0) : tensor<?xf32>
    %17 = linalg.fill ins(%cst_1 : f32) outs(%16 : tensor<?xf32>) -> tensor<?xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%15 : tensor<?x6xf32>) outs(%17 : tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = arith.maximumf %in, %out : f32
      linalg.yield %27 : f32
    } -> tensor<?xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%15, %18 : tensor<?x6xf32>, tensor<?xf32>) outs(%2 : tensor<?x6xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %27 = arith.subf %in, %in_3 : f32
      linalg.yield %27 : f32
    } -> tensor<?x6xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%19 : tensor<?x6xf32>) outs(%2 : tensor<?x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = math.exp %in : f32
      linalg.yield %27 : f32
    } -> tensor<?x6xf32>
    %21 = linalg.fill ins(%cst_0 : f32) outs(%16 : tensor<?xf32>) -> tensor<?xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%20 : tensor<?x6xf32>) outs(%21 : tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = arith.addf %in, %out : f32
      linalg.yield %27 : f32
    } -> tensor<?xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%20, %22 : tensor<?x6xf32>, tensor<?xf32>) outs(%2 : tensor<?x6xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %27 = arith.divf %in, %in_3 : f32
      linalg.yield %27 : f32
    } -> tensor<?x6xf32>
    %24:2 = hal.tensor.barrier join(%23, %18 : tensor<?x6xf32>, tensor<?xf32>) => %arg2 : !hal.fence
    %dim = tensor.dim %24#0, %c0 : tensor<?x6xf32>
    %25 = hal.tensor.export %24#0 : tensor<?x6xf32>{%dim} -> !hal.buffer_view
    %dim_2 = tensor.dim %24#1, %c0 : tensor<?xf32>
    %26 = hal.tensor.export %24#1 : tensor<?xf32>{%dim_2} -> !hal.buffer_view
    util.return %25, %26 : !hal.buffer_view, !hal.buffer_view
  }
  util.func public @matmul_softmax(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1:2 = util.call @matmul_softmax$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view)
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.return %1#0, %1#1 : !hal.buffer_view, !hal.buffer_view
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
          %cst = arith.constant 0.000000e+00 : f32
          %c0 = arith.constant 0 : index
          %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8x6xf32>>
          %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x8x8x1xf32>>
          %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 6], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x6xf32>> -> tensor<8x6xf32>
          %3 = tensor.empty() : tensor<1x8x8x1xf32>
          %pack = tensor.pack %2 padding_value(%cst : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [8, 1] into %3 : tensor<8x6xf32> -> tensor<1x8x8x1xf32>
          flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [1, 8, 8, 1], strides = [1, 1, 1, 1] : tensor<1x8x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x8x1xf32>>
          return
        }
      }
    }
    util.func public @jit_eval(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @jit_eval(%input0: tensor<8x6xf32>) -> (%output0: tensor<1x8x8x1xf32>)"}} {
      %c0 = arith.constant 0 : index
      %c256 = arith.constant 256 : index
      %c192 = arith.constant 192 : index
      %c6 = arith.constant 6 : index
      %c8 = arith.constant 8 : index
      %element_type_f32 = hal.element_type<f32> : i32
      %dense_row_major = hal.encoding_type<dense_row_major> : i32
      hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c8, %c6]) type(%element_type_f32) encoding(%dense_row_major)
      %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<8x6xf32> in !stream.resource<external>{%c192}
      %1 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @jit_eval_dispatch_0::@jit_eval_dispatch_0_pack_f32(%0[%c0 to %c192 for %c192]) : (!stream.resource<external>{%c192}) -> !stream.resource<external>{%c256}
      %2 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %1 : tensor<1x8x8x1xf32> in !stream.resource<external>{%c256} -> !hal.buffer_view
      util.return %2 : !hal.buffer_view
    }
  }
}
