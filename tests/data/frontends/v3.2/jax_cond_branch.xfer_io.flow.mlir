module @jit_f attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @main_dispatch_0 {
    flow.executable.export public @main_dispatch_0_elementwise workgroups() -> (index, index, index) {
      %c1 = arith.constant 1 : index
      flow.return %c1, %c1, %c1 : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise(%arg0: !flow.dispatch.tensor<readonly:tensor<i32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<i1>>) {
        %c0_i32 = arith.constant 0 : i32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [], sizes = [], strides = [] : !flow.dispatch.tensor<readonly:tensor<i32>> -> tensor<i32>
        %1 = tensor.empty() : tensor<i1>
        %2 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%0 : tensor<i32>) outs(%1 : tensor<i1>) {
        ^bb0(%in: i32, %out: i1):
          %3 = arith.cmpi sgt, %in, %c0_i32 : i32
          %4 = arith.extui %3 : i1 to i32
          %5 = arith.cmpi eq, %4, %c0_i32 : i32
          linalg.yield %5 : i1
        } -> tensor<i1>
        flow.dispatch.tensor.store %2, %arg1, offsets = [], sizes = [], strides = [] : tensor<i1> -> !flow.dispatch.tensor<writeonly:tensor<i1>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_1 {
    flow.executable.export public @main_dispatch_1_elementwise_12_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise_12_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<12xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<12xf32>>) {
        %cst = arith.constant 1.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [12], strides = [1] : !flow.dispatch.tensor<readonly:tensor<12xf32>> -> tensor<12xf32>
        %1 = tensor.empty() : tensor<12xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0 : tensor<12xf32>) outs(%1 : tensor<12xf32>) {
        ^bb0(%in: f32, %out: f32):
          %3 = math.cos %in : f32
          %4 = arith.subf %3, %cst : f32
          linalg.yield %4 : f32
        } -> tensor<12xf32>
        flow.dispatch.tensor.store %2, %arg1, offsets = [0], sizes = [12], strides = [1] : tensor<12xf32> -> !flow.dispatch.tensor<writeonly:tensor<12xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_2 {
    flow.executable.export public @main_dispatch_2_elementwise_12_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_elementwise_12_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<12xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<12xf32>>) {
        %cst = arith.constant 2.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [12], strides = [1] : !flow.dispatch.tensor<readonly:tensor<12xf32>> -> tensor<12xf32>
        %1 = tensor.empty() : tensor<12xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0 : tensor<12xf32>) outs(%1 : tensor<12xf32>) {
        ^bb0(%in: f32, %out: f32):
          %3 = math.sin %in : f32
          %4 = arith.mulf %3, %cst : f32
          linalg.yield %4 : f32
        } -> tensor<12xf32>
        flow.dispatch.tensor.store %2, %arg1, offsets = [0], sizes = [12], strides = [1] : tensor<12xf32> -> !flow.dispatch.tensor<writeonly:tensor<12xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3x4xf32>, %input1: tensor<i32>) -> (%output0: tensor<3x4xf32>)"}} {
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<3x4xf32>
    %1 = flow.tensor.transfer %0 : tensor<3x4xf32> to #hal.device.affinity<@__device_1>
    %2 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<i32>
    %3 = flow.tensor.transfer %2 : tensor<i32> to #hal.device.affinity<@__device_1>
    %4 = flow.dispatch @main_dispatch_0::@main_dispatch_0_elementwise(%3) : (tensor<i32>) -> tensor<i1>
    %5 = flow.tensor.load %4 : tensor<i1>
    %6 = scf.if %5 -> (tensor<3x4xf32>) {
      %9 = flow.tensor.reshape %1 : tensor<3x4xf32> -> tensor<12xf32>
      %10 = flow.dispatch @main_dispatch_1::@main_dispatch_1_elementwise_12_f32(%9) : (tensor<12xf32>) -> tensor<12xf32>
      %11 = flow.tensor.reshape %10 : tensor<12xf32> -> tensor<3x4xf32>
      scf.yield %11 : tensor<3x4xf32>
    } else {
      %9 = flow.tensor.reshape %1 : tensor<3x4xf32> -> tensor<12xf32>
      %10 = flow.dispatch @main_dispatch_2::@main_dispatch_2_elementwise_12_f32(%9) : (tensor<12xf32>) -> tensor<12xf32>
      %11 = flow.tensor.reshape %10 : tensor<12xf32> -> tensor<3x4xf32>
      scf.yield %11 : tensor<3x4xf32>
    }
    %7 = flow.tensor.transfer %6 : tensor<3x4xf32> to #hal.device.affinity<@__device_0>
    %8 = hal.tensor.export %7 "output0" : tensor<3x4xf32> -> !hal.buffer_view
    util.return %8 : !hal.buffer_view
  }
}
