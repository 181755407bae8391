module {
  util.global private @g : tensor<1xi32>
  util.func private @ext(tensor<1xi32>)
  util.func private @a() {
    %0 = util.global.load @g : tensor<1xi32>
    %1 = flow.tensor.transfer %0 : tensor<1xi32> to #hal.device.promise<@dev_a>
    util.return
  }
  util.func private @b(%c: i1) {
    %0 = flow.tensor.constant dense<1> : tensor<1xi32>
    util.call @rec(%0, %c) : (tensor<1xi32>, i1) -> ()
    util.call @ext(%0) : (tensor<1xi32>) -> ()
    util.return
  }
  util.func private @rec(%arg0: tensor<1xi32>, %c: i1) {
    %0 = flow.dispatch @ex::@entry(%arg0) : (tensor<1xi32>) -> tensor<1xi32>
    %1 = util.global.load @g : tensor<1xi32>
    %2 = arith.select %c, %arg0, %1 : tensor<1xi32>
    %3 = flow.tensor.transfer %arg0 : tensor<1xi32> to #hal.device.promise<@dev_b>
    util.call @rec(%2, %c) : (tensor<1xi32>, i1) -> ()
    util.return
  }
}
