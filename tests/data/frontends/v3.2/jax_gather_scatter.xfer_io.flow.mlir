module @jit_f attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @main_dispatch_0 {
    flow.executable.export public @main_dispatch_0_elementwise_3_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_3_i32(%arg0: !flow.dispatch.tensor<readonly:tensor<3xi32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<3xi32>>) {
        %c10_i32 = arith.constant 10 : i32
        %c0_i32 = arith.constant 0 : i32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [3], strides = [1] : !flow.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %1 = tensor.empty() : tensor<3xi32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0 : tensor<3xi32>) outs(%1 : tensor<3xi32>) {
        ^bb0(%in: i32, %out: i32):
          %3 = arith.addi %in, %c10_i32 : i32
          %4 = arith.cmpi slt, %in, %c0_i32 : i32
          %5 = arith.select %4, %3, %in : i32
          linalg.yield %5 : i32
        } -> tensor<3xi32>
        flow.dispatch.tensor.store %2, %arg1, offsets = [0], sizes = [3], strides = [1] : tensor<3xi32> -> !flow.dispatch.tensor<writeonly:tensor<3xi32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_1 {
    flow.executable.export public @main_dispatch_1_elementwise_broadcast_3x4_i32xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise_broadcast_3x4_i32xf32(%arg0: !flow.dispatch.tensor<readonly:tensor<10x4xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<3xi32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<3x4xf32>>) {
        %c9_i32 = arith.constant 9 : i32
        %c0_i32 = arith.constant 0 : i32
        %cst = arith.constant 0x7FC00000 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [10, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<10x4xf32>> -> tensor<10x4xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [3], strides = [1] : !flow.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %2 = tensor.empty() : tensor<3x4xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<3xi32>) outs(%2 : tensor<3x4xf32>) {
        ^bb0(%in: i32, %out: f32):
          %4 = linalg.index 1 : index
          %5 = arith.index_cast %in : i32 to index
          %extracted = tensor.extract %0[%5, %4] : tensor<10x4xf32>
          %6 = arith.cmpi sle, %in, %c9_i32 : i32
          %7 = arith.cmpi sge, %in, %c0_i32 : i32
          %8 = arith.andi %7, %6 : i1
          %9 = arith.select %8, %extracted, %cst : f32
          linalg.yield %9 : f32
        } -> tensor<3x4xf32>
        flow.dispatch.tensor.store %3, %arg2, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : tensor<3x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<3x4xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_2 {
    flow.executable.export public @main_dispatch_2_scatter_10x4xf32_dispatch_tensor_store workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_scatter_10x4xf32_dispatch_tensor_store(%arg0: !flow.dispatch.tensor<readonly:tensor<3x4xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<3xi32>>, %arg2: !flow.dispatch.tensor<readwrite:tensor<10x4xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<3x4xf32>> -> tensor<3x4xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [3], strides = [1] : !flow.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %2 = flow.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [10, 4], strides = [1, 1] : !flow.dispatch.tensor<readwrite:tensor<10x4xf32>> -> tensor<10x4xf32>
        %3 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(false) ins(%0, %1 : tensor<3x4xf32>, tensor<3xi32>) outs(%2 : tensor<10x4xf32>) {
        ^bb0(%arg3: f32, %arg4: f32):
          %4 = arith.addf %arg4, %arg3 : f32
          iree_linalg_ext.yield %4 : f32
        } -> tensor<10x4xf32>
        flow.dispatch.tensor.store %3, %arg2, offsets = [0, 0], sizes = [10, 4], strides = [1, 1] : tensor<10x4xf32> -> !flow.dispatch.tensor<readwrite:tensor<10x4xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<10x4xf32>, %input1: tensor<3xi32>, %input2: tensor<3x4xf32>) -> (%output0: tensor<3x4xf32>, %output1: tensor<10x4xf32>)"}} {
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<10x4xf32>
    %1 = flow.tensor.transfer %0 : tensor<10x4xf32> to #hal.device.affinity<@__device_1>
    %2 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<3xi32>
    %3 = flow.tensor.transfer %2 : tensor<3xi32> to #hal.device.affinity<@__device_1>
    %4 = hal.tensor.import %arg2 "input2" : !hal.buffer_view -> tensor<3x4xf32>
    %5 = flow.tensor.transfer %4 : tensor<3x4xf32> to #hal.device.affinity<@__device_1>
    %6 = flow.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_3_i32(%3) : (tensor<3xi32>) -> tensor<3xi32>
    %7 = flow.dispatch @main_dispatch_1::@main_dispatch_1_elementwise_broadcast_3x4_i32xf32(%1, %6) : (tensor<10x4xf32>, tensor<3xi32>) -> tensor<3x4xf32>
    %8 = flow.dispatch @main_dispatch_2::@main_dispatch_2_scatter_10x4xf32_dispatch_tensor_store(%5, %6, %1) : (tensor<3x4xf32>, tensor<3xi32>, tensor<10x4xf32>) -> %1
    %9 = flow.tensor.transfer %7 : tensor<3x4xf32> to #hal.device.affinity<@__device_0>
    %10 = hal.tensor.export %9 "output0" : tensor<3x4xf32> -> !hal.buffer_view
    %11 = flow.tensor.transfer %8 : tensor<10x4xf32> to #hal.device.affinity<@__device_0>
    %12 = hal.tensor.export %11 "output1" : tensor<10x4xf32> -> !hal.buffer_view
    util.return %10, %12 : !hal.buffer_view, !hal.buffer_view
  }
}
