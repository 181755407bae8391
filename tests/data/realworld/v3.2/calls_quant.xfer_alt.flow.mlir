module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @qlayer_dispatch_0 {
    flow.executable.export public @qlayer_dispatch_0_pack_i8 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @qlayer_dispatch_0_pack_i8(%arg0: !flow.dispatch.tensor<readonly:tensor<4x8xi8>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x4x4x2xi8>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<4x8xi8>> -> tensor<4x8xi8>
        %1 = tensor.empty() : tensor<1x4x4x2xi8>
        %pack = tensor.pack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %1 : tensor<4x8xi8> -> tensor<1x4x4x2xi8>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [1, 4, 4, 2], strides = [1, 1, 1, 1] : tensor<1x4x4x2xi8> -> !flow.dispatch.tensor<writeonly:tensor<1x4x4x2xi8>>
        return
      }
    }
  }
  flow.executable private @qlayer_dispatch_1 {
    flow.executable.export public @qlayer_dispatch_1_pack_i8 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @qlayer_dispatch_1_pack_i8(%arg0: !flow.dispatch.tensor<readonly:tensor<8x4xi8>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x4x4x2xi8>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x4xi8>> -> tensor<8x4xi8>
        %1 = tensor.empty() : tensor<1x4x4x2xi8>
        %pack = tensor.pack %0 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 2] into %1 : tensor<8x4xi8> -> tensor<1x4x4x2xi8>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [1, 4, 4, 2], strides = [1, 1, 1, 1] : tensor<1x4x4x2xi8> -> !flow.dispatch.tensor<writeonly:tensor<1x4x4x2xi8>>
        return
      }
    }
  }
  flow.executable private @qlayer_dispatch_2 {
    flow.executable.export public @qlayer_dispatch_2_mmt4d_1x1x4x4x4x2_i8xi8xi32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @qlayer_dispatch_2_mmt4d_1x1x4x4x4x2_i8xi8xi32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x4x4x2xi8>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x4x4x2xi8>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x1x4x4xi32>>) {
        %c0_i32 = arith.constant 0 : i32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 4, 4, 2], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x4x2xi8>> -> tensor<1x4x4x2xi8>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [1, 4, 4, 2], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x4x2xi8>> -> tensor<1x4x4x2xi8>
        %2 = tensor.empty() : tensor<1x1x4x4xi32>
        %3 = linalg.fill ins(%c0_i32 : i32) outs(%2 : tensor<1x1x4x4xi32>) -> tensor<1x1x4x4xi32>
        %4 = linalg.mmt4d ins(%0, %1 : tensor<1x4x4x2xi8>, tensor<1x4x4x2xi8>) outs(%3 : tensor<1x1x4x4xi32>) -> tensor<1x1x4x4xi32>
        flow.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0, 0], sizes = [1, 1, 4, 4], strides = [1, 1, 1, 1] : tensor<1x1x4x4xi32> -> !flow.dispatch.tensor<writeonly:tensor<1x1x4x4xi32>>
        return
      }
    }
  }
  flow.executable private @qlayer_dispatch_3 {
    flow.executable.export public @qlayer_dispatch_3_elementwise_16_i32xi8 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @qlayer_dispatch_3_elementwise_16_i32xi8(%arg0: !flow.dispatch.tensor<readonly:tensor<16xi32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<16xi8>>) {
        %cst = arith.constant 6.250000e-02 : f32
        %cst_0 = arith.constant -1.280000e+02 : f32
        %cst_1 = arith.constant 1.270000e+02 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [16], strides = [1] : !flow.dispatch.tensor<readonly:tensor<16xi32>> -> tensor<16xi32>
        %1 = tensor.empty() : tensor<16xi8>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0 : tensor<16xi32>) outs(%1 : tensor<16xi8>) {
        ^bb0(%in: i32, %out: i8):
          %3 = arith.sitofp %in : i32 to f32
          %4 = arith.mulf %3, %cst : f32
          %5 = arith.maximumf %4, %cst_0 : f32
          %6 = arith.minimumf %5, %cst_1 : f32
          %7 = arith.fptosi %6 : f32 to i8
          linalg.yield %7 : i8
        } -> tensor<16xi8>
        flow.dispatch.tensor.store %2, %arg1, offsets = [0], sizes = [16], strides = [1] : tensor<16xi8> -> !flow.dispatch.tensor<writeonly:tensor<16xi8>>
        return
      }
    }
  }
  util.func public @qlayer(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @qlayer(%input0: tensor<4x8xi8>, %input1: tensor<8x4xi8>) -> (%output0: tensor<4x4xi8>)"}} {
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<4x8xi8>
    %1 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<8x4xi8>
    %2 = flow.dispatch @qlayer_dispatch_0::@qlayer_dispatch_0_pack_i8(%0) : (tensor<4x8xi8>) -> tensor<1x4x4x2xi8>
    %3 = flow.dispatch @qlayer_dispatch_1::@qlayer_dispatch_1_pack_i8(%1) : (tensor<8x4xi8>) -> tensor<1x4x4x2xi8>
    %4 = flow.tensor.transfer %3 : tensor<1x4x4x2xi8> to #hal.device.affinity<@device_b>
    %5 = flow.dispatch @qlayer_dispatch_2::@qlayer_dispatch_2_mmt4d_1x1x4x4x4x2_i8xi8xi32(%2, %4) : (tensor<1x4x4x2xi8>, tensor<1x4x4x2xi8>) -> tensor<1x1x4x4xi32>
    %6 = flow.tensor.reshape %5 : tensor<1x1x4x4xi32> -> tensor<16xi32>
    %7 = flow.dispatch @qlayer_dispatch_3::@qlayer_dispatch_3_elementwise_16_i32xi8(%6) : (tensor<16xi32>) -> tensor<16xi8>
    %8 = flow.tensor.transfer %7 : tensor<16xi8> to #hal.device.affinity<@device_b>
    %9 = flow.tensor.reshape %8 : tensor<16xi8> -> tensor<4x4xi8>
    %10 = hal.tensor.export %9 "output0" : tensor<4x4xi8> -> !hal.buffer_view
    util.return %10 : !hal.buffer_view
  }
  flow.executable private @qlayer_twice_dispatch_5 {
    flow.executable.export public @qlayer_twice_dispatch_5_elementwise_16_i32xi8 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @qlayer_twice_dispatch_5_elementwise_16_i32xi8(%arg0: !flow.dispatch.tensor<readonly:tensor<16xi32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<16xi8>>) {
        %cst = arith.constant 1.250000e-01 : f32
        %cst_0 = arith.constant -1.280000e+02 : f32
        %cst_1 = arith.constant 1.270000e+02 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [16], strides = [1] : !flow.dispatch.tensor<readonly:tensor<16xi32>> -> tensor<16xi32>
        %1 = tensor.empty() : tensor<16xi8>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0 : tensor<16xi32>) outs(%1 : tensor<16xi8>) {
        ^bb0(%in: i32, %out: i8):
          %3 = arith.sitofp %in : i32 to f32
          %4 = arith.mulf %3, %cst : f32
          %5 = arith.maximumf %4, %cst_0 : f32
          %6 = arith.minimumf %5, %cst_1 : f32
          %7 = arith.fptosi %6 : f32 to i8
          linalg.yield %7 : i8
        } -> tensor<16xi8>
        flow.dispatch.tensor.store %2, %arg1, offsets = [0], sizes = [16], strides = [1] : tensor<16xi8> -> !flow.dispatch.tensor<writeonly:tensor<16xi8>>
        return
      }
    }
  }
  util.func public @qlayer_twice(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @qlayer_twice(%input0: tensor<4x8xi8>, %input1: tensor<8x4xi8>, %input2: tensor<8x4xi8>) -> (%output0: tensor<4x4xi8>, %output1: tensor<4x4xi8>)"}} {
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<4x8xi8>
    %1 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<8x4xi8>
    %2 = hal.tensor.import %arg2 "input2" : !hal.buffer_view -> tensor<8x4xi8>
    %3 = flow.dispatch @qlayer_dispatch_0::@qlayer_dispatch_0_pack_i8(%0) : (tensor<4x8xi8>) -> tensor<1x4x4x2xi8>
    %4 = flow.dispatch @qlayer_dispatch_1::@qlayer_dispatch_1_pack_i8(%1) : (tensor<8x4xi8>) -> tensor<1x4x4x2xi8>
    %5 = flow.tensor.transfer %4 : tensor<1x4x4x2xi8> to #hal.device.affinity<@device_b>
    %6 = flow.dispatch @qlayer_dispatch_2::@qlayer_dispatch_2_mmt4d_1x1x4x4x4x2_i8xi8xi32(%3, %5) : (tensor<1x4x4x2xi8>, tensor<1x4x4x2xi8>) -> tensor<1x1x4x4xi32>
    %7 = flow.dispatch @qlayer_dispatch_1::@qlayer_dispatch_1_pack_i8(%2) : (tensor<8x4xi8>) -> tensor<1x4x4x2xi8>
    %8 = flow.tensor.transfer %7 : tensor<1x4x4x2xi8> to #hal.device.affinity<@device_b>
    %9 = flow.dispatch @qlayer_dispatch_2::@qlayer_dispatch_2_mmt4d_1x1x4x4x4x2_i8xi8xi32(%3, %8) : (tensor<1x4x4x2xi8>, tensor<1x4x4x2xi8>) -> tensor<1x1x4x4xi32>
    %10 = flow.tensor.reshape %6 : tensor<1x1x4x4xi32> -> tensor<16xi32>
    %11 = flow.dispatch @qlayer_twice_dispatch_5::@qlayer_twice_dispatch_5_elementwise_16_i32xi8(%10) : (tensor<16xi32>) -> tensor<16xi8>
    %12 = flow.tensor.transfer %11 : tensor<16xi8> to #hal.device.affinity<@device_b>
    %13 = flow.tensor.reshape %12 : tensor<16xi8> -> tensor<4x4xi8>
    %14 = flow.tensor.reshape %9 : tensor<1x1x4x4xi32> -> tensor<16xi32>
    %15 = flow.dispatch @qlayer_twice_dispatch_5::@qlayer_twice_dispatch_5_elementwise_16_i32xi8(%14) : (tensor<16xi32>) -> tensor<16xi8>
    %16 = flow.tensor.reshape %15 : tensor<16xi8> -> tensor<4x4xi8>
    %17 = hal.tensor.export %13 "output0" : tensor<4x4xi8> -> !hal.buffer_view
    %18 = hal.tensor.export %16 "output1" : tensor<4x4xi8> -> !hal.buffer_view
    util.return %17, %18 : !hal.buffer_view, !hal.buffer_view
  }
}
