// BUILD-FLAGS: --iree-opt-const-eval=false
// (iree-compile 3.2.0 fails evaluating parameter-backed initializers at
// compile time: "required module 'io_parameters' not registered".)
// A deeper MLP whose weights are module-level globals loaded from a
// parameter archive (#flow.parameter.named), as exported models do;
// 8 layers, 16 parameters, plus a mutable call counter.
#id = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
util.global private @layer0.weight = #flow.parameter.named<"model"::"layer0.weight"> : tensor<16x16xf32>
util.global private @layer0.bias = #flow.parameter.named<"model"::"layer0.bias"> : tensor<16xf32>
util.global private @layer1.weight = #flow.parameter.named<"model"::"layer1.weight"> : tensor<16x16xf32>
util.global private @layer1.bias = #flow.parameter.named<"model"::"layer1.bias"> : tensor<16xf32>
util.global private @layer2.weight = #flow.parameter.named<"model"::"layer2.weight"> : tensor<16x16xf32>
util.global private @layer2.bias = #flow.parameter.named<"model"::"layer2.bias"> : tensor<16xf32>
util.global private @layer3.weight = #flow.parameter.named<"model"::"layer3.weight"> : tensor<16x16xf32>
util.global private @layer3.bias = #flow.parameter.named<"model"::"layer3.bias"> : tensor<16xf32>
util.global private @layer4.weight = #flow.parameter.named<"model"::"layer4.weight"> : tensor<16x16xf32>
util.global private @layer4.bias = #flow.parameter.named<"model"::"layer4.bias"> : tensor<16xf32>
util.global private @layer5.weight = #flow.parameter.named<"model"::"layer5.weight"> : tensor<16x16xf32>
util.global private @layer5.bias = #flow.parameter.named<"model"::"layer5.bias"> : tensor<16xf32>
util.global private @layer6.weight = #flow.parameter.named<"model"::"layer6.weight"> : tensor<16x16xf32>
util.global private @layer6.bias = #flow.parameter.named<"model"::"layer6.bias"> : tensor<16xf32>
util.global private @layer7.weight = #flow.parameter.named<"model"::"layer7.weight"> : tensor<16x16xf32>
util.global private @layer7.bias = #flow.parameter.named<"model"::"layer7.bias"> : tensor<16xf32>
util.global private mutable @calls = 0 : i32
func.func @forward(%x: tensor<2x16xf32>) -> tensor<2x16xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1 : i32
  %n = util.global.load @calls : i32
  %n1 = arith.addi %n, %one : i32
  util.global.store %n1, @calls : i32
  %e = tensor.empty() : tensor<2x16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x16xf32>) -> tensor<2x16xf32>
  %w0 = util.global.load @layer0.weight : tensor<16x16xf32>
  %b0 = util.global.load @layer0.bias : tensor<16xf32>
  %m0 = linalg.matmul ins(%x, %w0 : tensor<2x16xf32>, tensor<16x16xf32>) outs(%z : tensor<2x16xf32>) -> tensor<2x16xf32>
  %h0 = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m0, %b0 : tensor<2x16xf32>, tensor<16xf32>) outs(%e : tensor<2x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
  } -> tensor<2x16xf32>
  %w1 = util.global.load @layer1.weight : tensor<16x16xf32>
  %b1 = util.global.load @layer1.bias : tensor<16xf32>
  %m1 = linalg.matmul ins(%h0, %w1 : tensor<2x16xf32>, tensor<16x16xf32>) outs(%z : tensor<2x16xf32>) -> tensor<2x16xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m1, %b1 : tensor<2x16xf32>, tensor<16xf32>) outs(%e : tensor<2x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
  } -> tensor<2x16xf32>
  %w2 = util.global.load @layer2.weight : tensor<16x16xf32>
  %b2 = util.global.load @layer2.bias : tensor<16xf32>
  %m2 = linalg.matmul ins(%h1, %w2 : tensor<2x16xf32>, tensor<16x16xf32>) outs(%z : tensor<2x16xf32>) -> tensor<2x16xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m2, %b2 : tensor<2x16xf32>, tensor<16xf32>) outs(%e : tensor<2x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
  } -> tensor<2x16xf32>
  %w3 = util.global.load @layer3.weight : tensor<16x16xf32>
  %b3 = util.global.load @layer3.bias : tensor<16xf32>
  %m3 = linalg.matmul ins(%h2, %w3 : tensor<2x16xf32>, tensor<16x16xf32>) outs(%z : tensor<2x16xf32>) -> tensor<2x16xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m3, %b3 : tensor<2x16xf32>, tensor<16xf32>) outs(%e : tensor<2x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
  } -> tensor<2x16xf32>
  %w4 = util.global.load @layer4.weight : tensor<16x16xf32>
  %b4 = util.global.load @layer4.bias : tensor<16xf32>
  %m4 = linalg.matmul ins(%h3, %w4 : tensor<2x16xf32>, tensor<16x16xf32>) outs(%z : tensor<2x16xf32>) -> tensor<2x16xf32>
  %h4 = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m4, %b4 : tensor<2x16xf32>, tensor<16xf32>) outs(%e : tensor<2x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
  } -> tensor<2x16xf32>
  %w5 = util.global.load @layer5.weight : tensor<16x16xf32>
  %b5 = util.global.load @layer5.bias : tensor<16xf32>
  %m5 = linalg.matmul ins(%h4, %w5 : tensor<2x16xf32>, tensor<16x16xf32>) outs(%z : tensor<2x16xf32>) -> tensor<2x16xf32>
  %h5 = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m5, %b5 : tensor<2x16xf32>, tensor<16xf32>) outs(%e : tensor<2x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
  } -> tensor<2x16xf32>
  %w6 = util.global.load @layer6.weight : tensor<16x16xf32>
  %b6 = util.global.load @layer6.bias : tensor<16xf32>
  %m6 = linalg.matmul ins(%h5, %w6 : tensor<2x16xf32>, tensor<16x16xf32>) outs(%z : tensor<2x16xf32>) -> tensor<2x16xf32>
  %h6 = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m6, %b6 : tensor<2x16xf32>, tensor<16xf32>) outs(%e : tensor<2x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
  } -> tensor<2x16xf32>
  %w7 = util.global.load @layer7.weight : tensor<16x16xf32>
  %b7 = util.global.load @layer7.bias : tensor<16xf32>
  %m7 = linalg.matmul ins(%h6, %w7 : tensor<2x16xf32>, tensor<16x16xf32>) outs(%z : tensor<2x16xf32>) -> tensor<2x16xf32>
  %h7 = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m7, %b7 : tensor<2x16xf32>, tensor<16xf32>) outs(%e : tensor<2x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
  } -> tensor<2x16xf32>
  return %h7 : tensor<2x16xf32>
}

func.func @call_count() -> i32 {
  %n = util.global.load @calls : i32
  return %n : i32
}
