// Data-dependent control flow on the host: an scf.if choosing between two
// tensor computations on a value read back from the device, and an
// scf.while iterating until a norm falls under a threshold.
#id = affine_map<(i) -> (i)>
#red = affine_map<(i) -> ()>
func.func @select_branch(%x: tensor<16xf32>, %flag: tensor<i1>) -> tensor<16xf32> {
  %c = tensor.extract %flag[] : tensor<i1>
  %e = tensor.empty() : tensor<16xf32>
  %r = scf.if %c -> tensor<16xf32> {
    %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) {
      ^bb0(%v: f32, %o: f32):
        %y = math.exp %v : f32
        linalg.yield %y : f32
    } -> tensor<16xf32>
    scf.yield %a : tensor<16xf32>
  } else {
    %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) {
      ^bb0(%v: f32, %o: f32):
        %y = arith.mulf %v, %v : f32
        linalg.yield %y : f32
    } -> tensor<16xf32>
    scf.yield %b : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

func.func @shrink_until_small(%x: tensor<16xf32>) -> tensor<16xf32> {
  %half = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-3 : f32
  %e = tensor.empty() : tensor<16xf32>
  %s0 = tensor.empty() : tensor<f32>
  %r = scf.while (%cur = %x) : (tensor<16xf32>) -> tensor<16xf32> {
    %z = linalg.fill ins(%zero : f32) outs(%s0 : tensor<f32>) -> tensor<f32>
    %n = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["reduction"]}
        ins(%cur : tensor<16xf32>) outs(%z : tensor<f32>) {
      ^bb0(%v: f32, %acc: f32):
        %sq = arith.mulf %v, %v : f32
        %t = arith.addf %sq, %acc : f32
        linalg.yield %t : f32
    } -> tensor<f32>
    %nv = tensor.extract %n[] : tensor<f32>
    %go = arith.cmpf ogt, %nv, %eps : f32
    scf.condition(%go) %cur : tensor<16xf32>
  } do {
  ^bb0(%cur: tensor<16xf32>):
    %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%cur : tensor<16xf32>) outs(%e : tensor<16xf32>) {
      ^bb0(%v: f32, %o: f32):
        %y = arith.mulf %v, %half : f32
        linalg.yield %y : f32
    } -> tensor<16xf32>
    scf.yield %h : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}
