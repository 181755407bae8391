module {
  util.func public @a(%arg0: tensor<?x16xi32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?x?x4x8xi16> {
    %0 = iree_tensor_ext.bitcast %arg0 : tensor<?x16xi32>{%arg1} -> tensor<?x?x4x8xi16>{%arg2, %arg3}
    %1 = iree_tensor_ext.bitcast %0 : tensor<?x?x4x8xi16>{%arg2, %arg3} -> tensor<?x?x4x8xi16>{%arg2, %arg3} attributes {foo}
    %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
    %result_x, %result_y, %result_z = iree_tensor_ext.dispatch.workgroup_count_split_reduction_modifier workgroups(%x, %y, %z) workload(%arg1)
    %2 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 2 : index
    util.return %0 : tensor<?x?x4x8xi16>
  }
  util.func public @castToRaggedDynamic(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?xindex>, %arg2: index, %arg3: index, %arg4: index, %arg5: index) -> tensor<?x?x?x?xf32, #iree_tensor_ext.ragged_shape<1>> {
    %0 = iree_tensor_ext.cast_to_ragged_shape %arg0 ragged_dim(1) column_lengths(%arg1) num_ragged_rows(%arg2) : (tensor<?x?x?xf32>{%arg3, %arg4, %arg5}, tensor<?xindex>) -> tensor<?x?x?x?xf32, #iree_tensor_ext.ragged_shape<1>>
    util.return %0 : tensor<?x?x?x?xf32, #iree_tensor_ext.ragged_shape<1>>
  }
  util.func public @castToRaggedStatic(%arg0: tensor<10x20x30xf32>, %arg1: tensor<4xindex>) -> tensor<10x3x?x30xf32, #iree_tensor_ext.ragged_shape<1>> {
    %0 = iree_tensor_ext.cast_to_ragged_shape %arg0 ragged_dim(1) column_lengths(%arg1) : (tensor<10x20x30xf32>, tensor<4xindex>) -> tensor<10x3x?x30xf32, #iree_tensor_ext.ragged_shape<1>>
    util.return %0 : tensor<10x3x?x30xf32, #iree_tensor_ext.ragged_shape<1>>
  }
  util.func public @l(%arg0: tensor<?x?x30xf32, #iree_tensor_ext.ragged_shape<0>>, %arg1: index) -> tensor<?x30xf32> {
    %0 = iree_tensor_ext.linearize_ragged_dims %arg0 : tensor<?x?x30xf32, #iree_tensor_ext.ragged_shape<0>> -> tensor<?x30xf32>{%arg1}
    util.return %0 : tensor<?x30xf32>
  }
  util.func public @g(%arg0: tensor<?x?x30xf32, #iree_tensor_ext.ragged_shape<0>>, %arg1: index, %arg2: tensor<4xf32>, %arg3: tensor<10x20x30xf32>, %arg4: tensor<4xindex>) {
    %0 = iree_tensor_ext.linearize_ragged_dims %arg0 {foo} : tensor<?x?x30xf32, #iree_tensor_ext.ragged_shape<0>> -> tensor<?x30xf32>{%arg1}
    %1 = iree_tensor_ext.compute_barrier.start %arg2 : tensor<4xf32> -> tensor<4xf32> attributes {foo}
    %2 = iree_tensor_ext.compute_barrier.end %arg2 : tensor<4xf32> -> tensor<4xf32> attributes {foo}
    %3 = iree_tensor_ext.cast_to_ragged_shape %arg3 ragged_dim(1) column_lengths(%arg4) {foo} : (tensor<10x20x30xf32>, tensor<4xindex>) -> tensor<10x3x?x30xf32, #iree_tensor_ext.ragged_shape<1>>
    %4 = iree_tensor_ext.dispatch.workload.ordinal {foo} %arg1, 2 : index
    %result_x, %result_y, %result_z = iree_tensor_ext.dispatch.workgroup_count_split_reduction_modifier {foo} workgroups(%arg1, %arg1, %arg1) workload()
    %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice {foo}(%arg1)
    util.return
  }
}
