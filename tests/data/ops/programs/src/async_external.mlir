// BUILD-FLAGS: --iree-execution-model=async-external
// The fenced ABI without a frontend: `--iree-execution-model=async-external`
// gives @main a wait and a signal `!hal.fence` (imports wait on the first,
// a `hal.tensor.barrier` signals the second), here across two devices.
func.func @main(%arg0: tensor<4x8xf32> {iree.abi.affinity = #hal.device.promise<@device_a>}, %arg1: tensor<4x8xf32> {iree.abi.affinity = #hal.device.promise<@device_b>}) -> (tensor<4x8xf32> {iree.abi.affinity = #hal.device.promise<@device_b>}) {
  %0 = arith.mulf %arg0, %arg0 : tensor<4x8xf32>
  %1 = flow.tensor.transfer %0 : tensor<4x8xf32> to #hal.device.promise<@device_b>
  %2 = arith.addf %1, %arg1 : tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}
