module @jit_f attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @main_dispatch_0 {
    flow.executable.export public @main_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<2x8xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x8x2x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<2x8xf32>> -> tensor<2x8xf32>
        %1 = tensor.empty() : tensor<1x8x2x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %1 : tensor<2x8xf32> -> tensor<1x8x2x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [1, 8, 2, 1], strides = [1, 1, 1, 1] : tensor<1x8x2x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x2x1xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_1 {
    flow.executable.export public @main_dispatch_1_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<8x16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<4x8x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %1 = tensor.empty() : tensor<4x8x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %1 : tensor<8x16xf32> -> tensor<4x8x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [4, 8, 4, 1], strides = [1, 1, 1, 1] : tensor<4x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x8x4x1xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_2 {
    flow.executable.export public @main_dispatch_2_mmt4d_1x4x8x2x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_mmt4d_1x4x8x2x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x8x2x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<4x8x4x1xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x4x2x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 8, 2, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x2x1xf32>> -> tensor<1x8x2x1xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [4, 8, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<4x8x4x1xf32>> -> tensor<4x8x4x1xf32>
        %2 = tensor.empty() : tensor<1x4x2x4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x4x2x4xf32>) -> tensor<1x4x2x4xf32>
        %4 = linalg.mmt4d ins(%0, %1 : tensor<1x8x2x1xf32>, tensor<4x8x4x1xf32>) outs(%3 : tensor<1x4x2x4xf32>) -> tensor<1x4x2x4xf32>
        flow.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0, 0], sizes = [1, 4, 2, 4], strides = [1, 1, 1, 1] : tensor<1x4x2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x4x2x4xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_3 {
    flow.executable.export public @main_dispatch_3_unpack_elementwise_2x16_f32_pack workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_unpack_elementwise_2x16_f32_pack(%arg0: !flow.dispatch.tensor<readonly:tensor<1x4x2x4xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<16xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x16x2x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 4, 2, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x2x4xf32>> -> tensor<1x4x2x4xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [16], strides = [1] : !flow.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %2 = tensor.empty() : tensor<1x16x2x1xf32>
        %3 = tensor.empty() : tensor<2x16xf32>
        %unpack = tensor.unpack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %3 : tensor<1x4x2x4xf32> -> tensor<2x16xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%unpack, %1 : tensor<2x16xf32>, tensor<16xf32>) outs(%3 : tensor<2x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %5 = arith.addf %in, %in_0 : f32
          %6 = arith.maximumf %5, %cst : f32
          linalg.yield %6 : f32
        } -> tensor<2x16xf32>
        %pack = tensor.pack %4 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %2 : tensor<2x16xf32> -> tensor<1x16x2x1xf32>
        flow.dispatch.tensor.store %pack, %arg2, offsets = [0, 0, 0, 0], sizes = [1, 16, 2, 1], strides = [1, 1, 1, 1] : tensor<1x16x2x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x16x2x1xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_4 {
    flow.executable.export public @main_dispatch_4_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_4_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<16x4xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x16x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [16, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<16x4xf32>> -> tensor<16x4xf32>
        %1 = tensor.empty() : tensor<1x16x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %1 : tensor<16x4xf32> -> tensor<1x16x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [1, 16, 4, 1], strides = [1, 1, 1, 1] : tensor<1x16x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x16x4x1xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_5 {
    flow.executable.export public @main_dispatch_5_mmt4d_1x1x16x2x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_5_mmt4d_1x1x16x2x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x16x2x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x16x4x1xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x1x2x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 16, 2, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x2x1xf32>> -> tensor<1x16x2x1xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [1, 16, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x4x1xf32>> -> tensor<1x16x4x1xf32>
        %2 = tensor.empty() : tensor<1x1x2x4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x1x2x4xf32>) -> tensor<1x1x2x4xf32>
        %4 = linalg.mmt4d ins(%0, %1 : tensor<1x16x2x1xf32>, tensor<1x16x4x1xf32>) outs(%3 : tensor<1x1x2x4xf32>) -> tensor<1x1x2x4xf32>
        flow.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0, 0], sizes = [1, 1, 2, 4], strides = [1, 1, 1, 1] : tensor<1x1x2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x1x2x4xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_6 {
    flow.executable.export public @main_dispatch_6_elementwise_2x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_6_elementwise_2x4_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<2x4xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<4xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<2x4xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<2x4xf32>> -> tensor<2x4xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [4], strides = [1] : !flow.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %2 = tensor.empty() : tensor<2x4xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %1 : tensor<2x4xf32>, tensor<4xf32>) outs(%2 : tensor<2x4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %4 = arith.addf %in, %in_0 : f32
          linalg.yield %4 : f32
        } -> tensor<2x4xf32>
        flow.dispatch.tensor.store %3, %arg2, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : tensor<2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x4xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_7 {
    flow.executable.export public @main_dispatch_7_softmax_2x4xf32_dispatch_tensor_store workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_7_softmax_2x4xf32_dispatch_tensor_store(%arg0: !flow.dispatch.tensor<readonly:tensor<2x4xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<2x4xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<2x4xf32>> -> tensor<2x4xf32>
        %1 = tensor.empty() : tensor<2x4xf32>
        %2 = linalg.softmax dimension(1) ins(%0 : tensor<2x4xf32>) outs(%1 : tensor<2x4xf32>) -> tensor<2x4xf32>
        flow.dispatch.tensor.store %2, %arg1, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : tensor<2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x4xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x8xf32>, %input1: tensor<8x16xf32>, %input2: tensor<16xf32>, %input3: tensor<16x4xf32>, %input4: tensor<4xf32>) -> (%output0: tensor<2x4xf32>)"}} {
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<2x8xf32>
    %1 = flow.tensor.transfer %0 : tensor<2x8xf32> to #hal.device.affinity<@__device_1>
    %2 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<8x16xf32>
    %3 = flow.tensor.transfer %2 : tensor<8x16xf32> to #hal.device.affinity<@__device_1>
    %4 = hal.tensor.import %arg2 "input2" : !hal.buffer_view -> tensor<16xf32>
    %5 = flow.tensor.transfer %4 : tensor<16xf32> to #hal.device.affinity<@__device_1>
    %6 = hal.tensor.import %arg3 "input3" : !hal.buffer_view -> tensor<16x4xf32>
    %7 = flow.tensor.transfer %6 : tensor<16x4xf32> to #hal.device.affinity<@__device_1>
    %8 = hal.tensor.import %arg4 "input4" : !hal.buffer_view -> tensor<4xf32>
    %9 = flow.tensor.transfer %8 : tensor<4xf32> to #hal.device.affinity<@__device_1>
    %10 = flow.dispatch @main_dispatch_0::@main_dispatch_0_pack_f32(%1) : (tensor<2x8xf32>) -> tensor<1x8x2x1xf32>
    %11 = flow.dispatch @main_dispatch_1::@main_dispatch_1_pack_f32(%3) : (tensor<8x16xf32>) -> tensor<4x8x4x1xf32>
    %12 = flow.dispatch @main_dispatch_2::@main_dispatch_2_mmt4d_1x4x8x2x4x1_f32(%10, %11) : (tensor<1x8x2x1xf32>, tensor<4x8x4x1xf32>) -> tensor<1x4x2x4xf32>
    %13 = flow.dispatch @main_dispatch_3::@main_dispatch_3_unpack_elementwise_2x16_f32_pack(%12, %5) : (tensor<1x4x2x4xf32>, tensor<16xf32>) -> tensor<1x16x2x1xf32>
    %14 = flow.dispatch @main_dispatch_4::@main_dispatch_4_pack_f32(%7) : (tensor<16x4xf32>) -> tensor<1x16x4x1xf32>
    %15 = flow.dispatch @main_dispatch_5::@main_dispatch_5_mmt4d_1x1x16x2x4x1_f32(%13, %14) : (tensor<1x16x2x1xf32>, tensor<1x16x4x1xf32>) -> tensor<1x1x2x4xf32>
    %16 = flow.tensor.reshape %15 : tensor<1x1x2x4xf32> -> tensor<2x4xf32>
    %17 = flow.dispatch @main_dispatch_6::@main_dispatch_6_elementwise_2x4_f32(%16, %9) : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
    %18 = flow.dispatch @main_dispatch_7::@main_dispatch_7_softmax_2x4xf32_dispatch_tensor_store(%17) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %19 = flow.tensor.transfer %18 : tensor<2x4xf32> to #hal.device.affinity<@__device_0>
    %20 = hal.tensor.export %19 "output0" : tensor<2x4xf32> -> !hal.buffer_view
    util.return %20 : !hal.buffer_view
  }
}
