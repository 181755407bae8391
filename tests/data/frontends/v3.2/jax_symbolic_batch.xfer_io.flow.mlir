module @jit_f attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @main_dispatch_0 {
    flow.executable.export public @main_dispatch_0_pack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<?x8xf32>>, %arg1: index, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<?x8x4x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<?x8x4x1xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        %5 = tensor.empty(%1) : tensor<?x8x4x1xf32>
        %pack = tensor.pack %4 padding_value(%cst : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 1] into %5 : tensor<?x8xf32> -> tensor<?x8x4x1xf32>
        flow.dispatch.tensor.store %pack, %3, offsets = [0, 0, 0, 0], sizes = [%1, 8, 4, 1], strides = [1, 1, 1, 1] : tensor<?x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x8x4x1xf32>>{%1}
        return
      }
    }
  }
  flow.executable private @main_dispatch_1 {
    flow.executable.export public @main_dispatch_1_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<8x4xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x8x4x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<8x4xf32>
        %1 = tensor.empty() : tensor<1x8x4x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %1 : tensor<8x4xf32> -> tensor<1x8x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [1, 8, 4, 1], strides = [1, 1, 1, 1] : tensor<1x8x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x4x1xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_2 {
    flow.executable.export public @main_dispatch_2_mmt4d_1xDx8x4x4x1_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_mmt4d_1xDx8x4x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x8x4x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<?x8x4x1xf32>>, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<1x?x4x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg2, 0 : index
        %1 = flow.dispatch.tie_shape %arg1 : !flow.dispatch.tensor<readonly:tensor<?x8x4x1xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<1x?x4x4xf32>>{%0}
        %3 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 8, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x4x1xf32>> -> tensor<1x8x4x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [%0, 8, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x8x4x1xf32>>{%0} -> tensor<?x8x4x1xf32>
        %5 = tensor.empty(%0) : tensor<1x?x4x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x?x4x4xf32>) -> tensor<1x?x4x4xf32>
        %7 = linalg.mmt4d ins(%3, %4 : tensor<1x8x4x1xf32>, tensor<?x8x4x1xf32>) outs(%6 : tensor<1x?x4x4xf32>) -> tensor<1x?x4x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0], sizes = [1, %0, 4, 4], strides = [1, 1, 1, 1] : tensor<1x?x4x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x4x4xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @main_dispatch_3 {
    flow.executable.export public @main_dispatch_3_unpack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_unpack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x4x4xf32>>, %arg1: index, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<?x4xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x4x4xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<?x4xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0, 0], sizes = [1, %0, 4, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x4x4xf32>>{%0} -> tensor<1x?x4x4xf32>
        %5 = tensor.empty(%1) : tensor<?x4xf32>
        %unpack = tensor.unpack %4 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 4] into %5 : tensor<1x?x4x4xf32> -> tensor<?x4xf32>
        flow.dispatch.tensor.store %unpack, %3, offsets = [0, 0], sizes = [%1, 4], strides = [1, 1] : tensor<?x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x4xf32>>{%1}
        return
      }
    }
  }
  flow.executable private @main_dispatch_4 {
    flow.executable.export public @main_dispatch_4_generic_Dx4_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_4_generic_Dx4_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<?x4xf32>>, %arg1: index, %arg2: !flow.dispatch.tensor<writeonly:tensor<?xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?x4xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x4xf32>>{%0} -> tensor<?x4xf32>
        %4 = tensor.empty(%0) : tensor<?xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<?xf32>) -> tensor<?xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%3 : tensor<?x4xf32>) outs(%5 : tensor<?xf32>) {
        ^bb0(%in: f32, %out: f32):
          %7 = math.tanh %in : f32
          %8 = arith.addf %out, %7 : f32
          linalg.yield %8 : f32
        } -> tensor<?xf32>
        flow.dispatch.tensor.store %6, %2, offsets = [0], sizes = [%0], strides = [1] : tensor<?xf32> -> !flow.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<?x8xf32>, %input1: tensor<8x4xf32>) -> (%output0: tensor<?xf32>)"}} {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<?x8xf32>{%0}
    %2 = flow.tensor.transfer %1 : tensor<?x8xf32>{%0} to #hal.device.affinity<@__device_1>
    %3 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<8x4xf32>
    %4 = flow.tensor.transfer %3 : tensor<8x4xf32> to #hal.device.affinity<@__device_1>
    %5 = arith.cmpi sle, %0, %c0 : index
    %6 = arith.subi %c0, %0 : index
    %7 = arith.subi %0, %c1 : index
    %8 = arith.select %5, %6, %7 : index
    %9 = arith.divsi %8, %c4 : index
    %10 = arith.subi %c0, %9 : index
    %11 = arith.addi %9, %c1 : index
    %12 = arith.select %5, %10, %11 : index
    %13 = flow.dispatch @main_dispatch_0::@main_dispatch_0_pack_f32[%0, %12](%2, %0, %12) : (tensor<?x8xf32>{%0}, index, index) -> tensor<?x8x4x1xf32>{%12}
    %14 = flow.dispatch @main_dispatch_1::@main_dispatch_1_pack_f32(%4) : (tensor<8x4xf32>) -> tensor<1x8x4x1xf32>
    %15 = flow.dispatch @main_dispatch_2::@main_dispatch_2_mmt4d_1xDx8x4x4x1_f32[%12](%14, %13, %12) : (tensor<1x8x4x1xf32>, tensor<?x8x4x1xf32>{%12}, index) -> tensor<1x?x4x4xf32>{%12}
    %16 = flow.dispatch @main_dispatch_3::@main_dispatch_3_unpack_f32[%12, %0](%15, %12, %0) : (tensor<1x?x4x4xf32>{%12}, index, index) -> tensor<?x4xf32>{%0}
    %17 = flow.dispatch @main_dispatch_4::@main_dispatch_4_generic_Dx4_f32[%0](%16, %0) : (tensor<?x4xf32>{%0}, index) -> tensor<?xf32>{%0}
    %18 = flow.tensor.transfer %17 : tensor<?xf32>{%0} to #hal.device.affinity<@__device_0>
    %19 = hal.tensor.export %18 "output0" : tensor<?xf32>{%0} -> !hal.buffer_view
    util.return %19 : !hal.buffer_view
  }
}
