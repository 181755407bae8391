util.func @ex(%dev: !hal.device, %aff: i64, %ub: !util.buffer, %sz: index, %i: i32) -> !hal.file {
  %0 = hal.ex.file.from_memory device(%dev : !hal.device) affinity(%aff) access(Read) buffer(%ub : !util.buffer)[%sz for %sz] flags(%i) : !hal.file
  util.return %0 : !hal.file
}
