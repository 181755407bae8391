// The region simplification iree-opt's greedy driver runs after the
// patterns: unused block arguments and arguments that always receive the
// same value are dropped, identical blocks merged.
util.func public @same_value(%r: !stream.resource<*>, %s: index, %b: i1) -> (!stream.resource<*>, index) {
  cf.cond_br %b, ^bb1(%r, %s : !stream.resource<*>, index), ^bb1(%r, %s : !stream.resource<*>, index)
^bb1(%0: !stream.resource<*>, %1: index):
  util.return %0, %1 : !stream.resource<*>, index
}
util.func public @unused(%r: !stream.resource<*>, %t: !stream.resource<*>, %s: index, %b: i1) -> !stream.resource<*> {
  cf.cond_br %b, ^bb1(%r, %s : !stream.resource<*>, index), ^bb1(%t, %s : !stream.resource<*>, index)
^bb1(%0: !stream.resource<*>, %1: index):
  util.return %0 : !stream.resource<*>
}
util.func public @loop(%r: !stream.resource<*>, %s: index, %n: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %r : index, !stream.resource<*>)
^bb1(%i: index, %acc: !stream.resource<*>):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^bb3, ^bb2
^bb2:
  %next = arith.addi %i, %c1 : index
  cf.br ^bb1(%next, %acc : index, !stream.resource<*>)
^bb3:
  util.return %acc : !stream.resource<*>
}
util.func public @identical(%r: !stream.resource<*>, %s: index, %t: !stream.resource<*>, %u: index) -> (!stream.resource<*>, index) {
  %c1_i32 = arith.constant 1 : i32
  cf.switch %c1_i32 : i32, [
    default: ^bb1(%r, %s : !stream.resource<*>, index),
    0: ^bb2(%t, %u : !stream.resource<*>, index)
  ]
^bb1(%0: !stream.resource<*>, %1: index):
  util.return %0, %1 : !stream.resource<*>, index
^bb2(%2: !stream.resource<*>, %3: index):
  util.return %2, %3 : !stream.resource<*>, index
}
util.func public @differ(%r: !stream.resource<*>, %t: !stream.resource<*>, %b: i1) -> !stream.resource<*> {
  cf.cond_br %b, ^bb1, ^bb2
^bb1:
  util.return %r : !stream.resource<*>
^bb2:
  util.return %t : !stream.resource<*>
}
util.func public @differ_more(%x: index, %y: index, %z: index, %f: i32) -> (index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  cf.switch %f : i32, [
    default: ^bb1(%x : index),
    0: ^bb2(%y : index),
    1: ^bb3(%z : index)
  ]
^bb1(%a: index):
  %0 = arith.addi %a, %c1 : index
  %1 = arith.muli %0, %x : index
  util.return %1, %c2 : index, index
^bb2(%b: index):
  %2 = arith.addi %b, %c2 : index
  %3 = arith.muli %2, %y : index
  util.return %3, %c2 : index, index
^bb3(%c: index):
  %4 = arith.addi %c, %c1 : index
  %5 = arith.muli %4, %x : index
  util.return %5, %c2 : index, index
}
util.func public @dead_counter(%r: !stream.resource<*>, %n: index, %b: i1) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %r : index, !stream.resource<*>)
^bb1(%i: index, %acc: !stream.resource<*>):
  %next = arith.addi %i, %c1 : index
  cf.cond_br %b, ^bb1(%next, %acc : index, !stream.resource<*>), ^bb2
^bb2:
  util.return %acc : !stream.resource<*>
^bb3(%x: !stream.resource<*>):
  cf.br ^bb2
}
