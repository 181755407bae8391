// error: 'util.cmp.eq' op failed to verify that all of {lhs, rhs} have same type
util.func public @f(%a: index, %b: i32, %f: f32, %l: !util.list<i32>) {
  %0 = "util.cmp.eq"(%a, %b) : (index, i32) -> i1
  util.return
}
// -----
// error: 'util.align' op operand #0 must be signless-integer-like, but got 'f32'
util.func public @f(%a: index, %b: i32, %f: f32) {
  %0 = "util.align"(%f, %f) : (f32, f32) -> f32
  util.return
}
// -----
// error: 'util.switch' op failed to verify that all of {default_value, result} have same type
util.func public @f(%a: index, %b: i32, %f: f32) {
  %0 = "util.switch"(%a, %b, %b) : (index, i32, i32) -> f32
  util.return
}
// -----
// error: 'util.status.check_ok' op operand #0 must be 32-bit signless integer, but got 'i64'
util.func public @f(%a: index, %b: i64) {
  "util.status.check_ok"(%b) : (i64) -> ()
  util.return
}
// -----
// error: 'util.unreachable' op must be the last operation in the parent block
util.func public @f(%a: index, %b: i64) {
  "util.unreachable"() <{message = "x"}> : () -> ()
  util.return
}
// -----
// error: 'util.list.get' op operand #0 must be dense list container type, but got 'i64'
util.func public @f(%a: index, %b: i64) {
  %0 = "util.list.get"(%b, %a) : (i64, index) -> i32
  util.return
}
// -----
// error: 'util.buffer.alloc' op operand #0 must be index, but got 'f32'
util.func public @f(%a: index, %f: f32) {
  %0 = "util.buffer.alloc"(%f) : (f32) -> !util.buffer
  util.return
}
// -----
// error: 'util.assume.int' op expected 2 assumption rows to match number of operands
util.func public @f(%a: index) {
  %0:2 = "util.assume.int"(%a, %a) <{assumptions = [[#util.int.assumption<umin = 1>]]}> : (index, index) -> (index, index)
  util.return
}
// -----
// error: 'util.null' op requires zero operands
util.func public @f(%a: index) {
  %0 = "util.null"(%a) : (index) -> i32
  util.return
}
// -----
// error: 'util.sizeof' op requires attribute 'sizedType'
util.func public @f(%a: index) {
  %0 = "util.sizeof"() : () -> index
  util.return
}
// -----
// error: invalid properties {sizedType = 3 : i32} for op util.sizeof: Invalid attribute `sizedType` in property conversion: 3 : i32
util.func public @f(%a: index) {
  %0 = "util.sizeof"() <{sizedType = 3 : i32}> : () -> index
  util.return
}
// -----
// error: 'util.range.min' op requires the same type for all operands and results
util.func public @f(%a: index) {
  %0 = "util.range.min"(%a) : (index) -> i32
  util.return
}
// -----
// error: 'util.buffer.constant' op attribute 'alignment' failed to satisfy constraint: index attribute
util.func public @f(%a: index) {
  %0 = "util.buffer.constant"() <{value = "x", alignment = 3 : i32}> : () -> !util.buffer
  util.return
}
// -----
// error: 'util.numeric.optional_narrow' op operand #0 must be signless integer or floating-point or tensor of signless integer or floating-point values, but got 'index'
util.func public @f(%a: index) {
  %0 = "util.numeric.optional_narrow"(%a) <{semantic_type = i8}> : (index) -> i32
  util.return
}
// -----
// error: 'util.global.load.indirect' op operand #0 must be a pointer-like reference, but got 'index'
util.func public @f(%a: index) {
  %0 = "util.global.load.indirect"(%a) : (index) -> i32
  util.return
}
