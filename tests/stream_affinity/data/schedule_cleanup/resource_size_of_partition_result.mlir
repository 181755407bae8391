// The size of a constant is read on the host (`stream.resource.size`) and
// used by the transfer that joins the constant's partition: partitioning
// goes through the host op (the size reads the partition's result, the
// partition reads the size). iree-opt 3.2.0 builds the same two regions and
// its cleanup folds the size to the constant's size operand, which removes
// the cycle; the first region keeps yielding the constant although nothing
// outside uses it, as the constant is also read inside the region.
util.global private @filled : !stream.resource<constant>
util.global private @filled_size : index
util.initializer {
  %c12 = arith.constant 12 : index
  %k = stream.async.constant on(#hal.device.affinity<@dev>) : !stream.resource<constant>{%c12} = dense<[4, 5, 6]> : tensor<3xi32>
  %size = stream.resource.size %k : !stream.resource<constant>
  %copy = stream.async.transfer %k : !stream.resource<constant>{%size} from(#hal.device.affinity<@dev>) -> to(#hal.device.affinity<@dev>) !stream.resource<*>{%size}
  %pattern = arith.constant 3 : i32
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %f = stream.async.fill on(#hal.device.affinity<@dev>) %pattern, %copy[%c4 to %c8 for %c4] : i32 -> %copy as !stream.resource<*>{%size}
  %back = stream.async.transfer %f : !stream.resource<*>{%size} from(#hal.device.affinity<@dev>) -> to(#hal.device.affinity<@dev>) !stream.resource<constant>{%size}
  util.global.store %back, @filled : !stream.resource<constant>
  util.global.store %size, @filled_size : index
  util.return
}
