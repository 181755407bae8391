module {
  util.global private mutable @g = dense<5> : tensor<1xi32>
  util.func public @store() -> tensor<1xi32> {
    %v1 = flow.tensor.constant dense<13> : tensor<1xi32>
    util.global.store %v1, @g : tensor<1xi32>
    util.return %v1 : tensor<1xi32>
  }
  util.func private @use(%c: i1) {
    %v21 = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_a>} dense<38> : tensor<1xi32>
    %v24 = scf.if %c -> (tensor<1xi32>) {
      %v25 = util.global.load @g : tensor<1xi32>
      scf.yield %v25 : tensor<1xi32>
    } else {
      scf.yield %v21 : tensor<1xi32>
    }
    %v28 = flow.dispatch @ex::@entry(%v24) : (tensor<1xi32>) -> tensor<1xi32>
    util.return
  }
}
