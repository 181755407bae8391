"builtin.module"() ({
  %0 = "test.foo"() : () -> i32
  "func.func"() <{function_type = (index, i1) -> (index, i32), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: i1):
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = true}> : () -> i1
    %8 = "arith.constant"() <{value = false}> : () -> i1
    %9 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = -3 : index}> : () -> index
    %12 = "arith.constant"() <{value = -3 : i8}> : () -> i8
    %13 = "scf.if"(%arg1) ({
      %19 = "arith.constant"() <{value = 0 : index}> : () -> index
      %20 = "arith.addi"(%19, %arg0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%20) : (index) -> ()
    }, {
      %18 = "arith.constant"() <{value = 0 : index}> : () -> index
      "scf.yield"(%18) : (index) -> ()
    }) : (i1) -> index
    %14 = "arith.addi"(%13, %arg0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%14)[^bb1] : (index) -> ()
  ^bb1(%15: index):  // pred: ^bb0
    %16 = "test.op"(%15) ({
    ^bb0(%arg2: index):
      "test.y"() : () -> ()
    ^bb1(%17: index):  // no predecessors
      "test.y"() : () -> ()
    }) : (index) -> i32
    "func.return"(%15, %16) : (index, i32) -> ()
  }) : () -> ()
}) : () -> ()

