// error: 'iree_tensor_ext.compute_barrier.start' op value and result types must match
util.func public @a(%arg0: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %0 = iree_tensor_ext.compute_barrier.start %arg0 : tensor<4x8xf32> -> tensor<8x4xf32>
  util.return %0 : tensor<8x4xf32>
}
// -----
// error: 'iree_tensor_ext.compute_barrier.end' op value set has 2 dynamic dimensions but only 1 dimension values are attached
util.func public @b(%arg0: tensor<?x?xf32>, %d: index) {
  %0 = iree_tensor_ext.compute_barrier.end %arg0 : tensor<?x?xf32>{%d} -> tensor<?x?xf32>
  util.return
}
// -----
// error: 'iree_tensor_ext.compute_barrier.end' op value set has 0 dynamic dimensions but only 1 dimension values are attached
util.func public @c(%arg0: tensor<4x8xf32>, %d: index) {
  %0 = iree_tensor_ext.compute_barrier.end %arg0 : tensor<4x8xf32>{%d} -> tensor<4x8xf32>
  util.return
}
// -----
// error: 'iree_tensor_ext.compute_barrier.end' op value and result types must match
util.func public @d(%arg0: tensor<4x8xf32>) {
  %0 = iree_tensor_ext.compute_barrier.end %arg0 : tensor<4x8xf32> -> tensor<4x8xf16>
  util.return
}
// -----
// error: 'iree_tensor_ext.bitcast' op value set has 1 dynamic dimensions but only 0 dimension values are attached
util.func public @f(%arg0: tensor<?x8xf32>, %d: index) {
  %0 = iree_tensor_ext.bitcast %arg0 : tensor<?x8xf32> -> tensor<4x8xf32>
  util.return
}
// -----
// error: 'iree_tensor_ext.bitcast' op value set has 1 dynamic dimensions but only 0 dimension values are attached
util.func public @g(%arg0: tensor<4x8xf32>, %d: index) {
  %0 = iree_tensor_ext.bitcast %arg0 : tensor<4x8xf32> -> tensor<?x8xf32>
  util.return
}
// -----
// error: 'iree_tensor_ext.linearize_ragged_dims' op value set has 1 dynamic dimensions but only 0 dimension values are attached
util.func public @i(%arg0: tensor<?x?x30xf32, #iree_tensor_ext.ragged_shape<0>>, %d: index) {
  %0 = iree_tensor_ext.linearize_ragged_dims %arg0 : tensor<?x?x30xf32, #iree_tensor_ext.ragged_shape<0>> -> tensor<?x30xf32>
  util.return
}
// -----
// error: 'iree_tensor_ext.linearize_ragged_dims' op expected source type to have a ragged tensor encoding
util.func public @j(%arg0: tensor<?x?x30xf32>, %d: index) {
  %0 = iree_tensor_ext.linearize_ragged_dims %arg0 : tensor<?x?x30xf32> -> tensor<?x30xf32>{%d}
  util.return
}
// -----
// error: 'iree_tensor_ext.linearize_ragged_dims' op expected result rank to be 2 (source rank - number of sparse dimensions + 1), but got 3
util.func public @l(%arg0: tensor<?x?x30xf32, #iree_tensor_ext.ragged_shape<0>>, %d: index) {
  %0 = iree_tensor_ext.linearize_ragged_dims %arg0 : tensor<?x?x30xf32, #iree_tensor_ext.ragged_shape<0>> -> tensor<?x?x30xf32>{%d, %d}
  util.return
}
// -----
// error: 'iree_tensor_ext.linearize_ragged_dims' op expected source dimension 2 with size 30 to be preserved in result dimension 1 but got size 31
util.func public @m(%arg0: tensor<?x?x30xf32, #iree_tensor_ext.ragged_shape<0>>, %d: index) {
  %0 = iree_tensor_ext.linearize_ragged_dims %arg0 : tensor<?x?x30xf32, #iree_tensor_ext.ragged_shape<0>> -> tensor<?x31xf32>{%d}
  util.return
}
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op expected `ragged_dim` to be less than 3, i.e the rank of source
util.func public @c0(%s: tensor<10x20x30xf32>, %c: tensor<4xindex>, %n: index, %d: index) {
  %0 = iree_tensor_ext.cast_to_ragged_shape %s ragged_dim(3) column_lengths(%c) : (tensor<10x20x30xf32>, tensor<4xindex>) -> tensor<10x3x8x30xf32, #iree_tensor_ext.ragged_shape<1>>
  util.return
}
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op expected `column_lengths` to be of rank 1
util.func public @c1(%s: tensor<10x20x30xf32>, %c: tensor<index>, %n: index, %d: index) {
  %0 = iree_tensor_ext.cast_to_ragged_shape %s ragged_dim(1) column_lengths(%c) : (tensor<10x20x30xf32>, tensor<index>) -> tensor<10x3x8x30xf32, #iree_tensor_ext.ragged_shape<1>>
  util.return
}
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op expected `column_lengths` to be of rank 1
util.func public @c2(%s: tensor<10x20x30xf32>, %c: tensor<4x2xindex>, %n: index, %d: index) {
  %0 = iree_tensor_ext.cast_to_ragged_shape %s ragged_dim(1) column_lengths(%c) : (tensor<10x20x30xf32>, tensor<4x2xindex>) -> tensor<10x3x8x30xf32, #iree_tensor_ext.ragged_shape<1>>
  util.return
}
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op expected result rank to be 4, i.e. one more than the source rank, but got 3
util.func public @c3(%s: tensor<?x?x?xf32>, %c: tensor<?xindex>, %n: index, %d: index) {
  %0 = iree_tensor_ext.cast_to_ragged_shape %s ragged_dim(1) column_lengths(%c) num_ragged_rows(%n) : (tensor<?x?x?xf32>{%d, %d, %d}, tensor<?xindex>) -> tensor<?x?x?xf32, #iree_tensor_ext.ragged_shape<1>>
  util.return
}
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op expected result type to have an encoding attribute that implements the `SparseShapeAttrInterface`
util.func public @c4(%s: tensor<?x?x?xf32>, %c: tensor<?xindex>, %n: index, %d: index) {
  %0 = iree_tensor_ext.cast_to_ragged_shape %s ragged_dim(1) column_lengths(%c) num_ragged_rows(%n) : (tensor<?x?x?xf32>{%d, %d, %d}, tensor<?xindex>) -> tensor<?x?x?x?xf32>
  util.return
}
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op expected result type to have an encoding attribute that implements the `SparseShapeAttrInterface`
util.func public @c5(%s: tensor<?x?x?xf32>, %c: tensor<?xindex>, %n: index, %d: index) {
  %0 = iree_tensor_ext.cast_to_ragged_shape %s ragged_dim(1) column_lengths(%c) num_ragged_rows(%n) : (tensor<?x?x?xf32>{%d, %d, %d}, tensor<?xindex>) -> tensor<?x?x?x?xf32, "foo">
  util.return
}
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op mismatch in specified `ragged_dim` value of 1 and `raggedRow` value in the sparse encoding 0
util.func public @c6(%s: tensor<?x?x?xf32>, %c: tensor<?xindex>, %n: index, %d: index) {
  %0 = iree_tensor_ext.cast_to_ragged_shape %s ragged_dim(1) column_lengths(%c) num_ragged_rows(%n) : (tensor<?x?x?xf32>{%d, %d, %d}, tensor<?xindex>) -> tensor<?x?x?x?xf32, #iree_tensor_ext.ragged_shape<0>>
  util.return
}
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op invalid to have static dimensions for `column_lengths` when `num_ragged_rows` is dynamic
util.func public @c7(%s: tensor<?x?x?xf32>, %c: tensor<4xindex>, %n: index, %d: index) {
  %0 = iree_tensor_ext.cast_to_ragged_shape %s ragged_dim(1) column_lengths(%c) num_ragged_rows(%n) : (tensor<?x?x?xf32>{%d, %d, %d}, tensor<4xindex>) -> tensor<?x?x?x?xf32, #iree_tensor_ext.ragged_shape<1>>
  util.return
}
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op invalid to have static value for dimension 1 of result when `num_ragged_rows` is specified as dynamic value
util.func public @c8(%s: tensor<?x?x?xf32>, %c: tensor<?xindex>, %n: index, %d: index) {
  %0 = iree_tensor_ext.cast_to_ragged_shape %s ragged_dim(1) column_lengths(%c) num_ragged_rows(%n) : (tensor<?x?x?xf32>{%d, %d, %d}, tensor<?xindex>) -> tensor<?x2x?x?xf32, #iree_tensor_ext.ragged_shape<1>>
  util.return
}
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op expected shape of `column_lengths` to be static and greater than 1 when `num_ragged_rows` is unspecified, i.e. number of ragged rows is statically known
util.func public @c9(%s: tensor<?x?x?xf32>, %c: tensor<?xindex>, %n: index, %d: index) {
  %0 = iree_tensor_ext.cast_to_ragged_shape %s ragged_dim(1) column_lengths(%c) : (tensor<?x?x?xf32>{%d, %d, %d}, tensor<?xindex>) -> tensor<?x2x?x?xf32, #iree_tensor_ext.ragged_shape<1>>
  util.return
}
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op expected shape of `column_lengths` to be static and greater than 1 when `num_ragged_rows` is unspecified, i.e. number of ragged rows is statically known
util.func public @c10(%s: tensor<?x?x?xf32>, %c: tensor<1xindex>, %n: index, %d: index) {
  %0 = iree_tensor_ext.cast_to_ragged_shape %s ragged_dim(1) column_lengths(%c) : (tensor<?x?x?xf32>{%d, %d, %d}, tensor<1xindex>) -> tensor<?x2x?x?xf32, #iree_tensor_ext.ragged_shape<1>>
  util.return
}
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op expected shape of dimension 1 of result, i.e. the `ragged_dim`, to be static and equal to 3 when `num_ragged_rows` is unspecified, i.e number of ragged rows is statically known
util.func public @c11(%s: tensor<?x?x?xf32>, %c: tensor<4xindex>, %n: index, %d: index) {
  %0 = iree_tensor_ext.cast_to_ragged_shape %s ragged_dim(1) column_lengths(%c) : (tensor<?x?x?xf32>{%d, %d, %d}, tensor<4xindex>) -> tensor<?x?x?x?xf32, #iree_tensor_ext.ragged_shape<1>>
  util.return
}
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op expected shape of dimension 1 of result, i.e. the `ragged_dim`, to be static and equal to 3 when `num_ragged_rows` is unspecified, i.e number of ragged rows is statically known
util.func public @c12(%s: tensor<?x?x?xf32>, %c: tensor<4xindex>, %n: index, %d: index) {
  %0 = iree_tensor_ext.cast_to_ragged_shape %s ragged_dim(1) column_lengths(%c) : (tensor<?x?x?xf32>{%d, %d, %d}, tensor<4xindex>) -> tensor<?x4x?x?xf32, #iree_tensor_ext.ragged_shape<1>>
  util.return
}
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op expected dimension 2 of result, i.e. `ragged_dim` + 1, to be dynamic
util.func public @c13(%s: tensor<?x?x?xf32>, %c: tensor<4xindex>, %n: index, %d: index) {
  %0 = iree_tensor_ext.cast_to_ragged_shape %s ragged_dim(1) column_lengths(%c) : (tensor<?x?x?xf32>{%d, %d, %d}, tensor<4xindex>) -> tensor<?x3x4x?xf32, #iree_tensor_ext.ragged_shape<1>>
  util.return
}
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op expected dimension 0 of result to be dynamic since the corresponding dimension 0 in the source is dynamic
util.func public @c14(%s: tensor<?x?x?xf32>, %c: tensor<4xindex>, %n: index, %d: index) {
  %0 = iree_tensor_ext.cast_to_ragged_shape %s ragged_dim(1) column_lengths(%c) : (tensor<?x?x?xf32>{%d, %d, %d}, tensor<4xindex>) -> tensor<2x3x?x?xf32, #iree_tensor_ext.ragged_shape<1>>
  util.return
}
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op expected shape of dimension 0 of result to match the shape of dimension 0 of source, but got 2 and 4 respectively
util.func public @c15(%s: tensor<4x?x?xf32>, %c: tensor<4xindex>, %n: index, %d: index) {
  %0 = iree_tensor_ext.cast_to_ragged_shape %s ragged_dim(1) column_lengths(%c) : (tensor<4x?x?xf32>{%d, %d}, tensor<4xindex>) -> tensor<2x3x?x?xf32, #iree_tensor_ext.ragged_shape<1>>
  util.return
}
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op expected dimension 3 of result to be dynamic since the corresponding dimension 2 in the source is dynamic
util.func public @c16(%s: tensor<4x?x?xf32>, %c: tensor<4xindex>, %n: index, %d: index) {
  %0 = iree_tensor_ext.cast_to_ragged_shape %s ragged_dim(1) column_lengths(%c) : (tensor<4x?x?xf32>{%d, %d}, tensor<4xindex>) -> tensor<4x3x?x5xf32, #iree_tensor_ext.ragged_shape<1>>
  util.return
}
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op expected shape of dimension 3 of result to match the shape of dimension 2 of source, but got 5 and 6 respectively
util.func public @c17(%s: tensor<4x?x6xf32>, %c: tensor<4xindex>, %n: index, %d: index) {
  %0 = iree_tensor_ext.cast_to_ragged_shape %s ragged_dim(1) column_lengths(%c) : (tensor<4x?x6xf32>{%d}, tensor<4xindex>) -> tensor<4x3x?x5xf32, #iree_tensor_ext.ragged_shape<1>>
  util.return
}
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op expected shape of dimension 3 of result to match the shape of dimension 2 of source, but got ? and 6 respectively
util.func public @c18(%s: tensor<4x?x6xf32>, %c: tensor<4xindex>, %n: index, %d: index) {
  %0 = iree_tensor_ext.cast_to_ragged_shape %s ragged_dim(1) column_lengths(%c) : (tensor<4x?x6xf32>{%d}, tensor<4xindex>) -> tensor<4x3x?x?xf32, #iree_tensor_ext.ragged_shape<1>>
  util.return
}
// -----
// error: 'iree_tensor_ext.compute_barrier.start' op value set has 1 dynamic dimensions but only 0 dimension values are attached
util.func public @a(%arg0: tensor<?x8xf32>, %d: index) {
  %0 = iree_tensor_ext.compute_barrier.start %arg0 : tensor<?x8xf32> -> tensor<8x4xf32>
  util.return
}
// -----
// error: 'iree_tensor_ext.bitcast' op value set has 1 dynamic dimensions but only 0 dimension values are attached
util.func public @b(%arg0: tensor<?x8xf32>, %d: index) {
  %0 = iree_tensor_ext.bitcast %arg0 : tensor<?x8xf32> -> tensor<?x?xf32>{%d}
  util.return
}
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op expected `ragged_dim` to be less than 3, i.e the rank of source
util.func public @c(%s: tensor<?x?x?xf32>, %c: tensor<4xindex>) {
  %0 = iree_tensor_ext.cast_to_ragged_shape %s ragged_dim(3) column_lengths(%c) : (tensor<?x?x?xf32>, tensor<4xindex>) -> tensor<?x3x?x?xf32, #iree_tensor_ext.ragged_shape<1>>
  util.return
}
// -----
// error: 'iree_tensor_ext.linearize_ragged_dims' op expected source type to have a ragged tensor encoding
util.func public @e(%arg0: tensor<?x?x30xf32>, %d: index) {
  %0 = iree_tensor_ext.linearize_ragged_dims %arg0 : tensor<?x?x30xf32> -> tensor<?x30xf32>
  util.return
}
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op mismatch in number of dynamic dimensions specified for source, expected 3 values, got 0
util.func public @c(%s: tensor<?x?x?xf32>, %c: tensor<4xindex>) {
  %0 = iree_tensor_ext.cast_to_ragged_shape %s ragged_dim(1) column_lengths(%c) : (tensor<?x?x?xf32>, tensor<4xindex>) -> tensor<?x3x?x?xf32, #iree_tensor_ext.ragged_shape<1>>
  util.return
}
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op mismatch in number of dynamic dimensions specified for source, expected 1 values, got 2
util.func public @c(%s: tensor<4x?x6xf32>, %c: tensor<4xindex>, %d: index) {
  %0 = iree_tensor_ext.cast_to_ragged_shape %s ragged_dim(1) column_lengths(%c) : (tensor<4x?x6xf32>{%d, %d}, tensor<4xindex>) -> tensor<4x3x?x6xf32, #iree_tensor_ext.ragged_shape<1>>
  util.return
}
// -----
// error: 'iree_tensor_ext.linearize_ragged_dims' op operand #0 must be ranked tensor of any non-token type values or memref of any non-token type values, but got 'i32'
"util.func"() <{function_type = (i32, index) -> (), sym_name = "g", sym_visibility = "public"}> ({
^bb0(%a: i32, %i: index):
  %0 = "iree_tensor_ext.linearize_ragged_dims"(%a) : (i32) -> i32
  "util.return"() : () -> ()
}) : () -> ()
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op operand #0 must be ranked tensor of any non-token type values or memref of any non-token type values, but got 'i32'
"util.func"() <{function_type = (i32, index) -> (), sym_name = "g", sym_visibility = "public"}> ({
^bb0(%a: i32, %i: index):
  %0 = "iree_tensor_ext.cast_to_ragged_shape"(%a, %a) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, raggedDim = 1 : index}> : (i32, i32) -> i32
  "util.return"() : () -> ()
}) : () -> ()
// -----
// error: 'iree_tensor_ext.compute_barrier.start' op operand #0 must be ranked tensor of any non-token type values, but got 'i32'
"util.func"() <{function_type = (i32, index) -> (), sym_name = "g", sym_visibility = "public"}> ({
^bb0(%a: i32, %i: index):
  %0 = "iree_tensor_ext.compute_barrier.start"(%a) : (i32) -> i32
  "util.return"() : () -> ()
}) : () -> ()
// -----
// error: 'iree_tensor_ext.bitcast' op operand #0 must be ranked tensor of any non-token type values, but got 'i32'
"util.func"() <{function_type = (i32, index) -> (), sym_name = "g", sym_visibility = "public"}> ({
^bb0(%a: i32, %i: index):
  %0 = "iree_tensor_ext.bitcast"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> i32
  "util.return"() : () -> ()
}) : () -> ()
// -----
// error: 'iree_tensor_ext.linearize_ragged_dims' op result #0 must be ranked tensor of any non-token type values or memref of any non-token type values, but got 'i32'
"util.func"() <{function_type = (tensor<4xf32>, index) -> (), sym_name = "g", sym_visibility = "public"}> ({
^bb0(%a: tensor<4xf32>, %i: index):
  %0 = "iree_tensor_ext.linearize_ragged_dims"(%a) : (tensor<4xf32>) -> i32
  "util.return"() : () -> ()
}) : () -> ()
// -----
// error: 'iree_tensor_ext.cast_to_ragged_shape' op result #0 must be ranked tensor of any non-token type values or memref of any non-token type values, but got 'i32'
"util.func"() <{function_type = (tensor<4xf32>, index) -> (), sym_name = "g", sym_visibility = "public"}> ({
^bb0(%a: tensor<4xf32>, %i: index):
  %0 = "iree_tensor_ext.cast_to_ragged_shape"(%a, %a) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, raggedDim = 1 : index}> : (tensor<4xf32>, tensor<4xf32>) -> i32
  "util.return"() : () -> ()
}) : () -> ()
