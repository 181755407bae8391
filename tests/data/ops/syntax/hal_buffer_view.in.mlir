util.func @buffer_view(%buf: !hal.buffer, %sz: index, %et: i32, %enc: i32, %bv: !hal.buffer_view, %bv2: !hal.buffer_view) -> !hal.buffer_view {
  %0 = hal.buffer_view.create buffer(%buf : !hal.buffer)[%sz, %sz] shape([%sz, %sz]) type(%et) encoding(%enc) : !hal.buffer_view
  %1 = hal.buffer_view.create buffer(%buf : !hal.buffer)[%sz, %sz] shape([]) type(%et) encoding(%enc) : !hal.buffer_view
  hal.buffer_view.trace "key" = %bv, %bv2 : !hal.buffer_view, !hal.buffer_view
  util.return %0 : !hal.buffer_view
}
