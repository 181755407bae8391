module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @attention_dispatch_0 {
    flow.executable.export public @attention_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<8x16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x16x8x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %1 = tensor.empty() : tensor<1x16x8x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %1 : tensor<8x16xf32> -> tensor<1x16x8x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [1, 16, 8, 1], strides = [1, 1, 1, 1] : tensor<1x16x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x16x8x1xf32>>
        return
      }
    }
  }
  flow.executable private @attention_dispatch_1 {
    flow.executable.export public @attention_dispatch_1_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_1_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<8x16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<2x16x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %1 = tensor.empty() : tensor<2x16x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %1 : tensor<8x16xf32> -> tensor<2x16x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [2, 16, 4, 1], strides = [1, 1, 1, 1] : tensor<2x16x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x16x4x1xf32>>
        return
      }
    }
  }
  flow.executable private @attention_dispatch_2 {
    flow.executable.export public @attention_dispatch_2_mmt4d_1x2x16x8x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_2_mmt4d_1x2x16x8x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x16x8x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<2x16x4x1xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x2x8x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 16, 8, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x8x1xf32>> -> tensor<1x16x8x1xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [2, 16, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x16x4x1xf32>> -> tensor<2x16x4x1xf32>
        %2 = tensor.empty() : tensor<1x2x8x4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
        %4 = linalg.mmt4d ins(%0, %1 : tensor<1x16x8x1xf32>, tensor<2x16x4x1xf32>) outs(%3 : tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
        flow.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0, 0], sizes = [1, 2, 8, 4], strides = [1, 1, 1, 1] : tensor<1x2x8x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x8x4xf32>>
        return
      }
    }
  }
  flow.executable private @attention_dispatch_3 {
    flow.executable.export public @attention_dispatch_3_unpack_elementwise_8x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_3_unpack_elementwise_8x8_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x2x8x4xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<8x8xf32>>) {
        %cst = arith.constant 2.500000e-01 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 2, 8, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x8x4xf32>> -> tensor<1x2x8x4xf32>
        %1 = tensor.empty() : tensor<8x8xf32>
        %unpack = tensor.unpack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %1 : tensor<1x2x8x4xf32> -> tensor<8x8xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%unpack : tensor<8x8xf32>) outs(%1 : tensor<8x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %3 = arith.mulf %in, %cst : f32
          linalg.yield %3 : f32
        } -> tensor<8x8xf32>
        flow.dispatch.tensor.store %2, %arg1, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : tensor<8x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<8x8xf32>>
        return
      }
    }
  }
  flow.executable private @attention_dispatch_4 {
    flow.executable.export public @attention_dispatch_4_elementwise_8x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_4_elementwise_8x8_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<8x8xf32>>) {
        %cst = arith.constant -3.40282347E+38 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %1 = tensor.empty() : tensor<8x8xf32>
        %2 = tensor.empty() : tensor<8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<8x8xf32>) outs(%3 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.maximumf %in, %out : f32
          linalg.yield %6 : f32
        } -> tensor<8xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %4 : tensor<8x8xf32>, tensor<8xf32>) outs(%1 : tensor<8x8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %6 = arith.subf %in, %in_0 : f32
          %7 = math.exp %6 : f32
          linalg.yield %7 : f32
        } -> tensor<8x8xf32>
        flow.dispatch.tensor.store %5, %arg1, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : tensor<8x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<8x8xf32>>
        return
      }
    }
  }
  flow.executable private @attention_dispatch_5 {
    flow.executable.export public @attention_dispatch_5_elementwise_8x8_f32_pack workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_5_elementwise_8x8_f32_pack(%arg0: !flow.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x8x8x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %1 = tensor.empty() : tensor<1x8x8x1xf32>
        %2 = tensor.empty() : tensor<8x8xf32>
        %3 = tensor.empty() : tensor<8xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<8xf32>) -> tensor<8xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<8x8xf32>) outs(%4 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %7 = arith.addf %in, %out : f32
          linalg.yield %7 : f32
        } -> tensor<8xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %5 : tensor<8x8xf32>, tensor<8xf32>) outs(%2 : tensor<8x8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.divf %in, %in_0 : f32
          linalg.yield %7 : f32
        } -> tensor<8x8xf32>
        %pack = tensor.pack %6 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %1 : tensor<8x8xf32> -> tensor<1x8x8x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [1, 8, 8, 1], strides = [1, 1, 1, 1] : tensor<1x8x8x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x8x1xf32>>
        return
      }
    }
  }
  flow.executable private @attention_dispatch_6 {
    flow.executable.export public @attention_dispatch_6_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_6_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<8x16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<4x8x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %1 = tensor.empty() : tensor<4x8x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %1 : tensor<8x16xf32> -> tensor<4x8x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [4, 8, 4, 1], strides = [1, 1, 1, 1] : tensor<4x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x8x4x1xf32>>
        return
      }
    }
  }
  flow.executable private @attention_dispatch_7 {
    flow.executable.export public @attention_dispatch_7_mmt4d_1x4x8x8x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_7_mmt4d_1x4x8x8x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x8x8x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<4x8x4x1xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x4x8x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 8, 8, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x8x1xf32>> -> tensor<1x8x8x1xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [4, 8, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<4x8x4x1xf32>> -> tensor<4x8x4x1xf32>
        %2 = tensor.empty() : tensor<1x4x8x4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x4x8x4xf32>) -> tensor<1x4x8x4xf32>
        %4 = linalg.mmt4d ins(%0, %1 : tensor<1x8x8x1xf32>, tensor<4x8x4x1xf32>) outs(%3 : tensor<1x4x8x4xf32>) -> tensor<1x4x8x4xf32>
        flow.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0, 0], sizes = [1, 4, 8, 4], strides = [1, 1, 1, 1] : tensor<1x4x8x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x4x8x4xf32>>
        return
      }
    }
  }
  flow.executable private @attention_dispatch_8 {
    flow.executable.export public @attention_dispatch_8_unpack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_8_unpack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x4x8x4xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<8x16xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 4, 8, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x8x4xf32>> -> tensor<1x4x8x4xf32>
        %1 = tensor.empty() : tensor<8x16xf32>
        %unpack = tensor.unpack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %1 : tensor<1x4x8x4xf32> -> tensor<8x16xf32>
        flow.dispatch.tensor.store %unpack, %arg1, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : tensor<8x16xf32> -> !flow.dispatch.tensor<writeonly:tensor<8x16xf32>>
        return
      }
    }
  }
  util.func public @attention(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @attention(%input0: tensor<8x16xf32>, %input1: tensor<8x16xf32>, %input2: tensor<8x16xf32>) -> (%output0: tensor<8x16xf32>)"}} {
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<8x16xf32>
    %1 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<8x16xf32>
    %2 = hal.tensor.import %arg2 "input2" : !hal.buffer_view -> tensor<8x16xf32>
    %3 = flow.dispatch @attention_dispatch_0::@attention_dispatch_0_pack_f32(%0) : (tensor<8x16xf32>) -> tensor<1x16x8x1xf32>
    %4 = flow.dispatch @attention_dispatch_1::@attention_dispatch_1_pack_f32(%1) : (tensor<8x16xf32>) -> tensor<2x16x4x1xf32>
    %5 = flow.dispatch @attention_dispatch_2::@attention_dispatch_2_mmt4d_1x2x16x8x4x1_f32(%3, %4) : (tensor<1x16x8x1xf32>, tensor<2x16x4x1xf32>) -> tensor<1x2x8x4xf32>
    %6 = flow.dispatch @attention_dispatch_3::@attention_dispatch_3_unpack_elementwise_8x8_f32(%5) : (tensor<1x2x8x4xf32>) -> tensor<8x8xf32>
    %7 = flow.dispatch @attention_dispatch_4::@attention_dispatch_4_elementwise_8x8_f32(%6) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %8 = flow.dispatch @attention_dispatch_5::@attention_dispatch_5_elementwise_8x8_f32_pack(%7) : (tensor<8x8xf32>) -> tensor<1x8x8x1xf32>
    %9 = flow.dispatch @attention_dispatch_6::@attention_dispatch_6_pack_f32(%2) : (tensor<8x16xf32>) -> tensor<4x8x4x1xf32>
    %10 = flow.dispatch @attention_dispatch_7::@attention_dispatch_7_mmt4d_1x4x8x8x4x1_f32(%8, %9) : (tensor<1x8x8x1xf32>, tensor<4x8x4x1xf32>) -> tensor<1x4x8x4xf32>
    %11 = flow.dispatch @attention_dispatch_8::@attention_dispatch_8_unpack_f32(%10) : (tensor<1x4x8x4xf32>) -> tensor<8x16xf32>
    %12 = hal.tensor.export %11 "output0" : tensor<8x16xf32> -> !hal.buffer_view
    util.return %12 : !hal.buffer_view
  }
}
