module @jit_f attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @main_dispatch_0 {
    flow.executable.export public @main_dispatch_0_elementwise workgroups() -> (index, index, index) {
      %c1 = arith.constant 1 : index
      flow.return %c1, %c1, %c1 : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<i32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i32>>) {
        %c8_i32 = arith.constant 8 : i32
        %c0_i32 = arith.constant 0 : i32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<i32>> -> tensor<i32>
        %1 = tensor.empty() : tensor<i32>
        %2 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%0 : tensor<i32>) outs(%1 : tensor<i32>) {
        ^bb0(%in: i32, %out: i32):
          %3 = arith.addi %in, %c8_i32 : i32
          %4 = arith.cmpi slt, %in, %c0_i32 : i32
          %5 = arith.select %4, %3, %in : i32
          linalg.yield %5 : i32
        } -> tensor<i32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [], sizes = [], strides = [] : tensor<i32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_1 {
    flow.executable.export public @main_dispatch_1_elementwise_2x4_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise_2x4_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>, %arg1: index, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>) {
        %cst = arith.constant 2.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %2 = tensor.empty() : tensor<2x4xf32>
        %3 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [%0, 0], sizes = [2, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<2x4xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3, %1 : tensor<2x4xf32>, tensor<4xf32>) outs(%2 : tensor<2x4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %5 = arith.mulf %in, %cst : f32
          %6 = arith.addf %5, %in_0 : f32
          linalg.yield %6 : f32
        } -> tensor<2x4xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg3, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : tensor<2x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_2 {
    flow.executable.export public @main_dispatch_2_elementwise workgroups() -> (index, index, index) {
      %c1 = arith.constant 1 : index
      flow.return %c1, %c1, %c1 : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_elementwise(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<i32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i32>>) {
        %c1_i32 = arith.constant 1 : i32
        %c9_i32 = arith.constant 9 : i32
        %c0_i32 = arith.constant 0 : i32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<i32>> -> tensor<i32>
        %1 = tensor.empty() : tensor<i32>
        %2 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%0 : tensor<i32>) outs(%1 : tensor<i32>) {
        ^bb0(%in: i32, %out: i32):
          %3 = arith.addi %in, %c1_i32 : i32
          %4 = arith.addi %in, %c9_i32 : i32
          %5 = arith.cmpi slt, %3, %c0_i32 : i32
          %6 = arith.select %5, %4, %3 : i32
          linalg.yield %6 : i32
        } -> tensor<i32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [], sizes = [], strides = [] : tensor<i32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_3 {
    flow.executable.export public @main_dispatch_3_slow_memcpy workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x4xf32>>, %arg2: index) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
        %1 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>> -> tensor<2x4xf32>
        iree_tensor_ext.dispatch.tensor.store %1, %arg1, offsets = [%0, 0], sizes = [2, 4], strides = [1, 1] : tensor<2x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8x4xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<8x4xf32>, %input1: tensor<1x4xf32>, %input2: tensor<i32>) -> (%output0: tensor<8x4xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<8x4xf32>
    %1 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<1x4xf32>
    %2 = hal.tensor.import %arg2 "input2" : !hal.buffer_view -> tensor<i32>
    %3 = flow.dispatch @main_dispatch_0::@main_dispatch_0_elementwise(%2) : (tensor<i32>) -> tensor<i32>
    %4 = flow.tensor.load %3 : tensor<i32>
    %5 = arith.index_cast %4 : i32 to index
    %6 = arith.maxsi %5, %c0 : index
    %7 = arith.minui %6, %c6 : index
    %8 = flow.tensor.reshape %1 : tensor<1x4xf32> -> tensor<4xf32>
    %9 = flow.dispatch @main_dispatch_1::@main_dispatch_1_elementwise_2x4_f32[%7](%0, %7, %8) : (tensor<8x4xf32>, index, tensor<4xf32>) -> tensor<2x4xf32>
    %10 = flow.dispatch @main_dispatch_2::@main_dispatch_2_elementwise(%2) : (tensor<i32>) -> tensor<i32>
    %11 = flow.tensor.load %10 : tensor<i32>
    %12 = arith.index_cast %11 : i32 to index
    %13 = arith.maxsi %12, %c0 : index
    %14 = arith.minui %13, %c6 : index
    %15 = flow.dispatch @main_dispatch_3::@main_dispatch_3_slow_memcpy[%14](%9, %0, %14) : (tensor<2x4xf32>, tensor<8x4xf32>, index) -> %0
    %16 = hal.tensor.export %15 "output0" : tensor<8x4xf32> -> !hal.buffer_view
    util.return %16 : !hal.buffer_view
  }
}
