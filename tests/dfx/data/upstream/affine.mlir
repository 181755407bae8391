func.func @f(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.apply affine_map<()[s0, s1] -> (s1 * s0)>()[%a, %b]
  %1 = affine.min affine_map<(d0)[s0] -> (s0, -d0 + 4)>(%a)[%b]
  %2 = affine.max affine_map<(d0, d1) -> (d0, d1)>(%a, %b)
  return %0, %1, %2 : index, index, index
}
