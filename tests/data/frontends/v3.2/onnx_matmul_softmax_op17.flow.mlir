module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", {ordinal = 0 : index}, [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @matmul_softmax$async_dispatch_0 {
    flow.executable.export public @matmul_softmax$async_dispatch_0_pack_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @matmul_softmax$async_dispatch_0_pack_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<?x8xf32>>, %arg1: index, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<?x8x4x1xf32>>) {
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
  flow.executable private @matmul_softmax$async_dispatch_1 {
    flow.executable.export public @matmul_softmax$async_dispatch_1_mmt4d_1xDx8x8x4x1_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @matmul_softmax$async_dispatch_1_mmt4d_1xDx8x8x4x1_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<?x8x4x1xf32>>, %arg1: index, %arg2: !flow.dispatch.tensor<writeonly:tensor<1x?x8x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense<[[[[0.220252484], [0.0676862523], [-0.107994303], [-0.252048373], [-0.378924251], [0.00372765819], [0.000000e+00], [0.000000e+00]], [[-0.162113413], [-0.17443119], [-4.439390e-02], [-0.0103692058], [-0.455356568], [0.185029313], [0.000000e+00], [0.000000e+00]], [[-0.405369133], [0.371924818], [0.118113622], [-0.0943689048], [0.268599302], [0.00415729219], [0.000000e+00], [0.000000e+00]], [[0.13818419], [0.0214454159], [0.219306275], [0.21228449], [-0.181466833], [-0.122498356], [0.000000e+00], [0.000000e+00]], [[0.0686454102], [-0.0420020297], [-0.456982851], [0.405223519], [-0.434995472], [-0.416308582], [0.000000e+00], [0.000000e+00]], [[-0.25522247], [0.112970248], [0.359202504], [-0.047083009], [-0.0782154724], [0.0347802937], [0.000000e+00], [0.000000e+00]], [[-0.0733719468], [0.0164730456], [-0.227994293], [0.0876514837], [0.0785158798], [-0.487083495], [0.000000e+00], [0.000000e+00]], [[-0.0220451895], [0.0325831622], [0.112244949], [-0.163217947], [-0.26560685], [-0.190146819], [0.000000e+00], [0.000000e+00]]]]> : tensor<1x8x8x1xf32>
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?x8x4x1xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<writeonly:tensor<1x?x8x4xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [%0, 8, 4, 1], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<?x8x4x1xf32>>{%0} -> tensor<?x8x4x1xf32>
        %4 = tensor.empty(%0) : tensor<1x?x8x4xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<1x?x8x4xf32>) -> tensor<1x?x8x4xf32>
        %6 = linalg.mmt4d ins(%cst_0, %3 : tensor<1x8x8x1xf32>, tensor<?x8x4x1xf32>) outs(%5 : tensor<1x?x8x4xf32>) -> tensor<1x?x8x4xf32>
        flow.dispatch.tensor.store %6, %2, offsets = [0, 0, 0, 0], sizes = [1, %0, 8, 4], strides = [1, 1, 1, 1] : tensor<1x?x8x4xf32> -> !flow.dispatch.tensor<writeonly:tensor<1x?x8x4xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @matmul_softmax$async_dispatch_2 {
    flow.executable.export public @matmul_softmax$async_dispatch_2_unpack_elementwise_Dx6_f32 workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @matmul_softmax$async_dispatch_2_unpack_elementwise_Dx6_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<1x?x8x4xf32>>, %arg1: index, %arg2: index, %arg3: !flow.dispatch.tensor<writeonly:tensor<?x6xf32>>) {
        %cst = arith.constant dense<[0.109608196, -0.170367107, -0.152828768, 0.22875312, -0.157231525, -0.179726526]> : tensor<6xf32>
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.workload.ordinal %arg2, 1 : index
        %2 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<1x?x8x4xf32>>{%0}
        %3 = flow.dispatch.tie_shape %arg3 : !flow.dispatch.tensor<writeonly:tensor<?x6xf32>>{%1}
        %4 = flow.dispatch.tensor.load %2, offsets = [0, 0, 0, 0], sizes = [1, %0, 8, 4], strides = [1, 1, 1, 1] : !flow.dispatch.tensor<readonly:tensor<1x?x8x4xf32>>{%0} -> tensor<1x?x8x4xf32>
        %5 = tensor.empty(%1) : tensor<?x6xf32>
        %unpack = tensor.unpack %4 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [8, 4] into %5 : tensor<1x?x8x4xf32> -> tensor<?x6xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%unpack, %cst : tensor<?x6xf32>, tensor<6xf32>) outs(%5 : tensor<?x6xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          linalg.yield %7 : f32
        } -> tensor<?x6xf32>
        flow.dispatch.tensor.store %6, %3, offsets = [0, 0], sizes = [%1, 6], strides = [1, 1] : tensor<?x6xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x6xf32>>{%1}
        return
      }
    }
  }
  flow.executable private @matmul_softmax$async_dispatch_3 {
    flow.executable.export public @matmul_softmax$async_dispatch_3_generic_Dx6_f32 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @matmul_softmax$async_dispatch_3_generic_Dx6_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<?x6xf32>>, %arg1: index, %arg2: !flow.dispatch.tensor<writeonly:tensor<?xf32>>) {
        %cst = arith.constant 0xFF800000 : f32
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?x6xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 6], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x6xf32>>{%0} -> tensor<?x6xf32>
        %4 = tensor.empty(%0) : tensor<?xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<?xf32>) -> tensor<?xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%3 : tensor<?x6xf32>) outs(%5 : tensor<?xf32>) {
        ^bb0(%in: f32, %out: f32):
          %7 = arith.maximumf %in, %out : f32
          linalg.yield %7 : f32
        } -> tensor<?xf32>
        flow.dispatch.tensor.store %6, %2, offsets = [0], sizes = [%0], strides = [1] : tensor<?xf32> -> !flow.dispatch.tensor<writeonly:tensor<?xf32>>{%0}
        return
      }
    }
  }
  flow.executable private @matmul_softmax$async_dispatch_4 {
    flow.executable.export public @matmul_softmax$async_dispatch_4_softmax_Dx6xf32_dispatch_tensor_store workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @matmul_softmax$async_dispatch_4_softmax_Dx6xf32_dispatch_tensor_store(%arg0: !flow.dispatch.tensor<readonly:tensor<?x6xf32>>, %arg1: index, %arg2: !flow.dispatch.tensor<writeonly:tensor<?x6xf32>>) {
        %0 = flow.dispatch.workload.ordinal %arg1, 0 : index
        %1 = flow.dispatch.tie_shape %arg0 : !flow.dispatch.tensor<readonly:tensor<?x6xf32>>{%0}
        %2 = flow.dispatch.tie_shape %arg2 : !flow.dispatch.tensor<writeonly:tensor<?x6xf32>>{%0}
        %3 = flow.dispatch.tensor.load %1, offsets = [0, 0], sizes = [%0, 6], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x6xf32>>{%0} -> tensor<?x6xf32>
        %4 = tensor.empty(%0) : tensor<?x6xf32>
        %5 = linalg.softmax dimension(1) ins(%3 : tensor<?x6xf32>) outs(%4 : tensor<?x6xf32>) -> tensor<?x6xf32>
        flow.dispatch.tensor.store %5, %2, offsets = [0, 0], sizes = [%0, 6], strides = [1, 1] : tensor<?x6xf32> -> !flow.dispatch.tensor<writeonly:tensor<?x6xf32>>{%0}
        return
      }
    }
  }
  util.func public @matmul_softmax$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<?x8xf32>{%0}
    %2 = arith.cmpi sle, %0, %c0 : index
    %3 = arith.subi %c0, %0 : index
    %4 = arith.subi %0, %c1 : index
    %5 = arith.select %2, %3, %4 : index
    %6 = arith.divsi %5, %c4 : index
    %7 = arith.subi %c0, %6 : index
    %8 = arith.addi %6, %c1 : index
    %9 = arith.select %2, %7, %8 : index
    %10 = flow.dispatch @matmul_softmax$async_dispatch_0::@matmul_softmax$async_dispatch_0_pack_f32[%0, %9](%1, %0, %9) : (tensor<?x8xf32>{%0}, index, index) -> tensor<?x8x4x1xf32>{%9}
    %11 = flow.dispatch @matmul_softmax$async_dispatch_1::@matmul_softmax$async_dispatch_1_mmt4d_1xDx8x8x4x1_f32[%9](%10, %9) : (tensor<?x8x4x1xf32>{%9}, index) -> tensor<1x?x8x4xf32>{%9}
    %12 = flow.dispatch @matmul_softmax$async_dispatch_2::@matmul_softmax$async_dispatch_2_unpack_elementwise_Dx6_f32[%9, %0](%11, %9, %0) : (tensor<1x?x8x4xf32>{%9}, index, index) -> tensor<?x6xf32>{%0}
    %13 = flow.dispatch @matmul_softmax$async_dispatch_3::@matmul_softmax$async_dispatch_3_generic_Dx6_f32[%0](%12, %0) : (tensor<?x6xf32>{%0}, index) -> tensor<?xf32>{%0}
    %14 = flow.dispatch @matmul_softmax$async_dispatch_4::@matmul_softmax$async_dispatch_4_softmax_Dx6xf32_dispatch_tensor_store[%0](%12, %0) : (tensor<?x6xf32>{%0}, index) -> tensor<?x6xf32>{%0}
    %15:2 = hal.tensor.barrier join(%14, %13 : tensor<?x6xf32>, tensor<?xf32>) => %arg2 : !hal.fence
    %16 = hal.tensor.export %15#0 : tensor<?x6xf32>{%0} -> !hal.buffer_view
    %17 = hal.tensor.export %15#1 : tensor<?xf32>{%0} -> !hal.buffer_view
    util.return %16, %17 : !hal.buffer_view, !hal.buffer_view
  }
  util.func public @matmul_softmax(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1:2 = util.call @matmul_softmax$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view)
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) : i32
    util.return %1#0, %1#1 : !hal.buffer_view, !hal.buffer_view
  }
}
