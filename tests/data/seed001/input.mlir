func.func public @multi_device_mul(
// Input argument is resident on device_a (tooling default to first device).
%input_a: tensor<4xf32> {iree.abi.affinity = #hal.device.promise<@device_a>}
) -> (
// Output result is expected to be on device_a (though not required).
tensor<4xf32> {iree.abi.affinity = #hal.device.promise<@device_a>}
) {
// Compute on device_a (input is there).
%constant_a = arith.constant dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf32>
%transient_a = arith.mulf %input_a, %constant_a : tensor<4xf32>
// Transfer the result from device_a -> device_b.
%transient_b = flow.tensor.transfer %transient_a : tensor<4xf32> to #hal.device.promise<@device_b>
// Compute on device_b.
%constant_b = arith.constant dense<[4.0, 5.0, 6.0, 7.0]> : tensor<4xf32>
%result_b = arith.mulf %transient_b, %constant_b : tensor<4xf32>
// Transfer the result from device_b -> device_a.
%result_a = flow.tensor.transfer %result_b : tensor<4xf32> to #hal.device.promise<@device_a>
// Return the result on device_a (as required by ABI attr).
func.return %result_a : tensor<4xf32>
}
