module {
  util.func public @tie_shape(%arg0: tensor<?x4xf32>, %arg1: index, %arg2: tensor<4xf32>) -> tensor<?x4xf32> {
    %0 = flow.tensor.tie_shape %arg0 : tensor<?x4xf32>{%arg1}
    %1 = flow.tensor.tie_shape %arg0 {foo} : tensor<?x4xf32>{%arg1}
    %2 = flow.tensor.tie_shape %arg2 : tensor<4xf32>
    util.return %0 : tensor<?x4xf32>
  }
  util.func public @workload(%arg0: index) -> index {
    %0 = flow.dispatch.workload.ordinal %arg0, 1 : index
    %1 = flow.dispatch.workload.ordinal {foo} %arg0, 2 : index
    %x, %y, %z = flow.dispatch.workgroup_count_from_dag_root %arg0, %arg0
    %x_0, %y_1, %z_2 = flow.dispatch.workgroup_count_from_dag_root {foo} %arg0
    %x_3, %y_4, %z_5 = flow.dispatch.workgroup_count_from_dag_root 
    util.return %0 : index
  }
}
