module {
  func.func private @g(i32) -> i32
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %0 = call @g(%arg1) {no_inline} : (i32) -> i32
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg1 : i32),
      4294967295: ^bb1(%0 : i32),
      42: ^bb2
    ]
  ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb0
    return %1 : i32
  ^bb2:  // pred: ^bb0
    return %arg1 : i32
  }
}

