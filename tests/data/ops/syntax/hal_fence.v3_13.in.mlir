util.func @fence(%dev: !hal.device, %f0: !hal.fence, %f1: !hal.fence, %t: i32, %st: i32) -> (!hal.fence, i32, i32) {
  %0 = hal.fence.join at([%f0, %f1]) flags("None") -> !hal.fence
  %1 = hal.fence.query<%f0 : !hal.fence> : i32
  hal.fence.signal<%f0 : !hal.fence>
  hal.fence.fail<%f1 : !hal.fence> status(%st)
  %2 = hal.fence.await until([%f0, %f1]) timeout_millis(%t) flags("None") : i32
  util.return %0, %1, %2 : !hal.fence, i32, i32
}
