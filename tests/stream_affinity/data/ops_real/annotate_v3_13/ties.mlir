util.global private @dev_a : !hal.device
util.func public @t(%s: index, %c0: index, %c8: index, %i: i32, %key: !util.buffer, %o: i64, %buf: !hal.buffer, %tin: tensor<4xf32>) -> (!stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, !stream.resource<*>, tensor<4xf32>, tensor<4xf32>, !stream.resource<transient>) {
  %r = stream.async.splat on(#hal.device.promise<@dev_a>) %i : i32 -> !stream.resource<transient>{%s}
  %a, %at = stream.async.parameter.read %key[%o] -> %r[%c0 to %c8 for %c8] : !stream.resource<transient>{%s} => !stream.timepoint
  %b, %bt = stream.async.parameter.write %r[%c0 to %c8 for %c8] -> %key[%o] : !stream.resource<transient>{%s} => !stream.timepoint
  %c, %ct = stream.resource.transients %r : !stream.resource<transient>{%s} from %r : !stream.resource<transient>{%s} => !stream.timepoint
  %d = stream.async.cast %r : !stream.resource<transient>{%s} -> !stream.resource<*>{%s}
  %u = flow.dispatch @ex::@k(%tin) {stream.affinity = #hal.device.promise<@dev_a>} : (tensor<4xf32>) -> tensor<4xf32>
  %e = hal.tensor.transients %u : tensor<4xf32> from %buf : !hal.buffer
  %f = flow.parameter.write %u -> %key[%o] : tensor<4xf32>
  %g, %gt = stream.async.parameter.gather {
    %key[%o] -> %r[%c0 to %c8 for %c8] : !stream.resource<transient>{%s}
  } : !stream.resource<transient> => !stream.timepoint
  util.return %a, %b, %c, %d, %e, %f, %g : !stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, !stream.resource<*>, tensor<4xf32>, tensor<4xf32>, !stream.resource<transient>
}
