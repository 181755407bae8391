module {
  util.global private mutable @m : tensor<4xf32>
  util.func public @f(%arg0: index, %arg1: index, %arg2: index, %arg3: !util.buffer, %arg4: i32, %arg5: tensor<4xf32>, %arg6: i32) {
    %0 = util.null : !hal.fence
    %1 = util.null : !util.buffer
    %2 = util.cmp.eq %arg0, %arg1 : index
    %3 = util.cmp.ne %arg3, %arg3 : !util.buffer
    %4 = util.align %arg0, %arg1 : index
    %5 = util.sizeof i32
    %6 = util.sizeof !util.buffer attributes {foo}
    %7 = util.range.min %arg0, %arg1, %arg2 : index
    %8 = util.range.max %arg0 : index
    %min, %max = util.range.extents [%arg0 for %arg1], [%arg2 for %arg0] : index
    %9 = util.switch i32 from [%arg4, %arg6] at %arg0 else %arg4 : i32
    %10 = util.cast %arg3 : !util.buffer to !util.object
    %ptr_m = util.global.address @m : !util.ptr<tensor<4xf32>>
    %11 = util.global.load.indirect %ptr_m : !util.ptr<tensor<4xf32>> -> tensor<4xf32>
    %12 = util.global.load.indirect immutable %ptr_m : !util.ptr<tensor<4xf32>> -> tensor<4xf32>
    util.global.store.indirect %arg5, %ptr_m : tensor<4xf32> -> !util.ptr<tensor<4xf32>>
    util.status.check_ok %arg4
    util.status.check_ok %arg4, "message"
    util.return
  }
  util.func public @g(%arg0: i32) {
    util.unreachable "nope"
  }
  util.func public @g2(%arg0: i32) {
    util.unreachable
  }
  util.func public @strings(%arg0: index, %arg1: i32, %arg2: i1) -> i32 {
    %blk_N_xN = util.string.format "blk.{}.x{}"(%arg0, %arg1) : (index, i32) -> !util.buffer
    %yNxN = util.string.format "y={1} x={0}"(%arg0, %arg1) : (index, i32) -> !util.buffer
    %helloworld = util.string.format "hello {{world}}"() : () -> !util.buffer
    %_123abc_N = util.string.format "123abc-{}"(%arg0) : (index) -> !util.buffer
    %N = util.string.format "{}"(%arg0) : (index) -> !util.buffer
    %ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef = util.string.format "A B C D E F G H I J K L M N O P Q R S T U V W X Y Z a b c d e f"() : () -> !util.buffer
    %formatted = util.string.format ""() : () -> !util.buffer
    %__x__ = util.string.format "__x__"() : () -> !util.buffer
    %itoa = util.string.itoa %arg1 : i32 -> !util.buffer
    %0 = scf.if %arg2 -> (i32) {
      util.scf.unreachable
      %1 = util.null : i32
      scf.yield %1 : i32
    } else {
      util.scf.unreachable "m" {x}
      %1 = util.null : i32
      scf.yield %1 : i32
    }
    util.return %0 : i32
  }
  util.func public @names(%arg0: index) {
    %abcdefghijklmnopqrstuvwxyzABCDEF = util.string.format "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOP"() : () -> !util.buffer
    %a_bcde_fgh = util.string.format "a/b:c;d,e_f$g#h"() : () -> !util.buffer
    %N_N = util.string.format "{}.{}"(%arg0, %arg0) : (index, index) -> !util.buffer
    %__ = util.string.format "--"() : () -> !util.buffer
    %_9 = util.string.format "9"() : () -> !util.buffer
    %ab = util.string.format "a{{b"() : () -> !util.buffer
    %___ = util.string.format "..."() : () -> !util.buffer
    %formatted = util.string.format "  "() : () -> !util.buffer
    %_ = util.string.format "_"() : () -> !util.buffer
    %formatted_0 = util.string.format "\C3\A9"() : () -> !util.buffer
    util.return
  }
  func.func @hc(%arg0: vector<4xf32>, %arg1: i32) -> (i32, i32) {
    %0:2 = util.hoistable_conversion "a" inverts("b") (%arg2 = %arg1, %arg3 = %arg1) : (i32, i32) -> (i32, i32) {
      %2 = arith.addi %arg2, %arg3 : i32
      util.return %2, %2 : i32, i32
    }
    %1 = util.hoistable_conversion "create" inverts("destroy") () : () -> i32 {
      %c0_i32 = arith.constant 0 : i32
      util.return %c0_i32 : i32
    }
    return %0#0, %1 : i32, i32
  }
  util.func public @assume(%arg0: index, %arg1: i32, %arg2: tensor<4xf32>) {
    %0 = util.assume.int %arg0<umin = 1, umax = 3> : index
    %1:2 = util.assume.int 
        %arg0[<umin = 0>, <udiv = 5>], 
        %arg1<umax = 10, udiv = 2>
      : index, i32
    %2 = util.assume.int %arg0<> : index
    %3:3 = util.assume.int 
        %arg0<umin = 0, umax = 9223372036854775807, udiv = 16>, 
        %arg0[<>, <umin = 2>], 
        %arg1<umin = 1>
      : index, index, i32
    %4 = util.numeric.optional_narrow %arg1 : i32 as si8
    %5 = util.unfoldable_constant 42 : i32
    %6 = util.unfoldable_constant  {attr = "foo"} dense<1.000000e+00> : tensor<4xf32>
    %7 = util.unfoldable_constant @f : (index) -> ()
    util.return
  }
  util.func public @assume2(%arg0: index, %arg1: i32) {
    %0 = util.assume.int %arg0<umin = 1, udiv = 4> : index
    %1 = util.assume.int %arg0<umax = 3> : index
    %2 = util.assume.int %arg0<umin = 18446744073709551615> : index
    %3 = util.assume.int %arg1<umin = 18446744073709551615> : i32
    %4 = util.assume.int %arg0<umin = 1, umax = 2> : index
    util.return
  }
}
