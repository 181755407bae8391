// Transfer-elision probe; <name>.iree313.mlir is what iree-opt 3.13 --iree-stream-elide-async-copies prints for it.
module attributes {stream.topology = #hal.device.topology<links = [(@dev_a -> @dev_b = {unified_memory = true})]>} {
util.func public @e1(%b: !util.buffer) -> !stream.resource<external> {
  %c4 = arith.constant 4 : index
  %i = stream.tensor.import on(#hal.device.affinity<@dev_a>) %b : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
  %r, %tp = stream.async.execute on(#hal.device.affinity<@dev_b>) with(%i as %cap: !stream.resource<external>{%c4}) -> !stream.resource<external>{%c4} {
    %t = stream.async.transfer %cap : !stream.resource<external>{%c4} -> to(#hal.device.affinity<@dev_b>) !stream.resource<external>{%c4}
    stream.yield %t : !stream.resource<external>{%c4}
  } => !stream.timepoint
  %w = stream.timepoint.await %tp => %r : !stream.resource<external>{%c4}
  util.return %w : !stream.resource<external>
}
util.func public @e2(%b: !util.buffer) -> !stream.resource<external> {
  %c4 = arith.constant 4 : index
  %i = stream.tensor.import on(#hal.device.affinity<@dev_a>) %b : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
  %r, %tp = stream.async.execute on(#hal.device.affinity<@dev_a>) with(%i as %cap: !stream.resource<external>{%c4}) -> !stream.resource<external>{%c4} {
    %t = stream.async.transfer %cap : !stream.resource<external>{%c4} -> to(#hal.device.affinity<@dev_a>) !stream.resource<external>{%c4}
    stream.yield %t : !stream.resource<external>{%c4}
  } => !stream.timepoint
  %w = stream.timepoint.await %tp => %r : !stream.resource<external>{%c4}
  %t2 = stream.async.transfer %w : !stream.resource<external>{%c4} -> to(#hal.device.affinity<@dev_b>) !stream.resource<external>{%c4}
  util.return %t2 : !stream.resource<external>
}
util.func public @e3(%b: !util.buffer) -> !stream.resource<external> {
  %c4 = arith.constant 4 : index
  %i = stream.tensor.import on(#hal.device.affinity<@dev_a>) %b : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
  %r, %tp = stream.async.execute on(#hal.device.affinity<@dev_c>) with(%i as %cap: !stream.resource<external>{%c4}) -> !stream.resource<external>{%c4} {
    %t = stream.async.transfer %cap : !stream.resource<external>{%c4} -> to(#hal.device.affinity<@dev_b>) !stream.resource<external>{%c4}
    stream.yield %t : !stream.resource<external>{%c4}
  } => !stream.timepoint
  %w = stream.timepoint.await %tp => %r : !stream.resource<external>{%c4}
  util.return %w : !stream.resource<external>
}
util.func public @e4(%b: !util.buffer) -> !stream.resource<external> {
  %c4 = arith.constant 4 : index
  %i = stream.tensor.import on(#hal.device.affinity<@dev_c>) %b : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
  %r, %tp = stream.async.execute on(#hal.device.affinity<@dev_a>) with(%i as %cap: !stream.resource<external>{%c4}) -> !stream.resource<external>{%c4} {
    %t = stream.async.transfer %cap : !stream.resource<external>{%c4} -> to(#hal.device.affinity<@dev_b>) !stream.resource<external>{%c4}
    stream.yield %t : !stream.resource<external>{%c4}
  } => !stream.timepoint
  %w = stream.timepoint.await %tp => %r : !stream.resource<external>{%c4}
  util.return %w : !stream.resource<external>
}
util.func public @e5(%b: !stream.resource<external>) -> !stream.resource<external> {
  %c4 = arith.constant 4 : index
  %r, %tp = stream.async.execute on(#hal.device.affinity<@dev_a>) with(%b as %cap: !stream.resource<external>{%c4}) -> !stream.resource<external>{%c4} {
    %t = stream.async.transfer %cap : !stream.resource<external>{%c4} -> to(#hal.device.affinity<@dev_b>) !stream.resource<external>{%c4}
    stream.yield %t : !stream.resource<external>{%c4}
  } => !stream.timepoint
  %w = stream.timepoint.await %tp => %r : !stream.resource<external>{%c4}
  util.return %w : !stream.resource<external>
}
util.func public @f1(%b: !util.buffer) -> !stream.resource<external> {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i = stream.tensor.import on(#hal.device.affinity<@dev_a>) %b : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
  %r = scf.for %iv = %c0 to %c4 step %c1 iter_args(%x = %i) -> !stream.resource<external> {
    %t = stream.async.transfer %x : !stream.resource<external>{%c4} -> to(#hal.device.affinity<@dev_b>) !stream.resource<external>{%c4}
    scf.yield %t : !stream.resource<external>
  }
  util.return %r : !stream.resource<external>
}
util.func public @f2(%b: !util.buffer) -> !stream.resource<external> {
  %c4 = arith.constant 4 : index
  %i = stream.tensor.import on(#hal.device.affinity<@dev_a>) %b : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
  %r, %tp = stream.async.execute on(#hal.device.affinity<@dev_c>) with(%i as %cap: !stream.resource<external>{%c4}) -> !stream.resource<external>{%c4} {
    %c:1 = stream.async.concurrent with(%cap as %cap2: !stream.resource<external>{%c4}) -> !stream.resource<external>{%c4} {
      %t = stream.async.transfer %cap2 : !stream.resource<external>{%c4} -> to(#hal.device.affinity<@dev_b>) !stream.resource<external>{%c4}
      stream.yield %t : !stream.resource<external>{%c4}
    }
    stream.yield %c#0 : !stream.resource<external>{%c4}
  } => !stream.timepoint
  %w = stream.timepoint.await %tp => %r : !stream.resource<external>{%c4}
  util.return %w : !stream.resource<external>
}
util.func public @g1(%b: !util.buffer) -> !stream.resource<external> {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i = stream.tensor.import on(#hal.device.affinity<@dev_a>) %b : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
  %r = scf.for %iv = %c0 to %c4 step %c1 iter_args(%x = %i) -> !stream.resource<external> {
    %t = stream.async.transfer %x : !stream.resource<external>{%c4} -> to(#hal.device.affinity<@dev_b>) !stream.resource<external>{%c4}
    %y = stream.tensor.import on(#hal.device.affinity<@dev_c>) %b : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
    scf.yield %y : !stream.resource<external>
  }
  util.return %r : !stream.resource<external>
}
util.func public @g2(%b: !util.buffer) -> !stream.resource<external> {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i = stream.tensor.import on(#hal.device.affinity<@dev_c>) %b : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
  %r = scf.for %iv = %c0 to %c4 step %c1 iter_args(%x = %i) -> !stream.resource<external> {
    %t = stream.async.transfer %x : !stream.resource<external>{%c4} -> to(#hal.device.affinity<@dev_b>) !stream.resource<external>{%c4}
    %y = stream.tensor.import on(#hal.device.affinity<@dev_a>) %b : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
    scf.yield %y : !stream.resource<external>
  }
  util.return %r : !stream.resource<external>
}
util.func public @g3(%b: !util.buffer) -> !stream.resource<external> {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i = stream.tensor.import on(#hal.device.affinity<@dev_c>) %b : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
  %r = scf.for %iv = %c0 to %c4 step %c1 iter_args(%x = %i) -> !stream.resource<external> {
    %y = stream.tensor.import on(#hal.device.affinity<@dev_a>) %b : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%c4}
    scf.yield %y : !stream.resource<external>
  }
  %t = stream.async.transfer %r : !stream.resource<external>{%c4} -> to(#hal.device.affinity<@dev_b>) !stream.resource<external>{%c4}
  util.return %t : !stream.resource<external>
}
}
