module {
  util.global private @dev_a : !hal.device
  util.global private @dev_b : !hal.device
  util.global private mutable @m : !stream.resource<variable>
  util.global private mutable @m__size : index
  util.global private @imm : !stream.resource<constant>
  util.global private @imm__size : index
  util.initializer {
    %cst = stream.tensor.constant on(#hal.device.affinity<@dev_b>) : tensor<2xi32> in !stream.resource<constant> = dense<[1, 2]> : tensor<2xi32>
    %0 = stream.resource.size %cst : !stream.resource<constant>
    util.global.store %cst, @imm : !stream.resource<constant>
    util.global.store %0, @imm__size : index
    util.return
  }
  util.initializer {
    %c3 = arith.constant 3 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = stream.tensor.sizeof tensor<?xf32>{%c3} : index
    %1 = stream.tensor.splat %cst : f32 -> tensor<?xf32>{%c3} in !stream.resource<*>{%0}
    %2 = stream.async.transfer %1 : !stream.resource<*>{%0} -> !stream.resource<variable>{%0}
    util.global.store %2, @m : !stream.resource<variable>
    util.global.store %0, @m__size : index
    util.return
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: index, %arg2: index, %arg3: i1) -> (f32, !stream.resource<*>, index) {
    %c0 = arith.constant 0 : index
    %m = util.global.load @m : !stream.resource<variable>
    %m__size = util.global.load @m__size : index
    %0 = stream.async.transfer %m : !stream.resource<variable>{%m__size} -> !stream.resource<*>{%m__size}
    %imm = util.global.load @imm : !stream.resource<constant>
    %imm__size = util.global.load @imm__size : index
    %1 = stream.async.transfer %imm : !stream.resource<constant>{%imm__size} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%imm__size}
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%arg1, %arg2]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.sizeof on(#hal.device.affinity<@dev_a>) tensor<?x?xf32>{%arg1, %arg2} : index
    %3 = stream.tensor.import on(#hal.device.affinity<@dev_a>) %arg0 : !hal.buffer_view -> tensor<?x?xf32>{%arg1, %arg2} in !stream.resource<external>{%2}
    %4 = stream.async.transfer %3 : !stream.resource<external>{%2} from(#hal.device.affinity<@dev_a>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%2}
    %c1 = arith.constant 1 : index
    %5 = stream.tensor.sizeof on(#hal.device.affinity<@dev_a>) tensor<1x1xf32> : index
    %6 = stream.tensor.slice on(#hal.device.affinity<@dev_a>) %4[%c0, %c0 for %c1, %c1] : tensor<?x?xf32>{%arg1, %arg2} in !stream.resource<*>{%2} -> tensor<1x1xf32> in !stream.resource<*>{%5}
    %7 = stream.async.transfer %6 : !stream.resource<*>{%5} from(#hal.device.affinity<@dev_a>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<staging>{%5}
    %8 = stream.tensor.load %7[%c0, %c0] : tensor<1x1xf32> in !stream.resource<staging>{%5} -> f32
    %c1_0 = arith.constant 1 : index
    %9 = stream.tensor.fill %8, %0[%c0 for %c1_0] : f32 -> tensor<?xf32>{%arg1} in %0 as !stream.resource<*>{%m__size}
    scf.if %arg3 {
      %15 = stream.async.transfer %9 : !stream.resource<*>{%m__size} -> !stream.resource<variable>{%m__size}
      util.global.store %15, @m : !stream.resource<variable>
      util.global.store %m__size, @m__size : index
    }
    %10 = stream.tensor.sizeof on(#hal.device.affinity<@dev_b>) tensor<?xi32>{%arg1} : index
    %11 = stream.tensor.slice on(#hal.device.affinity<@dev_b>) %1[%c0 for %arg1] : tensor<2xi32> in !stream.resource<*>{%imm__size} -> tensor<?xi32>{%arg1} in !stream.resource<*>{%10}
    %12 = stream.async.transfer %11 : !stream.resource<*>{%10} from(#hal.device.affinity<@dev_b>) -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%10}
    %13 = stream.tensor.sizeof on(#hal.device.affinity<@dev_a>) tensor<2xi32> : index
    %14 = stream.tensor.clone on(#hal.device.affinity<@dev_a>) %12 : tensor<?xi32>{%arg1} in !stream.resource<*>{%10} -> tensor<2xi32> in !stream.resource<*>{%13}
    util.return %8, %14, %13 : f32, !stream.resource<*>, index
  }
}

