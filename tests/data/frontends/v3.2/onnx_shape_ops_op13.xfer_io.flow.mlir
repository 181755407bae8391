module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @shape_ops$async_dispatch_0 {
    flow.executable.export public @shape_ops$async_dispatch_0_transpose_2x4x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @shape_ops$async_dispatch_0_transpose_2x4x3_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<2x4x3xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<2x3x4xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [2, 4, 3], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x4x3xf32>> -> tensor<2x4x3xf32>
        %1 = tensor.empty() : tensor<2x3x4xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0 : tensor<2x4x3xf32>) outs(%1 : tensor<2x3x4xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<2x3x4xf32>
        flow.dispatch.tensor.store %2, %arg1, offsets = [0, 0, 0], sizes = [2, 3, 4], strides = [1, 1, 1] : tensor<2x3x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x3x4xf32>>
        return
      }
    }
  }
  flow.executable private @shape_ops$async_dispatch_1 {
    flow.executable.export public @shape_ops$async_dispatch_1_elementwise_broadcast_2x2x4_i64xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @shape_ops$async_dispatch_1_elementwise_broadcast_2x2x4_i64xf32(%arg0: !flow.dispatch.tensor<readonly:tensor<2x3x4xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<2x2x4xf32>>) {
        %cst = arith.constant dense<[2, 0]> : tensor<2xi64>
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [2, 3, 4], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x3x4xf32>> -> tensor<2x3x4xf32>
        %1 = tensor.empty() : tensor<2x2x4xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst : tensor<2xi64>) outs(%1 : tensor<2x2x4xf32>) {
        ^bb0(%in: i64, %out: f32):
          %3 = arith.index_cast %in : i64 to index
          %4 = linalg.index 0 : index
          %5 = linalg.index 2 : index
          %extracted = tensor.extract %0[%4, %3, %5] : tensor<2x3x4xf32>
          linalg.yield %extracted : f32
        } -> tensor<2x2x4xf32>
        flow.dispatch.tensor.store %2, %arg1, offsets = [0, 0, 0], sizes = [2, 2, 4], strides = [1, 1, 1] : tensor<2x2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x2x4xf32>>
        return
      }
    }
  }
  flow.executable private @shape_ops$async_dispatch_2 {
    flow.executable.export public @shape_ops$async_dispatch_2_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @shape_ops$async_dispatch_2_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<2x2x4xf32>>, %arg1: !flow.dispatch.tensor<readwrite:tensor<2x5x4xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [2, 2, 4], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x2x4xf32>> -> tensor<2x2x4xf32>
        flow.dispatch.tensor.store %0, %arg1, offsets = [0, 0, 0], sizes = [2, 2, 4], strides = [1, 1, 1] : tensor<2x2x4xf32> -> !flow.dispatch.tensor<readwrite:tensor<2x5x4xf32>>
        return
      }
    }
  }
  flow.executable private @shape_ops$async_dispatch_3 {
    flow.executable.export public @shape_ops$async_dispatch_3_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @shape_ops$async_dispatch_3_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<2x3x4xf32>>, %arg1: !flow.dispatch.tensor<readwrite:tensor<2x5x4xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [2, 3, 4], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x3x4xf32>> -> tensor<2x3x4xf32>
        flow.dispatch.tensor.store %0, %arg1, offsets = [0, 2, 0], sizes = [2, 3, 4], strides = [1, 1, 1] : tensor<2x3x4xf32> -> !flow.dispatch.tensor<readwrite:tensor<2x5x4xf32>>
        return
      }
    }
  }
  flow.executable private @shape_ops$async_dispatch_4 {
    flow.executable.export public @shape_ops$async_dispatch_4_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @shape_ops$async_dispatch_4_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<2x5x4xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<2x2x4xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 1, 0], sizes = [2, 2, 4], strides = [1, 2, 1] : !flow.dispatch.tensor<readonly:tensor<2x5x4xf32>> -> tensor<2x2x4xf32>
        flow.dispatch.tensor.store %0, %arg1, offsets = [0, 0, 0], sizes = [2, 2, 4], strides = [1, 1, 1] : tensor<2x2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x2x4xf32>>
        return
      }
    }
  }
  flow.executable private @shape_ops$async_dispatch_5 {
    flow.executable.export public @shape_ops$async_dispatch_5_elementwise_broadcast_3x2x2x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @shape_ops$async_dispatch_5_elementwise_broadcast_3x2x2x4_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<2x5x4xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<3x2x2x4xf32>>) {
        %0 = tensor.empty() : tensor<3x2x2x4xf32>
        %1 = flow.dispatch.tensor.load %arg0, offsets = [0, 1, 0], sizes = [2, 2, 4], strides = [1, 2, 1] : !flow.dispatch.tensor<readonly:tensor<2x5x4xf32>> -> tensor<2x2x4xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<2x2x4xf32>) outs(%0 : tensor<3x2x2x4xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<3x2x2x4xf32>
        flow.dispatch.tensor.store %2, %arg1, offsets = [0, 0, 0, 0], sizes = [3, 2, 2, 4], strides = [1, 1, 1, 1] : tensor<3x2x2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<3x2x2x4xf32>>
        return
      }
    }
  }
  flow.executable private @shape_ops$async_dispatch_6 {
    flow.executable.export public @shape_ops$async_dispatch_6_elementwise_broadcast_3x4_i64xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @shape_ops$async_dispatch_6_elementwise_broadcast_3x4_i64xf32(%arg0: !flow.dispatch.tensor<readonly:tensor<3xi64>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<3x4xf32>>) {
        %c5_i64 = arith.constant 5 : i64
        %c0_i64 = arith.constant 0 : i64
        %cst = arith.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00], [8.000000e+00, 9.000000e+00, 1.000000e+01, 1.100000e+01], [1.200000e+01, 1.300000e+01, 1.400000e+01, 1.500000e+01], [1.600000e+01, 1.700000e+01, 1.800000e+01, 1.900000e+01]]> : tensor<5x4xf32>
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [3], strides = [1] : !flow.dispatch.tensor<readonly:tensor<3xi64>> -> tensor<3xi64>
        %1 = tensor.empty() : tensor<3x4xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<3xi64>) outs(%1 : tensor<3x4xf32>) {
        ^bb0(%in: i64, %out: f32):
          %3 = arith.addi %in, %c5_i64 : i64
          %4 = arith.cmpi slt, %in, %c0_i64 : i64
          %5 = arith.select %4, %3, %in : i64
          %6 = arith.index_cast %5 : i64 to index
          %7 = linalg.index 1 : index
          %extracted = tensor.extract %cst[%6, %7] : tensor<5x4xf32>
          linalg.yield %extracted : f32
        } -> tensor<3x4xf32>
        flow.dispatch.tensor.store %2, %arg1, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : tensor<3x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<3x4xf32>>
        return
      }
    }
  }
  util.func public @shape_ops$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<2x12xf32>
    %1 = flow.tensor.transfer %0 : tensor<2x12xf32> to #hal.device.affinity<@__device_1>
    %2 = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<3xi64>
    %3 = flow.tensor.transfer %2 : tensor<3xi64> to #hal.device.affinity<@__device_1>
    %4 = flow.tensor.reshape %1 : tensor<2x12xf32> -> tensor<2x4x3xf32>
    %5 = flow.dispatch @shape_ops$async_dispatch_0::@shape_ops$async_dispatch_0_transpose_2x4x3_f32(%4) : (tensor<2x4x3xf32>) -> tensor<2x3x4xf32>
    %6 = flow.dispatch @shape_ops$async_dispatch_1::@shape_ops$async_dispatch_1_elementwise_broadcast_2x2x4_i64xf32(%5) : (tensor<2x3x4xf32>) -> tensor<2x2x4xf32>
    %7 = flow.tensor.empty : tensor<2x5x4xf32>
    %8 = flow.dispatch @shape_ops$async_dispatch_2::@shape_ops$async_dispatch_2_slow_memcpy(%6, %7) : (tensor<2x2x4xf32>, tensor<2x5x4xf32>) -> %7
    %9 = flow.dispatch @shape_ops$async_dispatch_3::@shape_ops$async_dispatch_3_slow_memcpy(%5, %8) : (tensor<2x3x4xf32>, tensor<2x5x4xf32>) -> %8
    %10 = flow.dispatch @shape_ops$async_dispatch_4::@shape_ops$async_dispatch_4_slow_memcpy(%9) : (tensor<2x5x4xf32>) -> tensor<2x2x4xf32>
    %11 = flow.dispatch @shape_ops$async_dispatch_5::@shape_ops$async_dispatch_5_elementwise_broadcast_3x2x2x4_f32(%9) : (tensor<2x5x4xf32>) -> tensor<3x2x2x4xf32>
    %12 = flow.dispatch @shape_ops$async_dispatch_6::@shape_ops$async_dispatch_6_elementwise_broadcast_3x4_i64xf32(%3) : (tensor<3xi64>) -> tensor<3x4xf32>
    %13:3 = hal.tensor.barrier join(%11, %10, %12 : tensor<3x2x2x4xf32>, tensor<2x2x4xf32>, tensor<3x4xf32>) => %arg3 : !hal.fence
    %14 = flow.tensor.transfer %13#0 : tensor<3x2x2x4xf32> to #hal.device.affinity<@__device_0>
    %15 = hal.tensor.export %14 : tensor<3x2x2x4xf32> -> !hal.buffer_view
    %16 = flow.tensor.transfer %13#1 : tensor<2x2x4xf32> to #hal.device.affinity<@__device_0>
    %17 = hal.tensor.export %16 : tensor<2x2x4xf32> -> !hal.buffer_view
    %18 = flow.tensor.transfer %13#2 : tensor<3x4xf32> to #hal.device.affinity<@__device_0>
    %19 = hal.tensor.export %18 : tensor<3x4xf32> -> !hal.buffer_view
    util.return %15, %17, %19 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
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
