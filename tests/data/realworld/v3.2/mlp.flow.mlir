module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @mlp_dispatch_0 {
    flow.executable.export public @mlp_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<4x16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x16x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x16xf32>> -> tensor<4x16xf32>
        %1 = tensor.empty() : tensor<1x16x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %1 : tensor<4x16xf32> -> tensor<1x16x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [1, 16, 4, 1], strides = [1, 1, 1, 1] : tensor<1x16x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x16x4x1xf32>>
        return
      }
    }
  }
  flow.executable private @mlp_dispatch_1 {
    flow.executable.export public @mlp_dispatch_1_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_dispatch_1_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<16x32xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<8x16x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [16, 32], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<16x32xf32>> -> tensor<16x32xf32>
        %1 = tensor.empty() : tensor<8x16x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %1 : tensor<16x32xf32> -> tensor<8x16x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [8, 16, 4, 1], strides = [1, 1, 1, 1] : tensor<8x16x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<8x16x4x1xf32>>
        return
      }
    }
  }
  flow.executable private @mlp_dispatch_2 {
    flow.executable.export public @mlp_dispatch_2_mmt4d_1x8x16x4x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_dispatch_2_mmt4d_1x8x16x4x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x16x4x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<8x16x4x1xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x8x4x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 16, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x4x1xf32>> -> tensor<1x16x4x1xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [8, 16, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<8x16x4x1xf32>> -> tensor<8x16x4x1xf32>
        %2 = tensor.empty() : tensor<1x8x4x4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
        %4 = linalg.mmt4d ins(%0, %1 : tensor<1x16x4x1xf32>, tensor<8x16x4x1xf32>) outs(%3 : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
        flow.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0, 0], sizes = [1, 8, 4, 4], strides = [1, 1, 1, 1] : tensor<1x8x4x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x4x4xf32>>
        return
      }
    }
  }
  flow.executable private @mlp_dispatch_3 {
    flow.executable.export public @mlp_dispatch_3_unpack_elementwise_4x32_f32_pack workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_dispatch_3_unpack_elementwise_4x32_f32_pack(%arg0: !flow.dispatch.tensor<readonly:tensor<1x8x4x4xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<32xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x32x4x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 8, 4, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x4x4xf32>> -> tensor<1x8x4x4xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [32], strides = [1] : !flow.dispatch.tensor<readonly:tensor<32xf32>> -> tensor<32xf32>
        %2 = tensor.empty() : tensor<1x32x4x1xf32>
        %3 = tensor.empty() : tensor<4x32xf32>
        %unpack = tensor.unpack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %3 : tensor<1x8x4x4xf32> -> tensor<4x32xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%unpack, %1 : tensor<4x32xf32>, tensor<32xf32>) outs(%3 : tensor<4x32xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %5 = arith.addf %in, %in_0 : f32
          %6 = arith.maximumf %5, %cst : f32
          linalg.yield %6 : f32
        } -> tensor<4x32xf32>
        %pack = tensor.pack %4 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %2 : tensor<4x32xf32> -> tensor<1x32x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg2, offsets = [0, 0, 0, 0], sizes = [1, 32, 4, 1], strides = [1, 1, 1, 1] : tensor<1x32x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x32x4x1xf32>>
        return
      }
    }
  }
  flow.executable private @mlp_dispatch_4 {
    flow.executable.export public @mlp_dispatch_4_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_dispatch_4_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<32x8xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<2x32x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<32x8xf32>> -> tensor<32x8xf32>
        %1 = tensor.empty() : tensor<2x32x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %1 : tensor<32x8xf32> -> tensor<2x32x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [2, 32, 4, 1], strides = [1, 1, 1, 1] : tensor<2x32x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x32x4x1xf32>>
        return
      }
    }
  }
  flow.executable private @mlp_dispatch_5 {
    flow.executable.export public @mlp_dispatch_5_mmt4d_1x2x32x4x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_dispatch_5_mmt4d_1x2x32x4x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x32x4x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<2x32x4x1xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x2x4x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 32, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x32x4x1xf32>> -> tensor<1x32x4x1xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [2, 32, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x32x4x1xf32>> -> tensor<2x32x4x1xf32>
        %2 = tensor.empty() : tensor<1x2x4x4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
        %4 = linalg.mmt4d ins(%0, %1 : tensor<1x32x4x1xf32>, tensor<2x32x4x1xf32>) outs(%3 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
        flow.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0, 0], sizes = [1, 2, 4, 4], strides = [1, 1, 1, 1] : tensor<1x2x4x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x4x4xf32>>
        return
      }
    }
  }
  flow.executable private @mlp_dispatch_6 {
    flow.executable.export public @mlp_dispatch_6_unpack_elementwise_4x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @mlp_dispatch_6_unpack_elementwise_4x8_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x2x4x4xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<8xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<4x8xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 2, 4, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x4x4xf32>> -> tensor<1x2x4x4xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [8], strides = [1] : !flow.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %2 = tensor.empty() : tensor<4x8xf32>
        %unpack = tensor.unpack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %2 : tensor<1x2x4x4xf32> -> tensor<4x8xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%unpack, %1 : tensor<4x8xf32>, tensor<8xf32>) outs(%2 : tensor<4x8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %4 = arith.addf %in, %in_0 : f32
          linalg.yield %4 : f32
        } -> tensor<4x8xf32>
        flow.dispatch.tensor.store %3, %arg2, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : tensor<4x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x8xf32>>
        return
      }
    }
  }
  util.func public @mlp(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @mlp(%input0: tensor<4x16xf32>, %input1: tensor<16x32xf32>, %input2: tensor<32xf32>, %input3: tensor<32x8xf32>, %input4: tensor<8xf32>) -> (%output0: tensor<4x8xf32>)"}} {
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<4x16xf32>
    %1 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<16x32xf32>
    %2 = hal.tensor.import %arg2 "input2" : !hal.buffer_view -> tensor<32xf32>
    %3 = hal.tensor.import %arg3 "input3" : !hal.buffer_view -> tensor<32x8xf32>
    %4 = hal.tensor.import %arg4 "input4" : !hal.buffer_view -> tensor<8xf32>
    %5 = flow.dispatch @mlp_dispatch_0::@mlp_dispatch_0_pack_f32(%0) : (tensor<4x16xf32>) -> tensor<1x16x4x1xf32>
    %6 = flow.dispatch @mlp_dispatch_1::@mlp_dispatch_1_pack_f32(%1) : (tensor<16x32xf32>) -> tensor<8x16x4x1xf32>
    %7 = flow.dispatch @mlp_dispatch_2::@mlp_dispatch_2_mmt4d_1x8x16x4x4x1_f32(%5, %6) : (tensor<1x16x4x1xf32>, tensor<8x16x4x1xf32>) -> tensor<1x8x4x4xf32>
    %8 = flow.dispatch @mlp_dispatch_3::@mlp_dispatch_3_unpack_elementwise_4x32_f32_pack(%7, %2) : (tensor<1x8x4x4xf32>, tensor<32xf32>) -> tensor<1x32x4x1xf32>
    %9 = flow.dispatch @mlp_dispatch_4::@mlp_dispatch_4_pack_f32(%3) : (tensor<32x8xf32>) -> tensor<2x32x4x1xf32>
    %10 = flow.dispatch @mlp_dispatch_5::@mlp_dispatch_5_mmt4d_1x2x32x4x4x1_f32(%8, %9) : (tensor<1x32x4x1xf32>, tensor<2x32x4x1xf32>) -> tensor<1x2x4x4xf32>
    %11 = flow.dispatch @mlp_dispatch_6::@mlp_dispatch_6_unpack_elementwise_4x8_f32(%10, %4) : (tensor<1x2x4x4xf32>, tensor<8xf32>) -> tensor<4x8xf32>
    %12 = hal.tensor.export %11 "output0" : tensor<4x8xf32> -> !hal.buffer_view
    util.return %12 : !hal.buffer_view
  }
}
