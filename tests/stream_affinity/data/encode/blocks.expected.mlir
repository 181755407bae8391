module {
  util.func public @same_value(%arg0: !stream.resource<*>, %arg1: index, %arg2: i1) -> (!stream.resource<*>, index) {
    cf.cond_br %arg2, ^bb1, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb0
    util.return %arg0, %arg1 : !stream.resource<*>, index
  }
  util.func public @unused(%arg0: !stream.resource<*>, %arg1: !stream.resource<*>, %arg2: index, %arg3: i1) -> !stream.resource<*> {
    cf.cond_br %arg3, ^bb1(%arg0 : !stream.resource<*>), ^bb1(%arg1 : !stream.resource<*>)
  ^bb1(%0: !stream.resource<*>):  // 2 preds: ^bb0, ^bb0
    util.return %0 : !stream.resource<*>
  }
  util.func public @loop(%arg0: !stream.resource<*>, %arg1: index, %arg2: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    cf.br ^bb1(%c0, %arg0 : index, !stream.resource<*>)
  ^bb1(%0: index, %1: !stream.resource<*>):  // 2 preds: ^bb0, ^bb2
    %2 = arith.cmpi sge, %0, %arg2 : index
    cf.cond_br %2, ^bb3, ^bb2
  ^bb2:  // pred: ^bb1
    %3 = arith.addi %0, %c1 : index
    cf.br ^bb1(%3, %1 : index, !stream.resource<*>)
  ^bb3:  // pred: ^bb1
    util.return %1 : !stream.resource<*>
  }
  util.func public @identical(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: index) -> (!stream.resource<*>, index) {
    %c1_i32 = arith.constant 1 : i32
    cf.switch %c1_i32 : i32, [
      default: ^bb1(%arg0, %arg1 : !stream.resource<*>, index),
      0: ^bb1(%arg2, %arg3 : !stream.resource<*>, index)
    ]
  ^bb1(%0: !stream.resource<*>, %1: index):  // 2 preds: ^bb0, ^bb0
    util.return %0, %1 : !stream.resource<*>, index
  }
  util.func public @differ(%arg0: !stream.resource<*>, %arg1: !stream.resource<*>, %arg2: i1) -> !stream.resource<*> {
    cf.cond_br %arg2, ^bb1(%arg0 : !stream.resource<*>), ^bb1(%arg1 : !stream.resource<*>)
  ^bb1(%0: !stream.resource<*>):  // 2 preds: ^bb0, ^bb0
    util.return %0 : !stream.resource<*>
  }
  util.func public @differ_more(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> (index, index) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    cf.switch %arg3 : i32, [
      default: ^bb1(%arg0, %c1, %arg0 : index, index, index),
      0: ^bb1(%arg1, %c2, %arg1 : index, index, index),
      1: ^bb1(%arg2, %c1, %arg0 : index, index, index)
    ]
  ^bb1(%0: index, %1: index, %2: index):  // 3 preds: ^bb0, ^bb0, ^bb0
    %3 = arith.addi %0, %1 : index
    %4 = arith.muli %3, %2 : index
    util.return %4, %c2 : index, index
  }
  util.func public @dead_counter(%arg0: !stream.resource<*>, %arg1: index, %arg2: i1) -> !stream.resource<*> {
    cf.br ^bb1(%arg0 : !stream.resource<*>)
  ^bb1(%0: !stream.resource<*>):  // 2 preds: ^bb0, ^bb1
    cf.cond_br %arg2, ^bb1(%0 : !stream.resource<*>), ^bb2
  ^bb2:  // pred: ^bb1
    util.return %0 : !stream.resource<*>
  }
}

