func.func @f(%i: index, %n: index) -> (index, index, index, index) {
  %0:3 = affine.delinearize_index %i into (%n, 4, 8) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1] by (%n, 4) : index
  %2 = affine.linearize_index disjoint [%0#0, %0#1] by (4) : index
  %3:2 = affine.delinearize_index %i into (8) : index, index
  return %1, %2, %3#0, %3#1 : index, index, index, index
}
