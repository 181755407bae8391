module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @main_dispatch_0 {
    flow.executable.export public @main_dispatch_0_elementwise_64_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_64_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<64xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<64xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<64xf32>>) {
        %cst = arith.constant 1.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [64], strides = [1] : !flow.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [64], strides = [1] : !flow.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %2 = tensor.empty() : tensor<64xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0, %1 : tensor<64xf32>, tensor<64xf32>) outs(%2 : tensor<64xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %4 = math.tanh %in_0 : f32
          %5 = arith.negf %in : f32
          %6 = math.exp %5 : f32
          %7 = arith.addf %6, %cst : f32
          %8 = arith.divf %cst, %7 : f32
          %9 = arith.addf %8, %4 : f32
          linalg.yield %9 : f32
        } -> tensor<64xf32>
        flow.dispatch.tensor.store %3, %arg2, offsets = [0], sizes = [64], strides = [1] : tensor<64xf32> -> !flow.dispatch.tensor<writeonly:tensor<64xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_1 {
    flow.executable.export public @main_dispatch_1_elementwise_2x4x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise_2x4x8_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<2x4x8xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<2x4x8xf32>>) {
        %cst = arith.constant -3.40282347E+38 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [2, 4, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x4x8xf32>> -> tensor<2x4x8xf32>
        %1 = tensor.empty() : tensor<2x4x8xf32>
        %2 = tensor.empty() : tensor<2x4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x4xf32>) -> tensor<2x4xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%0 : tensor<2x4x8xf32>) outs(%3 : tensor<2x4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.maximumf %in, %out : f32
          linalg.yield %6 : f32
        } -> tensor<2x4xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %4 : tensor<2x4x8xf32>, tensor<2x4xf32>) outs(%1 : tensor<2x4x8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %6 = arith.subf %in, %in_0 : f32
          %7 = math.exp %6 : f32
          linalg.yield %7 : f32
        } -> tensor<2x4x8xf32>
        flow.dispatch.tensor.store %5, %arg1, offsets = [0, 0, 0], sizes = [2, 4, 8], strides = [1, 1, 1] : tensor<2x4x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x4x8xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_2 {
    flow.executable.export public @main_dispatch_2_elementwise_2x4x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_elementwise_2x4x8_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<2x4x8xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<2x4x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [2, 4, 8], strides = [1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<2x4x8xf32>> -> tensor<2x4x8xf32>
        %1 = tensor.empty() : tensor<2x4x8xf32>
        %2 = tensor.empty() : tensor<2x4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x4xf32>) -> tensor<2x4xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%0 : tensor<2x4x8xf32>) outs(%3 : tensor<2x4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.addf %in, %out : f32
          linalg.yield %6 : f32
        } -> tensor<2x4xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %4 : tensor<2x4x8xf32>, tensor<2x4xf32>) outs(%1 : tensor<2x4x8xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %6 = arith.divf %cst_0, %in_1 : f32
          %7 = arith.maximumf %in, %6 : f32
          %8 = arith.subf %7, %6 : f32
          linalg.yield %8 : f32
        } -> tensor<2x4x8xf32>
        flow.dispatch.tensor.store %5, %arg1, offsets = [0, 0, 0], sizes = [2, 4, 8], strides = [1, 1, 1] : tensor<2x4x8xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x4x8xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x4x8xf32>, %input1: tensor<2x4x8xf32>) -> (%output0: tensor<2x4x8xf32>)"}} {
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<2x4x8xf32>
    %1 = flow.tensor.transfer %0 : tensor<2x4x8xf32> to #hal.device.affinity<@device_b>
    %2 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<2x4x8xf32>
    %3 = flow.tensor.transfer %2 : tensor<2x4x8xf32> to #hal.device.affinity<@device_b>
    %4 = flow.tensor.reshape %3 : tensor<2x4x8xf32> -> tensor<64xf32>
    %5 = flow.tensor.reshape %1 : tensor<2x4x8xf32> -> tensor<64xf32>
    %6 = flow.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_64_f32(%4, %5) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %7 = flow.tensor.reshape %6 : tensor<64xf32> -> tensor<2x4x8xf32>
    %8 = flow.dispatch @main_dispatch_1::@main_dispatch_1_elementwise_2x4x8_f32(%7) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %9 = flow.dispatch @main_dispatch_2::@main_dispatch_2_elementwise_2x4x8_f32(%8) : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
    %10 = flow.tensor.transfer %9 : tensor<2x4x8xf32> to #hal.device.affinity<@device_a>
    %11 = hal.tensor.export %10 "output0" : tensor<2x4x8xf32> -> !hal.buffer_view
    util.return %11 : !hal.buffer_view
  }
}
