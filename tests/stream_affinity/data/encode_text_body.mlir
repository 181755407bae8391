stream.executable private @ex {
  stream.executable.export public @entry workgroups() -> (index, index, index) {
    %x, %y, %z = flow.dispatch.workgroup_count_from_slice
    stream.return %x, %y, %z : index, index, index
  }
  builtin.module {
    func.func @entry(%arg0: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readwrite:tensor<4xf32>>
      %c4 = arith.constant 4 : index
      %1 = flow.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !flow.dispatch.tensor<readwrite:tensor<4xf32>> -> tensor<4xf32>
      %c1 = arith.constant 1 : index
      %2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %1) -> (tensor<4xf32>) {
        %c2 = arith.constant 2 : index
        %b = tosa.exp %a : (tensor<4xf32>) -> tensor<4xf32>
        %e = tensor.extract %b[%c2] : tensor<4xf32>
        %s = tensor.splat %e : tensor<4xf32>
        scf.yield %s : tensor<4xf32>
      }
      flow.dispatch.tensor.store %2, %0, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !flow.dispatch.tensor<readwrite:tensor<4xf32>>
      return
    }
  }
}
util.func public @f(%r: !stream.resource<*>) -> !stream.resource<*> {
  %c16 = arith.constant 16 : index
  %0 = stream.tensor.dispatch @ex::@entry(%r) : (tensor<4xf32> in !stream.resource<*>{%c16}) -> tensor<4xf32> in %r{%c16}
  util.return %0 : !stream.resource<*>
}
