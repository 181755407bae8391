util.func @buffer_allocation(%buf: !hal.buffer) -> (i1, i1) {
  hal.buffer.allocation.preserve<%buf : !hal.buffer>
  %0 = hal.buffer.allocation.discard<%buf : !hal.buffer> : i1
  %1 = hal.buffer.allocation.is_terminal<%buf : !hal.buffer> : i1
  util.return %0, %1 : i1, i1
}
