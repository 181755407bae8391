module {
  util.global private @g {inlining_policy = #util.inline.never} = dense<1> : tensor<2xi32>
}
