module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @select_branch_dispatch_0 {
    flow.executable.export public @select_branch_dispatch_0_elementwise_16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @select_branch_dispatch_0_elementwise_16_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<16xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [16], strides = [1] : !flow.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %1 = tensor.empty() : tensor<16xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0 : tensor<16xf32>) outs(%1 : tensor<16xf32>) {
        ^bb0(%in: f32, %out: f32):
          %3 = math.exp %in : f32
          linalg.yield %3 : f32
        } -> tensor<16xf32>
        flow.dispatch.tensor.store %2, %arg1, offsets = [0], sizes = [16], strides = [1] : tensor<16xf32> -> !flow.dispatch.tensor<writeonly:tensor<16xf32>>
        return
      }
    }
  }
  flow.executable private @select_branch_dispatch_1 {
    flow.executable.export public @select_branch_dispatch_1_elementwise_16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @select_branch_dispatch_1_elementwise_16_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<16xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [16], strides = [1] : !flow.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %1 = tensor.empty() : tensor<16xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0 : tensor<16xf32>) outs(%1 : tensor<16xf32>) {
        ^bb0(%in: f32, %out: f32):
          %3 = arith.mulf %in, %in : f32
          linalg.yield %3 : f32
        } -> tensor<16xf32>
        flow.dispatch.tensor.store %2, %arg1, offsets = [0], sizes = [16], strides = [1] : tensor<16xf32> -> !flow.dispatch.tensor<writeonly:tensor<16xf32>>
        return
      }
    }
  }
  util.func public @select_branch(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @select_branch(%input0: tensor<16xf32>, %input1: tensor<i1>) -> (%output0: tensor<16xf32>)"}} {
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<16xf32>
    %1 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<i1>
    %2 = flow.tensor.load %1 : tensor<i1>
    %3 = scf.if %2 -> (tensor<16xf32>) {
      %5 = flow.dispatch @select_branch_dispatch_0::@select_branch_dispatch_0_elementwise_16_f32(%0) : (tensor<16xf32>) -> tensor<16xf32>
      scf.yield %5 : tensor<16xf32>
    } else {
      %5 = flow.dispatch @select_branch_dispatch_1::@select_branch_dispatch_1_elementwise_16_f32(%0) : (tensor<16xf32>) -> tensor<16xf32>
      %6 = flow.tensor.transfer %5 : tensor<16xf32> to #hal.device.affinity<@device_b>
      scf.yield %6 : tensor<16xf32>
    }
    %4 = hal.tensor.export %3 "output0" : tensor<16xf32> -> !hal.buffer_view
    util.return %4 : !hal.buffer_view
  }
  flow.executable private @shrink_until_small_dispatch_0 {
    flow.executable.export public @shrink_until_small_dispatch_0_generic_16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @shrink_until_small_dispatch_0_generic_16_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<f32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [16], strides = [1] : !flow.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %1 = tensor.empty() : tensor<f32>
        %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<f32>) -> tensor<f32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%0 : tensor<16xf32>) outs(%2 : tensor<f32>) {
        ^bb0(%in: f32, %out: f32):
          %4 = arith.mulf %in, %in : f32
          %5 = arith.addf %4, %out : f32
          linalg.yield %5 : f32
        } -> tensor<f32>
        flow.dispatch.tensor.store %3, %arg1, offsets = [], sizes = [], strides = [] : tensor<f32> -> !flow.dispatch.tensor<writeonly:tensor<f32>>
        return
      }
    }
  }
  flow.executable private @shrink_until_small_dispatch_1 {
    flow.executable.export public @shrink_until_small_dispatch_1_elementwise_16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @shrink_until_small_dispatch_1_elementwise_16_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<16xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<16xf32>>) {
        %cst = arith.constant 5.000000e-01 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [16], strides = [1] : !flow.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %1 = tensor.empty() : tensor<16xf32>
        %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0 : tensor<16xf32>) outs(%1 : tensor<16xf32>) {
        ^bb0(%in: f32, %out: f32):
          %3 = arith.mulf %in, %cst : f32
          linalg.yield %3 : f32
        } -> tensor<16xf32>
        flow.dispatch.tensor.store %2, %arg1, offsets = [0], sizes = [16], strides = [1] : tensor<16xf32> -> !flow.dispatch.tensor<writeonly:tensor<16xf32>>
        return
      }
    }
  }
  util.func public @shrink_until_small(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @shrink_until_small(%input0: tensor<16xf32>) -> (%output0: tensor<16xf32>)"}} {
    %cst = arith.constant 1.000000e-03 : f32
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<16xf32>
    %1 = scf.while (%arg1 = %0) : (tensor<16xf32>) -> tensor<16xf32> {
      %3 = flow.dispatch @shrink_until_small_dispatch_0::@shrink_until_small_dispatch_0_generic_16_f32(%arg1) : (tensor<16xf32>) -> tensor<f32>
      %4 = flow.tensor.load %3 : tensor<f32>
      %5 = arith.cmpf ogt, %4, %cst : f32
      scf.condition(%5) %arg1 : tensor<16xf32>
    } do {
    ^bb0(%arg1: tensor<16xf32>):
      %3 = flow.dispatch @shrink_until_small_dispatch_1::@shrink_until_small_dispatch_1_elementwise_16_f32(%arg1) : (tensor<16xf32>) -> tensor<16xf32>
      %4 = flow.tensor.transfer %3 : tensor<16xf32> to #hal.device.affinity<@device_b>
      scf.yield %4 : tensor<16xf32>
    }
    %2 = hal.tensor.export %1 "output0" : tensor<16xf32> -> !hal.buffer_view
    util.return %2 : !hal.buffer_view
  }
}
