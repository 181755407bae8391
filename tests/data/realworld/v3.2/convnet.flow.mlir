module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @convnet_dispatch_0 {
    flow.executable.export public @convnet_dispatch_0_conv_2d_nhwc_hwcf_1x6x6x4x3x3x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @convnet_dispatch_0_conv_2d_nhwc_hwcf_1x6x6x4x3x3x3_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x8x8x3xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<3x3x3x4xf32>>, %arg2: !flow.dispatch.tensor<readonly:tensor<4xf32>>, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x6x6x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 8, 8, 3], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x8x3xf32>> -> tensor<1x8x8x3xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [3, 3, 3, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<3x3x3x4xf32>> -> tensor<3x3x3x4xf32>
        %2 = flow.dispatch.tensor.load %arg2, offsets = [0], sizes = [4], strides = [1] : !flow.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %3 = tensor.empty() : tensor<1x6x6x4xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
        %5 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%0, %1 : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%4 : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %2 : tensor<1x6x6x4xf32>, tensor<4xf32>) outs(%3 : tensor<1x6x6x4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          %8 = arith.maximumf %7, %cst : f32
          linalg.yield %8 : f32
        } -> tensor<1x6x6x4xf32>
        flow.dispatch.tensor.store %6, %arg3, offsets = [0, 0, 0, 0], sizes = [1, 6, 6, 4], strides = [1, 1, 1, 1] : tensor<1x6x6x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x6x6x4xf32>>
        return
      }
    }
  }
  flow.executable private @convnet_dispatch_1 {
    flow.executable.export public @convnet_dispatch_1_pooling_nhwc_max_1x3x3x4x2x2_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @convnet_dispatch_1_pooling_nhwc_max_1x3x3x4x2x2_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x6x6x4xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x3x3x4xf32>>) {
        %cst = arith.constant -3.40282347E+38 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 6, 6, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x6x6x4xf32>> -> tensor<1x6x6x4xf32>
        %1 = tensor.empty() : tensor<1x3x3x4xf32>
        %2 = tensor.empty() : tensor<2x2xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
        %4 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%0, %2 : tensor<1x6x6x4xf32>, tensor<2x2xf32>) outs(%3 : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
        flow.dispatch.tensor.store %4, %arg1, offsets = [0, 0, 0, 0], sizes = [1, 3, 3, 4], strides = [1, 1, 1, 1] : tensor<1x3x3x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x3x3x4xf32>>
        return
      }
    }
  }
  flow.executable private @convnet_dispatch_2 {
    flow.executable.export public @convnet_dispatch_2_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @convnet_dispatch_2_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<36x10xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<3x36x4x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [36, 10], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<36x10xf32>> -> tensor<36x10xf32>
        %1 = tensor.empty() : tensor<3x36x4x1xf32>
        %pack = tensor.pack %0 padding_value(%cst : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %1 : tensor<36x10xf32> -> tensor<3x36x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [3, 36, 4, 1], strides = [1, 1, 1, 1] : tensor<3x36x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<3x36x4x1xf32>>
        return
      }
    }
  }
  flow.executable private @convnet_dispatch_3 {
    flow.executable.export public @convnet_dispatch_3_mmt4d_1x3x36x1x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @convnet_dispatch_3_mmt4d_1x3x36x1x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x36x1x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<3x36x4x1xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x3x1x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 36, 1, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x36x1x1xf32>> -> tensor<1x36x1x1xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [3, 36, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<3x36x4x1xf32>> -> tensor<3x36x4x1xf32>
        %2 = tensor.empty() : tensor<1x3x1x4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x3x1x4xf32>) -> tensor<1x3x1x4xf32>
        %4 = linalg.mmt4d ins(%0, %1 : tensor<1x36x1x1xf32>, tensor<3x36x4x1xf32>) outs(%3 : tensor<1x3x1x4xf32>) -> tensor<1x3x1x4xf32>
        flow.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0, 0], sizes = [1, 3, 1, 4], strides = [1, 1, 1, 1] : tensor<1x3x1x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x3x1x4xf32>>
        return
      }
    }
  }
  flow.executable private @convnet_dispatch_4 {
    flow.executable.export public @convnet_dispatch_4_unpack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @convnet_dispatch_4_unpack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x3x1x4xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x10xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 3, 1, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x3x1x4xf32>> -> tensor<1x3x1x4xf32>
        %1 = tensor.empty() : tensor<1x10xf32>
        %unpack = tensor.unpack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [1, 4] into %1 : tensor<1x3x1x4xf32> -> tensor<1x10xf32>
        flow.dispatch.tensor.store %unpack, %arg1, offsets = [0, 0], sizes = [1, 10], strides = [1, 1] : tensor<1x10xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x10xf32>>
        return
      }
    }
  }
  util.func public @convnet(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @convnet(%input0: tensor<1x8x8x3xf32>, %input1: tensor<3x3x3x4xf32>, %input2: tensor<4xf32>, %input3: tensor<36x10xf32>) -> (%output0: tensor<1x10xf32>)"}} {
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x8x8x3xf32>
    %1 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<3x3x3x4xf32>
    %2 = hal.tensor.import %arg2 "input2" : !hal.buffer_view -> tensor<4xf32>
    %3 = hal.tensor.import %arg3 "input3" : !hal.buffer_view -> tensor<36x10xf32>
    %4 = flow.dispatch @convnet_dispatch_0::@convnet_dispatch_0_conv_2d_nhwc_hwcf_1x6x6x4x3x3x3_f32(%0, %1, %2) : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>, tensor<4xf32>) -> tensor<1x6x6x4xf32>
    %5 = flow.dispatch @convnet_dispatch_1::@convnet_dispatch_1_pooling_nhwc_max_1x3x3x4x2x2_f32(%4) : (tensor<1x6x6x4xf32>) -> tensor<1x3x3x4xf32>
    %6 = flow.tensor.reshape %5 : tensor<1x3x3x4xf32> -> tensor<1x36x1x1xf32>
    %7 = flow.dispatch @convnet_dispatch_2::@convnet_dispatch_2_pack_f32(%3) : (tensor<36x10xf32>) -> tensor<3x36x4x1xf32>
    %8 = flow.dispatch @convnet_dispatch_3::@convnet_dispatch_3_mmt4d_1x3x36x1x4x1_f32(%6, %7) : (tensor<1x36x1x1xf32>, tensor<3x36x4x1xf32>) -> tensor<1x3x1x4xf32>
    %9 = flow.dispatch @convnet_dispatch_4::@convnet_dispatch_4_unpack_f32(%8) : (tensor<1x3x1x4xf32>) -> tensor<1x10xf32>
    %10 = hal.tensor.export %9 "output0" : tensor<1x10xf32> -> !hal.buffer_view
    util.return %10 : !hal.buffer_view
  }
}
