// An LSTM-style recurrence over a fixed number of time steps: the hidden
// and cell states are loop-carried tensors of an scf.for; each step does a
// matmul for the four gates, sigmoid/tanh nonlinearities and the state update.
#id = affine_map<(i, j) -> (i, j)>
func.func @lstm(%xs: tensor<6x1x8xf32>, %w: tensor<8x32xf32>, %u: tensor<8x32xf32>,
                %h0: tensor<1x8xf32>, %c0: tensor<1x8xf32>) -> (tensor<1x8xf32>, tensor<1x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %c0i = arith.constant 0 : index
  %c1i = arith.constant 1 : index
  %c6i = arith.constant 6 : index
  %res:2 = scf.for %t = %c0i to %c6i step %c1i iter_args(%h = %h0, %c = %c0) -> (tensor<1x8xf32>, tensor<1x8xf32>) {
    %x3 = tensor.extract_slice %xs[%t, 0, 0] [1, 1, 8] [1, 1, 1] : tensor<6x1x8xf32> to tensor<1x8xf32>
    %ge = tensor.empty() : tensor<1x32xf32>
    %gz = linalg.fill ins(%zero : f32) outs(%ge : tensor<1x32xf32>) -> tensor<1x32xf32>
    %gx = linalg.matmul ins(%x3, %w : tensor<1x8xf32>, tensor<8x32xf32>) outs(%gz : tensor<1x32xf32>) -> tensor<1x32xf32>
    %g = linalg.matmul ins(%h, %u : tensor<1x8xf32>, tensor<8x32xf32>) outs(%gx : tensor<1x32xf32>) -> tensor<1x32xf32>
    %gi = tensor.extract_slice %g[0, 0] [1, 8] [1, 1] : tensor<1x32xf32> to tensor<1x8xf32>
    %gf = tensor.extract_slice %g[0, 8] [1, 8] [1, 1] : tensor<1x32xf32> to tensor<1x8xf32>
    %gg = tensor.extract_slice %g[0, 16] [1, 8] [1, 1] : tensor<1x32xf32> to tensor<1x8xf32>
    %go = tensor.extract_slice %g[0, 24] [1, 8] [1, 1] : tensor<1x32xf32> to tensor<1x8xf32>
    %e = tensor.empty() : tensor<1x8xf32>
    %nc, %nh = linalg.generic {indexing_maps = [#id, #id, #id, #id, #id, #id, #id],
                               iterator_types = ["parallel", "parallel"]}
        ins(%gi, %gf, %gg, %go, %c : tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>, tensor<1x8xf32>)
        outs(%e, %e : tensor<1x8xf32>, tensor<1x8xf32>) {
      ^bb0(%i: f32, %f: f32, %gv: f32, %o: f32, %cv: f32, %u0: f32, %u1: f32):
        %ni = arith.negf %i : f32
        %ei = math.exp %ni : f32
        %di = arith.addf %one, %ei : f32
        %si = arith.divf %one, %di : f32
        %nf = arith.negf %f : f32
        %ef = math.exp %nf : f32
        %df = arith.addf %one, %ef : f32
        %sf = arith.divf %one, %df : f32
        %no = arith.negf %o : f32
        %eo = math.exp %no : f32
        %do = arith.addf %one, %eo : f32
        %so = arith.divf %one, %do : f32
        %tg = math.tanh %gv : f32
        %keep = arith.mulf %sf, %cv : f32
        %add = arith.mulf %si, %tg : f32
        %cn = arith.addf %keep, %add : f32
        %tc = math.tanh %cn : f32
        %hn = arith.mulf %so, %tc : f32
        linalg.yield %cn, %hn : f32, f32
    } -> (tensor<1x8xf32>, tensor<1x8xf32>)
    scf.yield %nh, %nc : tensor<1x8xf32>, tensor<1x8xf32>
  }
  return %res#0, %res#1 : tensor<1x8xf32>, tensor<1x8xf32>
}
