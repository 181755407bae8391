func.func @f(%a: index, %b: index, %t: tensor<4xf32>, %x: i32, %y: f32) -> (i32, f32) {
  scf.parallel (%i) = (%a) to (%b) step (%b) {
    scf.reduce
  } {foo}
  %0:2 = scf.parallel (%i) = (%a) to (%b) step (%b) init (%x, %y) -> (i32, f32) {
    scf.reduce(%x, %y : i32, f32) {
    ^bb0(%l: i32, %r: i32):
      scf.reduce.return %l : i32
    }, {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }
  }
  %1 = scf.forall (%i, %j) in (%a, 4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  scf.forall (%i) = (2) to (%b) step (3) {
  }
  scf.forall (%i) in (8) {
    scf.forall.in_parallel {
    }
  }
  return %0#0, %0#1 : i32, f32
}
