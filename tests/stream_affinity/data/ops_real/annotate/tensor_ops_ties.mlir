util.global private @dev_a : !hal.device
util.global private @dev_b : !hal.device
util.func public @t(%s: index, %c0: index, %c1: index, %f: f32, %i: i32, %st: !stream.resource<staging>) -> (!stream.resource<*>, !stream.resource<staging>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>) {
  %r = stream.async.splat on(#hal.device.promise<@dev_a>) %i : i32 -> !stream.resource<*>{%s}
  %v = stream.resource.subview %r[%c0] : !stream.resource<*>{%s} -> !stream.resource<*>{%c1}
  %w = stream.tensor.store %f, %st[%c0] : f32 -> tensor<4xf32> in %st as !stream.resource<staging>{%s}
  %x = stream.tensor.fill %f, %r[%c0 for %c1] : f32 -> tensor<4xf32> in %r as !stream.resource<*>{%s}
  %y = stream.tensor.update %v, %r[%c0] : tensor<1xf32> in !stream.resource<*>{%c1} -> tensor<4xf32> in %r as !stream.resource<*>{%s}
  %z = stream.tensor.clone %r : tensor<4xf32> in !stream.resource<*>{%s} -> tensor<4xf32> in !stream.resource<*>{%s}
  %e = stream.tensor.slice %r[%c0 for %c1] : tensor<4xf32> in !stream.resource<*>{%s} -> tensor<1xf32> in !stream.resource<*>{%c1}
  util.return %v, %w, %x, %y, %z, %e : !stream.resource<*>, !stream.resource<staging>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>
}
