module {
  util.func public @t(%arg0: index, %arg1: !stream.timepoint) -> !stream.resource<constant> {
    %cst = stream.async.constant on(#hal.device.affinity<@dev>) await(%arg1) : !stream.resource<constant>{%arg0} = dense<1> : tensor<4xi32>
    util.return %cst : !stream.resource<constant>
  }
}
