#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d1)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1) -> (d0)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local_0_
  stream.executable private @shape_ops$async_dispatch_0 {
    stream.executable.export public @shape_ops$async_dispatch_0_transpose_2x4x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @shape_ops$async_dispatch_0_transpose_2x4x3_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x4x3xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<2x3x4xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [2, 4, 3], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x4x3xf32>> -> tensor<2x4x3xf32>
        %3 = tensor.empty() : tensor<2x3x4xf32>
        %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<2x4x3xf32>) outs(%3 : tensor<2x3x4xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<2x3x4xf32>
        flow.dispatch.tensor.store %4, %1, offsets = [0, 0, 0], sizes = [2, 3, 4], strides = [1, 1, 1] : tensor<2x3x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x3x4xf32>>
        return
      }
    }
  }
  stream.executable private @shape_ops$async_dispatch_1 {
    stream.executable.export public @shape_ops$async_dispatch_1_elementwise_broadcast_2x2x4_i64xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @shape_ops$async_dispatch_1_elementwise_broadcast_2x2x4_i64xf32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant dense<[2, 0]> : tensor<2xi64>
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x3x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<2x2x4xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [2, 3, 4], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x3x4xf32>> -> tensor<2x3x4xf32>
        %3 = tensor.empty() : tensor<2x2x4xf32>
        %4 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst : tensor<2xi64>) outs(%3 : tensor<2x2x4xf32>) {
        ^bb0(%in: i64, %out: f32):
          %5 = arith.index_cast %in : i64 to index
          %6 = linalg.index 0 : index
          %7 = linalg.index 2 : index
          %extracted = tensor.extract %2[%6, %5, %7] : tensor<2x3x4xf32>
          linalg.yield %extracted : f32
        } -> tensor<2x2x4xf32>
        flow.dispatch.tensor.store %4, %1, offsets = [0, 0, 0], sizes = [2, 2, 4], strides = [1, 1, 1] : tensor<2x2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x2x4xf32>>
        return
      }
    }
  }
  stream.executable private @shape_ops$async_dispatch_2 {
    stream.executable.export public @shape_ops$async_dispatch_2_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @shape_ops$async_dispatch_2_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x2x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readwrite:tensor<2x5x4xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [2, 2, 4], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x2x4xf32>> -> tensor<2x2x4xf32>
        flow.dispatch.tensor.store %2, %1, offsets = [0, 0, 0], sizes = [2, 2, 4], strides = [1, 1, 1] : tensor<2x2x4xf32> -> !flow.dispatch.tensor<readwrite:tensor<2x5x4xf32>>
        return
      }
    }
  }
  stream.executable private @shape_ops$async_dispatch_3 {
    stream.executable.export public @shape_ops$async_dispatch_3_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @shape_ops$async_dispatch_3_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x3x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readwrite:tensor<2x5x4xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [2, 3, 4], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x3x4xf32>> -> tensor<2x3x4xf32>
        flow.dispatch.tensor.store %2, %1, offsets = [0, 2, 0], sizes = [2, 3, 4], strides = [1, 1, 1] : tensor<2x3x4xf32> -> !flow.dispatch.tensor<readwrite:tensor<2x5x4xf32>>
        return
      }
    }
  }
  stream.executable private @shape_ops$async_dispatch_4 {
    stream.executable.export public @shape_ops$async_dispatch_4_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @shape_ops$async_dispatch_4_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x5x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<2x2x4xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 1, 0], sizes = [2, 2, 4], strides = [1, 2, 1] : !flow.dispatch.tensor<readonly:tensor<2x5x4xf32>> -> tensor<2x2x4xf32>
        flow.dispatch.tensor.store %2, %1, offsets = [0, 0, 0], sizes = [2, 2, 4], strides = [1, 1, 1] : tensor<2x2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x2x4xf32>>
        return
      }
    }
  }
  stream.executable private @shape_ops$async_dispatch_5 {
    stream.executable.export public @shape_ops$async_dispatch_5_elementwise_broadcast_3x2x2x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @shape_ops$async_dispatch_5_elementwise_broadcast_3x2x2x4_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x5x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<3x2x2x4xf32>>
        %2 = tensor.empty() : tensor<3x2x2x4xf32>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 1, 0], sizes = [2, 2, 4], strides = [1, 2, 1] : !flow.dispatch.tensor<readonly:tensor<2x5x4xf32>> -> tensor<2x2x4xf32>
        %4 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<2x2x4xf32>) outs(%2 : tensor<3x2x2x4xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<3x2x2x4xf32>
        flow.dispatch.tensor.store %4, %1, offsets = [0, 0, 0, 0], sizes = [3, 2, 2, 4], strides = [1, 1, 1, 1] : tensor<3x2x2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<3x2x2x4xf32>>
        return
      }
    }
  }
  stream.executable private @shape_ops$async_dispatch_6 {
    stream.executable.export public @shape_ops$async_dispatch_6_elementwise_broadcast_3x4_i64xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @shape_ops$async_dispatch_6_elementwise_broadcast_3x4_i64xf32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00], [8.000000e+00, 9.000000e+00, 1.000000e+01, 1.100000e+01], [1.200000e+01, 1.300000e+01, 1.400000e+01, 1.500000e+01], [1.600000e+01, 1.700000e+01, 1.800000e+01, 1.900000e+01]]> : tensor<5x4xf32>
        %c0_i64 = arith.constant 0 : i64
        %c5_i64 = arith.constant 5 : i64
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<3xi64>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<3x4xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0], sizes = [3], strides = [1] : !flow.dispatch.tensor<readonly:tensor<3xi64>> -> tensor<3xi64>
        %3 = tensor.empty() : tensor<3x4xf32>
        %4 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<3xi64>) outs(%3 : tensor<3x4xf32>) {
        ^bb0(%in: i64, %out: f32):
          %5 = arith.addi %in, %c5_i64 : i64
          %6 = arith.cmpi slt, %in, %c0_i64 : i64
          %7 = arith.select %6, %5, %in : i64
          %8 = arith.index_cast %7 : i64 to index
          %9 = linalg.index 1 : index
          %extracted = tensor.extract %cst[%8, %9] : tensor<5x4xf32>
          linalg.yield %extracted : f32
        } -> tensor<3x4xf32>
        flow.dispatch.tensor.store %4, %1, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : tensor<3x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<3x4xf32>>
        return
      }
    }
  }
  util.func public @shape_ops$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c48 = arith.constant 48 : index
    %c192 = arith.constant 192 : index
    %c160 = arith.constant 160 : index
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %c24 = arith.constant 24 : index
    %c96 = arith.constant 96 : index
    %c3 = arith.constant 3 : index
    %c12 = arith.constant 12 : index
    %c2 = arith.constant 2 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c2, %c12]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x12xf32> in !stream.resource<external>{%c96}
    %1 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg2 : (!hal.fence) => !stream.timepoint
    %element_type_i64 = hal.element_type<i64> : i32
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("tensor") shape([%c3]) type(%element_type_i64) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<3xi64> in !stream.resource<external>{%c24}
    %3:2 = stream.timepoint.await %1 => %0, %2 : !stream.resource<external>{%c96}, !stream.resource<external>{%c24}
    %4 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @shape_ops$async_dispatch_0::@shape_ops$async_dispatch_0_transpose_2x4x3_f32(%3#0[%c0 to %c96 for %c96]) : (!stream.resource<external>{%c96}) -> !stream.resource<transient>{%c96}
    %5 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @shape_ops$async_dispatch_1::@shape_ops$async_dispatch_1_elementwise_broadcast_2x2x4_i64xf32(%4[%c0 to %c96 for %c96]) : (!stream.resource<transient>{%c96}) -> !stream.resource<transient>{%c64}
    %6 = stream.async.alloca on(#hal.device.affinity<@__device_0>) : !stream.resource<transient>{%c160}
    %7 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @shape_ops$async_dispatch_2::@shape_ops$async_dispatch_2_slow_memcpy(%5[%c0 to %c64 for %c64], %6[%c0 to %c160 for %c160]) : (!stream.resource<transient>{%c64}, !stream.resource<transient>{%c160}) -> %6{%c160}
    %8 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @shape_ops$async_dispatch_3::@shape_ops$async_dispatch_3_slow_memcpy(%4[%c0 to %c96 for %c96], %7[%c0 to %c160 for %c160]) : (!stream.resource<transient>{%c96}, !stream.resource<transient>{%c160}) -> %7{%c160}
    %9 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @shape_ops$async_dispatch_4::@shape_ops$async_dispatch_4_slow_memcpy(%8[%c0 to %c160 for %c160]) : (!stream.resource<transient>{%c160}) -> !stream.resource<external>{%c64}
    %10 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @shape_ops$async_dispatch_5::@shape_ops$async_dispatch_5_elementwise_broadcast_3x2x2x4_f32(%8[%c0 to %c160 for %c160]) : (!stream.resource<transient>{%c160}) -> !stream.resource<external>{%c192}
    %11 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @shape_ops$async_dispatch_6::@shape_ops$async_dispatch_6_elementwise_broadcast_3x4_i64xf32(%3#1[%c0 to %c24 for %c24]) : (!stream.resource<external>{%c24}) -> !stream.resource<external>{%c48}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %10 : !stream.resource<external>{%c192} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %9 : !stream.resource<external>{%c64} => !stream.timepoint
    %result_2, %result_timepoint_3 = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %11 : !stream.resource<external>{%c48} => !stream.timepoint
    %12 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1, %result_timepoint_3) => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %12 => (%arg3 : !hal.fence)
    %13 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result : tensor<3x2x2x4xf32> in !stream.resource<external>{%c192} -> !hal.buffer_view
    %14 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result_0 : tensor<2x2x4xf32> in !stream.resource<external>{%c64} -> !hal.buffer_view
    %15 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result_2 : tensor<3x4xf32> in !stream.resource<external>{%c48} -> !hal.buffer_view
    util.return %13, %14, %15 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
  util.func public @shape_ops(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1:3 = util.call @shape_ops$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view)
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.return %1#0, %1#1, %1#2 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
