module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private mutable @running = dense<0.000000e+00> : tensor<4xf32>
  flow.executable private @lookup_dispatch_0 {
    flow.executable.export public @lookup_dispatch_0_elementwise_broadcast_2x4_i32xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @lookup_dispatch_0_elementwise_broadcast_2x4_i32xf32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2xi32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>) {
        %cst = arith.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00], [9.000000e+00, 1.000000e+01, 1.100000e+01, 1.200000e+01]]> : tensor<3x4xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0], sizes = [2], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2xi32>> -> tensor<2xi32>
        %1 = tensor.empty() : tensor<2x4xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<2xi32>) outs(%1 : tensor<2x4xf32>) {
        ^bb0(%in: i32, %out: f32):
          %3 = arith.index_cast %in : i32 to index
          %4 = linalg.index 1 : index
          %extracted = tensor.extract %cst[%3, %4] : tensor<3x4xf32>
          linalg.yield %extracted : f32
        } -> tensor<2x4xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : tensor<2x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        return
      }
    }
  }
  util.func public @lookup(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @lookup(%input0: tensor<2xi32>) -> (%output0: tensor<2x4xf32>)"}} {
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<2xi32>
    %1 = flow.dispatch @lookup_dispatch_0::@lookup_dispatch_0_elementwise_broadcast_2x4_i32xf32(%0) : (tensor<2xi32>) -> tensor<2x4xf32>
    %2 = hal.tensor.export %1 "output0" : tensor<2x4xf32> -> !hal.buffer_view
    util.return %2 : !hal.buffer_view
  }
  flow.executable private @update_dispatch_0 {
    flow.executable.export public @update_dispatch_0_elementwise_4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @update_dispatch_0_elementwise_4_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) {
        %cst = arith.constant 5.000000e-01 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %2 = tensor.empty() : tensor<4xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0, %1 : tensor<4xf32>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %4 = arith.addf %in, %in_0 : f32
          %5 = arith.mulf %4, %cst : f32
          linalg.yield %5 : f32
        } -> tensor<4xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %arg2, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  util.func public @update(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @update(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>)"}} {
    %running = util.global.load @running : tensor<4xf32>
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<4xf32>
    %1 = flow.dispatch @update_dispatch_0::@update_dispatch_0_elementwise_4_f32(%running, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %2 = hal.tensor.export %1 "output0" : tensor<4xf32> -> !hal.buffer_view
    util.global.store %1, @running : tensor<4xf32>
    util.return %2 : !hal.buffer_view
  }
  util.func public @read() -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @read() -> (%output0: tensor<4xf32>)"}} {
    %running = util.global.load @running : tensor<4xf32>
    %0 = hal.tensor.export %running "output0" : tensor<4xf32> -> !hal.buffer_view
    util.return %0 : !hal.buffer_view
  }
}
