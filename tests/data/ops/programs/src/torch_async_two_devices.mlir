// BUILD-FLAGS: --iree-input-type=torch
// A pipeline-parallel torch program as iree-turbine exports it for two
// devices: arguments and the result carry `iree.abi.affinity`, the stage
// boundary is a `flow.tensor.transfer` (turbine's transfer_to_logical_device),
// and the async ABI wraps it all (`@main$async` with fences, `@main` sync).
func.func @main(%arg0: !torch.vtensor<[4,8],f32> {iree.abi.affinity = #hal.device.promise<@device_a>}, %arg1: !torch.vtensor<[8,8],f32> {iree.abi.affinity = #hal.device.promise<@device_a>}, %arg2: !torch.vtensor<[8,8],f32> {iree.abi.affinity = #hal.device.promise<@device_b>}) -> (!torch.vtensor<[4,8],f32> {iree.abi.affinity = #hal.device.promise<@device_b>}) {
  %0 = torch.aten.mm %arg0, %arg1 : !torch.vtensor<[4,8],f32>, !torch.vtensor<[8,8],f32> -> !torch.vtensor<[4,8],f32>
  %1 = torch.aten.tanh %0 : !torch.vtensor<[4,8],f32> -> !torch.vtensor<[4,8],f32>
  %b = torch_c.to_builtin_tensor %1 : !torch.vtensor<[4,8],f32> -> tensor<4x8xf32>
  %t = flow.tensor.transfer %b : tensor<4x8xf32> to #hal.device.promise<@device_b>
  %c = torch_c.from_builtin_tensor %t : tensor<4x8xf32> -> !torch.vtensor<[4,8],f32>
  %2 = torch.aten.mm %c, %arg2 : !torch.vtensor<[4,8],f32>, !torch.vtensor<[8,8],f32> -> !torch.vtensor<[4,8],f32>
  %3 = torch.aten.relu %2 : !torch.vtensor<[4,8],f32> -> !torch.vtensor<[4,8],f32>
  return %3 : !torch.vtensor<[4,8],f32>
}
