module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @lstm_dispatch_0 {
    flow.executable.export public @lstm_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @lstm_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<8x8x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = tensor.empty() : tensor<8x8x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %1 : tensor<8x32xf32> -> tensor<8x8x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [8, 8, 4, 1], strides = [1, 1, 1, 1] : tensor<8x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<8x8x4x1xf32>>
        return
      }
    }
  }
  flow.executable private @lstm_dispatch_1 {
    flow.executable.export public @lstm_dispatch_1_mmt4d_1x8x8x1x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @lstm_dispatch_1_mmt4d_1x8x8x1x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x8x1x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<8x8x4x1xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x8x1x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 8, 1, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x1x1xf32>> -> tensor<1x8x1x1xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [8, 8, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<8x8x4x1xf32>> -> tensor<8x8x4x1xf32>
        %2 = tensor.empty() : tensor<1x8x1x4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
        %4 = linalg.mmt4d ins(%0, %1 : tensor<1x8x1x1xf32>, tensor<8x8x4x1xf32>) outs(%3 : tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
        flow.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0, 0], sizes = [1, 8, 1, 4], strides = [1, 1, 1, 1] : tensor<1x8x1x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x1x4xf32>>
        return
      }
    }
  }
  flow.executable private @lstm_dispatch_4 {
    flow.executable.export public @lstm_dispatch_4_elementwise_32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @lstm_dispatch_4_elementwise_32_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<32xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<32xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<32xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [32], strides = [1] : !flow.dispatch.tensor<readonly:tensor<32xf32>> -> tensor<32xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [32], strides = [1] : !flow.dispatch.tensor<readonly:tensor<32xf32>> -> tensor<32xf32>
        %2 = tensor.empty() : tensor<32xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0, %1 : tensor<32xf32>, tensor<32xf32>) outs(%2 : tensor<32xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %4 = arith.addf %in, %in_0 : f32
          linalg.yield %4 : f32
        } -> tensor<32xf32>
        flow.dispatch.tensor.store %3, %arg2, offsets = [0], sizes = [32], strides = [1] : tensor<32xf32> -> !flow.dispatch.tensor<writeonly:tensor<32xf32>>
        return
      }
    }
  }
  flow.executable private @lstm_dispatch_5 {
    flow.executable.export public @lstm_dispatch_5_elementwise_8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @lstm_dispatch_5_elementwise_8_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<8xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<8xf32>>, %arg2: !flow.dispatch.tensor<readonly:tensor<8xf32>>, %arg3: !flow.dispatch.tensor<readonly:tensor<8xf32>>, %arg4: !flow.dispatch.tensor<readonly:tensor<8xf32>>, %arg5: !flow.dispatch.tensor<writeonly:tensor<8xf32>>, %arg6: !flow.dispatch.tensor<writeonly:tensor<8xf32>>) {
        %cst = arith.constant 1.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [8], strides = [1] : !flow.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [8], strides = [1] : !flow.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %2 = flow.dispatch.tensor.load %arg2, offsets = [0], sizes = [8], strides = [1] : !flow.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %3 = flow.dispatch.tensor.load %arg3, offsets = [0], sizes = [8], strides = [1] : !flow.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %4 = flow.dispatch.tensor.load %arg4, offsets = [0], sizes = [8], strides = [1] : !flow.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %5 = tensor.empty() : tensor<8xf32>
        %6:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0, %1, %2, %3, %4 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%5, %5 : tensor<8xf32>, tensor<8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %in_2: f32, %in_3: f32, %out: f32, %out_4: f32):
          %7 = arith.negf %in : f32
          %8 = math.exp %7 : f32
          %9 = arith.addf %8, %cst : f32
          %10 = arith.divf %cst, %9 : f32
          %11 = arith.negf %in_0 : f32
          %12 = math.exp %11 : f32
          %13 = arith.addf %12, %cst : f32
          %14 = arith.divf %cst, %13 : f32
          %15 = arith.negf %in_2 : f32
          %16 = math.exp %15 : f32
          %17 = arith.addf %16, %cst : f32
          %18 = arith.divf %cst, %17 : f32
          %19 = math.tanh %in_1 : f32
          %20 = arith.mulf %14, %in_3 : f32
          %21 = arith.mulf %10, %19 : f32
          %22 = arith.addf %20, %21 : f32
          %23 = math.tanh %22 : f32
          %24 = arith.mulf %18, %23 : f32
          linalg.yield %22, %24 : f32, f32
        } -> (tensor<8xf32>, tensor<8xf32>)
        flow.dispatch.tensor.store %6#0, %arg5, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !flow.dispatch.tensor<writeonly:tensor<8xf32>>
        flow.dispatch.tensor.store %6#1, %arg6, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !flow.dispatch.tensor<writeonly:tensor<8xf32>>
        return
      }
    }
  }
  util.func public @lstm(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @lstm(%input0: tensor<6x1x8xf32>, %input1: tensor<8x32xf32>, %input2: tensor<8x32xf32>, %input3: tensor<1x8xf32>, %input4: tensor<1x8xf32>) -> (%output0: tensor<1x8xf32>, %output1: tensor<1x8xf32>)"}} {
    %c24 = arith.constant 24 : index
    %c16 = arith.constant 16 : index
    %c8 = arith.constant 8 : index
    %c6 = arith.constant 6 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<6x1x8xf32>
    %1 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<8x32xf32>
    %2 = hal.tensor.import %arg2 "input2" : !hal.buffer_view -> tensor<8x32xf32>
    %3 = hal.tensor.import %arg3 "input3" : !hal.buffer_view -> tensor<1x8xf32>
    %4 = hal.tensor.import %arg4 "input4" : !hal.buffer_view -> tensor<1x8xf32>
    %5:2 = scf.for %arg5 = %c0 to %c6 step %c1 iter_args(%arg6 = %3, %arg7 = %4) -> (tensor<1x8xf32>, tensor<1x8xf32>) {
      %8 = flow.tensor.slice %0[%arg5, %c0, %c0 for %c1, %c1, %c8] : tensor<6x1x8xf32> -> tensor<1x1x8xf32>
      %9 = flow.tensor.reshape %8 : tensor<1x1x8xf32> -> tensor<1x8x1x1xf32>
      %10 = flow.dispatch @lstm_dispatch_0::@lstm_dispatch_0_pack_f32(%1) : (tensor<8x32xf32>) -> tensor<8x8x4x1xf32>
      %11 = flow.dispatch @lstm_dispatch_1::@lstm_dispatch_1_mmt4d_1x8x8x1x4x1_f32(%9, %10) : (tensor<1x8x1x1xf32>, tensor<8x8x4x1xf32>) -> tensor<1x8x1x4xf32>
      %12 = flow.tensor.transfer %11 : tensor<1x8x1x4xf32> to #hal.device.affinity<@device_b>
      %13 = flow.tensor.reshape %arg6 : tensor<1x8xf32> -> tensor<1x8x1x1xf32>
      %14 = flow.dispatch @lstm_dispatch_0::@lstm_dispatch_0_pack_f32(%2) : (tensor<8x32xf32>) -> tensor<8x8x4x1xf32>
      %15 = flow.dispatch @lstm_dispatch_1::@lstm_dispatch_1_mmt4d_1x8x8x1x4x1_f32(%13, %14) : (tensor<1x8x1x1xf32>, tensor<8x8x4x1xf32>) -> tensor<1x8x1x4xf32>
      %16 = flow.tensor.transfer %15 : tensor<1x8x1x4xf32> to #hal.device.affinity<@device_b>
      %17 = flow.tensor.reshape %16 : tensor<1x8x1x4xf32> -> tensor<32xf32>
      %18 = flow.tensor.reshape %12 : tensor<1x8x1x4xf32> -> tensor<32xf32>
      %19 = flow.dispatch @lstm_dispatch_4::@lstm_dispatch_4_elementwise_32_f32(%17, %18) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %20 = flow.tensor.reshape %19 : tensor<32xf32> -> tensor<1x32xf32>
      %21 = flow.tensor.slice %20[%c0, %c0 for %c1, %c8] : tensor<1x32xf32> -> tensor<1x8xf32>
      %22 = flow.tensor.reshape %21 : tensor<1x8xf32> -> tensor<8xf32>
      %23 = flow.tensor.slice %20[%c0, %c8 for %c1, %c8] : tensor<1x32xf32> -> tensor<1x8xf32>
      %24 = flow.tensor.reshape %23 : tensor<1x8xf32> -> tensor<8xf32>
      %25 = flow.tensor.slice %20[%c0, %c16 for %c1, %c8] : tensor<1x32xf32> -> tensor<1x8xf32>
      %26 = flow.tensor.reshape %25 : tensor<1x8xf32> -> tensor<8xf32>
      %27 = flow.tensor.slice %20[%c0, %c24 for %c1, %c8] : tensor<1x32xf32> -> tensor<1x8xf32>
      %28 = flow.tensor.reshape %27 : tensor<1x8xf32> -> tensor<8xf32>
      %29 = flow.tensor.reshape %arg7 : tensor<1x8xf32> -> tensor<8xf32>
      %30:2 = flow.dispatch @lstm_dispatch_5::@lstm_dispatch_5_elementwise_8_f32(%22, %24, %26, %28, %29) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
      %31 = flow.tensor.transfer %30#1 : tensor<8xf32> to #hal.device.affinity<@device_b>
      %32 = flow.tensor.transfer %30#0 : tensor<8xf32> to #hal.device.affinity<@device_b>
      %33 = flow.tensor.reshape %32 : tensor<8xf32> -> tensor<1x8xf32>
      %34 = flow.tensor.reshape %31 : tensor<8xf32> -> tensor<1x8xf32>
      scf.yield %34, %33 : tensor<1x8xf32>, tensor<1x8xf32>
    }
    %6 = hal.tensor.export %5#0 "output0" : tensor<1x8xf32> -> !hal.buffer_view
    %7 = hal.tensor.export %5#1 "output1" : tensor<1x8xf32> -> !hal.buffer_view
    util.return %6, %7 : !hal.buffer_view, !hal.buffer_view
  }
}
