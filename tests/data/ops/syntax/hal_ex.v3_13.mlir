module {
  util.func public @ex(%arg0: !hal.device, %arg1: i64, %arg2: !util.buffer, %arg3: index, %arg4: i32) -> !hal.file {
    %memory_file = hal.ex.file.from_memory device(%arg0 : !hal.device) affinity(%arg1) access(Read) buffer(%arg2 : !util.buffer)[%arg3 for %arg3] flags(%arg4) : !hal.file
    util.return %memory_file : !hal.file
  }
}
