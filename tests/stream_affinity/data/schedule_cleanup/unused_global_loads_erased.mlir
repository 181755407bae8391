// Loads whose only effect is a read are trivially dead for MLIR's greedy
// driver: iree-opt 3.2.0's cleanup erases unused global loads, immutable or
// not, while the one feeding a store stays.
util.global private mutable @counter : index
util.global private @limit : index
util.func public @touch() {
  %now = util.global.load @counter : index
  %cap = util.global.load immutable @limit : index
  %cap_again = util.global.load @limit : index
  %kept = util.global.load @limit : index
  util.global.store %kept, @counter : index
  util.return
}
