// FLAGS: --split-input-file --iree-stream-conversion
#enc = #iree_encoding.testing<>
util.func public @encodeDyn(%arg0: tensor<?x4xf32>, %d: index) -> tensor<?x4xf32, #enc> {
  %0 = flow.tensor.encode %arg0 : tensor<?x4xf32>{%d} -> tensor<?x4xf32, #enc>{%d}
  util.return %0 : tensor<?x4xf32, #enc>
}

// -----
#enc = #iree_encoding.testing<>
util.func public @encodeStatic(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32, #enc> {
  %0 = flow.tensor.encode %arg0 : tensor<8x4xf32> -> tensor<8x4xf32, #enc>
  util.return %0 : tensor<8x4xf32, #enc>
}

// -----
#enc = #iree_encoding.testing<>
util.func public @decode(%arg0: tensor<8x4xf32, #enc>) -> tensor<8x4xf32> {
  %0 = flow.tensor.encode %arg0 : tensor<8x4xf32, #enc> -> tensor<8x4xf32>
  util.return %0 : tensor<8x4xf32>
}

// -----
#enc = #iree_encoding.testing<>
util.func public @encodeAffinity(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32, #enc> {
  %0 = flow.tensor.encode %arg0 : tensor<8x4xf32> -> tensor<8x4xf32, #enc> attributes {stream.affinity = #hal.device.promise<@dev>}
  util.return %0 : tensor<8x4xf32, #enc>
}

// -----
util.func public @bitcastDyn(%arg0: tensor<?x4xi32>, %d: index, %e: index) -> tensor<?x8xi16> {
  %0 = flow.tensor.bitcast %arg0 : tensor<?x4xi32>{%d} -> tensor<?x8xi16>{%e}
  util.return %0 : tensor<?x8xi16>
}

// -----
util.func public @reshapeDyn(%arg0: tensor<?x4xf32>, %d: index, %e: index) -> tensor<?xf32> {
  %0 = flow.tensor.reshape %arg0 : tensor<?x4xf32>{%d} -> tensor<?xf32>{%e}
  util.return %0 : tensor<?xf32>
}

// -----
util.func public @transferSame(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = flow.tensor.transfer %arg0 : tensor<4xf32> to #hal.device.promise<@dev_a>
  %1 = flow.tensor.transfer %0 : tensor<4xf32> to #hal.device.promise<@dev_b>
  util.return %1 : tensor<4xf32>
}

// -----
util.func public @barrier(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = flow.tensor.barrier %arg0 : tensor<4xf32> on #hal.device.promise<@dev_a>
  util.return %0 : tensor<4xf32>
}

// -----
util.func public @dynConst(%d: index) -> tensor<?x4xi32> {
  %0 = flow.tensor.dynamic_constant dense<2> : tensor<2x4xi32> -> tensor<?x4xi32>
  util.return %0 : tensor<?x4xi32>
}

// -----
util.func public @cloneDyn(%arg0: tensor<?x4xf32>, %d: index) -> tensor<?x4xf32> {
  %0 = flow.tensor.clone %arg0 : tensor<?x4xf32>{%d}
  util.return %0 : tensor<?x4xf32>
}

// -----
util.func public @sliceDyn(%arg0: tensor<?x4xf32>, %d: index, %o: index, %n: index) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = flow.tensor.slice %arg0[%o, %c0 for %n, %c4] : tensor<?x4xf32>{%d} -> tensor<?x4xf32>{%n}
  util.return %0 : tensor<?x4xf32>
}

// -----
util.func public @updateDyn(%u: tensor<?x4xf32>, %t: tensor<?x4xf32>, %du: index, %dt: index, %o: index) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %0 = flow.tensor.update %u, %t[%o, %c0] : tensor<?x4xf32>{%du} -> %t as tensor<?x4xf32>{%dt}
  util.return %0 : tensor<?x4xf32>
}

// -----
util.func public @loadDyn(%arg0: tensor<?x4xf32>, %d: index, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = flow.tensor.load %arg0[%i, %c0] : tensor<?x4xf32>{%d}
  util.return %0 : f32
}

// -----
util.func public @storeDyn(%arg0: tensor<?x4xf32>, %d: index, %i: index, %v: f32) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %0 = flow.tensor.store %v, %arg0[%i, %c0] : tensor<?x4xf32>{%d}
  util.return %0 : tensor<?x4xf32>
}

// -----
util.func public @splatDynAff(%v: f32, %d: index) -> tensor<?x4xf32> {
  %0 = flow.tensor.splat %v : tensor<?x4xf32>{%d} attributes {stream.affinity = #hal.device.promise<@dev_a>}
  util.return %0 : tensor<?x4xf32>
}

// -----
util.func public @emptyAlloca(%d: index) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %0 = flow.tensor.empty : tensor<?x4xf32>{%d}
  %1 = flow.tensor.alloca : tensor<?x4xf32>{%d} attributes {stream.affinity = #hal.device.promise<@dev_a>}
  util.return %0, %1 : tensor<?x4xf32>, tensor<?x4xf32>
}

// -----
util.func public @traceDyn(%arg0: tensor<?x4xf32>, %d: index) {
  flow.tensor.trace "X" = [%arg0 : tensor<?x4xf32>{%d}]
  util.return
}
