module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @lstm_dispatch_0 {
    flow.executable.export public @lstm_dispatch_0_matmul_1x32x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @lstm_dispatch_0_matmul_1x32x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [1, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8xf32>> -> tensor<1x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %2 = tensor.empty() : tensor<1x32xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x32xf32>) -> tensor<1x32xf32>
        %4 = linalg.matmul ins(%0, %1 : tensor<1x8xf32>, tensor<8x32xf32>) outs(%3 : tensor<1x32xf32>) -> tensor<1x32xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0], sizes = [1, 32], strides = [1, 1] : tensor<1x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x32xf32>>
        return
      }
    }
  }
  flow.executable private @lstm_dispatch_1 {
    flow.executable.export public @lstm_dispatch_1_matmul_1x32x8_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @lstm_dispatch_1_matmul_1x32x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x1x1x8xf32>>, %arg1: index, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [1, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32xf32>> -> tensor<1x32xf32>
        %3 = tensor.empty() : tensor<1x32xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [%0, 0, 0, 0], sizes = [1, 1, 1, 8], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x1x1x8xf32>> -> tensor<1x8xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x32xf32>) -> tensor<1x32xf32>
        %6 = linalg.matmul ins(%4, %1 : tensor<1x8xf32>, tensor<8x32xf32>) outs(%5 : tensor<1x32xf32>) -> tensor<1x32xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %6 : tensor<1x32xf32>, tensor<1x32xf32>) outs(%3 : tensor<1x32xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %8 = arith.addf %in, %in_0 : f32
          linalg.yield %8 : f32
        } -> tensor<1x32xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %arg4, offsets = [0, 0], sizes = [1, 32], strides = [1, 1] : tensor<1x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x32xf32>>
        return
      }
    }
  }
  flow.executable private @lstm_dispatch_2 {
    flow.executable.export public @lstm_dispatch_2_elementwise_8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @lstm_dispatch_2_elementwise_8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>) {
        %cst = arith.constant 1.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %1 = tensor.empty() : tensor<8xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 24], sizes = [1, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32xf32>> -> tensor<8xf32>
        %3 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 16], sizes = [1, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32xf32>> -> tensor<8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 8], sizes = [1, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32xf32>> -> tensor<8xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [1, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32xf32>> -> tensor<8xf32>
        %6:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%5, %4, %3, %2, %0 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%1, %1 : tensor<8xf32>, tensor<8xf32>) {
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
        iree_tensor_ext.dispatch.tensor.store %6#0, %arg2, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        iree_tensor_ext.dispatch.tensor.store %6#1, %arg3, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        return
      }
    }
  }
  util.func public @lstm(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @lstm(%input0: tensor<6x1x8xf32>, %input1: tensor<8x32xf32>, %input2: tensor<8x32xf32>, %input3: tensor<1x8xf32>, %input4: tensor<1x8xf32>) -> (%output0: tensor<1x8xf32>, %output1: tensor<1x8xf32>)"}} {
    %c6 = arith.constant 6 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<6x1x8xf32>
    %1 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<8x32xf32>
    %2 = hal.tensor.import %arg2 "input2" : !hal.buffer_view -> tensor<8x32xf32>
    %3 = hal.tensor.import %arg3 "input3" : !hal.buffer_view -> tensor<1x8xf32>
    %4 = hal.tensor.import %arg4 "input4" : !hal.buffer_view -> tensor<1x8xf32>
    %5:2 = scf.for %arg5 = %c0 to %c6 step %c1 iter_args(%arg6 = %3, %arg7 = %4) -> (tensor<1x8xf32>, tensor<1x8xf32>) {
      %8 = flow.tensor.reshape %0 : tensor<6x1x8xf32> -> tensor<6x1x1x8xf32>
      %9 = flow.dispatch @lstm_dispatch_0::@lstm_dispatch_0_matmul_1x32x8_f32(%arg6, %2) : (tensor<1x8xf32>, tensor<8x32xf32>) -> tensor<1x32xf32>
      %10 = flow.dispatch @lstm_dispatch_1::@lstm_dispatch_1_matmul_1x32x8_f32[%arg5](%8, %arg5, %1, %9) : (tensor<6x1x1x8xf32>, index, tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
      %11 = flow.tensor.reshape %arg7 : tensor<1x8xf32> -> tensor<8xf32>
      %12:2 = flow.dispatch @lstm_dispatch_2::@lstm_dispatch_2_elementwise_8_f32(%10, %11) : (tensor<1x32xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
      %13 = flow.tensor.reshape %12#0 : tensor<8xf32> -> tensor<1x8xf32>
      %14 = flow.tensor.reshape %12#1 : tensor<8xf32> -> tensor<1x8xf32>
      scf.yield %14, %13 : tensor<1x8xf32>, tensor<1x8xf32>
    }
    %6 = hal.tensor.export %5#0 "output0" : tensor<1x8xf32> -> !hal.buffer_view
    %7 = hal.tensor.export %5#1 "output1" : tensor<1x8xf32> -> !hal.buffer_view
    util.return %6, %7 : !hal.buffer_view, !hal.buffer_view
  }
}
