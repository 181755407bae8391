module {
  util.global private mutable @g0 {stream.affinity = #hal.device.promise<@dev_a>} : tensor<1xi32>
  util.global private @g1 = dense<1> : tensor<1xi32>
  util.global public @g2 : !hal.device
  util.global private mutable @g4 = 5 : i32
  util.global private @g5 = 5 : i64
  util.func private @decl(%arg0: tensor<1xi32>, %arg1: i32) -> tensor<1xi32>
  util.func private @decl2(%arg0: tensor<1xi32>) -> (tensor<1xi32> {a.foo}, i32)
  util.func private @tied(%arg0: tensor<1xi32>, %arg1: tensor<2xi32>) -> (%arg0, tensor<1xi32>)
  util.func private @tied3(%arg0: tensor<1xi32>, %arg1: tensor<2xi32>) -> (tensor<1xi32>, tensor<1xi32>)
  util.func public @tied2(%arg0: tensor<1xi32> {a.b = 1 : i32}, %arg1: tensor<2xi32>) -> %arg1 attributes {foo = "bar", inlining_policy = #util.inline.never} {
    %0:2 = util.call @tied(%arg0, %arg1) : (tensor<1xi32>, tensor<2xi32>) -> (%arg0, tensor<1xi32>)
    %1:2 = util.call @tied3(%arg0, %arg1) {x = 1 : i32} : (tensor<1xi32>, tensor<2xi32>) -> (tensor<1xi32>, tensor<1xi32>)
    %ptr_g0 = util.global.address @g0 : !util.ptr<tensor<1xi32>>
    %g0 = util.global.load @g0 : tensor<1xi32>
    %g1 = util.global.load immutable @g1 : tensor<1xi32>
    util.global.store %g0, @g0 : tensor<1xi32>
    %2:2 = util.optimization_barrier %g0, %g1 : tensor<1xi32>, tensor<1xi32>
    util.return %arg1 : tensor<2xi32>
  }
  util.initializer {
    %g0 = util.global.load @g0 : tensor<1xi32>
    util.global.store %g0, @g0 : tensor<1xi32>
    util.return
  }
  util.initializer attributes {stream.affinity = #hal.device.promise<@dev_a>} {
    util.return
  }
  func.func private @fd(i32, tensor<4xf32> {iree.abi.affinity = #hal.device.promise<@device_a>}) -> (i32 {a.a}) attributes {q}
  func.func public @ff(%arg0: i32, %arg1: tensor<4xf32> {iree.abi.affinity = #hal.device.promise<@device_a>}) -> (tensor<4xf32> {iree.abi.affinity = #hal.device.promise<@device_a>}) {
    %0 = call @ff(%arg0, %arg1) : (i32, tensor<4xf32>) -> tensor<4xf32>
    %1 = call @ff(%arg0, %arg1) {z} : (i32, tensor<4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func @fg() -> ((i32) -> i32) attributes {a = 1 : i64} {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %true = arith.constant true
    %0 = arith.index_cast %c1 : index to i32
    %1 = arith.select %true, %c1, %c0 : index
    %2 = arith.cmpi ult, %c1, %c0 : index
    %3 = arith.addi %c1, %c0 overflow<nsw> : index
    %cst = arith.constant 1.500000e+00 : f32
    %4 = arith.addf %cst, %cst fastmath<fast> : f32
    %5 = arith.mulf %cst, %cst : f32
    %6 = arith.cmpf olt, %cst, %5 : f32
    %7 = scf.if %true -> (index) {
      scf.yield %c1 : index
    } else {
      scf.yield %c0 : index
    }
    scf.if %true {
      "t.x"() : () -> ()
    }
    scf.if %true {
      "t.x"() : () -> ()
    } else {
    }
    %8:2 = scf.if %true -> (index, i32) {
      scf.yield %c1, %0 : index, i32
    } else {
      scf.yield %c0, %0 : index, i32
    }
    scf.for %arg0 = %c0 to %c1 step %c1 {
      "t.x"(%arg0) : (index) -> ()
    }
    %9:2 = scf.for %arg0 = %c0 to %c1 step %c1 iter_args(%arg1 = %c1, %arg2 = %0) -> (index, i32) {
      scf.yield %arg1, %arg2 : index, i32
    }
    %10 = scf.for %arg0 = %0 to %0 step %0 iter_args(%arg1 = %c1) -> (index)  : i32 {
      scf.yield %arg1 : index
    }
    %11 = scf.while (%arg0 = %c1) : (index) -> index {
      %15 = arith.cmpi slt, %arg0, %c1 : index
      scf.condition(%15) %arg0 : index
    } do {
    ^bb0(%arg0: index):
      scf.yield %arg0 : index
    } attributes {foo}
    %12:2 = scf.while (%arg0 = %c1, %arg1 = %0) : (index, i32) -> (index, i32) {
      scf.condition(%true) %arg0, %arg1 : index, i32
    } do {
    ^bb0(%arg0: index, %arg1: i32):
      scf.yield %arg0, %arg1 : index, i32
    }
    scf.while : () -> () {
      scf.condition(%true)
    } do {
      scf.yield
    }
    cf.assert %true, "boom \22x\22"
    cf.cond_br %true, ^bb1, ^bb2(%c1 : index)
  ^bb1:  // pred: ^bb0
    cf.br ^bb2(%c0 : index)
  ^bb2(%13: index):  // 2 preds: ^bb0, ^bb1
    %14 = "t.fn"() : () -> ((i32) -> i32)
    return %14 : (i32) -> i32
  }
}

