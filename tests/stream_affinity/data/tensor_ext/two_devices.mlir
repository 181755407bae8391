// Compute barriers and bitcasts around a dispatch on another device, and
// a dynamic barrier (its result dims are its value_dims).
module attributes {stream.affinity.default = #hal.device.affinity<@dev_a>} {
  util.global private @dev_a : !hal.device
  util.global private @dev_b : !hal.device
  flow.executable private @ex {
    flow.executable.export public @e workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @e(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        iree_tensor_ext.dispatch.tensor.store %0, %arg1, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  util.func public @f(%arg0: !hal.buffer_view, %d: index) -> (!hal.buffer_view, tensor<?xf32>) {
    %0 = hal.tensor.import on(#hal.device.affinity<@dev_b>) %arg0 "input0" : !hal.buffer_view -> tensor<4xf32>
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<4xf32> -> tensor<4xf32>
    %2 = flow.dispatch @ex::@e(%1) {stream.affinity = #hal.device.affinity<@dev_b>} : (tensor<4xf32>) -> tensor<4xf32>
    %3 = iree_tensor_ext.compute_barrier.end %2 : tensor<4xf32> -> tensor<4xf32>
    %4 = iree_tensor_ext.bitcast %3 : tensor<4xf32> -> tensor<4xi32>
    %5 = iree_tensor_ext.bitcast %4 : tensor<4xi32> -> tensor<4xf32>
    %6 = flow.tensor.transfer %5 : tensor<4xf32> to #hal.device.affinity<@dev_b>
    %7 = hal.tensor.export on(#hal.device.affinity<@dev_b>) %6 "output0" : tensor<4xf32> -> !hal.buffer_view
    %e = flow.tensor.empty : tensor<?xf32>{%d}
    %8 = iree_tensor_ext.compute_barrier.end %e : tensor<?xf32>{%d} -> tensor<?xf32>
    util.return %7, %8 : !hal.buffer_view, tensor<?xf32>
  }
}
