module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @attention_dispatch_0 {
    flow.executable.export public @attention_dispatch_0_matmul_like_8x8x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_0_matmul_like_8x8x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 2.500000e-01 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %2 = tensor.empty() : tensor<8x8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8x8xf32>) -> tensor<8x8xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%0, %1 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%3 : tensor<8x8xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %6 = arith.mulf %in, %in_1 : f32
          %7 = arith.addf %6, %out : f32
          linalg.yield %7 : f32
        } -> tensor<8x8xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<8x8xf32>) outs(%2 : tensor<8x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.mulf %in, %cst_0 : f32
          linalg.yield %6 : f32
        } -> tensor<8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg2, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : tensor<8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>
        return
      }
    }
  }
  flow.executable private @attention_dispatch_1 {
    flow.executable.export public @attention_dispatch_1_reduction_8x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_1_reduction_8x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>) {
        %cst = arith.constant -3.40282347E+38 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %1 = tensor.empty() : tensor<8x8xf32>
        %2 = tensor.empty() : tensor<8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<8x8xf32>) outs(%3 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.maximumf %in, %out : f32
          linalg.yield %6 : f32
        } -> tensor<8xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %4 : tensor<8x8xf32>, tensor<8xf32>) outs(%1 : tensor<8x8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %6 = arith.subf %in, %in_0 : f32
          %7 = math.exp %6 : f32
          linalg.yield %7 : f32
        } -> tensor<8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg1, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : tensor<8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>
        return
      }
    }
  }
  flow.executable private @attention_dispatch_2 {
    flow.executable.export public @attention_dispatch_2_reduction_8x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_2_reduction_8x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %1 = tensor.empty() : tensor<8x8xf32>
        %2 = tensor.empty() : tensor<8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<8x8xf32>) outs(%3 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.addf %in, %out : f32
          linalg.yield %6 : f32
        } -> tensor<8xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %4 : tensor<8x8xf32>, tensor<8xf32>) outs(%1 : tensor<8x8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %6 = arith.divf %in, %in_0 : f32
          linalg.yield %6 : f32
        } -> tensor<8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg1, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : tensor<8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>
        return
      }
    }
  }
  flow.executable private @attention_dispatch_3 {
    flow.executable.export public @attention_dispatch_3_matmul_8x16x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_3_matmul_8x16x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> -> tensor<8x16xf32>
        %2 = tensor.empty() : tensor<8x16xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8x16xf32>) -> tensor<8x16xf32>
        %4 = linalg.matmul ins(%0, %1 : tensor<8x8xf32>, tensor<8x16xf32>) outs(%3 : tensor<8x16xf32>) -> tensor<8x16xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : tensor<8x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>
        return
      }
    }
  }
  util.func public @attention(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @attention(%input0: tensor<8x16xf32>, %input1: tensor<8x16xf32>, %input2: tensor<8x16xf32>) -> (%output0: tensor<8x16xf32>)"}} {
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<8x16xf32>
    %1 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<8x16xf32>
    %2 = hal.tensor.import %arg2 "input2" : !hal.buffer_view -> tensor<8x16xf32>
    %3 = flow.dispatch @attention_dispatch_0::@attention_dispatch_0_matmul_like_8x8x16_f32(%0, %1) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x8xf32>
    %4 = flow.dispatch @attention_dispatch_1::@attention_dispatch_1_reduction_8x8_f32(%3) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %5 = flow.dispatch @attention_dispatch_2::@attention_dispatch_2_reduction_8x8_f32(%4) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %6 = flow.dispatch @attention_dispatch_3::@attention_dispatch_3_matmul_8x16x8_f32(%5, %2) : (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %7 = hal.tensor.export %6 "output0" : tensor<8x16xf32> -> !hal.buffer_view
    util.return %7 : !hal.buffer_view
  }
}
