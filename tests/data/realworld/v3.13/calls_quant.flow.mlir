module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @qlayer_dispatch_0 {
    flow.executable.export public @qlayer_dispatch_0_matmul_4x4x8_i8xi8xi32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @qlayer_dispatch_0_matmul_4x4x8_i8xi8xi32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi8>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xi8>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xi8>>) {
        %cst = arith.constant 6.250000e-02 : f32
        %cst_0 = arith.constant -1.280000e+02 : f32
        %cst_1 = arith.constant 1.270000e+02 : f32
        %c0_i32 = arith.constant 0 : i32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi8>> -> tensor<4x8xi8>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xi8>> -> tensor<8x4xi8>
        %2 = tensor.empty() : tensor<4x4xi8>
        %3 = tensor.empty() : tensor<4x4xi32>
        %4 = linalg.fill ins(%c0_i32 : i32) outs(%3 : tensor<4x4xi32>) -> tensor<4x4xi32>
        %5 = linalg.matmul ins(%0, %1 : tensor<4x8xi8>, tensor<8x4xi8>) outs(%4 : tensor<4x4xi32>) -> tensor<4x4xi32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<4x4xi32>) outs(%2 : tensor<4x4xi8>) {
        ^bb0(%in: i32, %out: i8):
          %7 = arith.sitofp %in : i32 to f32
          %8 = arith.mulf %7, %cst : f32
          %9 = arith.maximumf %8, %cst_0 : f32
          %10 = arith.minimumf %9, %cst_1 : f32
          %11 = arith.fptosi %10 : f32 to i8
          linalg.yield %11 : i8
        } -> tensor<4x4xi8>
        iree_tensor_ext.dispatch.tensor.store %6, %arg2, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : tensor<4x4xi8> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xi8>>
        return
      }
    }
  }
  util.func public @qlayer(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @qlayer(%input0: tensor<4x8xi8>, %input1: tensor<8x4xi8>) -> (%output0: tensor<4x4xi8>)"}} {
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<4x8xi8>
    %1 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<8x4xi8>
    %2 = flow.dispatch @qlayer_dispatch_0::@qlayer_dispatch_0_matmul_4x4x8_i8xi8xi32(%0, %1) : (tensor<4x8xi8>, tensor<8x4xi8>) -> tensor<4x4xi8>
    %3 = hal.tensor.export %2 "output0" : tensor<4x4xi8> -> !hal.buffer_view
    util.return %3 : !hal.buffer_view
  }
  flow.executable private @qlayer_twice_dispatch_0 {
    flow.executable.export public @qlayer_twice_dispatch_0_matmul_4x4x8_i8xi8xi32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @qlayer_twice_dispatch_0_matmul_4x4x8_i8xi8xi32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi8>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xi8>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xi8>>) {
        %cst = arith.constant 1.250000e-01 : f32
        %cst_0 = arith.constant -1.280000e+02 : f32
        %cst_1 = arith.constant 1.270000e+02 : f32
        %c0_i32 = arith.constant 0 : i32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi8>> -> tensor<4x8xi8>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xi8>> -> tensor<8x4xi8>
        %2 = tensor.empty() : tensor<4x4xi8>
        %3 = tensor.empty() : tensor<4x4xi32>
        %4 = linalg.fill ins(%c0_i32 : i32) outs(%3 : tensor<4x4xi32>) -> tensor<4x4xi32>
        %5 = linalg.matmul ins(%0, %1 : tensor<4x8xi8>, tensor<8x4xi8>) outs(%4 : tensor<4x4xi32>) -> tensor<4x4xi32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<4x4xi32>) outs(%2 : tensor<4x4xi8>) {
        ^bb0(%in: i32, %out: i8):
          %7 = arith.sitofp %in : i32 to f32
          %8 = arith.mulf %7, %cst : f32
          %9 = arith.maximumf %8, %cst_0 : f32
          %10 = arith.minimumf %9, %cst_1 : f32
          %11 = arith.fptosi %10 : f32 to i8
          linalg.yield %11 : i8
        } -> tensor<4x4xi8>
        iree_tensor_ext.dispatch.tensor.store %6, %arg2, offsets = [0, 0], sizes = [4, 4], strides = [1, 1] : tensor<4x4xi8> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xi8>>
        return
      }
    }
  }
  util.func public @qlayer_twice(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @qlayer_twice(%input0: tensor<4x8xi8>, %input1: tensor<8x4xi8>, %input2: tensor<8x4xi8>) -> (%output0: tensor<4x4xi8>, %output1: tensor<4x4xi8>)"}} {
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<4x8xi8>
    %1 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<8x4xi8>
    %2 = hal.tensor.import %arg2 "input2" : !hal.buffer_view -> tensor<8x4xi8>
    %3 = flow.dispatch @qlayer_twice_dispatch_0::@qlayer_twice_dispatch_0_matmul_4x4x8_i8xi8xi32(%0, %1) : (tensor<4x8xi8>, tensor<8x4xi8>) -> tensor<4x4xi8>
    %4 = flow.dispatch @qlayer_twice_dispatch_0::@qlayer_twice_dispatch_0_matmul_4x4x8_i8xi8xi32(%0, %2) : (tensor<4x8xi8>, tensor<8x4xi8>) -> tensor<4x4xi8>
    %5 = hal.tensor.export %3 "output0" : tensor<4x4xi8> -> !hal.buffer_view
    %6 = hal.tensor.export %4 "output1" : tensor<4x4xi8> -> !hal.buffer_view
    util.return %5, %6 : !hal.buffer_view, !hal.buffer_view
  }
}
