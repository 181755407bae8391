module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @matmul_softmax$async_dispatch_0 {
    flow.executable.export public @matmul_softmax$async_dispatch_0_matmul_Dx6x8_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @matmul_softmax$async_dispatch_0_matmul_Dx6x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>, %arg1: index, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x6xf32>>) {
        %cst = arith.constant dense<[0.109608196, -0.170367107, -0.152828768, 0.22875312, -0.157231525, -0.179726526]> : tensor<6xf32>
        %cst_0 = arith.constant 0.000000e+00 : f32
        %cst_1 = arith.constant dense<[[0.220252484, 0.0676862523, -0.107994303, -0.252048373, -0.378924251, 0.00372765819], [-0.162113413, -0.17443119, -4.439390e-02, -0.0103692058, -0.455356568, 0.185029313], [-0.405369133, 0.371924818, 0.118113622, -0.0943689048, 0.268599302, 0.00415729219], [0.13818419, 0.0214454159, 0.219306275, 0.21228449, -0.181466833, -0.122498356], [0.0686454102, -0.0420020297, -0.456982851, 0.405223519, -0.434995472, -0.416308582], [-0.25522247, 0.112970248, 0.359202504, -0.047083009, -0.0782154724, 0.0347802937], [-0.0733719468, 0.0164730456, -0.227994293, 0.0876514837, 0.0785158798, -0.487083495], [-0.0220451895, 0.0325831622, 0.112244949, -0.163217947, -0.26560685, -0.190146819]]> : tensor<8x6xf32>
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x6xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%0} -> tensor<?x8xf32>
        %4 = tensor.empty(%0) : tensor<?x6xf32>
        %5 = linalg.fill ins(%cst_0 : f32) outs(%4 : tensor<?x6xf32>) -> tensor<?x6xf32>
        %6 = linalg.matmul ins(%3, %cst_1 : tensor<?x8xf32>, tensor<8x6xf32>) outs(%5 : tensor<?x6xf32>) -> tensor<?x6xf32>
        %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %cst : tensor<?x6xf32>, tensor<6xf32>) outs(%4 : tensor<?x6xf32>) {
        ^bb0(%in: f32, %in_2: f32, %out: f32):
          %8 = arith.addf %in, %in_2 : f32
          linalg.yield %8 : f32
        } -> tensor<?x6xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [%0, 6], strides = [1, 1] : tensor<?x6xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x6xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @matmul_softmax$async_dispatch_1 {
    flow.executable.export public @matmul_softmax$async_dispatch_1_reduction_Dx6_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @matmul_softmax$async_dispatch_1_reduction_Dx6_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x6xf32>>, %arg1: index, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>) {
        %cst = arith.constant 0xFF800000 : f32
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x6xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 6], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x6xf32>>{%0} -> tensor<?x6xf32>
        %4 = tensor.empty(%0) : tensor<?xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<?xf32>) -> tensor<?xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%3 : tensor<?x6xf32>) outs(%5 : tensor<?xf32>) {
        ^bb0(%in: f32, %out: f32):
          %7 = arith.maximumf %in, %out : f32
          linalg.yield %7 : f32
        } -> tensor<?xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0], sizes = [%0], strides = [1] : tensor<?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @matmul_softmax$async_dispatch_2 {
    flow.executable.export public @matmul_softmax$async_dispatch_2_softmax_Dx6xf32_dispatch_tensor_store workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @matmul_softmax$async_dispatch_2_softmax_Dx6xf32_dispatch_tensor_store(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x6xf32>>, %arg1: index, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x6xf32>>) {
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x6xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x6xf32>>{%0}
        %3 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 6], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x6xf32>>{%0} -> tensor<?x6xf32>
        %4 = tensor.empty(%0) : tensor<?x6xf32>
        %5 = linalg.softmax dimension(1) ins(%3 : tensor<?x6xf32>) outs(%4 : tensor<?x6xf32>) -> tensor<?x6xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %2, offsets = [0, 0], sizes = [%0, 6], strides = [1, 1] : tensor<?x6xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x6xf32>>{%0}
        return
      }
    }
  }
  util.func public @matmul_softmax$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<?x8xf32>{%0}
    %2 = flow.dispatch @matmul_softmax$async_dispatch_0::@matmul_softmax$async_dispatch_0_matmul_Dx6x8_f32[%0](%1, %0) : (tensor<?x8xf32>{%0}, index) -> tensor<?x6xf32>{%0}
    %3 = flow.dispatch @matmul_softmax$async_dispatch_1::@matmul_softmax$async_dispatch_1_reduction_Dx6_f32[%0](%2, %0) : (tensor<?x6xf32>{%0}, index) -> tensor<?xf32>{%0}
    %4 = flow.dispatch @matmul_softmax$async_dispatch_2::@matmul_softmax$async_dispatch_2_softmax_Dx6xf32_dispatch_tensor_store[%0](%2, %0) : (tensor<?x6xf32>{%0}, index) -> tensor<?x6xf32>{%0}
    %5:2 = hal.tensor.barrier join(%4, %3 : tensor<?x6xf32>, tensor<?xf32>) => %arg2 : !hal.fence
    %6 = hal.tensor.export %5#0 : tensor<?x6xf32>{%0} -> !hal.buffer_view
    %7 = hal.tensor.export %5#1 : tensor<?xf32>{%0} -> !hal.buffer_view
    util.return %6, %7 : !hal.buffer_view, !hal.buffer_view
  }
  util.func public @matmul_softmax(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1:2 = util.call @matmul_softmax$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view)
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1#0, %1#1 : !hal.buffer_view, !hal.buffer_view
  }
}
