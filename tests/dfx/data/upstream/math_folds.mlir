func.func @f() -> (f32, f32, f64, f64, f64, i32, i32, i32, f32, f16, f32, f64, f32) {
  %two = arith.constant 2.0 : f32
  %neg = arith.constant -2.5 : f64
  %i = arith.constant 12 : i32
  %h = arith.constant 2.5 : f16
  %sqrt = math.sqrt %two : f32
  %exp = math.exp %two : f32
  %floor = math.floor %neg : f64
  %round = math.round %neg : f64
  %even = math.roundeven %neg : f64
  %clz = math.ctlz %i : i32
  %pop = math.ctpop %i : i32
  %pow = math.ipowi %i, %i : i32
  %tanh = math.tanh %two : f32
  %habs = math.absf %h : f16
  %atan2 = math.atan2 %two, %two : f32
  %log = math.log %neg : f64
  %cs = math.copysign %two, %two : f32
  return %sqrt, %exp, %floor, %round, %even, %clz, %pop, %pow, %tanh, %habs, %atan2, %log, %cs : f32, f32, f64, f64, f64, i32, i32, i32, f32, f16, f32, f64, f32
}
