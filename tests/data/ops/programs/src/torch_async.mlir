// BUILD-FLAGS: --iree-input-type=torch
// A torch-dialect program as iree-turbine's aot.export hands it to
// iree-compile: the torch input conversion wraps @main into `@main$async`
// (coarse-fences ABI: a wait and a signal `!hal.fence`, `hal.tensor.import
// wait(...)`, `hal.tensor.barrier`) and a synchronous `@main` that calls it
// with `util.null` as the wait fence, a fence from `hal.fence.create`, and
// waits with `hal.fence.await`.
func.func @main(%arg0: !torch.vtensor<[4,8],f32>, %arg1: !torch.vtensor<[8,16],f32>, %arg2: !torch.vtensor<[16],f32>) -> !torch.vtensor<[4,16],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.mm %arg0, %arg1 : !torch.vtensor<[4,8],f32>, !torch.vtensor<[8,16],f32> -> !torch.vtensor<[4,16],f32>
  %1 = torch.aten.add.Tensor %0, %arg2, %int1 : !torch.vtensor<[4,16],f32>, !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[4,16],f32>
  %2 = torch.aten.relu %1 : !torch.vtensor<[4,16],f32> -> !torch.vtensor<[4,16],f32>
  return %2 : !torch.vtensor<[4,16],f32>
}
