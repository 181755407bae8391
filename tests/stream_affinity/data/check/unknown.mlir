module {
  util.func public @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = flow.dispatch @ex::@neg(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    util.return %0 : tensor<4xf32>
  }
}
