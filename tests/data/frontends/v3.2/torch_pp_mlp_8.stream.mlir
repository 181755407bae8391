#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
#device_target_local_1_ = #hal.device.target<"local", {ordinal = 1 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
#device_target_local_2_ = #hal.device.target<"local", {ordinal = 2 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
#device_target_local_3_ = #hal.device.target<"local", {ordinal = 3 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
#device_target_local_4_ = #hal.device.target<"local", {ordinal = 4 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
#device_target_local_5_ = #hal.device.target<"local", {ordinal = 5 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
#device_target_local_6_ = #hal.device.target<"local", {ordinal = 6 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
#device_target_local_7_ = #hal.device.target<"local", {ordinal = 7 : index}, [#executable_target_embedded_elf_x86_64_]> : !hal.device
module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local_0_
  util.global private @__device_1 = #device_target_local_1_
  util.global private @__device_2 = #device_target_local_2_
  util.global private @__device_3 = #device_target_local_3_
  util.global private @__device_4 = #device_target_local_4_
  util.global private @__device_5 = #device_target_local_5_
  util.global private @__device_6 = #device_target_local_6_
  util.global private @__device_7 = #device_target_local_7_
  util.global private @__hoisted_tensor_8x16x4x1xf32 : !stream.resource<constant>
  stream.executable private @_initializer_0_dispatch_0 {
    stream.executable.export public @_initializer_0_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<16x32xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<8x16x4x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [16, 32], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<16x32xf32>> -> tensor<16x32xf32>
        %3 = tensor.empty() : tensor<8x16x4x1xf32>
        %pack = tensor.pack %2 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %3 : tensor<16x32xf32> -> tensor<8x16x4x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [8, 16, 4, 1], strides = [1, 1, 1, 1] : tensor<8x16x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<8x16x4x1xf32>>
        return
      }
    }
  }
  util.initializer {
    %c0 = arith.constant 0 : index
    %c2048 = arith.constant 2048 : index
    %cst = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"up.0"> : tensor<16x32xf32>
    %0 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%cst[%c0 to %c2048 for %c2048]) : (!stream.resource<constant>{%c2048}) -> !stream.resource<constant>{%c2048}
    %cst_0 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"down.0"> : tensor<32x16xf32>
    %1 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%cst_0[%c0 to %c2048 for %c2048]) : (!stream.resource<constant>{%c2048}) -> !stream.resource<constant>{%c2048}
    %cst_1 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"up.1"> : tensor<16x32xf32>
    %2 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%cst_1[%c0 to %c2048 for %c2048]) : (!stream.resource<constant>{%c2048}) -> !stream.resource<constant>{%c2048}
    %3 = stream.async.transfer %2 : !stream.resource<constant>{%c2048} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<constant>{%c2048}
    %cst_2 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"down.1"> : tensor<32x16xf32>
    %4 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%cst_2[%c0 to %c2048 for %c2048]) : (!stream.resource<constant>{%c2048}) -> !stream.resource<constant>{%c2048}
    %5 = stream.async.transfer %4 : !stream.resource<constant>{%c2048} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<constant>{%c2048}
    %cst_3 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"up.2"> : tensor<16x32xf32>
    %6 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%cst_3[%c0 to %c2048 for %c2048]) : (!stream.resource<constant>{%c2048}) -> !stream.resource<constant>{%c2048}
    %7 = stream.async.transfer %6 : !stream.resource<constant>{%c2048} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_2>) !stream.resource<constant>{%c2048}
    %cst_4 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"down.2"> : tensor<32x16xf32>
    %8 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%cst_4[%c0 to %c2048 for %c2048]) : (!stream.resource<constant>{%c2048}) -> !stream.resource<constant>{%c2048}
    %9 = stream.async.transfer %8 : !stream.resource<constant>{%c2048} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_2>) !stream.resource<constant>{%c2048}
    %cst_5 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"up.3"> : tensor<16x32xf32>
    %10 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%cst_5[%c0 to %c2048 for %c2048]) : (!stream.resource<constant>{%c2048}) -> !stream.resource<constant>{%c2048}
    %11 = stream.async.transfer %10 : !stream.resource<constant>{%c2048} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_3>) !stream.resource<constant>{%c2048}
    %cst_6 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"down.3"> : tensor<32x16xf32>
    %12 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%cst_6[%c0 to %c2048 for %c2048]) : (!stream.resource<constant>{%c2048}) -> !stream.resource<constant>{%c2048}
    %13 = stream.async.transfer %12 : !stream.resource<constant>{%c2048} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_3>) !stream.resource<constant>{%c2048}
    %cst_7 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"up.4"> : tensor<16x32xf32>
    %14 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%cst_7[%c0 to %c2048 for %c2048]) : (!stream.resource<constant>{%c2048}) -> !stream.resource<constant>{%c2048}
    %15 = stream.async.transfer %14 : !stream.resource<constant>{%c2048} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_4>) !stream.resource<constant>{%c2048}
    %cst_8 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"down.4"> : tensor<32x16xf32>
    %16 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%cst_8[%c0 to %c2048 for %c2048]) : (!stream.resource<constant>{%c2048}) -> !stream.resource<constant>{%c2048}
    %17 = stream.async.transfer %16 : !stream.resource<constant>{%c2048} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_4>) !stream.resource<constant>{%c2048}
    %cst_9 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"up.5"> : tensor<16x32xf32>
    %18 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%cst_9[%c0 to %c2048 for %c2048]) : (!stream.resource<constant>{%c2048}) -> !stream.resource<constant>{%c2048}
    %19 = stream.async.transfer %18 : !stream.resource<constant>{%c2048} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_5>) !stream.resource<constant>{%c2048}
    %cst_10 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"down.5"> : tensor<32x16xf32>
    %20 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%cst_10[%c0 to %c2048 for %c2048]) : (!stream.resource<constant>{%c2048}) -> !stream.resource<constant>{%c2048}
    %21 = stream.async.transfer %20 : !stream.resource<constant>{%c2048} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_5>) !stream.resource<constant>{%c2048}
    %cst_11 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"up.6"> : tensor<16x32xf32>
    %22 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%cst_11[%c0 to %c2048 for %c2048]) : (!stream.resource<constant>{%c2048}) -> !stream.resource<constant>{%c2048}
    %23 = stream.async.transfer %22 : !stream.resource<constant>{%c2048} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_6>) !stream.resource<constant>{%c2048}
    %cst_12 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"down.6"> : tensor<32x16xf32>
    %24 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%cst_12[%c0 to %c2048 for %c2048]) : (!stream.resource<constant>{%c2048}) -> !stream.resource<constant>{%c2048}
    %25 = stream.async.transfer %24 : !stream.resource<constant>{%c2048} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_6>) !stream.resource<constant>{%c2048}
    %cst_13 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"up.7"> : tensor<16x32xf32>
    %26 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_pack_f32(%cst_13[%c0 to %c2048 for %c2048]) : (!stream.resource<constant>{%c2048}) -> !stream.resource<constant>{%c2048}
    %27 = stream.async.transfer %26 : !stream.resource<constant>{%c2048} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_7>) !stream.resource<constant>{%c2048}
    %cst_14 = stream.async.constant on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c2048} = #stream.parameter.named<"model"::"down.7"> : tensor<32x16xf32>
    %28 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_pack_f32(%cst_14[%c0 to %c2048 for %c2048]) : (!stream.resource<constant>{%c2048}) -> !stream.resource<constant>{%c2048}
    %29 = stream.async.transfer %28 : !stream.resource<constant>{%c2048} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_7>) !stream.resource<constant>{%c2048}
    util.global.store %1, @__hoisted_tensor_4x32x4x1xf32 : !stream.resource<constant>
    util.global.store %5, @__hoisted_tensor_4x32x4x1xf32_1 : !stream.resource<constant>
    util.global.store %25, @__hoisted_tensor_4x32x4x1xf32_11 : !stream.resource<constant>
    util.global.store %29, @__hoisted_tensor_4x32x4x1xf32_13 : !stream.resource<constant>
    util.global.store %9, @__hoisted_tensor_4x32x4x1xf32_3 : !stream.resource<constant>
    util.global.store %13, @__hoisted_tensor_4x32x4x1xf32_5 : !stream.resource<constant>
    util.global.store %17, @__hoisted_tensor_4x32x4x1xf32_7 : !stream.resource<constant>
    util.global.store %21, @__hoisted_tensor_4x32x4x1xf32_9 : !stream.resource<constant>
    util.global.store %0, @__hoisted_tensor_8x16x4x1xf32 : !stream.resource<constant>
    util.global.store %3, @__hoisted_tensor_8x16x4x1xf32_0 : !stream.resource<constant>
    util.global.store %23, @__hoisted_tensor_8x16x4x1xf32_10 : !stream.resource<constant>
    util.global.store %27, @__hoisted_tensor_8x16x4x1xf32_12 : !stream.resource<constant>
    util.global.store %7, @__hoisted_tensor_8x16x4x1xf32_2 : !stream.resource<constant>
    util.global.store %11, @__hoisted_tensor_8x16x4x1xf32_4 : !stream.resource<constant>
    util.global.store %15, @__hoisted_tensor_8x16x4x1xf32_6 : !stream.resource<constant>
    util.global.store %19, @__hoisted_tensor_8x16x4x1xf32_8 : !stream.resource<constant>
    util.return
  }
  util.global private @__hoisted_tensor_4x32x4x1xf32 : !stream.resource<constant>
  stream.executable private @_initializer_1_dispatch_0 {
    stream.executable.export public @_initializer_1_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_1_dispatch_0_pack_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<32x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<4x32x4x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [32, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<32x16xf32>> -> tensor<32x16xf32>
        %3 = tensor.empty() : tensor<4x32x4x1xf32>
        %pack = tensor.pack %2 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 1] into %3 : tensor<32x16xf32> -> tensor<4x32x4x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [4, 32, 4, 1], strides = [1, 1, 1, 1] : tensor<4x32x4x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<4x32x4x1xf32>>
        return
      }
    }
  }
  util.global private @__hoisted_tensor_8x16x4x1xf32_0 : !stream.resource<constant>
  util.global private @__hoisted_tensor_4x32x4x1xf32_1 : !stream.resource<constant>
  util.global private @__hoisted_tensor_8x16x4x1xf32_2 : !stream.resource<constant>
  util.global private @__hoisted_tensor_4x32x4x1xf32_3 : !stream.resource<constant>
  util.global private @__hoisted_tensor_8x16x4x1xf32_4 : !stream.resource<constant>
  util.global private @__hoisted_tensor_4x32x4x1xf32_5 : !stream.resource<constant>
  util.global private @__hoisted_tensor_8x16x4x1xf32_6 : !stream.resource<constant>
  util.global private @__hoisted_tensor_4x32x4x1xf32_7 : !stream.resource<constant>
  util.global private @__hoisted_tensor_8x16x4x1xf32_8 : !stream.resource<constant>
  util.global private @__hoisted_tensor_4x32x4x1xf32_9 : !stream.resource<constant>
  util.global private @__hoisted_tensor_8x16x4x1xf32_10 : !stream.resource<constant>
  util.global private @__hoisted_tensor_4x32x4x1xf32_11 : !stream.resource<constant>
  util.global private @__hoisted_tensor_8x16x4x1xf32_12 : !stream.resource<constant>
  util.global private @__hoisted_tensor_4x32x4x1xf32_13 : !stream.resource<constant>
  stream.executable private @main$async_dispatch_0 {
    stream.executable.export public @main$async_dispatch_0_elementwise_2x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_elementwise_2x16_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 1.600000e+01 : f32
        %cst_0 = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<2x16xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %3 = tensor.empty() : tensor<2x16xf32>
        %4 = tensor.empty() : tensor<2xf32>
        %5 = linalg.fill ins(%cst_0 : f32) outs(%4 : tensor<2xf32>) -> tensor<2xf32>
        %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<2x16xf32>) outs(%5 : tensor<2xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.addf %in, %out : f32
          linalg.yield %8 : f32
        } -> tensor<2xf32>
        %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %6 : tensor<2x16xf32>, tensor<2xf32>) outs(%3 : tensor<2x16xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %8 = arith.divf %in_1, %cst : f32
          %9 = arith.subf %in, %8 : f32
          linalg.yield %9 : f32
        } -> tensor<2x16xf32>
        flow.dispatch.tensor.store %7, %1, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : tensor<2x16xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x16xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_1 {
    stream.executable.export public @main$async_dispatch_1_elementwise_2x16_f32_pack workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_elementwise_2x16_f32_pack(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 9.99999974E-6 : f32
        %cst_0 = arith.constant 1.600000e+01 : f32
        %cst_1 = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x16x2x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %3 = tensor.empty() : tensor<1x16x2x1xf32>
        %4 = tensor.empty() : tensor<2x16xf32>
        %5 = tensor.empty() : tensor<2xf32>
        %6 = linalg.fill ins(%cst_1 : f32) outs(%5 : tensor<2xf32>) -> tensor<2xf32>
        %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<2x16xf32>) outs(%6 : tensor<2xf32>) {
        ^bb0(%in: f32, %out: f32):
          %9 = arith.mulf %in, %in : f32
          %10 = arith.addf %9, %out : f32
          linalg.yield %10 : f32
        } -> tensor<2xf32>
        %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %7 : tensor<2x16xf32>, tensor<2xf32>) outs(%4 : tensor<2x16xf32>) {
        ^bb0(%in: f32, %in_2: f32, %out: f32):
          %9 = arith.divf %in_2, %cst_0 : f32
          %10 = arith.addf %9, %cst : f32
          %11 = math.rsqrt %10 : f32
          %12 = arith.mulf %in, %11 : f32
          linalg.yield %12 : f32
        } -> tensor<2x16xf32>
        %pack = tensor.pack %8 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %3 : tensor<2x16xf32> -> tensor<1x16x2x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [1, 16, 2, 1], strides = [1, 1, 1, 1] : tensor<1x16x2x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x16x2x1xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_2 {
    stream.executable.export public @main$async_dispatch_2_mmt4d_1x8x16x2x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_2_mmt4d_1x8x16x2x4x1_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x16x2x1xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<8x16x4x1xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x8x2x4xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 16, 2, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x16x2x1xf32>> -> tensor<1x16x2x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [8, 16, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<8x16x4x1xf32>> -> tensor<8x16x4x1xf32>
        %5 = tensor.empty() : tensor<1x8x2x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x8x2x4xf32>) -> tensor<1x8x2x4xf32>
        %7 = linalg.mmt4d ins(%3, %4 : tensor<1x16x2x1xf32>, tensor<8x16x4x1xf32>) outs(%6 : tensor<1x8x2x4xf32>) -> tensor<1x8x2x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0], sizes = [1, 8, 2, 4], strides = [1, 1, 1, 1] : tensor<1x8x2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x8x2x4xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_3 {
    stream.executable.export public @main$async_dispatch_3_unpack_elementwise_2x32_f32_pack workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_3_unpack_elementwise_2x32_f32_pack(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 5.000000e-01 : f32
        %cst_0 = arith.constant 1.000000e+00 : f32
        %cst_1 = arith.constant 1.41421354 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x8x2x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x32x2x1xf32>>
        %2 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 8, 2, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x8x2x4xf32>> -> tensor<1x8x2x4xf32>
        %3 = tensor.empty() : tensor<1x32x2x1xf32>
        %4 = tensor.empty() : tensor<2x32xf32>
        %unpack = tensor.unpack %2 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %4 : tensor<1x8x2x4xf32> -> tensor<2x32xf32>
        %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%unpack : tensor<2x32xf32>) outs(%4 : tensor<2x32xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.divf %in, %cst_1 : f32
          %7 = math.erf %6 : f32
          %8 = arith.addf %7, %cst_0 : f32
          %9 = arith.mulf %8, %cst : f32
          %10 = arith.mulf %in, %9 : f32
          linalg.yield %10 : f32
        } -> tensor<2x32xf32>
        %pack = tensor.pack %5 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 1] into %3 : tensor<2x32xf32> -> tensor<1x32x2x1xf32>
        flow.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [1, 32, 2, 1], strides = [1, 1, 1, 1] : tensor<1x32x2x1xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x32x2x1xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_4 {
    stream.executable.export public @main$async_dispatch_4_mmt4d_1x4x32x2x4x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_4_mmt4d_1x4x32x2x4x1_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x32x2x1xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<4x32x4x1xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<1x4x2x4xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 32, 2, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x32x2x1xf32>> -> tensor<1x32x2x1xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [4, 32, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<4x32x4x1xf32>> -> tensor<4x32x4x1xf32>
        %5 = tensor.empty() : tensor<1x4x2x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x4x2x4xf32>) -> tensor<1x4x2x4xf32>
        %7 = linalg.mmt4d ins(%3, %4 : tensor<1x32x2x1xf32>, tensor<4x32x4x1xf32>) outs(%6 : tensor<1x4x2x4xf32>) -> tensor<1x4x2x4xf32>
        flow.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0], sizes = [1, 4, 2, 4], strides = [1, 1, 1, 1] : tensor<1x4x2x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x4x2x4xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_5 {
    stream.executable.export public @main$async_dispatch_5_unpack_elementwise_2x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice 
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_5_unpack_elementwise_2x16_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<1x4x2x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<2x16xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !flow.dispatch.tensor<writeonly:tensor<2x16xf32>>
        %3 = flow.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 4, 2, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x4x2x4xf32>> -> tensor<1x4x2x4xf32>
        %4 = flow.dispatch.tensor.load %1, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %5 = tensor.empty() : tensor<2x16xf32>
        %unpack = tensor.unpack %3 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %5 : tensor<1x4x2x4xf32> -> tensor<2x16xf32>
        %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %unpack : tensor<2x16xf32>, tensor<2x16xf32>) outs(%5 : tensor<2x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          linalg.yield %7 : f32
        } -> tensor<2x16xf32>
        flow.dispatch.tensor.store %6, %2, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : tensor<2x16xf32> -> !flow.dispatch.tensor<writeonly:tensor<2x16xf32>>
        return
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %c2048 = arith.constant 2048 : index
    %__hoisted_tensor_8x16x4x1xf32 = util.global.load immutable @__hoisted_tensor_8x16x4x1xf32 : !stream.resource<constant>
    %__hoisted_tensor_4x32x4x1xf32 = util.global.load immutable @__hoisted_tensor_4x32x4x1xf32 : !stream.resource<constant>
    %__hoisted_tensor_8x16x4x1xf32_0 = util.global.load immutable @__hoisted_tensor_8x16x4x1xf32_0 : !stream.resource<constant>
    %__hoisted_tensor_4x32x4x1xf32_1 = util.global.load immutable @__hoisted_tensor_4x32x4x1xf32_1 : !stream.resource<constant>
    %__hoisted_tensor_8x16x4x1xf32_2 = util.global.load immutable @__hoisted_tensor_8x16x4x1xf32_2 : !stream.resource<constant>
    %__hoisted_tensor_4x32x4x1xf32_3 = util.global.load immutable @__hoisted_tensor_4x32x4x1xf32_3 : !stream.resource<constant>
    %__hoisted_tensor_8x16x4x1xf32_4 = util.global.load immutable @__hoisted_tensor_8x16x4x1xf32_4 : !stream.resource<constant>
    %__hoisted_tensor_4x32x4x1xf32_5 = util.global.load immutable @__hoisted_tensor_4x32x4x1xf32_5 : !stream.resource<constant>
    %__hoisted_tensor_8x16x4x1xf32_6 = util.global.load immutable @__hoisted_tensor_8x16x4x1xf32_6 : !stream.resource<constant>
    %__hoisted_tensor_4x32x4x1xf32_7 = util.global.load immutable @__hoisted_tensor_4x32x4x1xf32_7 : !stream.resource<constant>
    %__hoisted_tensor_8x16x4x1xf32_8 = util.global.load immutable @__hoisted_tensor_8x16x4x1xf32_8 : !stream.resource<constant>
    %__hoisted_tensor_4x32x4x1xf32_9 = util.global.load immutable @__hoisted_tensor_4x32x4x1xf32_9 : !stream.resource<constant>
    %__hoisted_tensor_8x16x4x1xf32_10 = util.global.load immutable @__hoisted_tensor_8x16x4x1xf32_10 : !stream.resource<constant>
    %__hoisted_tensor_4x32x4x1xf32_11 = util.global.load immutable @__hoisted_tensor_4x32x4x1xf32_11 : !stream.resource<constant>
    %__hoisted_tensor_8x16x4x1xf32_12 = util.global.load immutable @__hoisted_tensor_8x16x4x1xf32_12 : !stream.resource<constant>
    %__hoisted_tensor_4x32x4x1xf32_13 = util.global.load immutable @__hoisted_tensor_4x32x4x1xf32_13 : !stream.resource<constant>
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c2, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x16xf32> in !stream.resource<external>{%c128}
    %1 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg1 : (!hal.fence) => !stream.timepoint
    %2 = stream.timepoint.await %1 => %0 : !stream.resource<external>{%c128}
    %3 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_0::@main$async_dispatch_0_elementwise_2x16_f32(%2[%c0 to %c128 for %c128]) : (!stream.resource<external>{%c128}) -> !stream.resource<transient>{%c128}
    %4 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_1::@main$async_dispatch_1_elementwise_2x16_f32_pack(%3[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %5 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_2::@main$async_dispatch_2_mmt4d_1x8x16x2x4x1_f32(%4[%c0 to %c128 for %c128], %__hoisted_tensor_8x16x4x1xf32[%c0 to %c2048 for %c2048]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c2048}) -> !stream.resource<transient>{%c256}
    %6 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_3::@main$async_dispatch_3_unpack_elementwise_2x32_f32_pack(%5[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %7 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_4::@main$async_dispatch_4_mmt4d_1x4x32x2x4x1_f32(%6[%c0 to %c256 for %c256], %__hoisted_tensor_4x32x4x1xf32[%c0 to %c2048 for %c2048]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c2048}) -> !stream.resource<transient>{%c128}
    %8 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @main$async_dispatch_5::@main$async_dispatch_5_unpack_elementwise_2x16_f32(%7[%c0 to %c128 for %c128], %2[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}, !stream.resource<external>{%c128}) -> !stream.resource<transient>{%c128}
    %9 = stream.async.transfer %8 : !stream.resource<transient>{%c128} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<transient>{%c128}
    %10 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_0::@main$async_dispatch_0_elementwise_2x16_f32(%9[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %11 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_1::@main$async_dispatch_1_elementwise_2x16_f32_pack(%10[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %12 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_2::@main$async_dispatch_2_mmt4d_1x8x16x2x4x1_f32(%11[%c0 to %c128 for %c128], %__hoisted_tensor_8x16x4x1xf32_0[%c0 to %c2048 for %c2048]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c2048}) -> !stream.resource<transient>{%c256}
    %13 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_3::@main$async_dispatch_3_unpack_elementwise_2x32_f32_pack(%12[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %14 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_4::@main$async_dispatch_4_mmt4d_1x4x32x2x4x1_f32(%13[%c0 to %c256 for %c256], %__hoisted_tensor_4x32x4x1xf32_1[%c0 to %c2048 for %c2048]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c2048}) -> !stream.resource<transient>{%c128}
    %15 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @main$async_dispatch_5::@main$async_dispatch_5_unpack_elementwise_2x16_f32(%14[%c0 to %c128 for %c128], %9[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}, !stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %16 = stream.async.transfer %15 : !stream.resource<transient>{%c128} from(#hal.device.affinity<@__device_1>) -> to(#hal.device.affinity<@__device_2>) !stream.resource<transient>{%c128}
    %17 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_0::@main$async_dispatch_0_elementwise_2x16_f32(%16[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %18 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_1::@main$async_dispatch_1_elementwise_2x16_f32_pack(%17[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %19 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_2::@main$async_dispatch_2_mmt4d_1x8x16x2x4x1_f32(%18[%c0 to %c128 for %c128], %__hoisted_tensor_8x16x4x1xf32_2[%c0 to %c2048 for %c2048]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c2048}) -> !stream.resource<transient>{%c256}
    %20 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_3::@main$async_dispatch_3_unpack_elementwise_2x32_f32_pack(%19[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %21 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_4::@main$async_dispatch_4_mmt4d_1x4x32x2x4x1_f32(%20[%c0 to %c256 for %c256], %__hoisted_tensor_4x32x4x1xf32_3[%c0 to %c2048 for %c2048]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c2048}) -> !stream.resource<transient>{%c128}
    %22 = stream.async.dispatch on(#hal.device.affinity<@__device_2>) @main$async_dispatch_5::@main$async_dispatch_5_unpack_elementwise_2x16_f32(%21[%c0 to %c128 for %c128], %16[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}, !stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %23 = stream.async.transfer %22 : !stream.resource<transient>{%c128} from(#hal.device.affinity<@__device_2>) -> to(#hal.device.affinity<@__device_3>) !stream.resource<transient>{%c128}
    %24 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_0::@main$async_dispatch_0_elementwise_2x16_f32(%23[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %25 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_1::@main$async_dispatch_1_elementwise_2x16_f32_pack(%24[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %26 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_2::@main$async_dispatch_2_mmt4d_1x8x16x2x4x1_f32(%25[%c0 to %c128 for %c128], %__hoisted_tensor_8x16x4x1xf32_4[%c0 to %c2048 for %c2048]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c2048}) -> !stream.resource<transient>{%c256}
    %27 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_3::@main$async_dispatch_3_unpack_elementwise_2x32_f32_pack(%26[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %28 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_4::@main$async_dispatch_4_mmt4d_1x4x32x2x4x1_f32(%27[%c0 to %c256 for %c256], %__hoisted_tensor_4x32x4x1xf32_5[%c0 to %c2048 for %c2048]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c2048}) -> !stream.resource<transient>{%c128}
    %29 = stream.async.dispatch on(#hal.device.affinity<@__device_3>) @main$async_dispatch_5::@main$async_dispatch_5_unpack_elementwise_2x16_f32(%28[%c0 to %c128 for %c128], %23[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}, !stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %30 = stream.async.transfer %29 : !stream.resource<transient>{%c128} from(#hal.device.affinity<@__device_3>) -> to(#hal.device.affinity<@__device_4>) !stream.resource<transient>{%c128}
    %31 = stream.async.dispatch on(#hal.device.affinity<@__device_4>) @main$async_dispatch_0::@main$async_dispatch_0_elementwise_2x16_f32(%30[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %32 = stream.async.dispatch on(#hal.device.affinity<@__device_4>) @main$async_dispatch_1::@main$async_dispatch_1_elementwise_2x16_f32_pack(%31[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %33 = stream.async.dispatch on(#hal.device.affinity<@__device_4>) @main$async_dispatch_2::@main$async_dispatch_2_mmt4d_1x8x16x2x4x1_f32(%32[%c0 to %c128 for %c128], %__hoisted_tensor_8x16x4x1xf32_6[%c0 to %c2048 for %c2048]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c2048}) -> !stream.resource<transient>{%c256}
    %34 = stream.async.dispatch on(#hal.device.affinity<@__device_4>) @main$async_dispatch_3::@main$async_dispatch_3_unpack_elementwise_2x32_f32_pack(%33[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %35 = stream.async.dispatch on(#hal.device.affinity<@__device_4>) @main$async_dispatch_4::@main$async_dispatch_4_mmt4d_1x4x32x2x4x1_f32(%34[%c0 to %c256 for %c256], %__hoisted_tensor_4x32x4x1xf32_7[%c0 to %c2048 for %c2048]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c2048}) -> !stream.resource<transient>{%c128}
    %36 = stream.async.dispatch on(#hal.device.affinity<@__device_4>) @main$async_dispatch_5::@main$async_dispatch_5_unpack_elementwise_2x16_f32(%35[%c0 to %c128 for %c128], %30[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}, !stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %37 = stream.async.transfer %36 : !stream.resource<transient>{%c128} from(#hal.device.affinity<@__device_4>) -> to(#hal.device.affinity<@__device_5>) !stream.resource<transient>{%c128}
    %38 = stream.async.dispatch on(#hal.device.affinity<@__device_5>) @main$async_dispatch_0::@main$async_dispatch_0_elementwise_2x16_f32(%37[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %39 = stream.async.dispatch on(#hal.device.affinity<@__device_5>) @main$async_dispatch_1::@main$async_dispatch_1_elementwise_2x16_f32_pack(%38[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %40 = stream.async.dispatch on(#hal.device.affinity<@__device_5>) @main$async_dispatch_2::@main$async_dispatch_2_mmt4d_1x8x16x2x4x1_f32(%39[%c0 to %c128 for %c128], %__hoisted_tensor_8x16x4x1xf32_8[%c0 to %c2048 for %c2048]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c2048}) -> !stream.resource<transient>{%c256}
    %41 = stream.async.dispatch on(#hal.device.affinity<@__device_5>) @main$async_dispatch_3::@main$async_dispatch_3_unpack_elementwise_2x32_f32_pack(%40[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %42 = stream.async.dispatch on(#hal.device.affinity<@__device_5>) @main$async_dispatch_4::@main$async_dispatch_4_mmt4d_1x4x32x2x4x1_f32(%41[%c0 to %c256 for %c256], %__hoisted_tensor_4x32x4x1xf32_9[%c0 to %c2048 for %c2048]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c2048}) -> !stream.resource<transient>{%c128}
    %43 = stream.async.dispatch on(#hal.device.affinity<@__device_5>) @main$async_dispatch_5::@main$async_dispatch_5_unpack_elementwise_2x16_f32(%42[%c0 to %c128 for %c128], %37[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}, !stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %44 = stream.async.transfer %43 : !stream.resource<transient>{%c128} from(#hal.device.affinity<@__device_5>) -> to(#hal.device.affinity<@__device_6>) !stream.resource<transient>{%c128}
    %45 = stream.async.dispatch on(#hal.device.affinity<@__device_6>) @main$async_dispatch_0::@main$async_dispatch_0_elementwise_2x16_f32(%44[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %46 = stream.async.dispatch on(#hal.device.affinity<@__device_6>) @main$async_dispatch_1::@main$async_dispatch_1_elementwise_2x16_f32_pack(%45[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %47 = stream.async.dispatch on(#hal.device.affinity<@__device_6>) @main$async_dispatch_2::@main$async_dispatch_2_mmt4d_1x8x16x2x4x1_f32(%46[%c0 to %c128 for %c128], %__hoisted_tensor_8x16x4x1xf32_10[%c0 to %c2048 for %c2048]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c2048}) -> !stream.resource<transient>{%c256}
    %48 = stream.async.dispatch on(#hal.device.affinity<@__device_6>) @main$async_dispatch_3::@main$async_dispatch_3_unpack_elementwise_2x32_f32_pack(%47[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %49 = stream.async.dispatch on(#hal.device.affinity<@__device_6>) @main$async_dispatch_4::@main$async_dispatch_4_mmt4d_1x4x32x2x4x1_f32(%48[%c0 to %c256 for %c256], %__hoisted_tensor_4x32x4x1xf32_11[%c0 to %c2048 for %c2048]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c2048}) -> !stream.resource<transient>{%c128}
    %50 = stream.async.dispatch on(#hal.device.affinity<@__device_6>) @main$async_dispatch_5::@main$async_dispatch_5_unpack_elementwise_2x16_f32(%49[%c0 to %c128 for %c128], %44[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}, !stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %51 = stream.async.transfer %50 : !stream.resource<transient>{%c128} from(#hal.device.affinity<@__device_6>) -> to(#hal.device.affinity<@__device_7>) !stream.resource<transient>{%c128}
    %52 = stream.async.dispatch on(#hal.device.affinity<@__device_7>) @main$async_dispatch_0::@main$async_dispatch_0_elementwise_2x16_f32(%51[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %53 = stream.async.dispatch on(#hal.device.affinity<@__device_7>) @main$async_dispatch_1::@main$async_dispatch_1_elementwise_2x16_f32_pack(%52[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}) -> !stream.resource<transient>{%c128}
    %54 = stream.async.dispatch on(#hal.device.affinity<@__device_7>) @main$async_dispatch_2::@main$async_dispatch_2_mmt4d_1x8x16x2x4x1_f32(%53[%c0 to %c128 for %c128], %__hoisted_tensor_8x16x4x1xf32_12[%c0 to %c2048 for %c2048]) : (!stream.resource<transient>{%c128}, !stream.resource<constant>{%c2048}) -> !stream.resource<transient>{%c256}
    %55 = stream.async.dispatch on(#hal.device.affinity<@__device_7>) @main$async_dispatch_3::@main$async_dispatch_3_unpack_elementwise_2x32_f32_pack(%54[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c256}) -> !stream.resource<transient>{%c256}
    %56 = stream.async.dispatch on(#hal.device.affinity<@__device_7>) @main$async_dispatch_4::@main$async_dispatch_4_mmt4d_1x4x32x2x4x1_f32(%55[%c0 to %c256 for %c256], %__hoisted_tensor_4x32x4x1xf32_13[%c0 to %c2048 for %c2048]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c2048}) -> !stream.resource<transient>{%c128}
    %57 = stream.async.dispatch on(#hal.device.affinity<@__device_7>) @main$async_dispatch_5::@main$async_dispatch_5_unpack_elementwise_2x16_f32(%56[%c0 to %c128 for %c128], %51[%c0 to %c128 for %c128]) : (!stream.resource<transient>{%c128}, !stream.resource<transient>{%c128}) -> !stream.resource<external>{%c128}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@__device_0>) %57 : !stream.resource<external>{%c128} => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %result_timepoint => (%arg2 : !hal.fence)
    %58 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result : tensor<2x16xf32> in !stream.resource<external>{%c128} -> !hal.buffer_view
    util.return %58 : !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @main$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.return %1 : !hal.buffer_view
  }
}
