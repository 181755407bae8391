util.global private mutable @g0 {stream.affinity = #hal.device.promise<@dev_a>} : tensor<1xi32>
util.global private @g1 = dense<1> : tensor<1xi32>
util.global @g2 : !hal.device
util.global private mutable @g4 = 5 : i32
util.global private @g5 = 5 : i64
util.func private @decl(%arg0: tensor<1xi32>, %arg1: i32) -> tensor<1xi32>
util.func private @decl2(%a: tensor<1xi32>) -> (tensor<1xi32> {a.foo}, i32)
util.func private @tied(%arg0: tensor<1xi32>, %b: tensor<2xi32>) -> (%arg0, tensor<1xi32>)
util.func private @tied3(%arg0: tensor<1xi32>, %b: tensor<2xi32>) -> (tensor<1xi32>, tensor<1xi32>)
util.func public @tied2(%arg0: tensor<1xi32> {a.b = 1 : i32}, %b: tensor<2xi32>) -> %b attributes {foo = "bar", inlining_policy = #util.inline.never} {
  %0:2 = util.call @tied(%arg0, %b) : (tensor<1xi32>, tensor<2xi32>) -> (%arg0, tensor<1xi32>)
  %1:2 = util.call @tied3(%arg0, %b) {x = 1 : i32} : (tensor<1xi32>, tensor<2xi32>) -> (tensor<1xi32>, tensor<1xi32>)
  %a = util.global.address @g0 : !util.ptr<tensor<1xi32>>
  %l = util.global.load @g0 : tensor<1xi32>
  %l2 = util.global.load immutable @g1 : tensor<1xi32>
  util.global.store %l, @g0 : tensor<1xi32>
  %b2:2 = util.optimization_barrier %l, %l2 : tensor<1xi32>, tensor<1xi32>
  util.return %b : tensor<2xi32>
}
util.initializer {
  %l = util.global.load @g0 : tensor<1xi32>
  util.global.store %l, @g0 : tensor<1xi32>
  util.return
}
util.initializer attributes {stream.affinity = #hal.device.promise<@dev_a>} {
  util.return
}
func.func private @fd(i32, tensor<4xf32> {iree.abi.affinity = #hal.device.promise<@device_a>}) -> (i32 {a.a}) attributes {q}
func.func public @ff(%x: i32, %input_a: tensor<4xf32> {iree.abi.affinity = #hal.device.promise<@device_a>}) -> (tensor<4xf32> {iree.abi.affinity = #hal.device.promise<@device_a>}) {
  %0 = func.call @ff(%x, %input_a) : (i32, tensor<4xf32>) -> tensor<4xf32>
  %1 = call @ff(%x, %input_a) {z} : (i32, tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @fg() -> ((i32) -> i32) attributes {a = 1} {
  %c = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %i = arith.index_cast %c : index to i32
  %s = arith.select %t, %c, %c0 : index
  %cmp = arith.cmpi ult, %c, %c0 : index
  %add = arith.addi %c, %c0 overflow<nsw> : index
  %f = arith.constant 1.5 : f32
  %g = arith.addf %f, %f fastmath<fast> : f32
  %h = arith.mulf %f, %f : f32
  %cmpf = arith.cmpf olt, %f, %h : f32
  %r = scf.if %t -> (index) {
    scf.yield %c : index
  } else {
    scf.yield %c0 : index
  }
  scf.if %t {
    "t.x"() : () -> ()
  }
  scf.if %t {
    "t.x"() : () -> ()
  } else {
  }
  %r2:2 = scf.if %t -> (index, i32) {
    scf.yield %c, %i : index, i32
  } else {
    scf.yield %c0, %i : index, i32
  }
  scf.for %iv = %c0 to %c step %c {
    "t.x"(%iv) : (index) -> ()
  }
  %q:2 = scf.for %iv = %c0 to %c step %c iter_args(%a1 = %c, %a2 = %i) -> (index, i32) {
    scf.yield %a1, %a2 : index, i32
  }
  %q3 = scf.for %iv = %i to %i step %i iter_args(%a1 = %c) -> (index) : i32 {
    scf.yield %a1 : index
  }
  %w = scf.while (%arg1 = %c) : (index) -> index {
    %cond = arith.cmpi slt, %arg1, %c : index
    scf.condition(%cond) %arg1 : index
  } do {
  ^bb0(%arg1: index):
    scf.yield %arg1 : index
  } attributes {foo}
  %w2:2 = scf.while (%arg1 = %c, %arg2 = %i) : (index, i32) -> (index, i32) {
    scf.condition(%t) %arg1, %arg2 : index, i32
  } do {
  ^bb0(%arg1: index, %arg2: i32):
    scf.yield %arg1, %arg2 : index, i32
  }
  scf.while : () -> () {
    scf.condition(%t)
  } do {
    scf.yield
  }
  cf.assert %t, "boom \"x\""
  cf.cond_br %t, ^bb1, ^bb2(%c : index)
^bb1:
  cf.br ^bb2(%c0 : index)
^bb2(%z: index):
  %fn = "t.fn"() : () -> ((i32) -> i32)
  return %fn : (i32) -> i32
}
