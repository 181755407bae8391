module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @layout_dispatch_0 {
    flow.executable.export public @layout_dispatch_0_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @layout_dispatch_0_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<3x4xf32>>, %arg1: !flow.dispatch.tensor<readwrite:tensor<3x8xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<3x4xf32>> -> tensor<3x4xf32>
        flow.dispatch.tensor.store %0, %arg1, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : tensor<3x4xf32> -> !flow.dispatch.tensor<readwrite:tensor<3x8xf32>>
        return
      }
    }
  }
  flow.executable private @layout_dispatch_1 {
    flow.executable.export public @layout_dispatch_1_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @layout_dispatch_1_slow_memcpy(%arg0: !flow.dispatch.tensor<readonly:tensor<3x4xf32>>, %arg1: !flow.dispatch.tensor<readwrite:tensor<3x8xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<3x4xf32>> -> tensor<3x4xf32>
        flow.dispatch.tensor.store %0, %arg1, offsets = [0, 4], sizes = [3, 4], strides = [1, 1] : tensor<3x4xf32> -> !flow.dispatch.tensor<readwrite:tensor<3x8xf32>>
        return
      }
    }
  }
  flow.executable private @layout_dispatch_2 {
    flow.executable.export public @layout_dispatch_2_transpose_3x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @layout_dispatch_2_transpose_3x4_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<3x4xf32>>, %arg1: !flow.dispatch.tensor<readwrite:tensor<8x5xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<3x4xf32>> -> tensor<3x4xf32>
        %1 = tensor.empty() : tensor<4x3xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<3x4xf32>) outs(%1 : tensor<4x3xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<4x3xf32>
        flow.dispatch.tensor.store %2, %arg1, offsets = [2, 1], sizes = [4, 3], strides = [1, 1] : tensor<4x3xf32> -> !flow.dispatch.tensor<readwrite:tensor<8x5xf32>>
        return
      }
    }
  }
  flow.executable private @layout_dispatch_3 {
    flow.executable.export public @layout_dispatch_3_generic_5x8_f32xf32xi32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @layout_dispatch_3_generic_5x8_f32xf32xi32(%arg0: !flow.dispatch.tensor<readonly:tensor<5x8xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<5xi32>>) {
        %cst = arith.constant -3.40282347E+38 : f32
        %c0_i32 = arith.constant 0 : i32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [5, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<5x8xf32>> -> tensor<5x8xf32>
        %1 = tensor.empty() : tensor<5xi32>
        %2 = tensor.empty() : tensor<5xf32>
        %3 = linalg.fill ins(%c0_i32 : i32) outs(%1 : tensor<5xi32>) -> tensor<5xi32>
        %4 = linalg.fill ins(%cst : f32) outs(%2 : tensor<5xf32>) -> tensor<5xf32>
        %5:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<5x8xf32>) outs(%4, %3 : tensor<5xf32>, tensor<5xi32>) {
        ^bb0(%in: f32, %out: f32, %out_0: i32):
          %6 = linalg.index 1 : index
          %7 = arith.index_cast %6 : index to i32
          %8 = arith.cmpf ogt, %in, %out : f32
          %9 = arith.select %8, %in, %out : f32
          %10 = arith.select %8, %7, %out_0 : i32
          linalg.yield %9, %10 : f32, i32
        } -> (tensor<5xf32>, tensor<5xi32>)
        flow.dispatch.tensor.store %5#1, %arg1, offsets = [0], sizes = [5], strides = [1] : tensor<5xi32> -> !flow.dispatch.tensor<writeonly:tensor<5xi32>>
        return
      }
    }
  }
  util.func public @layout(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @layout(%input0: tensor<3x4xf32>, %input1: tensor<3x4xf32>) -> (%output0: tensor<5x8xf32>, %output1: tensor<8x5xf32>, %output2: tensor<5xi32>)"}} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<3x4xf32>
    %1 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<3x4xf32>
    %2 = flow.tensor.empty : tensor<3x8xf32>
    %3 = flow.dispatch @layout_dispatch_0::@layout_dispatch_0_slow_memcpy(%0, %2) : (tensor<3x4xf32>, tensor<3x8xf32>) -> %2
    %4 = flow.dispatch @layout_dispatch_1::@layout_dispatch_1_slow_memcpy(%1, %3) : (tensor<3x4xf32>, tensor<3x8xf32>) -> %3
    %5 = flow.tensor.transfer %4 : tensor<3x8xf32> to #hal.device.affinity<@device_b>
    %6 = flow.tensor.splat %cst : tensor<5x8xf32>
    %7 = flow.tensor.update %5, %6[%c1, %c0] : tensor<3x8xf32> -> %6 as tensor<5x8xf32>
    %8 = flow.tensor.splat %cst : tensor<8x5xf32>
    %9 = flow.dispatch @layout_dispatch_2::@layout_dispatch_2_transpose_3x4_f32(%0, %8) : (tensor<3x4xf32>, tensor<8x5xf32>) -> %8
    %10 = flow.dispatch @layout_dispatch_3::@layout_dispatch_3_generic_5x8_f32xf32xi32(%7) : (tensor<5x8xf32>) -> tensor<5xi32>
    %11 = flow.tensor.transfer %10 : tensor<5xi32> to #hal.device.affinity<@device_b>
    %12 = hal.tensor.export %7 "output0" : tensor<5x8xf32> -> !hal.buffer_view
    %13 = hal.tensor.export %9 "output1" : tensor<8x5xf32> -> !hal.buffer_view
    %14 = hal.tensor.export %11 "output2" : tensor<5xi32> -> !hal.buffer_view
    util.return %12, %13, %14 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
