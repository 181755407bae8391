// FLAGS: --split-input-file --pass-pipeline=builtin.module(util.func(iree-stream-schedule-execution))
util.func public @v1(%s: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c16 = arith.constant 16 : index
  %c257_i32 = arith.constant 257 : i32
  %0 = stream.async.constant : !stream.resource<*>{%c16} = dense<0> : tensor<4xi32>
  %1 = stream.async.splat %c257_i32 : i32 -> !stream.resource<*>{%s}
  util.return %0, %1 : !stream.resource<*>, !stream.resource<*>
}

// -----
util.func public @v2(%s: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c16 = arith.constant 16 : index
  %c257_i32 = arith.constant 257 : i32
  %1 = stream.async.splat %c257_i32 : i32 -> !stream.resource<*>{%s}
  %0 = stream.async.constant : !stream.resource<*>{%c16} = dense<0> : tensor<4xi32>
  util.return %0, %1 : !stream.resource<*>, !stream.resource<*>
}

// -----
util.func public @v3(%s: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c16 = arith.constant 16 : index
  %c257_i32 = arith.constant 257 : i32
  %1 = stream.async.splat %c257_i32 : i32 -> !stream.resource<*>{%s}
  %0 = stream.async.constant : !stream.resource<*>{%c16} = dense<0> : tensor<4xi32>
  util.return %1, %0 : !stream.resource<*>, !stream.resource<*>
}

// -----
util.func public @v4(%s: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c16 = arith.constant 16 : index
  %c0_i32 = arith.constant 0 : i32
  %c257_i32 = arith.constant 257 : i32
  %0 = stream.async.splat %c0_i32 : i32 -> !stream.resource<*>{%c16}
  %1 = stream.async.splat %c257_i32 : i32 -> !stream.resource<*>{%s}
  util.return %0, %1 : !stream.resource<*>, !stream.resource<*>
}

// -----
util.func public @f(%x: !stream.resource<*>, %s: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %p = arith.constant 0 : i32
  %0 = stream.async.fill %p, %x[%c0 to %c4 for %c4] : i32 -> %x as !stream.resource<*>{%s}
  %f = arith.constant 1.0 : f32
  %1 = stream.async.splat %p : i32 -> !stream.resource<*>{%s}
  util.return %0, %1 : !stream.resource<*>, !stream.resource<*>
}

// -----
util.func public @v2(%s: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c16 = arith.constant 16 : index
  %c257_i32 = arith.constant 257 : i32
  %1 = stream.async.splat %c257_i32 : i32 -> !stream.resource<*>{%s}
  %0 = stream.async.constant : !stream.resource<*>{%c16} = dense<[1,2,3,4]> : tensor<4xi32>
  util.return %0, %1 : !stream.resource<*>, !stream.resource<*>
}

// -----
util.func public @narrowConstants(%s: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c16 = arith.constant 16 : index
  %c8 = arith.constant 8 : index
  %1 = stream.async.constant : !stream.resource<*>{%c16} = dense<[1, 2, 3, 4]> : tensor<4xi32>
  %2 = stream.async.constant : !stream.resource<*>{%c8} = dense<-1> : tensor<4xi16>
  util.return %1, %2 : !stream.resource<*>, !stream.resource<*>
}

// -----
util.func public @narrowWidths(%s: index) -> (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>) {
  %a = arith.constant 0xAABBAABB : i32
  %b = arith.constant 0x0101010101010101 : i64
  %c = arith.constant 0x00010002 : i32
  %0 = stream.async.splat %a : i32 -> !stream.resource<*>{%s}
  %1 = stream.async.splat %b : i64 -> !stream.resource<*>{%s}
  %2 = stream.async.splat %c : i32 -> !stream.resource<*>{%s}
  util.return %0, %1, %2 : !stream.resource<*>, !stream.resource<*>, !stream.resource<*>
}
