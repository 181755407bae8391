module {
  util.global private mutable @counter : index
  util.global private @limit : index
  util.func public @touch() {
    %limit = util.global.load @limit : index
    util.global.store %limit, @counter : index
    util.return
  }
}

