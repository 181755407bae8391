module {
  util.func public @buffer_view(%arg0: !hal.buffer, %arg1: index, %arg2: i32, %arg3: i32, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view) -> !hal.buffer_view {
    %view = hal.buffer_view.create buffer(%arg0 : !hal.buffer)[%arg1, %arg1] shape([%arg1, %arg1]) type(%arg2) encoding(%arg3) : !hal.buffer_view
    %view_0 = hal.buffer_view.create buffer(%arg0 : !hal.buffer)[%arg1, %arg1] shape([]) type(%arg2) encoding(%arg3) : !hal.buffer_view
    hal.buffer_view.trace "key" = %arg4, %arg5 : !hal.buffer_view, !hal.buffer_view
    util.return %view : !hal.buffer_view
  }
}
