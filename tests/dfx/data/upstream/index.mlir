func.func @f(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.mins %0, %b
  %2 = index.shl %1, %b
  %3 = index.and %2, %b
  %4 = index.cmp slt(%3, %b)
  %5 = index.constant 42
  %6 = index.bool.constant true
  %7 = index.sizeof
  %8 = index.casts %a : index to i32
  %9 = index.castu %8 : i32 to index
  %10 = index.xor %9, %5
  return %10 : index
}
