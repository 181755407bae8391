%x = "test.foo"() : () -> i32
func.func @f(%a: index, %b: i1) -> (index, i32) {
  %0 = arith.constant 0 : index
  %1 = arith.constant 0 : index
  %2 = arith.constant 1 : index
  %3 = arith.constant 1 : index
  %4 = arith.constant 0 : index
  %c5 = arith.constant 5 : i32
  %t = arith.constant true
  %f = arith.constant false
  %f2 = arith.constant 1.0 : f32
  %f3 = arith.constant 2.0 : f32
  %n = arith.constant -3 : index
  %n8 = arith.constant -3 : i8
  %r = scf.if %b -> (index) {
    %q = arith.constant 0 : index
    %qq = arith.addi %q, %a : index
    scf.yield %qq : index
  } else {
    %q = arith.constant 0 : index
    scf.yield %q : index
  }
  %s = arith.addi %r, %a : index
  cf.br ^bb1(%s : index)
^bb1(%z: index):
  %u = "test.op"(%z) ({
    ^bb0(%w: index):
      "test.y"() : () -> ()
    ^bb1(%w2: index):
      "test.y"() : () -> ()
  }) : (index) -> i32
  return %z, %u : index, i32
}
