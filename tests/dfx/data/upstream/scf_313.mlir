func.func @f(%a: index, %b: index, %x: i32) -> (i32, index, i32) {
  %0 = scf.execute_region -> i32 {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  scf.execute_region {
    scf.yield
  }
  %1 = scf.index_switch %a -> index
  case 2 {
    scf.yield %b : index
  }
  case -5 {
    scf.yield %a : index
  }
  default {
    scf.yield %a : index
  }
  scf.index_switch %b
  default {
  }
  %4 = scf.for unsigned %i = %a to %b step %b iter_args(%y = %x) -> (i32) {
    scf.yield %y : i32
  }
  %5 = scf.execute_region -> i32 no_inline {
    cf.br ^bb1
  ^bb1:
    scf.yield %x : i32
  }
  return %0, %1, %4 : i32, index, i32
}
