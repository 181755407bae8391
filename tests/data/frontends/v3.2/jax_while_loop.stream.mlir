#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#executable_target_embedded_elf_x86_64_1 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "znver4", cpu_features = "+prfchw,-cldemote,+avx,+aes,+sahf,+pclmul,-xop,+crc32,-amx-fp8,+xsaves,-avx512fp16,-usermsr,-sm4,-egpr,+sse4.1,+avx512ifma,+xsave,+sse4.2,-tsxldtrk,-sm3,-ptwrite,-widekl,-movrs,+invpcid,+64bit,+xsavec,-avx10.1-512,+avx512vpopcntdq,+cmov,-avx512vp2intersect,+avx512cd,+movbe,-avxvnniint8,-ccmp,-amx-int8,-kl,-avx10.1-256,+evex512,-avxvnni,-rtm,+adx,+avx2,-hreset,-movdiri,-serialize,-sha512,+vpclmulqdq,+avx512vl,-uintr,-cf,+clflushopt,-raoint,-cmpccxadd,+bmi,-amx-tile,+sse,-avx10.2-256,+gfni,-avxvnniint16,-amx-fp16,-zu,-ndd,+xsaveopt,+rdrnd,+avx512f,-amx-bf16,+avx512bf16,+avx512vnni,-push2pop2,+cx8,+avx512bw,+sse3,-pku,-nf,-amx-tf32,-amx-avx512,+fsgsbase,+clzero,-mwaitx,-lwp,+lzcnt,+sha,-movdir64b,-ppx,-wbnoinvd,-enqcmd,-amx-transpose,-avx10.2-512,-avxneconvert,-tbm,-pconfig,-amx-complex,+ssse3,+cx16,+bmi2,+fma,+popcnt,-avxifma,+f16c,+avx512bitalg,-rdpru,+clwb,+mmx,+sse2,+rdseed,+avx512vbmi2,-prefetchi,-amx-movrs,+rdpid,-fma4,+avx512vbmi,+shstk,+vaes,-waitpkg,-sgx,+fxsr,+avx512dq,+sse4a", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 64 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
#map2 = affine_map<() -> ()>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64_1]> : !hal.device
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module @jit_f attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local_0_
  util.global private @__hoisted_tensor_6xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<6xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %cst = arith.constant dense<1.000000e+00> : tensor<6xf32>
    %0 = tensor.empty() : tensor<6xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst : tensor<6xf32>) outs(%0 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = arith.mulf %in, %in : f32
      linalg.yield %2 : f32
    } -> tensor<6xf32>
    util.global.store %1, @__hoisted_tensor_6xf32 : tensor<6xf32>
    util.return
  }
  util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<6xf32>) -> (%output0: tensor<6xf32>, %output1: tensor<i32>)"}} {
    %cst = arith.constant dense<1.000000e+00> : tensor<6xf32>
    %cst_0 = arith.constant dense<0> : tensor<i32>
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 9.99999974E-5 : f32
    %c50_i32 = arith.constant 50 : i32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %c1_i32 = arith.constant 1 : i32
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<6xf32>
    %1 = tensor.empty() : tensor<6xf32>
    %__hoisted_tensor_6xf32 = util.global.load immutable @__hoisted_tensor_6xf32 : tensor<6xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%__hoisted_tensor_6xf32, %0 : tensor<6xf32>, tensor<6xf32>) outs(%1 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %14 = arith.subf %in, %in_4 : f32
      linalg.yield %14 : f32
    } -> tensor<6xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<6xf32>) outs(%1 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = math.absf %in : f32
      linalg.yield %14 : f32
    } -> tensor<6xf32>
    %4 = tensor.empty() : tensor<f32>
    %5 = linalg.fill ins(%cst_1 : f32) outs(%4 : tensor<f32>) -> tensor<f32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction"]} ins(%3 : tensor<6xf32>) outs(%5 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.maximumf %out, %in : f32
      linalg.yield %14 : f32
    } -> tensor<f32>
    %7 = tensor.empty() : tensor<i1>
    %8 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = []} ins(%6 : tensor<f32>) outs(%7 : tensor<i1>) {
    ^bb0(%in: f32, %out: i1):
      %14 = arith.cmpf ogt, %in, %cst_2 : f32
      linalg.yield %14 : i1
    } -> tensor<i1>
    %9 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = []} ins(%cst_0 : tensor<i32>) outs(%7 : tensor<i1>) {
    ^bb0(%in: i32, %out: i1):
      %14 = arith.cmpi slt, %in, %c50_i32 : i32
      linalg.yield %14 : i1
    } -> tensor<i1>
    %10 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = []} ins(%8, %9 : tensor<i1>, tensor<i1>) outs(%7 : tensor<i1>) {
    ^bb0(%in: i1, %in_4: i1, %out: i1):
      %14 = arith.andi %in, %in_4 : i1
      linalg.yield %14 : i1
    } -> tensor<i1>
    %extracted = tensor.extract %10[] : tensor<i1>
    %11:2 = scf.if %extracted -> (tensor<6xf32>, tensor<i32>) {
      %14 = tensor.empty() : tensor<i32>
      %15:2 = scf.while (%arg1 = %cst, %arg2 = %cst_0) : (tensor<6xf32>, tensor<i32>) -> (tensor<6xf32>, tensor<i32>) {
        %16 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%0, %arg1 : tensor<6xf32>, tensor<6xf32>) outs(%1 : tensor<6xf32>) {
        ^bb0(%in: f32, %in_5: f32, %out: f32):
          %27 = arith.divf %in, %in_5 : f32
          linalg.yield %27 : f32
        } -> tensor<6xf32>
        %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg1, %16 : tensor<6xf32>, tensor<6xf32>) outs(%1 : tensor<6xf32>) {
        ^bb0(%in: f32, %in_5: f32, %out: f32):
          %27 = arith.addf %in, %in_5 : f32
          linalg.yield %27 : f32
        } -> tensor<6xf32>
        %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%17 : tensor<6xf32>) outs(%1 : tensor<6xf32>) {
        ^bb0(%in: f32, %out: f32):
          %27 = arith.mulf %in, %cst_3 : f32
          linalg.yield %27 : f32
        } -> tensor<6xf32>
        %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = []} ins(%arg2 : tensor<i32>) outs(%14 : tensor<i32>) {
        ^bb0(%in: i32, %out: i32):
          %27 = arith.addi %in, %c1_i32 : i32
          linalg.yield %27 : i32
        } -> tensor<i32>
        %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%18 : tensor<6xf32>) outs(%1 : tensor<6xf32>) {
        ^bb0(%in: f32, %out: f32):
          %27 = arith.mulf %in, %in : f32
          linalg.yield %27 : f32
        } -> tensor<6xf32>
        %21 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%20, %0 : tensor<6xf32>, tensor<6xf32>) outs(%1 : tensor<6xf32>) {
        ^bb0(%in: f32, %in_5: f32, %out: f32):
          %27 = arith.subf %in, %in_5 : f32
          linalg.yield %27 : f32
        } -> tensor<6xf32>
        %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%21 : tensor<6xf32>) outs(%1 : tensor<6xf32>) {
        ^bb0(%in: f32, %out: f32):
          %27 = math.absf %in : f32
          linalg.yield %27 : f32
        } -> tensor<6xf32>
        %23 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction"]} ins(%22 : tensor<6xf32>) outs(%5 : tensor<f32>) {
        ^bb0(%in: f32, %out: f32):
          %27 = arith.maximumf %out, %in : f32
          linalg.yield %27 : f32
        } -> tensor<f32>
        %24 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = []} ins(%23 : tensor<f32>) outs(%7 : tensor<i1>) {
        ^bb0(%in: f32, %out: i1):
          %27 = arith.cmpf ogt, %in, %cst_2 : f32
          linalg.yield %27 : i1
        } -> tensor<i1>
        %25 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = []} ins(%19 : tensor<i32>) outs(%7 : tensor<i1>) {
        ^bb0(%in: i32, %out: i1):
          %27 = arith.cmpi slt, %in, %c50_i32 : i32
          linalg.yield %27 : i1
        } -> tensor<i1>
        %26 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = []} ins(%24, %25 : tensor<i1>, tensor<i1>) outs(%7 : tensor<i1>) {
        ^bb0(%in: i1, %in_5: i1, %out: i1):
          %27 = arith.andi %in, %in_5 : i1
          linalg.yield %27 : i1
        } -> tensor<i1>
        %extracted_4 = tensor.extract %26[] : tensor<i1>
        scf.condition(%extracted_4) %18, %19 : tensor<6xf32>, tensor<i32>
      } do {
      ^bb0(%arg1: tensor<6xf32>, %arg2: tensor<i32>):
        scf.yield %arg1, %arg2 : tensor<6xf32>, tensor<i32>
      }
      scf.yield %15#0, %15#1 : tensor<6xf32>, tensor<i32>
    } else {
      scf.yield %cst, %cst_0 : tensor<6xf32>, tensor<i32>
    }
    %12 = hal.tensor.export %11#0 "output0" : tensor<6xf32> -> !hal.buffer_view
    %13 = hal.tensor.export %11#1 "output1" : tensor<i32> -> !hal.buffer_view
    util.return %12, %13 : !hal.buffer_view, !hal.buffer_view
  }
  module attributes {iree.consteval, stream.affinity.default = #hal.device.affinity<@__device_0>} {
    util.global private @__device_0 = #device_target_local
    stream.executable private @jit_eval_dispatch_0 {
      stream.executable.export public @jit_eval_dispatch_0_elementwise_6_f32 workgroups() -> (index, index, index) {
        %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
        stream.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @jit_eval_dispatch_0_elementwise_6_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
          %c0 = arith.constant 0 : index
          %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<6xf32>>
          %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<6xf32>>
          %2 = flow.dispatch.tensor.load %0, offsets = [0], sizes = [6], strides = [1] : !flow.dispatch.tensor<readonly:tensor<6xf32>> -> tensor<6xf32>
          %3 = tensor.empty() : tensor<6xf32>
          %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<6xf32>) outs(%3 : tensor<6xf32>) {
          ^bb0(%in: f32, %out: f32):
            %5 = arith.mulf %in, %in : f32
            linalg.yield %5 : f32
          } -> tensor<6xf32>
          flow.dispatch.tensor.store %4, %1, offsets = [0], sizes = [6], strides = [1] : tensor<6xf32> -> !flow.dispatch.tensor<writeonly:tensor<6xf32>>
          return
        }
      }
    }
    util.func public @jit_eval(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @jit_eval(%input0: tensor<6xf32>) -> (%output0: tensor<6xf32>)"}} {
      %c0 = arith.constant 0 : index
      %c24 = arith.constant 24 : index
      %c6 = arith.constant 6 : index
      %element_type_f32 = hal.element_type<f32> : i32
      %dense_row_major = hal.encoding_type<dense_row_major> : i32
      hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c6]) type(%element_type_f32) encoding(%dense_row_major)
      %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<6xf32> in !stream.resource<external>{%c24}
      %1 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @jit_eval_dispatch_0::@jit_eval_dispatch_0_elementwise_6_f32(%0[%c0 to %c24 for %c24]) : (!stream.resource<external>{%c24}) -> !stream.resource<external>{%c24}
      %2 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %1 : tensor<6xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
      util.return %2 : !hal.buffer_view
    }
  }
}
