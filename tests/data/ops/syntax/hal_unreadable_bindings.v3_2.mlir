module {
  util.func public @f(%arg0: !hal.command_buffer, %arg1: !hal.executable, %arg2: index, %arg3: i32, %arg4: i32) {
    hal.command_buffer.dispatch<%arg0 : !hal.command_buffer> target(%arg1 : !hal.executable)[%arg2] workgroups([%arg2, %arg2, %arg2]) bindings([
    ]) flags("None")
    util.return
  }
}
