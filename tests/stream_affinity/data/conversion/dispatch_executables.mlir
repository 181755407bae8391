// Converted by iree-opt 3.2.0 --iree-stream-conversion into dispatch_executables.expected.mlir (test_convert_to_stream.py).
util.global private @dev_a : !hal.device
util.global private @dev_b : !hal.device
util.global private @k = dense<3> : tensor<2xi32>
flow.executable private @ex {
  flow.executable.export public @e workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
    flow.return %arg0, %arg1, %arg0 : index, index, index
  }
  builtin.module {
    util.func public @e(%s: i32, %a: !flow.dispatch.tensor<readonly:tensor<?xi32>>, %n: index, %b: !flow.dispatch.tensor<readwrite:tensor<2xi32>>) {
      %ta = flow.dispatch.tie_shape %a : !flow.dispatch.tensor<readonly:tensor<?xi32>>{%n}
      %id = flow.dispatch.workgroup.id[1] : index
      util.return
    }
  }
}
util.func public @main(%t: tensor<?xi32>, %n: index, %s: i32) -> (tensor<2xi32>, tensor<?xi8>) {
  %c1 = arith.constant 1 : index
  %k = util.global.load @k : tensor<2xi32>
  %r = flow.dispatch @ex::@e[%n, %c1](%s, %t, %n, %k) {stream.affinity = #hal.device.affinity<@dev_b>} : (i32, tensor<?xi32>{%n}, index, tensor<2xi32>) -> %k
  %n4 = arith.muli %n, %c1 : index
  %bc = flow.tensor.bitcast %t : tensor<?xi32>{%n} -> tensor<?xi8>{%n4}
  %cl = flow.tensor.clone %bc : tensor<?xi8>{%n4} attributes {stream.affinity = #hal.device.affinity<@dev_a>}
  util.return %r, %cl : tensor<2xi32>, tensor<?xi8>
}
