module attributes {stream.affinity.default = #hal.device.affinity<@device_a>} {
  util.global private @device_a = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  util.global private @device_b = #hal.device.target<"local", {ordinal = 1 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @main$async_dispatch_0 {
    stream.executable.export public @main$async_dispatch_0_matmul_4x8x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_0_matmul_4x8x8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<4x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %5 = tensor.empty() : tensor<4x8xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<4x8xf32>) -> tensor<4x8xf32>
        %7 = linalg.matmul ins(%3, %4 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%6 : tensor<4x8xf32>) -> tensor<4x8xf32>
        %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<4x8xf32>) outs(%5 : tensor<4x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %9 = math.tanh %in : f32
          linalg.yield %9 : f32
        } -> tensor<4x8xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %2, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : tensor<4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        return
      }
    }
  }
  stream.executable private @main$async_dispatch_1 {
    stream.executable.export public @main$async_dispatch_1_matmul_4x8x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main$async_dispatch_1_matmul_4x8x8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<4x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %5 = tensor.empty() : tensor<4x8xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<4x8xf32>) -> tensor<4x8xf32>
        %7 = linalg.matmul ins(%3, %4 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%6 : tensor<4x8xf32>) -> tensor<4x8xf32>
        %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<4x8xf32>) outs(%5 : tensor<4x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %9 = arith.cmpf ugt, %in, %cst : f32
          %10 = arith.select %9, %in, %cst : f32
          linalg.yield %10 : f32
        } -> tensor<4x8xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %2, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : tensor<4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        return
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.fence, %arg4: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c128 = arith.constant 128 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c4, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4x8xf32> in !stream.resource<external>{%c128}
    %1 = stream.timepoint.import on(#hal.device.affinity<@device_a>) %arg3 : (!hal.fence) => !stream.timepoint
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("tensor") shape([%c8, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg1 : !hal.buffer_view -> tensor<8x8xf32> in !stream.resource<external>{%c256}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("tensor") shape([%c8, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %3 = stream.tensor.import on(#hal.device.affinity<@device_b>) %arg2 : !hal.buffer_view -> tensor<8x8xf32> in !stream.resource<external>{%c256}
    %4 = stream.timepoint.import on(#hal.device.affinity<@device_b>) %arg3 : (!hal.fence) => !stream.timepoint
    %5:2 = stream.timepoint.await %1 => %0, %2 : !stream.resource<external>{%c128}, !stream.resource<external>{%c256}
    %6 = stream.async.dispatch on(#hal.device.affinity<@device_a>) @main$async_dispatch_0::@main$async_dispatch_0_matmul_4x8x8_f32(%5#0[%c0 to %c128 for %c128], %5#1[%c0 to %c256 for %c256]) : (!stream.resource<external>{%c128}, !stream.resource<external>{%c256}) -> !stream.resource<transient>{%c128}
    %7 = stream.async.transfer %6 : !stream.resource<transient>{%c128} from(#hal.device.affinity<@device_a>) -> to(#hal.device.affinity<@device_b>) !stream.resource<transient>{%c128}
    %8 = stream.timepoint.await %4 => %3 : !stream.resource<external>{%c256}
    %9 = stream.async.dispatch on(#hal.device.affinity<@device_b>) @main$async_dispatch_1::@main$async_dispatch_1_matmul_4x8x8_f32(%7[%c0 to %c128 for %c128], %8[%c0 to %c256 for %c256]) : (!stream.resource<transient>{%c128}, !stream.resource<external>{%c256}) -> !stream.resource<external>{%c128}
    %result, %result_timepoint = stream.timepoint.barrier on(#hal.device.affinity<@device_b>) %9 : !stream.resource<external>{%c128} => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@device_b>) %result_timepoint => (%arg4 : !hal.fence)
    %10 = stream.tensor.export on(#hal.device.affinity<@device_b>) %result : tensor<4x8xf32> in !stream.resource<external>{%c128} -> !hal.buffer_view
    util.return %10 : !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @main$async(%arg0, %arg1, %arg2, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}
