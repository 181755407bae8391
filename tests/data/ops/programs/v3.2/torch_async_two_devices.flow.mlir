module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @device_b = #hal.device.target<"local", {ordinal = 1 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @main$async_dispatch_0 {
    flow.executable.export public @main$async_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<4x8xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x8x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<4x8xf32>
        %1 = tensor.empty() : tensor<1x8x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %1 : tensor<4x8xf32> -> tensor<1x8x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [1, 8, 4, 1], strides = [1, 1, 1, 1] : tensor<1x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x4x1xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_1 {
    flow.executable.export public @main$async_dispatch_1_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<2x8x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %1 = tensor.empty() : tensor<2x8x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %1 : tensor<8x8xf32> -> tensor<2x8x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [2, 8, 4, 1], strides = [1, 1, 1, 1] : tensor<2x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x8x4x1xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_2 {
    flow.executable.export public @main$async_dispatch_2_mmt4d_1x2x8x4x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_mmt4d_1x2x8x4x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x8x4x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<2x8x4x1xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x2x4x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 8, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x4x1xf32>> -> tensor<1x8x4x1xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [2, 8, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x8x4x1xf32>> -> tensor<2x8x4x1xf32>
        %2 = tensor.empty() : tensor<1x2x4x4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
        %4 = linalg.mmt4d ins(%0, %1 : tensor<1x8x4x1xf32>, tensor<2x8x4x1xf32>) outs(%3 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
        flow.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0, 0], sizes = [1, 2, 4, 4], strides = [1, 1, 1, 1] : tensor<1x2x4x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x4x4xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_3 {
    flow.executable.export public @main$async_dispatch_3_unpack_elementwise_4x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_unpack_elementwise_4x8_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x2x4x4xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<4x8xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 2, 4, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x4x4xf32>> -> tensor<1x2x4x4xf32>
        %1 = tensor.empty() : tensor<4x8xf32>
        %unpack = tensor.unpack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %1 : tensor<1x2x4x4xf32> -> tensor<4x8xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%unpack : tensor<4x8xf32>) outs(%1 : tensor<4x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %3 = math.tanh %in : f32
          linalg.yield %3 : f32
        } -> tensor<4x8xf32>
        flow.dispatch.tensor.store %2, %arg1, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : tensor<4x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x8xf32>>
        return
      }
    }
  }
  flow.executable private @main$async_dispatch_7 {
    flow.executable.export public @main$async_dispatch_7_unpack_elementwise_4x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_7_unpack_elementwise_4x8_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x2x4x4xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<4x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 2, 4, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x4x4xf32>> -> tensor<1x2x4x4xf32>
        %1 = tensor.empty() : tensor<4x8xf32>
        %unpack = tensor.unpack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %1 : tensor<1x2x4x4xf32> -> tensor<4x8xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%unpack : tensor<4x8xf32>) outs(%1 : tensor<4x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %3 = arith.cmpf ugt, %in, %cst : f32
          %4 = arith.select %3, %in, %cst : f32
          linalg.yield %4 : f32
        } -> tensor<4x8xf32>
        flow.dispatch.tensor.store %2, %arg1, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : tensor<4x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x8xf32>>
        return
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.fence, %arg4: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.tensor.import on(#hal.device.affinity<@device_a>) wait(%arg3) => %arg0 : !hal.buffer_view -> tensor<4x8xf32>
    %1 = hal.tensor.import on(#hal.device.affinity<@device_a>) wait(%arg3) => %arg1 : !hal.buffer_view -> tensor<8x8xf32>
    %2 = hal.tensor.import on(#hal.device.affinity<@device_b>) wait(%arg3) => %arg2 : !hal.buffer_view -> tensor<8x8xf32>
    %3 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_pack_f32(%0) : (tensor<4x8xf32>) -> tensor<1x8x4x1xf32>
    %4 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%1) : (tensor<8x8xf32>) -> tensor<2x8x4x1xf32>
    %5 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_mmt4d_1x2x8x4x4x1_f32(%3, %4) : (tensor<1x8x4x1xf32>, tensor<2x8x4x1xf32>) -> tensor<1x2x4x4xf32>
    %6 = flow.dispatch @main$async_dispatch_3::@main$async_dispatch_3_unpack_elementwise_4x8_f32(%5) : (tensor<1x2x4x4xf32>) -> tensor<4x8xf32>
    %7 = flow.tensor.transfer %6 : tensor<4x8xf32> to #hal.device.affinity<@device_b>
    %8 = flow.dispatch @main$async_dispatch_0::@main$async_dispatch_0_pack_f32(%7) : (tensor<4x8xf32>) -> tensor<1x8x4x1xf32>
    %9 = flow.dispatch @main$async_dispatch_1::@main$async_dispatch_1_pack_f32(%2) : (tensor<8x8xf32>) -> tensor<2x8x4x1xf32>
    %10 = flow.dispatch @main$async_dispatch_2::@main$async_dispatch_2_mmt4d_1x2x8x4x4x1_f32(%8, %9) : (tensor<1x8x4x1xf32>, tensor<2x8x4x1xf32>) -> tensor<1x2x4x4xf32>
    %11 = flow.dispatch @main$async_dispatch_7::@main$async_dispatch_7_unpack_elementwise_4x8_f32(%10) : (tensor<1x2x4x4xf32>) -> tensor<4x8xf32>
    %12 = hal.tensor.barrier join(%11 : tensor<4x8xf32>) => %arg4 : !hal.fence
    %13 = hal.tensor.export on(#hal.device.affinity<@device_b>) %12 : tensor<4x8xf32> -> !hal.buffer_view
    util.return %13 : !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @main$async(%arg0, %arg1, %arg2, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.return %1 : !hal.buffer_view
  }
}
