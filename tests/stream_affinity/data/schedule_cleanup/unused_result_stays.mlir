// A splat escapes its partition only to a host `arith.select` whose two
// arms are the splat: the cleanup folds the select away, so the execute's
// result for the splat is no longer used, yet iree-opt 3.2.0 keeps it (its
// closure optimization counts the yield as a read of the yielded value).
util.func public @select_folds(%which: i1, %in: !stream.resource<external>, %n: index) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %v = arith.constant 42 : i32
  %s = stream.async.splat %v : i32 -> !stream.resource<transient>{%c32}
  %out = stream.async.dispatch @ex::@use(%s[%c0 to %c32 for %c32], %in[%c0 to %n for %n]) : (!stream.resource<transient>{%c32}, !stream.resource<external>{%n}) -> !stream.resource<external>{%n}
  %same = arith.select %which, %s, %s : !stream.resource<transient>
  util.return %out : !stream.resource<external>
}
