// FLAGS: --split-input-file --iree-stream-conversion
util.func public @importNamed(%v: !hal.buffer_view) -> tensor<4xf32> {
  %0 = hal.tensor.import %v "x" : !hal.buffer_view -> tensor<4xf32>
  util.return %0 : tensor<4xf32>
}

// -----
util.func public @importConsumeNamedDyn(%v: !hal.buffer_view, %d: index) -> tensor<?x4xf32> {
  %0 = hal.tensor.import consume %v "x" : !hal.buffer_view -> tensor<?x4xf32>{%d}
  util.return %0 : tensor<?x4xf32>
}

// -----
util.func public @importBuffer(%v: !hal.buffer) -> tensor<2x4xf32> {
  %0 = hal.tensor.import %v : !hal.buffer -> tensor<2x4xf32>
  util.return %0 : tensor<2x4xf32>
}

// -----
util.func public @exportNamed(%t: tensor<4xf32>) -> !hal.buffer_view {
  %0 = hal.tensor.export on(#hal.device.promise<@dev>) %t "out" : tensor<4xf32> -> !hal.buffer_view
  util.return %0 : !hal.buffer_view
}

// -----
util.func public @exportBuffer(%t: tensor<?x4xf32>, %d: index) -> !hal.buffer {
  %0 = hal.tensor.export %t : tensor<?x4xf32>{%d} -> !hal.buffer
  util.return %0 : !hal.buffer
}

// -----
util.func public @aliasAff(%t: tensor<4xf32>, %s: !hal.buffer, %f: !hal.fence) -> tensor<4xf32> {
  %0 = hal.tensor.alias on(#hal.device.promise<@dev>) wait(%f) => %t : tensor<4xf32> to %s : !hal.buffer
  util.return %0 : tensor<4xf32>
}

// -----
util.func public @barrier2(%t: tensor<4xf32>, %u: tensor<?xf32>, %d: index, %f: !hal.fence) -> (tensor<4xf32>, tensor<?xf32>) {
  %0:2 = hal.tensor.barrier join(%t, %u : tensor<4xf32>, tensor<?xf32>) => %f : !hal.fence
  util.return %0#0, %0#1 : tensor<4xf32>, tensor<?xf32>
}

// -----
util.func public @importExportRoundTrip(%v: !hal.buffer_view) -> !hal.buffer_view {
  %0 = hal.tensor.import %v "in" : !hal.buffer_view -> tensor<4xf32>
  %1 = hal.tensor.export %0 "out" : tensor<4xf32> -> !hal.buffer_view
  util.return %1 : !hal.buffer_view
}

// -----
util.func public @transientsDyn(%t: tensor<?xf32>, %d: index, %s: !hal.buffer) -> tensor<?xf32> {
  %0 = hal.tensor.transients %t : tensor<?xf32>{%d} from %s : !hal.buffer
  util.return %0 : tensor<?xf32>
}
