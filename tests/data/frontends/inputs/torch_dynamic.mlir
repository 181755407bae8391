module @module {
  util.global private @__auto.proj.weight = #flow.parameter.named<"model"::"proj.weight"> : tensor<8x8xf32>
  util.global private @__auto.proj.bias = #flow.parameter.named<"model"::"proj.bias"> : tensor<8xf32>
  util.global private @__auto.gate.weight = #flow.parameter.named<"model"::"gate.weight"> : tensor<8x8xf32>
  util.global private @__auto.gate.bias = #flow.parameter.named<"model"::"gate.bias"> : tensor<8xf32>
  func.func @main(%arg0: !torch.vtensor<[?,?,8],f32>, %arg1: !torch.vtensor<[?,?],i1>) -> !torch.vtensor<[?,8],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %0 = torch.symbolic_int "s27" {min_val = 1, max_val = 16} : !torch.int
    %1 = torch.symbolic_int "s11" {min_val = 2, max_val = 128} : !torch.int
    torch.bind_symbolic_shape %arg0, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8)> : !torch.vtensor<[?,?,8],f32>
    torch.bind_symbolic_shape %arg1, [%1, %0], affine_map<()[s0, s1] -> (s1, s0)> : !torch.vtensor<[?,?],i1>
    %__auto.proj.weight = util.global.load @__auto.proj.weight : tensor<8x8xf32>
    %2 = torch_c.from_builtin_tensor %__auto.proj.weight : tensor<8x8xf32> -> !torch.vtensor<[8,8],f32>
    %__auto.proj.bias = util.global.load @__auto.proj.bias : tensor<8xf32>
    %3 = torch_c.from_builtin_tensor %__auto.proj.bias : tensor<8xf32> -> !torch.vtensor<[8],f32>
    %4 = torch.aten.linear %arg0, %2, %3 : !torch.vtensor<[?,?,8],f32>, !torch.vtensor<[8,8],f32>, !torch.vtensor<[8],f32> -> !torch.vtensor<[?,?,8],f32>
    torch.bind_symbolic_shape %4, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8)> : !torch.vtensor<[?,?,8],f32>
    %__auto.gate.weight = util.global.load @__auto.gate.weight : tensor<8x8xf32>
    %5 = torch_c.from_builtin_tensor %__auto.gate.weight : tensor<8x8xf32> -> !torch.vtensor<[8,8],f32>
    %__auto.gate.bias = util.global.load @__auto.gate.bias : tensor<8xf32>
    %6 = torch_c.from_builtin_tensor %__auto.gate.bias : tensor<8xf32> -> !torch.vtensor<[8],f32>
    %7 = torch.aten.linear %arg0, %5, %6 : !torch.vtensor<[?,?,8],f32>, !torch.vtensor<[8,8],f32>, !torch.vtensor<[8],f32> -> !torch.vtensor<[?,?,8],f32>
    torch.bind_symbolic_shape %7, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8)> : !torch.vtensor<[?,?,8],f32>
    %8 = torch.aten.sigmoid %7 : !torch.vtensor<[?,?,8],f32> -> !torch.vtensor<[?,?,8],f32>
    torch.bind_symbolic_shape %8, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8)> : !torch.vtensor<[?,?,8],f32>
    %9 = torch.aten.mul.Tensor %4, %8 : !torch.vtensor<[?,?,8],f32>, !torch.vtensor<[?,?,8],f32> -> !torch.vtensor<[?,?,8],f32>
    torch.bind_symbolic_shape %9, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8)> : !torch.vtensor<[?,?,8],f32>
    %int-1 = torch.constant.int -1
    %10 = torch.aten.unsqueeze %arg1, %int-1 : !torch.vtensor<[?,?],i1>, !torch.int -> !torch.vtensor<[?,?,1],i1>
    torch.bind_symbolic_shape %10, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 1)> : !torch.vtensor<[?,?,1],i1>
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %11 = torch.aten.where.ScalarSelf %10, %float0.000000e00, %9 : !torch.vtensor<[?,?,1],i1>, !torch.float, !torch.vtensor<[?,?,8],f32> -> !torch.vtensor<[?,?,8],f32>
    torch.bind_symbolic_shape %11, [%1, %0], affine_map<()[s0, s1] -> (s1, s0, 8)> : !torch.vtensor<[?,?,8],f32>
    %int1 = torch.constant.int 1
    %12 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %none = torch.constant.none
    %13 = torch.aten.sum.dim_IntList %11, %12, %false, %none : !torch.vtensor<[?,?,8],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,8],f32>
    torch.bind_symbolic_shape %13, [%0], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],f32>
    %14 = torch.aten.bitwise_not %arg1 : !torch.vtensor<[?,?],i1> -> !torch.vtensor<[?,?],i1>
    torch.bind_symbolic_shape %14, [%1, %0], affine_map<()[s0, s1] -> (s1, s0)> : !torch.vtensor<[?,?],i1>
    %int1_0 = torch.constant.int 1
    %15 = torch.prim.ListConstruct %int1_0 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none_1 = torch.constant.none
    %16 = torch.aten.sum.dim_IntList %14, %15, %true, %none_1 : !torch.vtensor<[?,?],i1>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1],si64>
    torch.bind_symbolic_shape %16, [%0], affine_map<()[s0] -> (s0, 1)> : !torch.vtensor<[?,1],si64>
    %int1_2 = torch.constant.int 1
    %none_3 = torch.constant.none
    %17 = torch.aten.clamp %16, %int1_2, %none_3 : !torch.vtensor<[?,1],si64>, !torch.int, !torch.none -> !torch.vtensor<[?,1],si64>
    torch.bind_symbolic_shape %17, [%0], affine_map<()[s0] -> (s0, 1)> : !torch.vtensor<[?,1],si64>
    %18 = torch.aten.div.Tensor %13, %17 : !torch.vtensor<[?,8],f32>, !torch.vtensor<[?,1],si64> -> !torch.vtensor<[?,8],f32>
    torch.bind_symbolic_shape %18, [%0], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],f32>
    return %18 : !torch.vtensor<[?,8],f32>
  }
}
