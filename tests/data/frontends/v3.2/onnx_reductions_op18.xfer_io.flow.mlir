module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @reductions$async_dispatch_0 {
    flow.executable.export public @reductions$async_dispatch_0_generic_3x5_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @reductions$async_dispatch_0_generic_3x5_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<3x5xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<3xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<3x5xf32>> -> tensor<3x5xf32>
        %1 = tensor.empty() : tensor<3xf32>
        %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<3xf32>) -> tensor<3xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<3x5xf32>) outs(%2 : tensor<3xf32>) {
        ^bb0(%in: f32, %out: f32):
          %4 = arith.addf %in, %out : f32
          linalg.yield %4 : f32
        } -> tensor<3xf32>
        flow.dispatch.tensor.store %3, %arg1, offsets = [0], sizes = [3], strides = [1] : tensor<3xf32> -> !flow.dispatch.tensor<writeonly:tensor<3xf32>>
        return
      }
    }
  }
  flow.executable private @reductions$async_dispatch_1 {
    flow.executable.export public @reductions$async_dispatch_1_generic_3x5_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @reductions$async_dispatch_1_generic_3x5_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<3x5xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<3xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<3xf32>>) {
        %cst = arith.constant 5.000000e+00 : f32
        %cst_0 = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<3x5xf32>> -> tensor<3x5xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [3], strides = [1] : !flow.dispatch.tensor<readonly:tensor<3xf32>> -> tensor<3xf32>
        %2 = tensor.empty() : tensor<3xf32>
        %3 = linalg.fill ins(%cst_0 : f32) outs(%2 : tensor<3xf32>) -> tensor<3xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0, %1 : tensor<3x5xf32>, tensor<3xf32>) outs(%3 : tensor<3xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %5 = arith.divf %in_1, %cst : f32
          %6 = arith.subf %in, %5 : f32
          %7 = arith.mulf %6, %6 : f32
          %8 = arith.addf %7, %out : f32
          linalg.yield %8 : f32
        } -> tensor<3xf32>
        flow.dispatch.tensor.store %4, %arg2, offsets = [0], sizes = [3], strides = [1] : tensor<3xf32> -> !flow.dispatch.tensor<writeonly:tensor<3xf32>>
        return
      }
    }
  }
  flow.executable private @reductions$async_dispatch_2 {
    flow.executable.export public @reductions$async_dispatch_2_generic_5x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @reductions$async_dispatch_2_generic_5x3_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<3x5xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<5xf32>>) {
        %cst = arith.constant 0xFF800000 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<3x5xf32>> -> tensor<3x5xf32>
        %1 = tensor.empty() : tensor<5xf32>
        %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<5xf32>) -> tensor<5xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<3x5xf32>) outs(%2 : tensor<5xf32>) {
        ^bb0(%in: f32, %out: f32):
          %4 = arith.maximumf %in, %out : f32
          linalg.yield %4 : f32
        } -> tensor<5xf32>
        flow.dispatch.tensor.store %3, %arg1, offsets = [0], sizes = [5], strides = [1] : tensor<5xf32> -> !flow.dispatch.tensor<writeonly:tensor<5xf32>>
        return
      }
    }
  }
  flow.executable private @reductions$async_dispatch_3 {
    flow.executable.export public @reductions$async_dispatch_3_generic_3x5_f32xf32xi64 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @reductions$async_dispatch_3_generic_3x5_f32xf32xi64(%arg0: !flow.dispatch.tensor<readonly:tensor<3x5xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<3xi64>>) {
        %cst = arith.constant 0xFF800000 : f32
        %c0_i64 = arith.constant 0 : i64
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<3x5xf32>> -> tensor<3x5xf32>
        %1 = tensor.empty() : tensor<3xi64>
        %2 = tensor.empty() : tensor<3xf32>
        %3 = linalg.fill ins(%c0_i64 : i64) outs(%1 : tensor<3xi64>) -> tensor<3xi64>
        %4 = linalg.fill ins(%cst : f32) outs(%2 : tensor<3xf32>) -> tensor<3xf32>
        %5:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<3x5xf32>) outs(%4, %3 : tensor<3xf32>, tensor<3xi64>) {
        ^bb0(%in: f32, %out: f32, %out_0: i64):
          %6 = linalg.index 1 : index
          %7 = arith.index_cast %6 : index to i64
          %8 = arith.maximumf %in, %out : f32
          %9 = arith.cmpf ogt, %in, %out : f32
          %10 = arith.select %9, %7, %out_0 : i64
          linalg.yield %8, %10 : f32, i64
        } -> (tensor<3xf32>, tensor<3xi64>)
        flow.dispatch.tensor.store %5#1, %arg1, offsets = [0], sizes = [3], strides = [1] : tensor<3xi64> -> !flow.dispatch.tensor<writeonly:tensor<3xi64>>
        return
      }
    }
  }
  flow.executable private @reductions$async_dispatch_4 {
    flow.executable.export public @reductions$async_dispatch_4_elementwise_broadcast_3x5_i64 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @reductions$async_dispatch_4_elementwise_broadcast_3x5_i64(%arg0: !flow.dispatch.tensor<writeonly:tensor<3x5xi64>>) {
        %0 = tensor.empty() : tensor<3x5xi64>
        %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%0 : tensor<3x5xi64>) {
        ^bb0(%out: i64):
          %2 = linalg.index 1 : index
          %3 = arith.index_cast %2 : index to i64
          linalg.yield %3 : i64
        } -> tensor<3x5xi64>
        flow.dispatch.tensor.store %1, %arg0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : tensor<3x5xi64> -> !flow.dispatch.tensor<writeonly:tensor<3x5xi64>>
        return
      }
    }
  }
  flow.executable private @reductions$async_dispatch_5 {
    flow.executable.export public @reductions$async_dispatch_5_sort_3x5xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @reductions$async_dispatch_5_sort_3x5xf32(%arg0: !flow.dispatch.tensor<readwrite:tensor<3x5xf32>>, %arg1: !flow.dispatch.tensor<readwrite:tensor<3x5xi64>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !flow.dispatch.tensor<readwrite:tensor<3x5xf32>> -> tensor<3x5xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !flow.dispatch.tensor<readwrite:tensor<3x5xi64>> -> tensor<3x5xi64>
        %2:2 = iree_linalg_ext.sort dimension(1) outs(%0, %1 : tensor<3x5xf32>, tensor<3x5xi64>) {
        ^bb0(%arg2: f32, %arg3: f32, %arg4: i64, %arg5: i64):
          %3 = arith.cmpf oge, %arg2, %arg3 : f32
          iree_linalg_ext.yield %3 : i1
        } -> tensor<3x5xf32>, tensor<3x5xi64>
        flow.dispatch.tensor.store %2#0, %arg0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : tensor<3x5xf32> -> !flow.dispatch.tensor<readwrite:tensor<3x5xf32>>
        flow.dispatch.tensor.store %2#1, %arg1, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : tensor<3x5xi64> -> !flow.dispatch.tensor<readwrite:tensor<3x5xi64>>
        return
      }
    }
  }
  flow.executable private @reductions$async_dispatch_6 {
    flow.executable.export public @reductions$async_dispatch_6_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @reductions$async_dispatch_6_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<3x5xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<3x2xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [3, 2], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<3x5xf32>> -> tensor<3x2xf32>
        flow.dispatch.tensor.store %0, %arg1, offsets = [0, 0], sizes = [3, 2], strides = [1, 1] : tensor<3x2xf32> -> !flow.dispatch.tensor<writeonly:tensor<3x2xf32>>
        return
      }
    }
  }
  flow.executable private @reductions$async_dispatch_7 {
    flow.executable.export public @reductions$async_dispatch_7_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @reductions$async_dispatch_7_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<3x5xi64>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<3x2xi64>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [3, 2], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<3x5xi64>> -> tensor<3x2xi64>
        flow.dispatch.tensor.store %0, %arg1, offsets = [0, 0], sizes = [3, 2], strides = [1, 1] : tensor<3x2xi64> -> !flow.dispatch.tensor<writeonly:tensor<3x2xi64>>
        return
      }
    }
  }
  flow.executable private @reductions$async_dispatch_8 {
    flow.executable.export public @reductions$async_dispatch_8_scan_3x5xf32_dispatch_tensor_store workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @reductions$async_dispatch_8_scan_3x5xf32_dispatch_tensor_store(%arg0: !flow.dispatch.tensor<readonly:tensor<3x5xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<3x5xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<3x5xf32>> -> tensor<3x5xf32>
        %1 = tensor.empty() : tensor<3xf32>
        %2 = tensor.empty() : tensor<3x5xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<3x5xf32>) -> tensor<3x5xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%1 : tensor<3xf32>) -> tensor<3xf32>
        %5:2 = iree_linalg_ext.scan dimension(1) inclusive(true) ins(%0 : tensor<3x5xf32>) outs(%3, %4 : tensor<3x5xf32>, tensor<3xf32>) {
        ^bb0(%arg2: f32, %arg3: f32):
          %6 = arith.addf %arg2, %arg3 : f32
          iree_linalg_ext.yield %6 : f32
        } -> tensor<3x5xf32>, tensor<3xf32>
        flow.dispatch.tensor.store %5#0, %arg1, offsets = [0, 0], sizes = [3, 5], strides = [1, 1] : tensor<3x5xf32> -> !flow.dispatch.tensor<writeonly:tensor<3x5xf32>>
        return
      }
    }
  }
  util.func public @reductions$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<3x5xf32>
    %1 = flow.tensor.transfer %0 : tensor<3x5xf32> to #hal.device.affinity<@__device_1>
    %2 = flow.dispatch @reductions$async_dispatch_0::@reductions$async_dispatch_0_generic_3x5_f32(%1) : (tensor<3x5xf32>) -> tensor<3xf32>
    %3 = flow.dispatch @reductions$async_dispatch_1::@reductions$async_dispatch_1_generic_3x5_f32(%1, %2) : (tensor<3x5xf32>, tensor<3xf32>) -> tensor<3xf32>
    %4 = flow.dispatch @reductions$async_dispatch_2::@reductions$async_dispatch_2_generic_5x3_f32(%1) : (tensor<3x5xf32>) -> tensor<5xf32>
    %5 = flow.dispatch @reductions$async_dispatch_3::@reductions$async_dispatch_3_generic_3x5_f32xf32xi64(%1) : (tensor<3x5xf32>) -> tensor<3xi64>
    %6 = flow.dispatch @reductions$async_dispatch_4::@reductions$async_dispatch_4_elementwise_broadcast_3x5_i64() : () -> tensor<3x5xi64>
    %7:2 = flow.dispatch @reductions$async_dispatch_5::@reductions$async_dispatch_5_sort_3x5xf32(%1, %6) : (tensor<3x5xf32>, tensor<3x5xi64>) -> (%1, %6)
    %8 = flow.dispatch @reductions$async_dispatch_6::@reductions$async_dispatch_6_slow_memcpy(%7#0) : (tensor<3x5xf32>) -> tensor<3x2xf32>
    %9 = flow.dispatch @reductions$async_dispatch_7::@reductions$async_dispatch_7_slow_memcpy(%7#1) : (tensor<3x5xi64>) -> tensor<3x2xi64>
    %10 = flow.dispatch @reductions$async_dispatch_8::@reductions$async_dispatch_8_scan_3x5xf32_dispatch_tensor_store(%1) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %11:6 = hal.tensor.barrier join(%3, %4, %5, %8, %9, %10 : tensor<3xf32>, tensor<5xf32>, tensor<3xi64>, tensor<3x2xf32>, tensor<3x2xi64>, tensor<3x5xf32>) => %arg2 : !hal.fence
    %12 = flow.tensor.transfer %11#0 : tensor<3xf32> to #hal.device.affinity<@__device_0>
    %13 = hal.tensor.export %12 : tensor<3xf32> -> !hal.buffer_view
    %14 = flow.tensor.transfer %11#1 : tensor<5xf32> to #hal.device.affinity<@__device_0>
    %15 = hal.tensor.export %14 : tensor<5xf32> -> !hal.buffer_view
    %16 = flow.tensor.transfer %11#2 : tensor<3xi64> to #hal.device.affinity<@__device_0>
    %17 = hal.tensor.export %16 : tensor<3xi64> -> !hal.buffer_view
    %18 = flow.tensor.transfer %11#3 : tensor<3x2xf32> to #hal.device.affinity<@__device_0>
    %19 = hal.tensor.export %18 : tensor<3x2xf32> -> !hal.buffer_view
    %20 = flow.tensor.transfer %11#4 : tensor<3x2xi64> to #hal.device.affinity<@__device_0>
    %21 = hal.tensor.export %20 : tensor<3x2xi64> -> !hal.buffer_view
    %22 = flow.tensor.transfer %11#5 : tensor<3x5xf32> to #hal.device.affinity<@__device_0>
    %23 = hal.tensor.export %22 : tensor<3x5xf32> -> !hal.buffer_view
    util.return %13, %15, %17, %19, %21, %23 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
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
