module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @select_branch_dispatch_0 {
    stream.executable.export public @select_branch_dispatch_0_elementwise_16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @select_branch_dispatch_0_elementwise_16_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %3 = tensor.empty() : tensor<16xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
        ^bb0(%in: f32, %out: f32):
          %5 = math.exp %in : f32
          linalg.yield %5 : f32
        } -> tensor<16xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [16], strides = [1] : tensor<16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>
        return
      }
    }
  }
  stream.executable private @select_branch_dispatch_1 {
    stream.executable.export public @select_branch_dispatch_1_elementwise_16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @select_branch_dispatch_1_elementwise_16_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %3 = tensor.empty() : tensor<16xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
        ^bb0(%in: f32, %out: f32):
          %5 = arith.mulf %in, %in : f32
          linalg.yield %5 : f32
        } -> tensor<16xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [16], strides = [1] : tensor<16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>
        return
      }
    }
  }
  util.func public @select_branch(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @select_branch(%input0: tensor<16xf32>, %input1: tensor<i1>) -> (%output0: tensor<16xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c16 = arith.constant 16 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c16]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<16xf32> in !stream.resource<external>{%c64}
    %element_type_i1 = hal.element_type<i1> : i32
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([]) type(%element_type_i1) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg1 : !hal.buffer_view -> tensor<i1> in !stream.resource<external>{%c1}
    %2 = stream.async.transfer %1 : !stream.resource<external>{%c1} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<staging>{%c1}
    %3 = stream.async.load %2[%c0] : !stream.resource<staging>{%c1} -> i1
    %4 = scf.if %3 -> (!stream.resource<external>) {
      %6 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @select_branch_dispatch_0::@select_branch_dispatch_0_elementwise_16_f32(%0[%c0 to %c64 for %c64]) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64}
      scf.yield %6 : !stream.resource<external>
    } else {
      %6 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @select_branch_dispatch_1::@select_branch_dispatch_1_elementwise_16_f32(%0[%c0 to %c64 for %c64]) : (!stream.resource<external>{%c64}) -> !stream.resource<external>{%c64}
      scf.yield %6 : !stream.resource<external>
    }
    %5 = stream.tensor.export on(#hal.device.affinity<@device_a>) %4 : tensor<16xf32> in !stream.resource<external>{%c64} -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
  stream.executable private @shrink_until_small_dispatch_0 {
    stream.executable.export public @shrink_until_small_dispatch_0_reduction_16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @shrink_until_small_dispatch_0_reduction_16_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %3 = tensor.empty() : tensor<f32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<f32>) -> tensor<f32>
        %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%2 : tensor<16xf32>) outs(%4 : tensor<f32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.mulf %in, %in : f32
          %7 = arith.addf %6, %out : f32
          linalg.yield %7 : f32
        } -> tensor<f32>
        iree_tensor_ext.dispatch.tensor.store %5, %1, offsets = [], sizes = [], strides = [] : tensor<f32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
        return
      }
    }
  }
  stream.executable private @shrink_until_small_dispatch_1 {
    stream.executable.export public @shrink_until_small_dispatch_1_elementwise_16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @shrink_until_small_dispatch_1_elementwise_16_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant 5.000000e-01 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [16], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> -> tensor<16xf32>
        %3 = tensor.empty() : tensor<16xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
        ^bb0(%in: f32, %out: f32):
          %5 = arith.mulf %in, %cst : f32
          linalg.yield %5 : f32
        } -> tensor<16xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [16], strides = [1] : tensor<16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>
        return
      }
    }
  }
  util.func public @shrink_until_small(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @shrink_until_small(%input0: tensor<16xf32>) -> (%output0: tensor<16xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %c16 = arith.constant 16 : index
    %cst = arith.constant 1.000000e-03 : f32
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c16]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<16xf32> in !stream.resource<external>{%c64}
    %1 = scf.while (%arg1 = %0) : (!stream.resource<external>) -> !stream.resource<external> {
      %3 = stream.async.transfer %arg1 : !stream.resource<external>{%c64} -> to(#hal.device.affinity<@device_a>) !stream.resource<transient>{%c64}
      %4 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @shrink_until_small_dispatch_0::@shrink_until_small_dispatch_0_reduction_16_f32(%3[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c64}) -> !stream.resource<transient>{%c4}
      %5 = stream.async.transfer %4 : !stream.resource<transient>{%c4} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_a>) !stream.resource<staging>{%c4}
      %6 = stream.async.load %5[%c0] : !stream.resource<staging>{%c4} -> f32
      %7 = arith.cmpf ogt, %6, %cst : f32
      scf.condition(%7) %arg1 : !stream.resource<external>
    } do {
    ^bb0(%arg1: !stream.resource<external>):
      %3 = stream.async.transfer %arg1 : !stream.resource<external>{%c64} -> to(#hal.device.affinity<@device_a>) !stream.resource<transient>{%c64}
      %4 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @shrink_until_small_dispatch_1::@shrink_until_small_dispatch_1_elementwise_16_f32(%3[%c0 to %c64 for %c64]) : (!stream.resource<transient>{%c64}) -> !stream.resource<external>{%c64}
      scf.yield %4 : !stream.resource<external>
    }
    %2 = stream.tensor.export on(#hal.device.affinity<@device_a>) %1 : tensor<16xf32> in !stream.resource<external>{%c64} -> !hal.buffer_view
    util.return %2 : !hal.buffer_view
  }
}
