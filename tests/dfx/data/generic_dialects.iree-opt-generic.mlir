"builtin.module"() ({
  "util.global"() <{is_mutable, sym_name = "g0", sym_visibility = "private", type = tensor<1xi32>}> {stream.affinity = #hal.device.promise<@dev_a>} : () -> ()
  "util.global"() <{initial_value = dense<1> : tensor<1xi32>, sym_name = "g1", sym_visibility = "private", type = tensor<1xi32>}> : () -> ()
  "util.global"() <{sym_name = "g2", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = 5 : i32, is_mutable, sym_name = "g4", sym_visibility = "private", type = i32}> : () -> ()
  "util.global"() <{initial_value = 5 : i64, sym_name = "g5", sym_visibility = "private", type = i64}> : () -> ()
  "util.func"() <{function_type = (tensor<1xi32>, i32) -> tensor<1xi32>, sym_name = "decl", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<1xi32>) -> (tensor<1xi32>, i32), res_attrs = [{a.foo}, {}], sym_name = "decl2", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<1xi32>, tensor<2xi32>) -> (tensor<1xi32>, tensor<1xi32>), sym_name = "tied", sym_visibility = "private", tied_operands = [0 : index, -1 : index]}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<1xi32>, tensor<2xi32>) -> (tensor<1xi32>, tensor<1xi32>), sym_name = "tied3", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  }) : () -> ()
  "util.func"() <{arg_attrs = [{a.b = 1 : i32}, {}], function_type = (tensor<1xi32>, tensor<2xi32>) -> tensor<2xi32>, inlining_policy = #util.inline.never, sym_name = "tied2", sym_visibility = "public", tied_operands = [1 : index]}> ({
  ^bb0(%arg14: tensor<1xi32>, %arg15: tensor<2xi32>):
    %23:2 = "util.call"(%arg14, %arg15) <{callee = @tied, tied_operands = [0 : index, -1 : index]}> : (tensor<1xi32>, tensor<2xi32>) -> (tensor<1xi32>, tensor<1xi32>)
    %24:2 = "util.call"(%arg14, %arg15) <{callee = @tied3, tied_operands = [-1 : index, -1 : index]}> {x = 1 : i32} : (tensor<1xi32>, tensor<2xi32>) -> (tensor<1xi32>, tensor<1xi32>)
    %25 = "util.global.address"() <{global = @g0}> : () -> !util.ptr<tensor<1xi32>>
    %26 = "util.global.load"() <{global = @g0}> : () -> tensor<1xi32>
    %27 = "util.global.load"() <{global = @g1, is_immutable}> : () -> tensor<1xi32>
    "util.global.store"(%26) <{global = @g0}> : (tensor<1xi32>) -> ()
    %28:2 = "util.optimization_barrier"(%26, %27) : (tensor<1xi32>, tensor<1xi32>) -> (tensor<1xi32>, tensor<1xi32>)
    "util.return"(%arg15) : (tensor<2xi32>) -> ()
  }) {foo = "bar"} : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %22 = "util.global.load"() <{global = @g0}> : () -> tensor<1xi32>
    "util.global.store"(%22) <{global = @g0}> : (tensor<1xi32>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    "util.return"() : () -> ()
  }) {stream.affinity = #hal.device.promise<@dev_a>} : () -> ()
  "func.func"() <{arg_attrs = [{}, {iree.abi.affinity = #hal.device.promise<@device_a>}], function_type = (i32, tensor<4xf32>) -> i32, res_attrs = [{a.a}], sym_name = "fd", sym_visibility = "private"}> ({
  }) {q} : () -> ()
  "func.func"() <{arg_attrs = [{}, {iree.abi.affinity = #hal.device.promise<@device_a>}], function_type = (i32, tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{iree.abi.affinity = #hal.device.promise<@device_a>}], sym_name = "ff", sym_visibility = "public"}> ({
  ^bb0(%arg12: i32, %arg13: tensor<4xf32>):
    %20 = "func.call"(%arg12, %arg13) <{callee = @ff}> : (i32, tensor<4xf32>) -> tensor<4xf32>
    %21 = "func.call"(%arg12, %arg13) <{callee = @ff}> {z} : (i32, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%21) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> ((i32) -> i32), sym_name = "fg"}> ({
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = true}> : () -> i1
    %3 = "arith.index_cast"(%0) : (index) -> i32
    %4 = "arith.select"(%2, %0, %1) : (i1, index, index) -> index
    %5 = "arith.cmpi"(%0, %1) <{predicate = 6 : i64}> : (index, index) -> i1
    %6 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index
    %7 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %8 = "arith.addf"(%7, %7) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %9 = "arith.mulf"(%7, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %10 = "arith.cmpf"(%7, %9) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %11 = "scf.if"(%2) ({
      "scf.yield"(%0) : (index) -> ()
    }, {
      "scf.yield"(%1) : (index) -> ()
    }) : (i1) -> index
    "scf.if"(%2) ({
      "t.x"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.if"(%2) ({
      "t.x"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %12:2 = "scf.if"(%2) ({
      "scf.yield"(%0, %3) : (index, i32) -> ()
    }, {
      "scf.yield"(%1, %3) : (index, i32) -> ()
    }) : (i1) -> (index, i32)
    "scf.for"(%1, %0, %0) ({
    ^bb0(%arg11: index):
      "t.x"(%arg11) : (index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %13:2 = "scf.for"(%1, %0, %0, %0, %3) ({
    ^bb0(%arg8: index, %arg9: index, %arg10: i32):
      "scf.yield"(%arg9, %arg10) : (index, i32) -> ()
    }) : (index, index, index, index, i32) -> (index, i32)
    %14 = "scf.for"(%3, %3, %3, %0) ({
    ^bb0(%arg6: i32, %arg7: index):
      "scf.yield"(%arg7) : (index) -> ()
    }) : (i32, i32, i32, index) -> index
    %15 = "scf.while"(%0) ({
    ^bb0(%arg5: index):
      %19 = "arith.cmpi"(%arg5, %0) <{predicate = 2 : i64}> : (index, index) -> i1
      "scf.condition"(%19, %arg5) : (i1, index) -> ()
    }, {
    ^bb0(%arg4: index):
      "scf.yield"(%arg4) : (index) -> ()
    }) {foo} : (index) -> index
    %16:2 = "scf.while"(%0, %3) ({
    ^bb0(%arg2: index, %arg3: i32):
      "scf.condition"(%2, %arg2, %arg3) : (i1, index, i32) -> ()
    }, {
    ^bb0(%arg0: index, %arg1: i32):
      "scf.yield"(%arg0, %arg1) : (index, i32) -> ()
    }) : (index, i32) -> (index, i32)
    "scf.while"() ({
      "scf.condition"(%2) : (i1) -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : () -> ()
    "cf.assert"(%2) <{msg = "boom \22x\22"}> : (i1) -> ()
    "cf.cond_br"(%2, %0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, index) -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"(%1)[^bb2] : (index) -> ()
  ^bb2(%17: index):  // 2 preds: ^bb0, ^bb1
    %18 = "t.fn"() : () -> ((i32) -> i32)
    "func.return"(%18) : ((i32) -> i32) -> ()
  }) {a = 1 : i64} : () -> ()
}) : () -> ()

