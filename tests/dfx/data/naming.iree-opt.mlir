module {
  %0 = "test.foo"() : () -> i32
  func.func @f(%arg0: index, %arg1: i1) -> (index, i32) {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %c5_i32 = arith.constant 5 : i32
    %true = arith.constant true
    %false = arith.constant false
    %cst = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 2.000000e+00 : f32
    %c-3 = arith.constant -3 : index
    %c-3_i8 = arith.constant -3 : i8
    %1 = scf.if %arg1 -> (index) {
      %c0_4 = arith.constant 0 : index
      %5 = arith.addi %c0_4, %arg0 : index
      scf.yield %5 : index
    } else {
      %c0_4 = arith.constant 0 : index
      scf.yield %c0_4 : index
    }
    %2 = arith.addi %1, %arg0 : index
    cf.br ^bb1(%2 : index)
  ^bb1(%3: index):  // pred: ^bb0
    %4 = "test.op"(%3) ({
    ^bb0(%arg2: index):
      "test.y"() : () -> ()
    ^bb1(%5: index):  // no predecessors
      "test.y"() : () -> ()
    }) : (index) -> i32
    return %3, %4 : index, i32
  }
}

