#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local_0_
  stream.executable private @elementwise$async_dispatch_0 {
    stream.executable.export public @elementwise$async_dispatch_0_elementwise_4x6_f32xf32xf32xf32xf32xi32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @elementwise$async_dispatch_0_elementwise_4x6_f32xf32xf32xf32xf32xi32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding) {
        %cst = arith.constant dense<[[0.0717546791, 0.302135468, -0.357266247, 0.337322712, -0.00946344248, -0.15999572], [-0.160591349, -0.216563299, -0.0447290726, 0.166776836, 0.116812743, 0.127657205], [-0.338961691, -0.314192414, 0.310760647, 0.193777069, 0.436642796, 0.241963163], [-0.204878271, 0.257054478, 0.125678852, 0.0429649837, -0.163974658, 5.56044339E-4]]> : tensor<4x6xf32>
        %cst_0 = arith.constant 5.000000e-01 : f32
        %cst_1 = arith.constant 1.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<4x6xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<4x6xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<4x6xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<4x6xf32>>
        %4 = stream.binding.subspan %arg4[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<4x6xi32>>
        %5 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 6], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x6xf32>> -> tensor<4x6xf32>
        %6 = flow.dispatch.tensor.load %1, offsets = [0, 0], sizes = [4, 6], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x6xf32>> -> tensor<4x6xf32>
        %7 = tensor.empty() : tensor<4x6xi32>
        %8 = tensor.empty() : tensor<4x6xf32>
        %9:3 = linalg.generic {indexing_maps = [#map, #map, #map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %cst, %6 : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) outs(%8, %8, %7 : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>) {
        ^bb0(%in: f32, %in_2: f32, %in_3: f32, %out: f32, %out_4: f32, %out_5: i32):
          %10 = arith.mulf %in, %in_2 : f32
          %11 = arith.addf %10, %in_3 : f32
          %12 = arith.negf %11 : f32
          %13 = math.exp %12 : f32
          %14 = arith.addf %13, %cst_1 : f32
          %15 = arith.divf %cst_1, %14 : f32
          %16 = arith.cmpf ogt, %15, %cst_0 : f32
          %17 = arith.extui %16 : i1 to i32
          linalg.yield %10, %15, %17 : f32, f32, i32
        } -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>)
        flow.dispatch.tensor.store %9#0, %2, offsets = [0, 0], sizes = [4, 6], strides = [1, 1] : tensor<4x6xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x6xf32>>
        flow.dispatch.tensor.store %9#1, %3, offsets = [0, 0], sizes = [4, 6], strides = [1, 1] : tensor<4x6xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x6xf32>>
        flow.dispatch.tensor.store %9#2, %4, offsets = [0, 0], sizes = [4, 6], strides = [1, 1] : tensor<4x6xi32> -> !flow.dispatch.tensor<writeonly:tensor<4x6xi32>>
        return
      }
    }
  }
  stream.executable private @elementwise$async_dispatch_1 {
    stream.executable.export public @elementwise$async_dispatch_1_elementwise_24_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @elementwise$async_dispatch_1_elementwise_24_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
        %cst = arith.constant 2.000000e+00 : f32
        %cst_0 = arith.constant 1.000000e+00 : f32
        %cst_1 = arith.constant -1.000000e+00 : f32
        %cst_2 = arith.constant 5.000000e-01 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<24xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<24xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<24xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<24xf32>>
        %4 = flow.dispatch.tensor.load %0, offsets = [0], sizes = [24], strides = [1] : !flow.dispatch.tensor<readonly:tensor<24xf32>> -> tensor<24xf32>
        %5 = flow.dispatch.tensor.load %1, offsets = [0], sizes = [24], strides = [1] : !flow.dispatch.tensor<readonly:tensor<24xf32>> -> tensor<24xf32>
        %6 = flow.dispatch.tensor.load %2, offsets = [0], sizes = [24], strides = [1] : !flow.dispatch.tensor<readonly:tensor<24xf32>> -> tensor<24xf32>
        %7 = tensor.empty() : tensor<24xf32>
        %8 = linalg.generic {indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = ["parallel"]} ins(%4, %5, %6 : tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) outs(%7 : tensor<24xf32>) {
        ^bb0(%in: f32, %in_3: f32, %in_4: f32, %out: f32):
          %9 = math.tanh %in_3 : f32
          %10 = arith.cmpf ogt, %in, %cst_2 : f32
          %11 = arith.select %10, %in, %9 : f32
          %12 = arith.cmpf ult, %11, %cst_1 : f32
          %13 = arith.select %12, %cst_1, %11 : f32
          %14 = arith.cmpf ugt, %13, %cst_0 : f32
          %15 = arith.select %14, %cst_0, %13 : f32
          %16 = math.absf %15 : f32
          %17 = math.sqrt %16 : f32
          %18 = arith.subf %17, %in_4 : f32
          %19 = arith.divf %18, %cst : f32
          linalg.yield %19 : f32
        } -> tensor<24xf32>
        flow.dispatch.tensor.store %8, %3, offsets = [0], sizes = [24], strides = [1] : tensor<24xf32> -> !flow.dispatch.tensor<writeonly:tensor<24xf32>>
        return
      }
    }
  }
  util.func public @elementwise$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c0 = arith.constant 0 : index
    %c96 = arith.constant 96 : index
    %c6 = arith.constant 6 : index
    %c4 = arith.constant 4 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c4, %c6]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<4x6xf32> in !stream.resource<external>{%c96}
    %1 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg2 : (!hal.fence) => !stream.timepoint
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("tensor") shape([%c4, %c6]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<4x6xf32> in !stream.resource<external>{%c96}
    %3:2 = stream.timepoint.await %1 => %2, %0 : !stream.resource<external>{%c96}, !stream.resource<external>{%c96}
    %4:3 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @elementwise$async_dispatch_0::@elementwise$async_dispatch_0_elementwise_4x6_f32xf32xf32xf32xf32xi32(%3#1[%c0 to %c96 for %c96], %3#0[%c0 to %c96 for %c96]) : (!stream.resource<external>{%c96}, !stream.resource<external>{%c96}) -> (!stream.resource<transient>{%c96}, !stream.resource<transient>{%c96}, !stream.resource<external>{%c96})
    %5 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @elementwise$async_dispatch_1::@elementwise$async_dispatch_1_elementwise_24_f32(%4#1[%c0 to %c96 for %c96], %3#0[%c0 to %c96 for %c96], %4#0[%c0 to %c96 for %c96]) : (!stream.resource<transient>{%c96}, !stream.resource<external>{%c96}, !stream.resource<transient>{%c96}) -> !stream.resource<external>{%c96}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %5 : !stream.resource<external>{%c96} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %4#2 : !stream.resource<external>{%c96} => !stream.timepoint
    %6 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %6 => (%arg3 : !hal.fence)
    %7 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result : tensor<4x6xf32> in !stream.resource<external>{%c96} -> !hal.buffer_view
    %8 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result_0 : tensor<4x6xi32> in !stream.resource<external>{%c96} -> !hal.buffer_view
    util.return %7, %8 : !hal.buffer_view, !hal.buffer_view
  }
  util.func public @elementwise(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1:2 = util.call @elementwise$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view)
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.return %1#0, %1#1 : !hal.buffer_view, !hal.buffer_view
  }
}
