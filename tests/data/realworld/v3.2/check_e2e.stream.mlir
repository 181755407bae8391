#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #device_target_local_0_
  util.func public @matmul_check() attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @matmul_check() -> ()"}} {
    util.call @_matmul_check() : () -> ()
    util.return
  }
  stream.executable private @_matmul_check_dispatch_0 {
    stream.executable.export public @_matmul_check_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_matmul_check_dispatch_0_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x2xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x2x2x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 2], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<2x2xf32>> -> tensor<2x2xf32>
        %3 = tensor.empty() : tensor<1x2x2x1xf32>
        %pack = tensor.pack %2 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %3 : tensor<2x2xf32> -> tensor<1x2x2x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [1, 2, 2, 1], strides = [1, 1, 1, 1] : tensor<1x2x2x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x2x1xf32>>
        return
      }
    }
  }
  stream.executable private @_matmul_check_dispatch_1 {
    stream.executable.export public @_matmul_check_dispatch_1_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_matmul_check_dispatch_1_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x2xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x2x4x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 2], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<2x2xf32>> -> tensor<2x2xf32>
        %3 = tensor.empty() : tensor<1x2x4x1xf32>
        %pack = tensor.pack %2 padding_value(%cst : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %3 : tensor<2x2xf32> -> tensor<1x2x4x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [1, 2, 4, 1], strides = [1, 1, 1, 1] : tensor<1x2x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x2x4x1xf32>>
        return
      }
    }
  }
  stream.executable private @_matmul_check_dispatch_2 {
    stream.executable.export public @_matmul_check_dispatch_2_mmt4d_1x1x2x2x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_matmul_check_dispatch_2_mmt4d_1x1x2x2x4x1_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x2x2x1xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x2x4x1xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x1x2x4xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 2, 2, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x2x1xf32>> -> tensor<1x2x2x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [1, 2, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x2x4x1xf32>> -> tensor<1x2x4x1xf32>
        %5 = tensor.empty() : tensor<1x1x2x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x1x2x4xf32>) -> tensor<1x1x2x4xf32>
        %7 = linalg.mmt4d ins(%3, %4 : tensor<1x2x2x1xf32>, tensor<1x2x4x1xf32>) outs(%6 : tensor<1x1x2x4xf32>) -> tensor<1x1x2x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0], sizes = [1, 1, 2, 4], strides = [1, 1, 1, 1] : tensor<1x1x2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x1x2x4xf32>>
        return
      }
    }
  }
  stream.executable private @_matmul_check_dispatch_3 {
    stream.executable.export public @_matmul_check_dispatch_3_unpack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_matmul_check_dispatch_3_unpack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x1x2x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<2x2xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 1, 2, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x1x2x4xf32>> -> tensor<1x1x2x4xf32>
        %3 = tensor.empty() : tensor<2x2xf32>
        %unpack = tensor.unpack %2 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %3 : tensor<1x1x2x4xf32> -> tensor<2x2xf32>
        flow.dispatch.tensor.store %unpack, %1, offsets = [0, 0], sizes = [2, 2], strides = [1, 1] : tensor<2x2xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x2xf32>>
        return
      }
    }
  }
  util.global private @__constant_tensor_2x2xf32 : !stream.resource<constant>
  util.initializer {
    %c16 = arith.constant 16 : index
    %cst = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c16} = dense<[[1.900000e+01, 2.200000e+01], [4.300000e+01, 5.000000e+01]]> : tensor<2x2xf32>
    %cst_0 = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c16} = dense<[[5.000000e+00, 6.000000e+00], [7.000000e+00, 8.000000e+00]]> : tensor<2x2xf32>
    %cst_1 = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c16} = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
    %cst_2 = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c16} = dense<[11, 22, 33, 44]> : tensor<4xi32>
    %cst_3 = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c16} = dense<[10, 20, 30, 40]> : tensor<4xi32>
    %cst_4 = stream.async.constant on(#hal.device.affinity<@device_a>) : !stream.resource<constant>{%c16} = dense<[1, 2, 3, 4]> : tensor<4xi32>
    util.global.store %cst, @__constant_tensor_2x2xf32 : !stream.resource<constant>
    util.global.store %cst_0, @__constant_tensor_2x2xf32_0 : !stream.resource<constant>
    util.global.store %cst_1, @__constant_tensor_2x2xf32_1 : !stream.resource<constant>
    util.global.store %cst_2, @__constant_tensor_4xi32 : !stream.resource<constant>
    util.global.store %cst_3, @__constant_tensor_4xi32_2 : !stream.resource<constant>
    util.global.store %cst_4, @__constant_tensor_4xi32_3 : !stream.resource<constant>
    util.return
  }
  util.global private @__constant_tensor_2x2xf32_0 : !stream.resource<constant>
  util.global private @__constant_tensor_2x2xf32_1 : !stream.resource<constant>
  util.func private @_matmul_check() {
    %c32 = arith.constant 32 : index
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %__constant_tensor_2x2xf32 = util.global.load immutable @__constant_tensor_2x2xf32 : !stream.resource<constant>
    %__constant_tensor_2x2xf32_0 = util.global.load immutable @__constant_tensor_2x2xf32_0 : !stream.resource<constant>
    %__constant_tensor_2x2xf32_1 = util.global.load immutable @__constant_tensor_2x2xf32_1 : !stream.resource<constant>
    %0 = util.optimization_barrier %__constant_tensor_2x2xf32_1 : !stream.resource<constant>
    %1 = util.optimization_barrier %__constant_tensor_2x2xf32_0 : !stream.resource<constant>
    %2 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @_matmul_check_dispatch_0::@_matmul_check_dispatch_0_pack_f32(%0[%c0 to %c16 for %c16]) : (!stream.resource<constant>{%c16}) -> !stream.resource<transient>{%c16}
    %3 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @_matmul_check_dispatch_1::@_matmul_check_dispatch_1_pack_f32(%1[%c0 to %c16 for %c16]) : (!stream.resource<constant>{%c16}) -> !stream.resource<transient>{%c32}
    %4 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @_matmul_check_dispatch_2::@_matmul_check_dispatch_2_mmt4d_1x1x2x2x4x1_f32(%2[%c0 to %c16 for %c16], %3[%c0 to %c32 for %c32]) : (!stream.resource<transient>{%c16}, !stream.resource<transient>{%c32}) -> !stream.resource<transient>{%c32}
    %5 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @_matmul_check_dispatch_3::@_matmul_check_dispatch_3_unpack_f32(%4[%c0 to %c32 for %c32]) : (!stream.resource<transient>{%c32}) -> !stream.resource<external>{%c16}
    %6 = stream.tensor.export on(#hal.device.affinity<@device_a>) %5 : tensor<2x2xf32> in !stream.resource<external>{%c16} -> tensor<2x2xf32>
    %7 = stream.async.transfer %__constant_tensor_2x2xf32 : !stream.resource<constant>{%c16} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%c16}
    %8 = stream.tensor.export on(#hal.device.affinity<@device_a>) %7 : tensor<2x2xf32> in !stream.resource<external>{%c16} -> tensor<2x2xf32>
    check.expect_almost_eq(%6, %8) : tensor<2x2xf32>
    util.return
  }
  util.func public @add_int_check() attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @add_int_check() -> ()"}} {
    util.call @_add_int_check() : () -> ()
    util.return
  }
  stream.executable private @_add_int_check_dispatch_0 {
    stream.executable.export public @_add_int_check_dispatch_0_elementwise_4_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_add_int_check_dispatch_0_elementwise_4_i32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<4xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<4xi32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<4xi32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !flow.dispatch.tensor<readonly:tensor<4xi32>> -> tensor<4xi32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0], sizes = [4], strides = [1] : !flow.dispatch.tensor<readonly:tensor<4xi32>> -> tensor<4xi32>
        %5 = tensor.empty() : tensor<4xi32>
        %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3, %4 : tensor<4xi32>, tensor<4xi32>) outs(%5 : tensor<4xi32>) {
        ^bb0(%in: i32, %in_0: i32, %out: i32):
          %7 = arith.addi %in, %in_0 : i32
          linalg.yield %7 : i32
        } -> tensor<4xi32>
        flow.dispatch.tensor.store %6, %2, offsets = [0], sizes = [4], strides = [1] : tensor<4xi32> -> !flow.dispatch.tensor<writeonly:tensor<4xi32>>
        return
      }
    }
  }
  util.global private @__constant_tensor_4xi32 : !stream.resource<constant>
  util.global private @__constant_tensor_4xi32_2 : !stream.resource<constant>
  util.global private @__constant_tensor_4xi32_3 : !stream.resource<constant>
  util.func private @_add_int_check() {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %__constant_tensor_4xi32 = util.global.load immutable @__constant_tensor_4xi32 : !stream.resource<constant>
    %__constant_tensor_4xi32_2 = util.global.load immutable @__constant_tensor_4xi32_2 : !stream.resource<constant>
    %__constant_tensor_4xi32_3 = util.global.load immutable @__constant_tensor_4xi32_3 : !stream.resource<constant>
    %0 = stream.async.transfer %__constant_tensor_4xi32 : !stream.resource<constant>{%c16} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%c16}
    %1 = util.optimization_barrier %__constant_tensor_4xi32_3 : !stream.resource<constant>
    %2 = util.optimization_barrier %__constant_tensor_4xi32_2 : !stream.resource<constant>
    %3 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @_add_int_check_dispatch_0::@_add_int_check_dispatch_0_elementwise_4_i32(%1[%c0 to %c16 for %c16], %2[%c0 to %c16 for %c16]) : (!stream.resource<constant>{%c16}, !stream.resource<constant>{%c16}) -> !stream.resource<external>{%c16}
    %4 = stream.tensor.export on(#hal.device.affinity<@device_a>) %3 : tensor<4xi32> in !stream.resource<external>{%c16} -> tensor<4xi32>
    %5 = stream.async.transfer %__constant_tensor_4xi32 : !stream.resource<constant>{%c16} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<external>{%c16}
    %6 = stream.tensor.export on(#hal.device.affinity<@device_a>) %5 : tensor<4xi32> in !stream.resource<external>{%c16} -> tensor<4xi32>
    check.expect_eq(%4, %6) : tensor<4xi32>
    %7 = util.optimization_barrier %0 : !stream.resource<external>
    %8 = stream.tensor.export on(#hal.device.affinity<@device_a>) %7 : tensor<4xi32> in !stream.resource<external>{%c16} -> tensor<4xi32>
    check.expect_eq(%4, %8) : tensor<4xi32>
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
