module @jit_f attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__hoisted_tensor_6xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<6xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %cst = arith.constant dense<1.000000e+00> : tensor<6xf32>
    %0 = tensor.empty() : tensor<6xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%cst : tensor<6xf32>) outs(%0 : tensor<6xf32>) {
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
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<6xf32> -> tensor<6xf32>
    %2 = tensor.empty() : tensor<6xf32>
    %__hoisted_tensor_6xf32 = util.global.load immutable @__hoisted_tensor_6xf32 : tensor<6xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%__hoisted_tensor_6xf32, %1 : tensor<6xf32>, tensor<6xf32>) outs(%2 : tensor<6xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %15 = arith.subf %in, %in_4 : f32
      linalg.yield %15 : f32
    } -> tensor<6xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<6xf32>) outs(%2 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = math.absf %in : f32
      linalg.yield %15 : f32
    } -> tensor<6xf32>
    %5 = tensor.empty() : tensor<f32>
    %6 = linalg.fill ins(%cst_1 : f32) outs(%5 : tensor<f32>) -> tensor<f32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%4 : tensor<6xf32>) outs(%6 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = arith.maximumf %out, %in : f32
      linalg.yield %15 : f32
    } -> tensor<f32>
    %8 = tensor.empty() : tensor<i1>
    %9 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%7 : tensor<f32>) outs(%8 : tensor<i1>) {
    ^bb0(%in: f32, %out: i1):
      %15 = arith.cmpf ogt, %in, %cst_2 : f32
      linalg.yield %15 : i1
    } -> tensor<i1>
    %10 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%cst_0 : tensor<i32>) outs(%8 : tensor<i1>) {
    ^bb0(%in: i32, %out: i1):
      %15 = arith.cmpi slt, %in, %c50_i32 : i32
      linalg.yield %15 : i1
    } -> tensor<i1>
    %11 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%9, %10 : tensor<i1>, tensor<i1>) outs(%8 : tensor<i1>) {
    ^bb0(%in: i1, %in_4: i1, %out: i1):
      %15 = arith.andi %in, %in_4 : i1
      linalg.yield %15 : i1
    } -> tensor<i1>
    %extracted = tensor.extract %11[] : tensor<i1>
    %12:2 = scf.if %extracted -> (tensor<6xf32>, tensor<i32>) {
      %15 = tensor.empty() : tensor<i32>
      %16:2 = scf.while (%arg1 = %cst, %arg2 = %cst_0) : (tensor<6xf32>, tensor<i32>) -> (tensor<6xf32>, tensor<i32>) {
        %17 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1, %arg1 : tensor<6xf32>, tensor<6xf32>) outs(%2 : tensor<6xf32>) {
        ^bb0(%in: f32, %in_5: f32, %out: f32):
          %30 = arith.divf %in, %in_5 : f32
          linalg.yield %30 : f32
        } -> tensor<6xf32>
        %18 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg1, %17 : tensor<6xf32>, tensor<6xf32>) outs(%2 : tensor<6xf32>) {
        ^bb0(%in: f32, %in_5: f32, %out: f32):
          %30 = arith.addf %in, %in_5 : f32
          linalg.yield %30 : f32
        } -> tensor<6xf32>
        %19 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%18 : tensor<6xf32>) outs(%2 : tensor<6xf32>) {
        ^bb0(%in: f32, %out: f32):
          %30 = arith.mulf %in, %cst_3 : f32
          linalg.yield %30 : f32
        } -> tensor<6xf32>
        %20 = iree_tensor_ext.compute_barrier.end %19 : tensor<6xf32> -> tensor<6xf32>
        %21 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%arg2 : tensor<i32>) outs(%15 : tensor<i32>) {
        ^bb0(%in: i32, %out: i32):
          %30 = arith.addi %in, %c1_i32 : i32
          linalg.yield %30 : i32
        } -> tensor<i32>
        %22 = iree_tensor_ext.compute_barrier.end %21 : tensor<i32> -> tensor<i32>
        %23 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%20 : tensor<6xf32>) outs(%2 : tensor<6xf32>) {
        ^bb0(%in: f32, %out: f32):
          %30 = arith.mulf %in, %in : f32
          linalg.yield %30 : f32
        } -> tensor<6xf32>
        %24 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%23, %1 : tensor<6xf32>, tensor<6xf32>) outs(%2 : tensor<6xf32>) {
        ^bb0(%in: f32, %in_5: f32, %out: f32):
          %30 = arith.subf %in, %in_5 : f32
          linalg.yield %30 : f32
        } -> tensor<6xf32>
        %25 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%24 : tensor<6xf32>) outs(%2 : tensor<6xf32>) {
        ^bb0(%in: f32, %out: f32):
          %30 = math.absf %in : f32
          linalg.yield %30 : f32
        } -> tensor<6xf32>
        %26 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%25 : tensor<6xf32>) outs(%6 : tensor<f32>) {
        ^bb0(%in: f32, %out: f32):
          %30 = arith.maximumf %out, %in : f32
          linalg.yield %30 : f32
        } -> tensor<f32>
        %27 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%26 : tensor<f32>) outs(%8 : tensor<i1>) {
        ^bb0(%in: f32, %out: i1):
          %30 = arith.cmpf ogt, %in, %cst_2 : f32
          linalg.yield %30 : i1
        } -> tensor<i1>
        %28 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%22 : tensor<i32>) outs(%8 : tensor<i1>) {
        ^bb0(%in: i32, %out: i1):
          %30 = arith.cmpi slt, %in, %c50_i32 : i32
          linalg.yield %30 : i1
        } -> tensor<i1>
        %29 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%27, %28 : tensor<i1>, tensor<i1>) outs(%8 : tensor<i1>) {
        ^bb0(%in: i1, %in_5: i1, %out: i1):
          %30 = arith.andi %in, %in_5 : i1
          linalg.yield %30 : i1
        } -> tensor<i1>
        %extracted_4 = tensor.extract %29[] : tensor<i1>
        scf.condition(%extracted_4) %20, %22 : tensor<6xf32>, tensor<i32>
      } do {
      ^bb0(%arg1: tensor<6xf32>, %arg2: tensor<i32>):
        scf.yield %arg1, %arg2 : tensor<6xf32>, tensor<i32>
      }
      scf.yield %16#0, %16#1 : tensor<6xf32>, tensor<i32>
    } else {
      scf.yield %cst, %cst_0 : tensor<6xf32>, tensor<i32>
    }
    %13 = hal.tensor.export %12#0 "output0" : tensor<6xf32> -> !hal.buffer_view
    %14 = hal.tensor.export %12#1 "output1" : tensor<i32> -> !hal.buffer_view
    util.return %13, %14 : !hal.buffer_view, !hal.buffer_view
  }
  module attributes {iree.consteval, stream.affinity.default = #hal.device.affinity<@__device_0>} {
    util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "znver4", cpu_features = "+adx,+aes,+avx,+avx2,+avx512bf16,+avx512bitalg,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,+avx512vpopcntdq,+bmi,+bmi2,+clflushopt,+clwb,+clzero,+crc32,+cx16,+cx8,+f16c,+fma,+fsgsbase,+fxsr,+gfni,+invpcid,+lzcnt,+mmx,+movbe,+mwaitx,+pclmul,+pku,+popcnt,+prfchw,+rdpid,+rdpru,+rdrnd,+rdseed,+sahf,+sha,+shstk,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+sse4a,+ssse3,+vaes,+vpclmulqdq,+wbnoinvd,+x87,+xsave,+xsavec,+xsaveopt,+xsaves,+64bit,+adx,+aes,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tile,+avx,-avx10.1,-avx10.2,-avx10v2aux,+avx2,+avx512bf16,+avx512bitalg,-avx512bmm,+avx512bw,+avx512cd,+avx512dq,+avx512f,-avx512fp16,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,-avx512vp2intersect,+avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,+bmi,+bmi2,-ccmp,-cf,-cldemote,+clflushopt,+clwb,+clzero,+cmov,-cmpccxadd,+crc32,+cx16,+cx8,-egpr,-enqcmd,+f16c,+fma,-fma4,+fsgsbase,+fxsr,+gfni,-hreset,+invpcid,-jmpabs,-kl,-lwp,+lzcnt,+mmx,+movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,+pclmul,-pconfig,-pku,+popcnt,-ppx,-prefetchi,+prfchw,-ptwrite,-push2pop2,-raoint,+rdpid,-rdpru,+rdrnd,+rdseed,-rtm,+sahf,-serialize,-sgx,+sha,-sha512,+shstk,-sm3,-sm4,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+sse4a,+ssse3,-tbm,-tsxldtrk,-uintr,-usermsr,+vaes,+vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,+xsave,+xsavec,+xsaveopt,+xsaves,-zu", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 64 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
    stream.executable private @jit_eval_dispatch_0 {
      stream.executable.export public @jit_eval_dispatch_0_elementwise_6_f32 workgroups() -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        stream.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @jit_eval_dispatch_0_elementwise_6_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
          %c0 = arith.constant 0 : index
          %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
          %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
          %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [6], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>> -> tensor<6xf32>
          %3 = tensor.empty() : tensor<6xf32>
          %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<6xf32>) outs(%3 : tensor<6xf32>) {
          ^bb0(%in: f32, %out: f32):
            %5 = arith.mulf %in, %in : f32
            linalg.yield %5 : f32
          } -> tensor<6xf32>
          iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [6], strides = [1] : tensor<6xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
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
