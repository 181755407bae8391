module {
  util.func public @buffer_allocation(%arg0: !hal.buffer) -> (i1, i1) {
    hal.buffer.allocation.preserve<%arg0 : !hal.buffer>
    %was_terminal = hal.buffer.allocation.discard<%arg0 : !hal.buffer> : i1
    %is_terminal = hal.buffer.allocation.is_terminal<%arg0 : !hal.buffer> : i1
    util.return %was_terminal, %is_terminal : i1, i1
  }
}
