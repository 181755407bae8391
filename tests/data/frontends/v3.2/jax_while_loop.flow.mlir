module @jit_f attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @main_dispatch_0 {
    flow.executable.export public @main_dispatch_0_generic_6_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_generic_6_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<6xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<f32>>) {
        %cst = arith.constant 1.000000e+00 : f32
        %cst_0 = arith.constant 0xFF800000 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [6], strides = [1] : !flow.dispatch.tensor<readonly:tensor<6xf32>> -> tensor<6xf32>
        %1 = tensor.empty() : tensor<f32>
        %2 = linalg.fill ins(%cst_0 : f32) outs(%1 : tensor<f32>) -> tensor<f32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%0 : tensor<6xf32>) outs(%2 : tensor<f32>) {
        ^bb0(%in: f32, %out: f32):
          %4 = arith.subf %cst, %in : f32
          %5 = math.absf %4 : f32
          %6 = arith.maximumf %out, %5 : f32
          linalg.yield %6 : f32
        } -> tensor<f32>
        flow.dispatch.tensor.store %3, %arg1, offsets = [], sizes = [], strides = [] : tensor<f32> -> !flow.dispatch.tensor<writeonly:tensor<f32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_1 {
    flow.executable.export public @main_dispatch_1_elementwise workgroups() -> (index, index, index) {
      %c1 = arith.constant 1 : index
      flow.return %c1, %c1, %c1 : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise(%arg0: !flow.dispatch.tensor<readonly:tensor<f32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<i1>>) {
        %cst = arith.constant 9.99999974E-5 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [], sizes = [], strides = [] : !flow.dispatch.tensor<readonly:tensor<f32>> -> tensor<f32>
        %1 = tensor.empty() : tensor<i1>
        %2 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%0 : tensor<f32>) outs(%1 : tensor<i1>) {
        ^bb0(%in: f32, %out: i1):
          %3 = arith.cmpf ogt, %in, %cst : f32
          linalg.yield %3 : i1
        } -> tensor<i1>
        flow.dispatch.tensor.store %2, %arg1, offsets = [], sizes = [], strides = [] : tensor<i1> -> !flow.dispatch.tensor<writeonly:tensor<i1>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_2 {
    flow.executable.export public @main_dispatch_2_elementwise_6_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_elementwise_6_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<6xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<6xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<6xf32>>) {
        %cst = arith.constant 5.000000e-01 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [6], strides = [1] : !flow.dispatch.tensor<readonly:tensor<6xf32>> -> tensor<6xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [6], strides = [1] : !flow.dispatch.tensor<readonly:tensor<6xf32>> -> tensor<6xf32>
        %2 = tensor.empty() : tensor<6xf32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0, %1 : tensor<6xf32>, tensor<6xf32>) outs(%2 : tensor<6xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %4 = arith.divf %in_0, %in : f32
          %5 = arith.addf %in, %4 : f32
          %6 = arith.mulf %5, %cst : f32
          linalg.yield %6 : f32
        } -> tensor<6xf32>
        flow.dispatch.tensor.store %3, %arg2, offsets = [0], sizes = [6], strides = [1] : tensor<6xf32> -> !flow.dispatch.tensor<writeonly:tensor<6xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_3 {
    flow.executable.export public @main_dispatch_3_generic_6_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_generic_6_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<6xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<6xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<f32>>) {
        %cst = arith.constant 0xFF800000 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [6], strides = [1] : !flow.dispatch.tensor<readonly:tensor<6xf32>> -> tensor<6xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [6], strides = [1] : !flow.dispatch.tensor<readonly:tensor<6xf32>> -> tensor<6xf32>
        %2 = tensor.empty() : tensor<f32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<f32>) -> tensor<f32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%0, %1 : tensor<6xf32>, tensor<6xf32>) outs(%3 : tensor<f32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %5 = arith.mulf %in, %in : f32
          %6 = arith.subf %5, %in_0 : f32
          %7 = math.absf %6 : f32
          %8 = arith.maximumf %out, %7 : f32
          linalg.yield %8 : f32
        } -> tensor<f32>
        flow.dispatch.tensor.store %4, %arg2, offsets = [], sizes = [], strides = [] : tensor<f32> -> !flow.dispatch.tensor<writeonly:tensor<f32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_4 {
    flow.executable.export public @main_dispatch_4_elementwise workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_4_elementwise(%arg0: !flow.dispatch.tensor<readonly:tensor<f32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<i32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<i32>>, %arg3: !flow.dispatch.tensor<writeonly:tensor<i1>>) {
        %c1_i32 = arith.constant 1 : i32
        %c50_i32 = arith.constant 50 : i32
        %cst = arith.constant 9.99999974E-5 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [], sizes = [], strides = [] : !flow.dispatch.tensor<readonly:tensor<f32>> -> tensor<f32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [], sizes = [], strides = [] : !flow.dispatch.tensor<readonly:tensor<i32>> -> tensor<i32>
        %2 = tensor.empty() : tensor<i1>
        %3 = tensor.empty() : tensor<i32>
        %4:2 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%0, %1 : tensor<f32>, tensor<i32>) outs(%3, %2 : tensor<i32>, tensor<i1>) {
        ^bb0(%in: f32, %in_0: i32, %out: i32, %out_1: i1):
          %5 = arith.addi %in_0, %c1_i32 : i32
          %6 = arith.cmpi slt, %5, %c50_i32 : i32
          %7 = arith.cmpf ogt, %in, %cst : f32
          %8 = arith.andi %7, %6 : i1
          linalg.yield %5, %8 : i32, i1
        } -> (tensor<i32>, tensor<i1>)
        flow.dispatch.tensor.store %4#0, %arg2, offsets = [], sizes = [], strides = [] : tensor<i32> -> !flow.dispatch.tensor<writeonly:tensor<i32>>
        flow.dispatch.tensor.store %4#1, %arg3, offsets = [], sizes = [], strides = [] : tensor<i1> -> !flow.dispatch.tensor<writeonly:tensor<i1>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<6xf32>) -> (%output0: tensor<6xf32>, %output1: tensor<i32>)"}} {
    %cst = arith.constant dense<0> : tensor<i32>
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<6xf32>
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<6xf32>
    %1 = flow.dispatch @main_dispatch_0::@main_dispatch_0_generic_6_f32(%0) : (tensor<6xf32>) -> tensor<f32>
    %2 = flow.dispatch @main_dispatch_1::@main_dispatch_1_elementwise(%1) : (tensor<f32>) -> tensor<i1>
    %3 = flow.tensor.load %2 : tensor<i1>
    %4:2 = scf.if %3 -> (tensor<6xf32>, tensor<i32>) {
      %7:2 = scf.while (%arg1 = %cst_0, %arg2 = %cst) : (tensor<6xf32>, tensor<i32>) -> (tensor<6xf32>, tensor<i32>) {
        %8 = flow.dispatch @main_dispatch_2::@main_dispatch_2_elementwise_6_f32(%arg1, %0) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
        %9 = flow.dispatch @main_dispatch_3::@main_dispatch_3_generic_6_f32(%8, %0) : (tensor<6xf32>, tensor<6xf32>) -> tensor<f32>
        %10:2 = flow.dispatch @main_dispatch_4::@main_dispatch_4_elementwise(%9, %arg2) : (tensor<f32>, tensor<i32>) -> (tensor<i32>, tensor<i1>)
        %11 = flow.tensor.load %10#1 : tensor<i1>
        scf.condition(%11) %8, %10#0 : tensor<6xf32>, tensor<i32>
      } do {
      ^bb0(%arg1: tensor<6xf32>, %arg2: tensor<i32>):
        scf.yield %arg1, %arg2 : tensor<6xf32>, tensor<i32>
      }
      scf.yield %7#0, %7#1 : tensor<6xf32>, tensor<i32>
    } else {
      scf.yield %cst_0, %cst : tensor<6xf32>, tensor<i32>
    }
    %5 = hal.tensor.export %4#0 "output0" : tensor<6xf32> -> !hal.buffer_view
    %6 = hal.tensor.export %4#1 "output1" : tensor<i32> -> !hal.buffer_view
    util.return %5, %6 : !hal.buffer_view, !hal.buffer_view
  }
}
