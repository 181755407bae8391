module {
  util.func public @fill(%arg0: !stream.resource<*>, %arg1: index, %arg2: f32, %arg3: index) -> !stream.resource<*> {
    %c80 = arith.constant 80 : index
    %c40 = arith.constant 40 : index
    %0 = arith.bitcast %arg2 : f32 to i32
    %1 = stream.async.fill on(#hal.device.affinity<@device_a>) %0, %arg0[%c40 to %c80 for %c40] : i32 -> %arg0 as !stream.resource<*>{%arg1}
    util.return %1 : !stream.resource<*>
  }
  util.func public @fill_i1(%arg0: !stream.resource<*>, %arg1: index, %arg2: i1) -> !stream.resource<*> {
    %c20 = arith.constant 20 : index
    %c10 = arith.constant 10 : index
    %0 = arith.extui %arg2 : i1 to i8
    %1 = stream.async.fill %0, %arg0[%c10 to %c20 for %c10] : i8 -> %arg0 as !stream.resource<*>{%arg1}
    util.return %1 : !stream.resource<*>
  }
  util.func public @fill_i64(%arg0: !stream.resource<*>, %arg1: index, %arg2: i64) -> !stream.resource<*> {
    %c80 = arith.constant 80 : index
    %c160 = arith.constant 160 : index
    %0 = stream.async.fill %arg2, %arg0[%c80 to %c160 for %c80] : i64 -> %arg0 as !stream.resource<*>{%arg1}
    util.return %0 : !stream.resource<*>
  }
  util.func public @fill_constant_f16(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %c15360_i16 = arith.constant 15360 : i16
    %c20 = arith.constant 20 : index
    %c40 = arith.constant 40 : index
    %0 = stream.async.fill %c15360_i16, %arg0[%c20 to %c40 for %c20] : i16 -> %arg0 as !stream.resource<*>{%arg1}
    util.return %0 : !stream.resource<*>
  }
  util.func public @fill_whole(%arg0: !stream.resource<*>, %arg1: index, %arg2: f32) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %0 = arith.bitcast %arg2 : f32 to i32
    %1 = stream.async.fill %0, %arg0[%c0 to %c0 for %c0] : i32 -> %arg0 as !stream.resource<*>{%arg1}
    util.return %1 : !stream.resource<*>
  }
  util.func public @fill_packed(%arg0: !stream.resource<*>, %arg1: index, %arg2: i2, %arg3: i4) -> (!stream.resource<*>, !stream.resource<*>) {
    %c4_i8 = arith.constant 4 : i8
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c2_i8 = arith.constant 2 : i8
    %0 = arith.extui %arg2 : i2 to i8
    %1 = arith.shli %0, %c2_i8 : i8
    %2 = arith.ori %1, %0 : i8
    %3 = arith.shli %2, %c2_i8 : i8
    %4 = arith.ori %3, %0 : i8
    %5 = arith.shli %4, %c2_i8 : i8
    %6 = arith.ori %5, %0 : i8
    %7 = stream.async.fill %6, %arg0[%c1 to %c2 for %c1] : i8 -> %arg0 as !stream.resource<*>{%arg1}
    %8 = arith.extui %arg3 : i4 to i8
    %9 = arith.shli %8, %c4_i8 : i8
    %10 = arith.ori %9, %8 : i8
    %11 = stream.async.fill %10, %7[%c1 to %c2 for %c1] : i8 -> %7 as !stream.resource<*>{%arg1}
    util.return %7, %11 : !stream.resource<*>, !stream.resource<*>
  }
  util.func public @splats(%arg0: f32, %arg1: i1, %arg2: i64, %arg3: f64, %arg4: i8, %arg5: bf16, %arg6: index) -> (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>) {
    %0 = arith.bitcast %arg0 : f32 to i32
    %1 = stream.async.splat on(#hal.device.affinity<@device_a>) %0 : i32 -> !stream.resource<*>{%arg6}
    %2 = arith.extui %arg1 : i1 to i8
    %3 = stream.async.splat %2 : i8 -> !stream.resource<*>{%arg6}
    %4 = stream.async.splat %arg2 : i64 -> !stream.resource<*>{%arg6}
    %5 = arith.bitcast %arg3 : f64 to i64
    %6 = stream.async.splat %5 : i64 -> !stream.resource<*>{%arg6}
    %7 = stream.async.splat %arg4 : i8 -> !stream.resource<*>{%arg6}
    %8 = arith.bitcast %arg5 : bf16 to i16
    %9 = stream.async.splat %8 : i16 -> !stream.resource<*>{%arg6}
    util.return %1, %3, %4, %6, %7, %9 : !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>
  }
  util.func public @splat_constants(%arg0: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c1_i8 = arith.constant 1 : i8
    %c1075838976_i32 = arith.constant 1075838976 : i32
    %0 = stream.async.splat %c1075838976_i32 : i32 -> !stream.resource<*>{%arg0}
    %1 = stream.async.splat %c1_i8 : i8 -> !stream.resource<*>{%arg0}
    util.return %0, %1 : !stream.resource<*>, !stream.resource<*>
  }
  util.func public @complex_pattern(%arg0: !stream.resource<*>, %arg1: complex<f32>, %arg2: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c16 = arith.constant 16 : index
    %c8 = arith.constant 8 : index
    %0 = complex.bitcast %arg1 : complex<f32> to i64
    %1 = stream.async.splat %0 : i64 -> !stream.resource<*>{%arg2}
    %2 = complex.bitcast %arg1 : complex<f32> to i64
    %3 = stream.async.fill %2, %arg0[%c8 to %c16 for %c8] : i64 -> %arg0 as !stream.resource<*>{%arg2}
    util.return %1, %3 : !stream.resource<*>, !stream.resource<*>
  }
}

