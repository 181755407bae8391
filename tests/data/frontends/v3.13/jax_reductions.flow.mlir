module @jit_f attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @__hoisted_tensor_f32 {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<6.000000e+00> : tensor<f32>
  flow.executable private @main_dispatch_0 {
    flow.executable.export public @main_dispatch_0_reduction_4x6_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_reduction_4x6_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) {
        %cst = arith.constant 0xFF800000 : f32
        %cst_0 = arith.constant 0x7F800000 : f32
        %cst_1 = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 6], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>> -> tensor<4x6xf32>
        %1 = tensor.empty() : tensor<4xf32>
        %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4x6xf32>) outs(%2 : tensor<4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %5 = arith.maximumf %out, %in : f32
          linalg.yield %5 : f32
        } -> tensor<4xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<4xf32>) outs(%1 : tensor<4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %5 = math.absf %in : f32
          %6 = arith.cmpf one, %5, %cst_0 : f32
          %7 = arith.select %6, %in, %cst_1 : f32
          linalg.yield %7 : f32
        } -> tensor<4xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg1, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_1 {
    flow.executable.export public @main_dispatch_1_reduction_4x6_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_reduction_4x6_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 6], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>> -> tensor<4x6xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %2 = tensor.empty() : tensor<4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<4xf32>) -> tensor<4xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0, %1 : tensor<4x6xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %6 = arith.subf %in, %in_0 : f32
          %7 = math.exp %6 : f32
          %8 = arith.addf %out, %7 : f32
          linalg.yield %8 : f32
        } -> tensor<4xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4, %1 : tensor<4xf32>, tensor<4xf32>) outs(%2 : tensor<4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %6 = math.absf %in : f32
          %7 = math.log %6 : f32
          %8 = arith.addf %7, %in_0 : f32
          linalg.yield %8 : f32
        } -> tensor<4xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg2, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_2 {
    flow.executable.export public @main_dispatch_2_reduction_6x4_f32xf32xi32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_reduction_6x4_f32xf32xi32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>) {
        %cst = arith.constant 0xFF800000 : f32
        %c0_i32 = arith.constant 0 : i32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 6], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>> -> tensor<4x6xf32>
        %1 = tensor.empty() : tensor<6xi32>
        %2 = tensor.empty() : tensor<6xf32>
        %3 = linalg.fill ins(%c0_i32 : i32) outs(%1 : tensor<6xi32>) -> tensor<6xi32>
        %4 = linalg.fill ins(%cst : f32) outs(%2 : tensor<6xf32>) -> tensor<6xf32>
        %5:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4x6xf32>) outs(%4, %3 : tensor<6xf32>, tensor<6xi32>) {
        ^bb0(%in: f32, %out: f32, %out_0: i32):
          %6 = linalg.index 1 : index
          %7 = arith.index_cast %6 : index to i32
          %8 = arith.cmpf ogt, %out, %in : f32
          %9 = arith.cmpf une, %out, %out : f32
          %10 = arith.ori %8, %9 : i1
          %11 = arith.cmpf oeq, %out, %in : f32
          %12 = arith.cmpi slt, %out_0, %7 : i32
          %13 = arith.andi %11, %12 : i1
          %14 = arith.ori %10, %13 : i1
          %15 = arith.select %10, %out, %in : f32
          %16 = arith.select %14, %out_0, %7 : i32
          linalg.yield %15, %16 : f32, i32
        } -> (tensor<6xf32>, tensor<6xi32>)
        iree_tensor_ext.dispatch.tensor.store %5#1, %arg1, offsets = [0], sizes = [6], strides = [1] : tensor<6xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_3 {
    flow.executable.export public @main_dispatch_3_reduction_4x6_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_reduction_4x6_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 6.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 6], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>> -> tensor<4x6xf32>
        %1 = tensor.empty() : tensor<4xf32>
        %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4x6xf32>) outs(%2 : tensor<4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %5 = arith.addf %out, %in : f32
          linalg.yield %5 : f32
        } -> tensor<4xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<4xf32>) outs(%1 : tensor<4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %5 = arith.divf %in, %cst_0 : f32
          linalg.yield %5 : f32
        } -> tensor<4xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg1, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_4 {
    flow.executable.export public @main_dispatch_4_elementwise workgroups() -> (index, index, index) {
      %c1 = arith.constant 1 : index
      flow.return %c1, %c1, %c1 : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_4_elementwise(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i1>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>> -> tensor<f32>
        %1 = tensor.empty() : tensor<i1>
        %2 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%0 : tensor<f32>) outs(%1 : tensor<i1>) {
        ^bb0(%in: f32, %out: i1):
          %3 = arith.cmpf ogt, %in, %cst : f32
          linalg.yield %3 : i1
        } -> tensor<i1>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [], sizes = [], strides = [] : tensor<i1> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i1>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_5 {
    flow.executable.export public @main_dispatch_5_reduction_4x6_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_5_reduction_4x6_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %arg2: i1, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 0x7FC00000 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4, 6], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>> -> tensor<4x6xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>> -> tensor<f32>
        %3 = tensor.empty() : tensor<4xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<4xf32>) -> tensor<4xf32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0, %1 : tensor<4x6xf32>, tensor<4xf32>) outs(%4 : tensor<4xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %7 = arith.subf %in, %in_1 : f32
          %8 = arith.mulf %7, %7 : f32
          %9 = arith.addf %out, %8 : f32
          linalg.yield %9 : f32
        } -> tensor<4xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%5, %2 : tensor<4xf32>, tensor<f32>) outs(%3 : tensor<4xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %7 = arith.divf %in, %in_1 : f32
          %8 = arith.select %arg2, %7, %cst_0 : f32
          linalg.yield %8 : f32
        } -> tensor<4xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg4, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_6 {
    flow.executable.export public @main_dispatch_6_reduction_24_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_6_reduction_24_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<24xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>) {
        %cst = arith.constant 0xFF800000 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0], sizes = [24], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<24xf32>> -> tensor<24xf32>
        %1 = tensor.empty() : tensor<f32>
        %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<f32>) -> tensor<f32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%0 : tensor<24xf32>) outs(%2 : tensor<f32>) {
        ^bb0(%in: f32, %out: f32):
          %4 = math.absf %in : f32
          %5 = arith.maximumf %out, %4 : f32
          linalg.yield %5 : f32
        } -> tensor<f32>
        iree_tensor_ext.dispatch.tensor.store %3, %arg1, offsets = [], sizes = [], strides = [] : tensor<f32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x6xf32>) -> (%output0: tensor<4xf32>, %output1: tensor<6xi32>, %output2: tensor<4xf32>, %output3: tensor<f32>)"}} {
    %__hoisted_tensor_f32 = util.global.load immutable @__hoisted_tensor_f32 : tensor<f32>
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<4x6xf32>
    %1 = flow.dispatch @main_dispatch_0::@main_dispatch_0_reduction_4x6_f32(%0) : (tensor<4x6xf32>) -> tensor<4xf32>
    %2 = flow.dispatch @main_dispatch_1::@main_dispatch_1_reduction_4x6_f32(%0, %1) : (tensor<4x6xf32>, tensor<4xf32>) -> tensor<4xf32>
    %3 = flow.dispatch @main_dispatch_2::@main_dispatch_2_reduction_6x4_f32xf32xi32(%0) : (tensor<4x6xf32>) -> tensor<6xi32>
    %4 = flow.dispatch @main_dispatch_3::@main_dispatch_3_reduction_4x6_f32(%0) : (tensor<4x6xf32>) -> tensor<4xf32>
    %5 = flow.dispatch @main_dispatch_4::@main_dispatch_4_elementwise(%__hoisted_tensor_f32) : (tensor<f32>) -> tensor<i1>
    %6 = flow.tensor.load %5 : tensor<i1>
    %7 = flow.dispatch @main_dispatch_5::@main_dispatch_5_reduction_4x6_f32(%0, %4, %6, %__hoisted_tensor_f32) : (tensor<4x6xf32>, tensor<4xf32>, i1, tensor<f32>) -> tensor<4xf32>
    %8 = flow.tensor.reshape %0 : tensor<4x6xf32> -> tensor<24xf32>
    %9 = flow.dispatch @main_dispatch_6::@main_dispatch_6_reduction_24_f32(%8) : (tensor<24xf32>) -> tensor<f32>
    %10 = hal.tensor.export %2 "output0" : tensor<4xf32> -> !hal.buffer_view
    %11 = hal.tensor.export %3 "output1" : tensor<6xi32> -> !hal.buffer_view
    %12 = hal.tensor.export %7 "output2" : tensor<4xf32> -> !hal.buffer_view
    %13 = hal.tensor.export %9 "output3" : tensor<f32> -> !hal.buffer_view
    util.return %10, %11, %12, %13 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
