module @module {
  util.global private @__auto.k.weight = #flow.parameter.named<"model"::"k.weight"> : tensor<8x8xf32>
  func.func @main(%arg0: !torch.vtensor<[?,8],f32>, %arg1: !torch.tensor<[16,8],f32>, %arg2: !torch.vtensor<[?],si64>) -> !torch.vtensor<[?,16],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %0 = torch.copy.to_vtensor %arg1 : !torch.vtensor<[16,8],f32>
    %1 = torch.symbolic_int "s43" {min_val = 1, max_val = 8} : !torch.int
    torch.bind_symbolic_shape %arg0, [%1], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],f32>
    torch.bind_symbolic_shape %arg2, [%1], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
    %__auto.k.weight = util.global.load @__auto.k.weight : tensor<8x8xf32>
    %2 = torch_c.from_builtin_tensor %__auto.k.weight : tensor<8x8xf32> -> !torch.vtensor<[8,8],f32>
    %none = torch.constant.none
    %3 = torch.aten.linear %arg0, %2, %none : !torch.vtensor<[?,8],f32>, !torch.vtensor<[8,8],f32>, !torch.none -> !torch.vtensor<[?,8],f32>
    torch.bind_symbolic_shape %3, [%1], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],f32>
    %4 = torch.prim.ListConstruct %arg2 : (!torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
    %false = torch.constant.bool false
    %5 = torch.aten.index_put %0, %4, %3, %false : !torch.vtensor<[16,8],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[?,8],f32>, !torch.bool -> !torch.vtensor<[16,8],f32>
    torch.overwrite.tensor.contents %5 overwrites %arg1 : !torch.vtensor<[16,8],f32>, !torch.tensor<[16,8],f32>
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %6 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.aten.permute %5, %6 : !torch.vtensor<[16,8],f32>, !torch.list<int> -> !torch.vtensor<[8,16],f32>
    %8 = torch.aten.matmul %arg0, %7 : !torch.vtensor<[?,8],f32>, !torch.vtensor<[8,16],f32> -> !torch.vtensor<[?,16],f32>
    torch.bind_symbolic_shape %8, [%1], affine_map<()[s0] -> (s0, 16)> : !torch.vtensor<[?,16],f32>
    %int-1 = torch.constant.int -1
    %none_0 = torch.constant.none
    %9 = torch.aten.softmax.int %8, %int-1, %none_0 : !torch.vtensor<[?,16],f32>, !torch.int, !torch.none -> !torch.vtensor<[?,16],f32>
    torch.bind_symbolic_shape %9, [%1], affine_map<()[s0] -> (s0, 16)> : !torch.vtensor<[?,16],f32>
    return %9 : !torch.vtensor<[?,16],f32>
  }
}
