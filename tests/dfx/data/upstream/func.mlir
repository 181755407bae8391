func.func private @g(%a: i32) -> i32 {
  return %a : i32
}
func.func @f(%a: i32) -> i32 {
  %f = func.constant @g : (i32) -> i32
  %r = func.call_indirect %f(%a) : (i32) -> i32
  %s = call @g(%r) : (i32) -> i32
  return %s : i32
}
