module {
  util.global private @dev_a : !hal.device
  util.global private @dev_b : !hal.device
  util.global private @k : !stream.resource<constant>
  util.global private @k__size : index
  util.initializer {
    %cst = stream.tensor.constant : tensor<2xi32> in !stream.resource<constant> = dense<3> : tensor<2xi32>
    %0 = stream.resource.size %cst : !stream.resource<constant>
    util.global.store %cst, @k : !stream.resource<constant>
    util.global.store %0, @k__size : index
    util.return
  }
  stream.executable private @ex {
    stream.executable.export public @e workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
      stream.return %arg0, %arg1, %arg0 : index, index, index
    }
    builtin.module {
      util.func public @e(%arg0: i32, %arg1: !stream.binding, %arg2: index, %arg3: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?xi32>>{%arg2}
        %workgroup_id_1 = stream.dispatch.workgroup.id[1] : index
        util.return
      }
    }
  }
  util.func public @main(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: i32) -> (!stream.resource<*>, index, !stream.resource<*>, index) {
    %c1 = arith.constant 1 : index
    %k = util.global.load @k : !stream.resource<constant>
    %k__size = util.global.load @k__size : index
    %0 = stream.async.transfer %k : !stream.resource<constant>{%k__size} -> !stream.resource<*>{%k__size}
    %1 = stream.async.transfer %arg0 : !stream.resource<*>{%arg1} -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%arg1}
    %2 = stream.async.transfer %0 : !stream.resource<*>{%k__size} -> to(#hal.device.affinity<@dev_b>) !stream.resource<*>{%k__size}
    %3 = stream.tensor.dispatch on(#hal.device.affinity<@dev_b>) @ex::@e[%arg2, %c1](%arg3, %1, %arg2, %2) : (i32, tensor<?xi32>{%arg2} in !stream.resource<*>{%arg1}, index, tensor<2xi32> in !stream.resource<*>{%k__size}) -> tensor<2xi32> in %2{%k__size}
    %4 = arith.muli %arg2, %c1 : index
    %5 = stream.tensor.sizeof tensor<?xi8>{%4} : index
    %6 = stream.tensor.clone %arg0 : tensor<?xi32>{%arg2} in !stream.resource<*>{%arg1} -> tensor<?xi8>{%4} in !stream.resource<*>{%5}
    %7 = stream.async.transfer %6 : !stream.resource<*>{%5} -> to(#hal.device.affinity<@dev_a>) !stream.resource<*>{%5}
    %8 = stream.tensor.clone on(#hal.device.affinity<@dev_a>) %7 : tensor<?xi8>{%4} in !stream.resource<*>{%5} -> tensor<?xi8>{%4} in !stream.resource<*>{%5}
    util.return %3, %k__size, %8, %5 : !stream.resource<*>, index, !stream.resource<*>, index
  }
}

