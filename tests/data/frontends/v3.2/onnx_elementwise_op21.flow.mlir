module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @elementwise$async_dispatch_0 {
    flow.executable.export public @elementwise$async_dispatch_0_elementwise_4x6_f32xf32xf32xf32xf32xi32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @elementwise$async_dispatch_0_elementwise_4x6_f32xf32xf32xf32xf32xi32(%arg0: !flow.dispatch.tensor<readonly:tensor<4x6xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<4x6xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<4x6xf32>>, %arg3: !flow.dispatch.tensor<writeonly:tensor<4x6xf32>>, %arg4: !flow.dispatch.tensor<writeonly:tensor<4x6xi32>>) {
        %cst = arith.constant 1.000000e+00 : f32
        %cst_0 = arith.constant 5.000000e-01 : f32
        %cst_1 = arith.constant dense<[[0.0717546791, 0.302135468, -0.357266247, 0.337322712, -0.00946344248, -0.15999572], [-0.160591349, -0.216563299, -0.0447290726, 0.166776836, 0.116812743, 0.127657205], [-0.338961691, -0.314192414, 0.310760647, 0.193777069, 0.436642796, 0.241963163], [-0.204878271, 0.257054478, 0.125678852, 0.0429649837, -0.163974658, 5.56044339E-4]]> : tensor<4x6xf32>
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 6], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x6xf32>> -> tensor<4x6xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [4, 6], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x6xf32>> -> tensor<4x6xf32>
        %2 = tensor.empty() : tensor<4x6xi32>
        %3 = tensor.empty() : tensor<4x6xf32>
        %4:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %cst_1, %1 : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) outs(%3, %3, %2 : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>) {
        ^bb0(%in: f32, %in_2: f32, %in_3: f32, %out: f32, %out_4: f32, %out_5: i32):
          %5 = arith.mulf %in, %in_2 : f32
          %6 = arith.addf %5, %in_3 : f32
          %7 = arith.negf %6 : f32
          %8 = math.exp %7 : f32
          %9 = arith.addf %8, %cst : f32
          %10 = arith.divf %cst, %9 : f32
          %11 = arith.cmpf ogt, %10, %cst_0 : f32
          %12 = arith.extui %11 : i1 to i32
          linalg.yield %5, %10, %12 : f32, f32, i32
        } -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>)
        flow.dispatch.tensor.store %4#0, %arg2, offsets = [0, 0], sizes = [4, 6], strides = [1, 1] : tensor<4x6xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x6xf32>>
        flow.dispatch.tensor.store %4#1, %arg3, offsets = [0, 0], sizes = [4, 6], strides = [1, 1] : tensor<4x6xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x6xf32>>
        flow.dispatch.tensor.store %4#2, %arg4, offsets = [0, 0], sizes = [4, 6], strides = [1, 1] : tensor<4x6xi32> -> !flow.dispatch.tensor<writeonly:tensor<4x6xi32>>
        return
      }
    }
  }
  flow.executable private @elementwise$async_dispatch_1 {
    flow.executable.export public @elementwise$async_dispatch_1_elementwise_24_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @elementwise$async_dispatch_1_elementwise_24_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<24xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<24xf32>>, %arg2: !flow.dispatch.tensor<readonly:tensor<24xf32>>, %arg3: !flow.dispatch.tensor<writeonly:tensor<24xf32>>) {
        %cst = arith.constant 5.000000e-01 : f32
        %cst_0 = arith.constant -1.000000e+00 : f32
        %cst_1 = arith.constant 1.000000e+00 : f32
        %cst_2 = arith.constant 2.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [24], strides = [1] : !flow.dispatch.tensor<readonly:tensor<24xf32>> -> tensor<24xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [24], strides = [1] : !flow.dispatch.tensor<readonly:tensor<24xf32>> -> tensor<24xf32>
        %2 = flow.dispatch.tensor.load %arg2, offsets = [0], sizes = [24], strides = [1] : !flow.dispatch.tensor<readonly:tensor<24xf32>> -> tensor<24xf32>
        %3 = tensor.empty() : tensor<24xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0, %1, %2 : tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) outs(%3 : tensor<24xf32>) {
        ^bb0(%in: f32, %in_3: f32, %in_4: f32, %out: f32):
          %5 = math.tanh %in_3 : f32
          %6 = arith.cmpf ogt, %in, %cst : f32
          %7 = arith.select %6, %in, %5 : f32
          %8 = arith.cmpf ult, %7, %cst_0 : f32
          %9 = arith.select %8, %cst_0, %7 : f32
          %10 = arith.cmpf ugt, %9, %cst_1 : f32
          %11 = arith.select %10, %cst_1, %9 : f32
          %12 = math.absf %11 : f32
          %13 = math.sqrt %12 : f32
          %14 = arith.subf %13, %in_4 : f32
          %15 = arith.divf %14, %cst_2 : f32
          linalg.yield %15 : f32
        } -> tensor<24xf32>
        flow.dispatch.tensor.store %4, %arg3, offsets = [0], sizes = [24], strides = [1] : tensor<24xf32> -> !flow.dispatch.tensor<writeonly:tensor<24xf32>>
        return
      }
    }
  }
  util.func public @elementwise$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<4x6xf32>
    %1 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<4x6xf32>
    %2:3 = flow.dispatch @elementwise$async_dispatch_0::@elementwise$async_dispatch_0_elementwise_4x6_f32xf32xf32xf32xf32xi32(%0, %1) : (tensor<4x6xf32>, tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>)
    %3 = flow.tensor.reshape %2#1 : tensor<4x6xf32> -> tensor<24xf32>
    %4 = flow.tensor.reshape %1 : tensor<4x6xf32> -> tensor<24xf32>
    %5 = flow.tensor.reshape %2#0 : tensor<4x6xf32> -> tensor<24xf32>
    %6 = flow.dispatch @elementwise$async_dispatch_1::@elementwise$async_dispatch_1_elementwise_24_f32(%3, %4, %5) : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %7 = flow.tensor.reshape %6 : tensor<24xf32> -> tensor<4x6xf32>
    %8:2 = hal.tensor.barrier join(%7, %2#2 : tensor<4x6xf32>, tensor<4x6xi32>) => %arg3 : !hal.fence
    %9 = hal.tensor.export %8#0 : tensor<4x6xf32> -> !hal.buffer_view
    %10 = hal.tensor.export %8#1 : tensor<4x6xi32> -> !hal.buffer_view
    util.return %9, %10 : !hal.buffer_view, !hal.buffer_view
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
