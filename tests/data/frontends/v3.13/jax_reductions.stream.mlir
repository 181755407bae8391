module @jit_f attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__hoisted_tensor_f32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<f32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %cst = arith.constant 6.000000e+00 : f32
    %0 = tensor.empty() : tensor<f32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<f32>) -> tensor<f32>
    %2 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%1 : tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %3 = arith.subf %cst, %in : f32
      linalg.yield %3 : f32
    } -> tensor<f32>
    util.global.store %2, @__hoisted_tensor_f32 : tensor<f32>
    util.return
  }
  util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x6xf32>) -> (%output0: tensor<4xf32>, %output1: tensor<6xi32>, %output2: tensor<4xf32>, %output3: tensor<f32>)"}} {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0x7F800000 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %c0_i32 = arith.constant 0 : i32
    %cst_2 = arith.constant 6.000000e+00 : f32
    %cst_3 = arith.constant 0x7FC00000 : f32
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<4x6xf32>
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<4x6xf32> -> tensor<4x6xf32>
    %2 = tensor.empty() : tensor<4xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<4xf32>) -> tensor<4xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<4x6xf32>) outs(%3 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.maximumf %out, %in : f32
      linalg.yield %47 : f32
    } -> tensor<4xf32>
    %5 = tensor.empty() : tensor<4xi1>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4 : tensor<4xf32>) outs(%5 : tensor<4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %47 = math.absf %in : f32
      %48 = arith.cmpf one, %47, %cst_0 : f32
      linalg.yield %48 : i1
    } -> tensor<4xi1>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%6, %4 : tensor<4xi1>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: i1, %in_4: f32, %out: f32):
      %47 = arith.select %in, %in_4, %cst_1 : f32
      linalg.yield %47 : f32
    } -> tensor<4xf32>
    %8 = tensor.empty() : tensor<4x6xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<4xf32>) outs(%8 : tensor<4x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x6xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1, %9 : tensor<4x6xf32>, tensor<4x6xf32>) outs(%8 : tensor<4x6xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %47 = arith.subf %in, %in_4 : f32
      linalg.yield %47 : f32
    } -> tensor<4x6xf32>
    %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<4x6xf32>) outs(%8 : tensor<4x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = math.exp %in : f32
      linalg.yield %47 : f32
    } -> tensor<4x6xf32>
    %12 = linalg.fill ins(%cst_1 : f32) outs(%2 : tensor<4xf32>) -> tensor<4xf32>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%11 : tensor<4x6xf32>) outs(%12 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.addf %out, %in : f32
      linalg.yield %47 : f32
    } -> tensor<4xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%13 : tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = math.absf %in : f32
      linalg.yield %47 : f32
    } -> tensor<4xf32>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%14 : tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = math.log %in : f32
      linalg.yield %47 : f32
    } -> tensor<4xf32>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%15, %7 : tensor<4xf32>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %47 = arith.addf %in, %in_4 : f32
      linalg.yield %47 : f32
    } -> tensor<4xf32>
    %17 = iree_tensor_ext.compute_barrier.end %16 : tensor<4xf32> -> tensor<4xf32>
    %18 = tensor.empty() : tensor<4x6xi32>
    %19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%18 : tensor<4x6xi32>) {
    ^bb0(%out: i32):
      %47 = linalg.index 0 : index
      %48 = arith.index_cast %47 : index to i32
      linalg.yield %48 : i32
    } -> tensor<4x6xi32>
    %20 = tensor.empty() : tensor<6xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<6xf32>) -> tensor<6xf32>
    %22 = tensor.empty() : tensor<6xi32>
    %23 = linalg.fill ins(%c0_i32 : i32) outs(%22 : tensor<6xi32>) -> tensor<6xi32>
    %24:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%1, %19 : tensor<4x6xf32>, tensor<4x6xi32>) outs(%21, %23 : tensor<6xf32>, tensor<6xi32>) {
    ^bb0(%in: f32, %in_4: i32, %out: f32, %out_5: i32):
      %47 = arith.cmpf ogt, %out, %in : f32
      %48 = arith.cmpf une, %out, %out : f32
      %49 = arith.ori %47, %48 : i1
      %50 = arith.cmpf oeq, %out, %in : f32
      %51 = arith.cmpi slt, %out_5, %in_4 : i32
      %52 = arith.andi %50, %51 : i1
      %53 = arith.ori %49, %52 : i1
      %54 = arith.select %49, %out, %in : f32
      %55 = arith.select %53, %out_5, %in_4 : i32
      linalg.yield %54, %55 : f32, i32
    } -> (tensor<6xf32>, tensor<6xi32>)
    %25 = iree_tensor_ext.compute_barrier.end %24#1 : tensor<6xi32> -> tensor<6xi32>
    %26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<4x6xf32>) outs(%12 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.addf %out, %in : f32
      linalg.yield %47 : f32
    } -> tensor<4xf32>
    %27 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%26 : tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.divf %in, %cst_2 : f32
      linalg.yield %47 : f32
    } -> tensor<4xf32>
    %28 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%27 : tensor<4xf32>) outs(%8 : tensor<4x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x6xf32>
    %29 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1, %28 : tensor<4x6xf32>, tensor<4x6xf32>) outs(%8 : tensor<4x6xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %47 = arith.subf %in, %in_4 : f32
      linalg.yield %47 : f32
    } -> tensor<4x6xf32>
    %30 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<4x6xf32>) outs(%8 : tensor<4x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.mulf %in, %in : f32
      linalg.yield %47 : f32
    } -> tensor<4x6xf32>
    %31 = tensor.empty() : tensor<f32>
    %__hoisted_tensor_f32 = util.global.load immutable @__hoisted_tensor_f32 : tensor<f32>
    %32 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%30 : tensor<4x6xf32>) outs(%12 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.addf %out, %in : f32
      linalg.yield %47 : f32
    } -> tensor<4xf32>
    %33 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%__hoisted_tensor_f32 : tensor<f32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4xf32>
    %34 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%32, %33 : tensor<4xf32>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %47 = arith.divf %in, %in_4 : f32
      linalg.yield %47 : f32
    } -> tensor<4xf32>
    %35 = tensor.empty() : tensor<i1>
    %36 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%__hoisted_tensor_f32 : tensor<f32>) outs(%35 : tensor<i1>) {
    ^bb0(%in: f32, %out: i1):
      %47 = arith.cmpf ogt, %in, %cst_1 : f32
      linalg.yield %47 : i1
    } -> tensor<i1>
    %extracted = tensor.extract %36[] : tensor<i1>
    %37 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%34 : tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.select %extracted, %in, %cst_3 : f32
      linalg.yield %47 : f32
    } -> tensor<4xf32>
    %38 = iree_tensor_ext.compute_barrier.end %37 : tensor<4xf32> -> tensor<4xf32>
    %39 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<4x6xf32>) outs(%8 : tensor<4x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = math.absf %in : f32
      linalg.yield %47 : f32
    } -> tensor<4x6xf32>
    %40 = linalg.fill ins(%cst : f32) outs(%31 : tensor<f32>) -> tensor<f32>
    %41 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%39 : tensor<4x6xf32>) outs(%40 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.maximumf %out, %in : f32
      linalg.yield %47 : f32
    } -> tensor<f32>
    %42 = iree_tensor_ext.compute_barrier.end %41 : tensor<f32> -> tensor<f32>
    %43 = hal.tensor.export %17 "output0" : tensor<4xf32> -> !hal.buffer_view
    %44 = hal.tensor.export %25 "output1" : tensor<6xi32> -> !hal.buffer_view
    %45 = hal.tensor.export %38 "output2" : tensor<4xf32> -> !hal.buffer_view
    %46 = hal.tensor.export %42 "output3" : tensor<f32> -> !hal.buffer_view
    util.return %43, %44, %45, %46 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
  module attributes {iree.consteval, stream.affinity.default = #hal.device.affinity<@__device_0>} {
    util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "znver4", cpu_features = "+adx,+aes,+avx,+avx2,+avx512bf16,+avx512bitalg,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,+avx512vpopcntdq,+bmi,+bmi2,+clflushopt,+clwb,+clzero,+crc32,+cx16,+cx8,+f16c,+fma,+fsgsbase,+fxsr,+gfni,+invpcid,+lzcnt,+mmx,+movbe,+mwaitx,+pclmul,+pku,+popcnt,+prfchw,+rdpid,+rdpru,+rdrnd,+rdseed,+sahf,+sha,+shstk,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+sse4a,+ssse3,+vaes,+vpclmulqdq,+wbnoinvd,+x87,+xsave,+xsavec,+xsaveopt,+xsaves,+64bit,+adx,+aes,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tile,+avx,-avx10.1,-avx10.2,-avx10v2aux,+avx2,+avx512bf16,+avx512bitalg,-avx512bmm,+avx512bw,+avx512cd,+avx512dq,+avx512f,-avx512fp16,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,-avx512vp2intersect,+avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,+bmi,+bmi2,-ccmp,-cf,-cldemote,+clflushopt,+clwb,+clzero,+cmov,-cmpccxadd,+crc32,+cx16,+cx8,-egpr,-enqcmd,+f16c,+fma,-fma4,+fsgsbase,+fxsr,+gfni,-hreset,+invpcid,-jmpabs,-kl,-lwp,+lzcnt,+mmx,+movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,+pclmul,-pconfig,-pku,+popcnt,-ppx,-prefetchi,+prfchw,-ptwrite,-push2pop2,-raoint,+rdpid,-rdpru,+rdrnd,+rdseed,-rtm,+sahf,-serialize,-sgx,+sha,-sha512,+shstk,-sm3,-sm4,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+sse4a,+ssse3,-tbm,-tsxldtrk,-uintr,-usermsr,+vaes,+vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,+xsave,+xsavec,+xsaveopt,+xsaves,-zu", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 64 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
    stream.executable private @jit_eval_dispatch_0 {
      stream.executable.export public @jit_eval_dispatch_0_transpose workgroups() -> (index, index, index) {
        %c1 = arith.constant 1 : index
        stream.return %c1, %c1, %c1 : index, index, index
      }
      builtin.module {
        func.func @jit_eval_dispatch_0_transpose(%arg0: !stream.binding) {
          %cst = arith.constant 6.000000e+00 : f32
          %c0 = arith.constant 0 : index
          %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
          %1 = tensor.empty() : tensor<f32>
          %2 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%1 : tensor<f32>) {
          ^bb0(%out: f32):
            linalg.yield %cst : f32
          } -> tensor<f32>
          iree_tensor_ext.dispatch.tensor.store %2, %0, offsets = [], sizes = [], strides = [] : tensor<f32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
          return
        }
      }
    }
    util.func public @jit_eval() -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @jit_eval() -> (%output0: tensor<f32>)"}} {
      %c4 = arith.constant 4 : index
      %0 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @jit_eval_dispatch_0::@jit_eval_dispatch_0_transpose() : () -> !stream.resource<external>{%c4}
      %1 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %0 : tensor<f32> in !stream.resource<external>{%c4} -> !hal.buffer_view
      util.return %1 : !hal.buffer_view
    }
  }
}
