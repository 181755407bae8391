#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local_0_
  stream.executable private @reductions$async_dispatch_0 {
    stream.executable.export public @reductions$async_dispatch_0_generic_3x5_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @reductions$async_dispatch_0_generic_3x5_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<3x5xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<3xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<3x5xf32>> -> tensor<3x5xf32>
        %3 = tensor.empty() : tensor<3xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<3xf32>) -> tensor<3xf32>
        %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<3x5xf32>) outs(%4 : tensor<3xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.addf %in, %out : f32
          linalg.yield %6 : f32
        } -> tensor<3xf32>
        flow.dispatch.tensor.store %5, %1, offsets = [0], sizes = [3], strides = [1] : tensor<3xf32> -> !flow.dispatch.tensor<writeonly:tensor<3xf32>>
        return
      }
    }
  }
  stream.executable private @reductions$async_dispatch_1 {
    stream.executable.export public @reductions$async_dispatch_1_generic_3x5_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @reductions$async_dispatch_1_generic_3x5_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 5.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<3x5xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<3xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<3xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<3x5xf32>> -> tensor<3x5xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0], sizes = [3], strides = [1] : !flow.dispatch.tensor<readonly:tensor<3xf32>> -> tensor<3xf32>
        %5 = tensor.empty() : tensor<3xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<3xf32>) -> tensor<3xf32>
        %7 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%3, %4 : tensor<3x5xf32>, tensor<3xf32>) outs(%6 : tensor<3xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %8 = arith.divf %in_1, %cst_0 : f32
          %9 = arith.subf %in, %8 : f32
          %10 = arith.mulf %9, %9 : f32
          %11 = arith.addf %10, %out : f32
          linalg.yield %11 : f32
        } -> tensor<3xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0], sizes = [3], strides = [1] : tensor<3xf32> -> !flow.dispatch.tensor<writeonly:tensor<3xf32>>
        return
      }
    }
  }
  stream.executable private @reductions$async_dispatch_2 {
    stream.executable.export public @reductions$async_dispatch_2_generic_5x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @reductions$async_dispatch_2_generic_5x3_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 0xFF800000 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<3x5xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<5xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<3x5xf32>> -> tensor<3x5xf32>
        %3 = tensor.empty() : tensor<5xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<5xf32>) -> tensor<5xf32>
        %5 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<3x5xf32>) outs(%4 : tensor<5xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.maximumf %in, %out : f32
          linalg.yield %6 : f32
        } -> tensor<5xf32>
        flow.dispatch.tensor.store %5, %1, offsets = [0], sizes = [5], strides = [1] : tensor<5xf32> -> !flow.dispatch.tensor<writeonly:tensor<5xf32>>
        return
      }
    }
  }
  stream.executable private @reductions$async_dispatch_3 {
    stream.executable.export public @reductions$async_dispatch_3_generic_3x5_f32xf32xi64 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @reductions$async_dispatch_3_generic_3x5_f32xf32xi64(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0_i64 = arith.constant 0 : i64
        %cst = arith.constant 0xFF800000 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<3x5xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<3xi64>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<3x5xf32>> -> tensor<3x5xf32>
        %3 = tensor.empty() : tensor<3xi64>
        %4 = tensor.empty() : tensor<3xf32>
        %5 = linalg.fill ins(%c0_i64 : i64) outs(%3 : tensor<3xi64>) -> tensor<3xi64>
        %6 = linalg.fill ins(%cst : f32) outs(%4 : tensor<3xf32>) -> tensor<3xf32>
        %7:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<3x5xf32>) outs(%6, %5 : tensor<3xf32>, tensor<3xi64>) {
        ^bb0(%in: f32, %out: f32, %out_0: i64):
          %8 = linalg.index 1 : index
          %9 = arith.index_cast %8 : index to i64
          %10 = arith.maximumf %in, %out : f32
          %11 = arith.cmpf ogt, %in, %out : f32
          %12 = arith.select %11, %9, %out_0 : i64
          linalg.yield %10, %12 : f32, i64
        } -> (tensor<3xf32>, tensor<3xi64>)
        flow.dispatch.tensor.store %7#1, %1, offsets = [0], sizes = [3], strides = [1] : tensor<3xi64> -> !flow.dispatch.tensor<writeonly:tensor<3xi64>>
        return
      }
    }
  }
  stream.executable private @reductions$async_dispatch_4 {
    stream.executable.export public @reductions$async_dispatch_4_elementwise_broadcast_3x5_i64 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @reductions$async_dispatch_4_elementwise_broadcast_3x5_i64(%arg0: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<3x5xi64>>
        %1 = tensor.empty() : tensor<3x5xi64>
        %2 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%1 : tensor<3x5xi64>) {
        ^bb0(%out: i64):
          %3 = linalg.index 1 : index
          %4 = arith.index_cast %3 : index to i64
          linalg.yield %4 : i64
        } -> tensor<3x5xi64>
        flow.dispatch.tensor.store %2, %0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : tensor<3x5xi64> -> !flow.dispatch.tensor<writeonly:tensor<3x5xi64>>
        return
      }
    }
  }
  stream.executable private @reductions$async_dispatch_5 {
    stream.executable.export public @reductions$async_dispatch_5_sort_3x5xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @reductions$async_dispatch_5_sort_3x5xf32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readwrite:tensor<3x5xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readwrite:tensor<3x5xi64>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !flow.dispatch.tensor<readwrite:tensor<3x5xf32>> -> tensor<3x5xf32>
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !flow.dispatch.tensor<readwrite:tensor<3x5xi64>> -> tensor<3x5xi64>
        %4:2 = iree_linalg_ext.sort dimension(1) outs(%2, %3 : tensor<3x5xf32>, tensor<3x5xi64>) {
        ^bb0(%arg2: f32, %arg3: f32, %arg4: i64, %arg5: i64):
          %5 = arith.cmpf oge, %arg2, %arg3 : f32
          iree_linalg_ext.yield %5 : i1
        } -> tensor<3x5xf32>, tensor<3x5xi64>
        flow.dispatch.tensor.store %4#0, %0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : tensor<3x5xf32> -> !flow.dispatch.tensor<readwrite:tensor<3x5xf32>>
        flow.dispatch.tensor.store %4#1, %1, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : tensor<3x5xi64> -> !flow.dispatch.tensor<readwrite:tensor<3x5xi64>>
        return
      }
    }
  }
  stream.executable private @reductions$async_dispatch_6 {
    stream.executable.export public @reductions$async_dispatch_6_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @reductions$async_dispatch_6_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<3x5xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<3x2xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 2], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<3x5xf32>> -> tensor<3x2xf32>
        flow.dispatch.tensor.store %2, %1, offsets = [0, 0], sizes = [3, 2], strides = [1, 1] : tensor<3x2xf32> -> !flow.dispatch.tensor<writeonly:tensor<3x2xf32>>
        return
      }
    }
  }
  stream.executable private @reductions$async_dispatch_7 {
    stream.executable.export public @reductions$async_dispatch_7_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @reductions$async_dispatch_7_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<3x5xi64>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<3x2xi64>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 2], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<3x5xi64>> -> tensor<3x2xi64>
        flow.dispatch.tensor.store %2, %1, offsets = [0, 0], sizes = [3, 2], strides = [1, 1] : tensor<3x2xi64> -> !flow.dispatch.tensor<writeonly:tensor<3x2xi64>>
        return
      }
    }
  }
  stream.executable private @reductions$async_dispatch_8 {
    stream.executable.export public @reductions$async_dispatch_8_scan_3x5xf32_dispatch_tensor_store workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @reductions$async_dispatch_8_scan_3x5xf32_dispatch_tensor_store(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<3x5xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<3x5xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<3x5xf32>> -> tensor<3x5xf32>
        %3 = tensor.empty() : tensor<3xf32>
        %4 = tensor.empty() : tensor<3x5xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<3x5xf32>) -> tensor<3x5xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%3 : tensor<3xf32>) -> tensor<3xf32>
        %7:2 = iree_linalg_ext.scan dimension(1) inclusive(true) ins(%2 : tensor<3x5xf32>) outs(%5, %6 : tensor<3x5xf32>, tensor<3xf32>) {
        ^bb0(%arg2: f32, %arg3: f32):
          %8 = arith.addf %arg2, %arg3 : f32
          iree_linalg_ext.yield %8 : f32
        } -> tensor<3x5xf32>, tensor<3xf32>
        flow.dispatch.tensor.store %7#0, %1, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : tensor<3x5xf32> -> !flow.dispatch.tensor<writeonly:tensor<3x5xf32>>
        return
      }
    }
  }
  util.func public @reductions$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c48 = arith.constant 48 : index
    %c120 = arith.constant 120 : index
    %c24 = arith.constant 24 : index
    %c20 = arith.constant 20 : index
    %c0 = arith.constant 0 : index
    %c12 = arith.constant 12 : index
    %c60 = arith.constant 60 : index
    %c5 = arith.constant 5 : index
    %c3 = arith.constant 3 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c3, %c5]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_1>) %arg0 : !hal.buffer_view -> tensor<3x5xf32> in !stream.resource<external>{%c60}
    %1 = stream.timepoint.import on(#hal.device.affinity<@__device_1>) %arg1 : (!hal.fence) => !stream.timepoint
    %2 = stream.timepoint.await %1 => %0 : !stream.resource<external>{%c60}
    %3 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @reductions$async_dispatch_0::@reductions$async_dispatch_0_generic_3x5_f32(%2[%c0 to %c60 for %c60]) : (!stream.resource<external>{%c60}) -> !stream.resource<transient>{%c12}
    %4 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @reductions$async_dispatch_1::@reductions$async_dispatch_1_generic_3x5_f32(%2[%c0 to %c60 for %c60], %3[%c0 to %c12 for %c12]) : (!stream.resource<external>{%c60}, !stream.resource<transient>{%c12}) -> !stream.resource<external>{%c12}
    %5 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @reductions$async_dispatch_2::@reductions$async_dispatch_2_generic_5x3_f32(%2[%c0 to %c60 for %c60]) : (!stream.resource<external>{%c60}) -> !stream.resource<external>{%c20}
    %6 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @reductions$async_dispatch_3::@reductions$async_dispatch_3_generic_3x5_f32xf32xi64(%2[%c0 to %c60 for %c60]) : (!stream.resource<external>{%c60}) -> !stream.resource<external>{%c24}
    %7 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @reductions$async_dispatch_4::@reductions$async_dispatch_4_elementwise_broadcast_3x5_i64() : () -> !stream.resource<transient>{%c120}
    %8 = stream.async.clone on(#hal.device.affinity<@__device_1>) %2 : !stream.resource<external>{%c60} -> !stream.resource<external>{%c60}
    %9:2 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @reductions$async_dispatch_5::@reductions$async_dispatch_5_sort_3x5xf32(%8[%c0 to %c60 for %c60], %7[%c0 to %c120 for %c120]) : (!stream.resource<external>{%c60}, !stream.resource<transient>{%c120}) -> (%8{%c60}, %7{%c120})
    %10 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @reductions$async_dispatch_6::@reductions$async_dispatch_6_slow_memcpy(%9#0[%c0 to %c60 for %c60]) : (!stream.resource<external>{%c60}) -> !stream.resource<external>{%c24}
    %11 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @reductions$async_dispatch_7::@reductions$async_dispatch_7_slow_memcpy(%9#1[%c0 to %c120 for %c120]) : (!stream.resource<transient>{%c120}) -> !stream.resource<external>{%c48}
    %12 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @reductions$async_dispatch_8::@reductions$async_dispatch_8_scan_3x5xf32_dispatch_tensor_store(%2[%c0 to %c60 for %c60]) : (!stream.resource<external>{%c60}) -> !stream.resource<external>{%c60}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %4 : !stream.resource<external>{%c12} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %5 : !stream.resource<external>{%c20} => !stream.timepoint
    %result_2, %result_timepoint_3 = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %6 : !stream.resource<external>{%c24} => !stream.timepoint
    %result_4, %result_timepoint_5 = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %10 : !stream.resource<external>{%c24} => !stream.timepoint
    %result_6, %result_timepoint_7 = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %11 : !stream.resource<external>{%c48} => !stream.timepoint
    %result_8, %result_timepoint_9 = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %12 : !stream.resource<external>{%c60} => !stream.timepoint
    %13 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1, %result_timepoint_3, %result_timepoint_5, %result_timepoint_7, %result_timepoint_9) => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %13 => (%arg2 : !hal.fence)
    %14 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result : tensor<3xf32> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %15 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result_0 : tensor<5xf32> in !stream.resource<external>{%c20} -> !hal.buffer_view
    %16 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result_2 : tensor<3xi64> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %17 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result_4 : tensor<3x2xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %18 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result_6 : tensor<3x2xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %19 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result_8 : tensor<3x5xf32> in !stream.resource<external>{%c60} -> !hal.buffer_view
    util.return %14, %15, %16, %17, %18, %19 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
  util.func public @reductions(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1:6 = util.call @reductions$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view)
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.return %1#0, %1#1, %1#2, %1#3, %1#4, %1#5 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
