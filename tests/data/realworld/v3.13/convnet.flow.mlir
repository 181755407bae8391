module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @convnet_dispatch_0 {
    flow.executable.export public @convnet_dispatch_0_conv_6x6x4x3x3x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @convnet_dispatch_0_conv_6x6x4x3x3x3_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x3xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x3x4xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6x6x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [8, 8, 3], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x3xf32>> -> tensor<8x8x3xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [3, 3, 3, 4], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x3x4xf32>> -> tensor<3x3x3x4xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %3 = tensor.empty() : tensor<6x6x4xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<6x6x4xf32>) -> tensor<6x6x4xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 + d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%0, %1 : tensor<8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%4 : tensor<6x6x4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.mulf %in, %in_0 : f32
          %8 = arith.addf %out, %7 : f32
          linalg.yield %8 : f32
        } -> tensor<6x6x4xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %2 : tensor<6x6x4xf32>, tensor<4xf32>) outs(%3 : tensor<6x6x4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          %8 = arith.maximumf %7, %cst : f32
          linalg.yield %8 : f32
        } -> tensor<6x6x4xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg3, offsets = [0, 0, 0], sizes = [6, 6, 4], strides = [1, 1, 1] : tensor<6x6x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6x6x4xf32>>
        return
      }
    }
  }
  flow.executable private @convnet_dispatch_1 {
    flow.executable.export public @convnet_dispatch_1_conv_3x3x4x2x2_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @convnet_dispatch_1_conv_3x3x4x2x2_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x4xf32>>) {
        %cst = arith.constant -3.40282347E+38 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [6, 6, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x4xf32>> -> tensor<6x6x4xf32>
        %1 = tensor.empty() : tensor<3x3x4xf32>
        %2 = tensor.empty() : tensor<2x2xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%1 : tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0 * 2 + d3, d1 * 2 + d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%0, %2 : tensor<6x6x4xf32>, tensor<2x2xf32>) outs(%3 : tensor<3x3x4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %5 = arith.maximumf %out, %in : f32
          linalg.yield %5 : f32
        } -> tensor<3x3x4xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg1, offsets = [0, 0, 0], sizes = [3, 3, 4], strides = [1, 1, 1] : tensor<3x3x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x4xf32>>
        return
      }
    }
  }
  flow.executable private @convnet_dispatch_2 {
    flow.executable.export public @convnet_dispatch_2_matmul_1x10x36_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @convnet_dispatch_2_matmul_1x10x36_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x36xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<36x10xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x10xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [1, 36], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x36xf32>> -> tensor<1x36xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [36, 10], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<36x10xf32>> -> tensor<36x10xf32>
        %2 = tensor.empty() : tensor<1x10xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x10xf32>) -> tensor<1x10xf32>
        %4 = linalg.matmul ins(%0, %1 : tensor<1x36xf32>, tensor<36x10xf32>) outs(%3 : tensor<1x10xf32>) -> tensor<1x10xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0], sizes = [1, 10], strides = [1, 1] : tensor<1x10xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x10xf32>>
        return
      }
    }
  }
  util.func public @convnet(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @convnet(%input0: tensor<1x8x8x3xf32>, %input1: tensor<3x3x3x4xf32>, %input2: tensor<4xf32>, %input3: tensor<36x10xf32>) -> (%output0: tensor<1x10xf32>)"}} {
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x8x8x3xf32>
    %1 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<3x3x3x4xf32>
    %2 = hal.tensor.import %arg2 "input2" : !hal.buffer_view -> tensor<4xf32>
    %3 = hal.tensor.import %arg3 "input3" : !hal.buffer_view -> tensor<36x10xf32>
    %4 = flow.tensor.reshape %0 : tensor<1x8x8x3xf32> -> tensor<8x8x3xf32>
    %5 = flow.dispatch @convnet_dispatch_0::@convnet_dispatch_0_conv_6x6x4x3x3x3_f32(%4, %1, %2) : (tensor<8x8x3xf32>, tensor<3x3x3x4xf32>, tensor<4xf32>) -> tensor<6x6x4xf32>
    %6 = flow.dispatch @convnet_dispatch_1::@convnet_dispatch_1_conv_3x3x4x2x2_f32(%5) : (tensor<6x6x4xf32>) -> tensor<3x3x4xf32>
    %7 = flow.tensor.reshape %6 : tensor<3x3x4xf32> -> tensor<1x36xf32>
    %8 = flow.dispatch @convnet_dispatch_2::@convnet_dispatch_2_matmul_1x10x36_f32(%7, %3) : (tensor<1x36xf32>, tensor<36x10xf32>) -> tensor<1x10xf32>
    %9 = hal.tensor.export %8 "output0" : tensor<1x10xf32> -> !hal.buffer_view
    util.return %9 : !hal.buffer_view
  }
}
