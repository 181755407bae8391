module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.func public @matmul_check() attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @matmul_check() -> ()"}} {
    util.call @_matmul_check() : () -> ()
    util.return
  }
  flow.executable private @_matmul_check_dispatch_0 {
    flow.executable.export public @_matmul_check_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_matmul_check_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<2x2xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x2x2x1xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 2], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<2x2xf32>> -> tensor<2x2xf32>
        %1 = tensor.empty() : tensor<1x2x2x1xf32>
        %pack = tensor.pack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %1 : tensor<2x2xf32> -> tensor<1x2x2x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [1, 2, 2, 1], strides = [1, 1, 1, 1] : tensor<1x2x2x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x2x1xf32>>
        return
      }
    }
  }
  flow.executable private @_matmul_check_dispatch_1 {
    flow.executable.export public @_matmul_check_dispatch_1_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_matmul_check_dispatch_1_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<2x2xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<1x2x4x1xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [2, 2], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<2x2xf32>> -> tensor<2x2xf32>
        %1 = tensor.empty() : tensor<1x2x4x1xf32>
        %pack = tensor.pack %0 padding_value(%cst : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %1 : tensor<2x2xf32> -> tensor<1x2x4x1xf32>
        flow.dispatch.tensor.store %pack, %arg1, offsets = [0, 0, 0, 0], sizes = [1, 2, 4, 1], strides = [1, 1, 1, 1] : tensor<1x2x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x4x1xf32>>
        return
      }
    }
  }
  flow.executable private @_matmul_check_dispatch_2 {
    flow.executable.export public @_matmul_check_dispatch_2_mmt4d_1x1x2x2x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_matmul_check_dispatch_2_mmt4d_1x1x2x2x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x2x2x1xf32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<1x2x4x1xf32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x1x2x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 2, 2, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x2x1xf32>> -> tensor<1x2x2x1xf32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [1, 2, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x4x1xf32>> -> tensor<1x2x4x1xf32>
        %2 = tensor.empty() : tensor<1x1x2x4xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x1x2x4xf32>) -> tensor<1x1x2x4xf32>
        %4 = linalg.mmt4d ins(%0, %1 : tensor<1x2x2x1xf32>, tensor<1x2x4x1xf32>) outs(%3 : tensor<1x1x2x4xf32>) -> tensor<1x1x2x4xf32>
        flow.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0, 0], sizes = [1, 1, 2, 4], strides = [1, 1, 1, 1] : tensor<1x1x2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x1x2x4xf32>>
        return
      }
    }
  }
  flow.executable private @_matmul_check_dispatch_3 {
    flow.executable.export public @_matmul_check_dispatch_3_unpack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_matmul_check_dispatch_3_unpack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x1x2x4xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<2x2xf32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 1, 2, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x1x2x4xf32>> -> tensor<1x1x2x4xf32>
        %1 = tensor.empty() : tensor<2x2xf32>
        %unpack = tensor.unpack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %1 : tensor<1x1x2x4xf32> -> tensor<2x2xf32>
        flow.dispatch.tensor.store %unpack, %arg1, offsets = [0, 0], sizes = [2, 2], strides = [1, 1] : tensor<2x2xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x2xf32>>
        return
      }
    }
  }
  util.global private @__constant_tensor_2x2xf32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = dense<[[1.900000e+01, 2.200000e+01], [4.300000e+01, 5.000000e+01]]> : tensor<2x2xf32>
  util.global private @__constant_tensor_2x2xf32_0 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = dense<[[5.000000e+00, 6.000000e+00], [7.000000e+00, 8.000000e+00]]> : tensor<2x2xf32>
  util.global private @__constant_tensor_2x2xf32_1 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
  util.func private @_matmul_check() {
    %__constant_tensor_2x2xf32 = util.global.load immutable @__constant_tensor_2x2xf32 : tensor<2x2xf32>
    %__constant_tensor_2x2xf32_0 = util.global.load immutable @__constant_tensor_2x2xf32_0 : tensor<2x2xf32>
    %__constant_tensor_2x2xf32_1 = util.global.load immutable @__constant_tensor_2x2xf32_1 : tensor<2x2xf32>
    %0 = util.optimization_barrier %__constant_tensor_2x2xf32_1 : tensor<2x2xf32>
    %1 = util.optimization_barrier %__constant_tensor_2x2xf32_0 : tensor<2x2xf32>
    %2 = flow.dispatch @_matmul_check_dispatch_0::@_matmul_check_dispatch_0_pack_f32(%0) : (tensor<2x2xf32>) -> tensor<1x2x2x1xf32>
    %3 = flow.dispatch @_matmul_check_dispatch_1::@_matmul_check_dispatch_1_pack_f32(%1) : (tensor<2x2xf32>) -> tensor<1x2x4x1xf32>
    %4 = flow.tensor.transfer %3 : tensor<1x2x4x1xf32> to #hal.device.affinity<@device_b>
    %5 = flow.dispatch @_matmul_check_dispatch_2::@_matmul_check_dispatch_2_mmt4d_1x1x2x2x4x1_f32(%2, %4) : (tensor<1x2x2x1xf32>, tensor<1x2x4x1xf32>) -> tensor<1x1x2x4xf32>
    %6 = flow.dispatch @_matmul_check_dispatch_3::@_matmul_check_dispatch_3_unpack_f32(%5) : (tensor<1x1x2x4xf32>) -> tensor<2x2xf32>
    %7 = flow.tensor.transfer %6 : tensor<2x2xf32> to #hal.device.affinity<@device_b>
    check.expect_almost_eq(%7, %__constant_tensor_2x2xf32) : tensor<2x2xf32>
    util.return
  }
  util.func public @add_int_check() attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @add_int_check() -> ()"}} {
    util.call @_add_int_check() : () -> ()
    util.return
  }
  flow.executable private @_add_int_check_dispatch_0 {
    flow.executable.export public @_add_int_check_dispatch_0_elementwise_4_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_add_int_check_dispatch_0_elementwise_4_i32(%arg0: !flow.dispatch.tensor<readonly:tensor<4xi32>>, %arg1: !flow.dispatch.tensor<readonly:tensor<4xi32>>, %arg2: !flow.dispatch.tensor<writeonly:tensor<4xi32>>) {
        %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [4], strides = [1] : !flow.dispatch.tensor<readonly:tensor<4xi32>> -> tensor<4xi32>
        %1 = flow.dispatch.tensor.load %arg1, offsets = [0], sizes = [4], strides = [1] : !flow.dispatch.tensor<readonly:tensor<4xi32>> -> tensor<4xi32>
        %2 = tensor.empty() : tensor<4xi32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0, %1 : tensor<4xi32>, tensor<4xi32>) outs(%2 : tensor<4xi32>) {
        ^bb0(%in: i32, %in_0: i32, %out: i32):
          %4 = arith.addi %in, %in_0 : i32
          linalg.yield %4 : i32
        } -> tensor<4xi32>
        flow.dispatch.tensor.store %3, %arg2, offsets = [0], sizes = [4], strides = [1] : tensor<4xi32> -> !flow.dispatch.tensor<writeonly:tensor<4xi32>>
        return
      }
    }
  }
  util.global private @__constant_tensor_4xi32 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = dense<[11, 22, 33, 44]> : tensor<4xi32>
  util.global private @__constant_tensor_4xi32_2 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = dense<[10, 20, 30, 40]> : tensor<4xi32>
  util.global private @__constant_tensor_4xi32_3 {inlining_policy = #util.inline.never, stream.affinity.default = #hal.device.affinity<@device_a>} = dense<[1, 2, 3, 4]> : tensor<4xi32>
  util.func private @_add_int_check() {
    %__constant_tensor_4xi32 = util.global.load immutable @__constant_tensor_4xi32 : tensor<4xi32>
    %__constant_tensor_4xi32_2 = util.global.load immutable @__constant_tensor_4xi32_2 : tensor<4xi32>
    %__constant_tensor_4xi32_3 = util.global.load immutable @__constant_tensor_4xi32_3 : tensor<4xi32>
    %0 = util.optimization_barrier %__constant_tensor_4xi32_3 : tensor<4xi32>
    %1 = util.optimization_barrier %__constant_tensor_4xi32_2 : tensor<4xi32>
    %2 = flow.dispatch @_add_int_check_dispatch_0::@_add_int_check_dispatch_0_elementwise_4_i32(%0, %1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    check.expect_eq(%2, %__constant_tensor_4xi32) : tensor<4xi32>
    %3 = util.optimization_barrier %__constant_tensor_4xi32 : tensor<4xi32>
    check.expect_eq(%2, %3) : tensor<4xi32>
    util.return
  }
  util.func public @scalar_check() attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @scalar_check() -> ()"}} {
    util.call @_scalar_check() : () -> ()
    util.return
  }
  util.func private @_scalar_check() {
    %c42_i32 = arith.constant 42 : i32
    %c7_i32 = arith.constant 7 : i32
    %c6_i32 = arith.constant 6 : i32
    %0 = util.optimization_barrier %c6_i32 : i32
    %1 = arith.muli %0, %c7_i32 : i32
    %2 = arith.cmpi eq, %1, %c42_i32 : i32
    check.expect_true(%2) : i1
    util.return
  }
}
