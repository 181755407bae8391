// Custom syntax catalog of the flow/hal/stream ops we model (one case per
// chunk). tests/stream_affinity/test_ops.py compares our printing with
// `iree-opt` (verifier disabled: the snippets are syntax-only).

util.func public @flow_ops(%arg0: tensor<4x?xf32>, %d: index, %i: index, %f: f32, %t: tensor<4xi32>) -> tensor<4x?xf32> {
  %c0 = arith.constant 0 : index
  %0 = flow.tensor.constant dense<1.0> : tensor<4xf32>
  %1 = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_a>} dense<123> : tensor<1xi32>
  %2 = flow.tensor.dynamic_constant dense<1.0> : tensor<4xf32> -> tensor<?xf32>
  %3 = flow.tensor.splat %f : tensor<4x?xf32>{%d}
  %4 = flow.tensor.clone %arg0 : tensor<4x?xf32>{%d}
  %5 = flow.tensor.transfer %arg0 : tensor<4x?xf32>{%d} to #hal.device.promise<@dev_a>
  %6 = flow.tensor.barrier %arg0 : tensor<4x?xf32>{%d} on #hal.device.promise<@dev_a>
  %7 = flow.tensor.load %arg0[%i, %c0] : tensor<4x?xf32>{%d}
  %8 = flow.tensor.store %f, %arg0[%i, %c0] : tensor<4x?xf32>{%d}
  %9 = flow.tensor.reshape %arg0 : tensor<4x?xf32>{%d} -> tensor<?x4xf32>{%d}
  %10 = flow.tensor.bitcast %arg0 : tensor<4x?xf32>{%d} -> tensor<4x?xi32>{%d}
  %11 = flow.tensor.slice %arg0[%c0, %c0 for %i, %d] : tensor<4x?xf32>{%d} -> tensor<?x?xf32>{%i, %d}
  %12 = flow.tensor.update %11, %arg0[%c0, %c0] : tensor<?x?xf32>{%i, %d} -> %arg0 as tensor<4x?xf32>{%d}
  %13 = flow.tensor.empty : tensor<4x?xf32>{%d}
  %14 = flow.tensor.alloca : tensor<4x?xf32>{%d}
  %15:2 = flow.dispatch @ex::@ep[%i, %d](%arg0, %t, %d) : (tensor<4x?xf32>{%d}, tensor<4xi32>, index) -> (tensor<4x?xf32>{%d}, %t)
  %16 = flow.dispatch @ex2(%t) {stream.affinity = #hal.device.promise<@dev_b>} : (tensor<4xi32>) -> %t
  %17:2 = flow.call @fn(%arg0, %t) : (tensor<4x?xf32>{%d}, tensor<4xi32>) -> (%arg0{%d}, tensor<4xi32>)
  %18 = flow.tensor.splat %f : tensor<4xf32> attributes {stream.affinity = #hal.device.promise<@dev_a>}
  %19 = flow.tensor.transfer %arg0 : tensor<4x?xf32>{%d} to #hal.device.promise<@dev_a> attributes {foo}
  %20 = flow.tensor.update %t, %t[%c0] : tensor<4xi32> -> %t as tensor<4xi32> attributes {foo}
  util.return %arg0 : tensor<4x?xf32>
}
util.func private @fn(%a: tensor<4x?xf32>, %b: tensor<4xi32>) -> (tensor<4x?xf32>, tensor<4xi32>)

// -----

util.func public @flow2(%arg0: tensor<4x?xf32>, %d: index, %ch: !flow.channel, %t: tensor<4xf32>) -> tensor<4x?xf32> {
  %c1 = arith.constant 1 : index
  %0 = flow.dispatch.region -> (tensor<4x?xf32>{%d}) {
    flow.return %arg0 : tensor<4x?xf32>
  }
  %1 = flow.dispatch.workgroups[%d](%arg0, %d) : (tensor<4x?xf32>{%d}, index) -> tensor<4x?xf32>{%d} =
      (%a: !flow.dispatch.tensor<readonly:tensor<4x?xf32>>, %dd: index, %r: !flow.dispatch.tensor<writeonly:tensor<4x?xf32>>) {
    flow.return
  } count(%x: index) -> (index, index, index) {
    %c1_0 = arith.constant 1 : index
    flow.return %x, %c1_0, %c1_0 : index, index, index
  }
  %2 = flow.channel.default : !flow.channel
  %3 = flow.channel.default "group" : !flow.channel
  util.return %arg0 : tensor<4x?xf32>
}

// -----

util.func public @eff(%t: tensor<4xi32>, %r: !stream.resource<*>, %s: index, %f: f32, %ff: !hal.fence) {
  %0 = flow.dispatch @ex(%t) : (tensor<4xi32>) -> tensor<4xi32>
  %1 = flow.call @fn(%t) : (tensor<4xi32>) -> tensor<4xi32>
  %2 = flow.tensor.empty : tensor<4xi32>
  %3 = flow.tensor.splat %f : tensor<4xf32>
  %4 = flow.tensor.dynamic_constant dense<1.0> : tensor<4xf32> -> tensor<?xf32>
  %5 = flow.tensor.alloca : tensor<4xi32>
  %6 = stream.async.alloca : !stream.resource<transient>{%s}
  %7 = stream.async.clone %r : !stream.resource<*>{%s} -> !stream.resource<*>{%s}
  %8 = stream.async.transfer %r : !stream.resource<*>{%s} -> !stream.resource<*>{%s}
  %9 = stream.async.barrier %r : !stream.resource<*>{%s}
  %10 = flow.tensor.transfer %t : tensor<4xi32> to #hal.device.promise<@dev_a>
  %11 = flow.tensor.barrier %t : tensor<4xi32> on #hal.device.promise<@dev_a>
  %12 = hal.tensor.barrier join(%t : tensor<4xi32>) => %ff : !hal.fence
  util.return
}
flow.func private @fn(%arg0: tensor<4xi32>) -> tensor<4xi32>

// -----

util.func public @hal_ops(%bv: !hal.buffer_view, %buf: !hal.buffer, %f: !hal.fence, %d: index, %t: tensor<4x?xi32>) {
  %c4 = arith.constant 4 : index
  %0 = hal.tensor.import on(#hal.device.promise<@dev_a>) wait(%f) => %bv "input" : !hal.buffer_view -> tensor<4x?xi32>{%d}
  %1 = hal.tensor.import %bv : !hal.buffer_view -> tensor<4xi32>
  %2 = hal.tensor.import %buf "x" : !hal.buffer -> tensor<4xi32> as tensor<4xf32>
  %3 = hal.tensor.export on(#hal.device.promise<@dev_a>) %t "output" : tensor<4x?xi32>{%d} -> !hal.buffer_view
  %4 = hal.tensor.export %t : tensor<4x?xf32> as tensor<4x?xi32>{%d} -> !hal.buffer
  %5 = hal.tensor.alias on(#hal.device.promise<@dev_b>) wait(%f) => %t : tensor<4x?xi32>{%d} to %buf : !hal.buffer
  %6:2 = hal.tensor.barrier join(%t, %1 : tensor<4x?xi32>, tensor<4xi32>) => %f : !hal.fence
  %7 = hal.tensor.import %bv : !hal.buffer_view -> tensor<4xi32>
  %8 = hal.tensor.barrier join(%1 : tensor<4xi32>) => %f : !hal.fence attributes {foo}
  %element_type_f32 = hal.element_type<f32> : i32
  %dense_row_major = hal.encoding_type<dense_row_major> : i32
  hal.buffer_view.assert<%bv : !hal.buffer_view> message("input0") shape([%c4]) type(%element_type_f32) encoding(%dense_row_major)
  util.return
}

// -----

util.func public @stream_ops(%arg0: !stream.resource<*>, %s: index, %o: index, %e: index, %l: index, %v: i32, %st: !stream.resource<staging>, %tp: !stream.timepoint, %ch: !stream.channel) {
  %c0 = arith.constant 0 : index
  %0 = stream.async.splat on(#hal.device.affinity<@dev>) %v : i32 -> !stream.resource<transient>{%s}
  %1 = stream.async.alloca on(#hal.device.affinity<@dev>) : !stream.resource<transient>{%s}
  %2 = stream.async.constant on(#hal.device.affinity<@dev>) : !stream.resource<constant>{%s} = dense<3> : tensor<8xi32>
  %3 = stream.async.clone on(#hal.device.affinity<@dev>) %arg0 : !stream.resource<*>{%s} -> !stream.resource<*>{%s}
  %4 = stream.async.slice on(#hal.device.affinity<@dev>) %arg0[%o to %e] : !stream.resource<*>{%s} -> !stream.resource<*>{%l}
  %5 = stream.async.fill on(#hal.device.affinity<@dev>) %v, %arg0[%o to %e for %l] : i32 -> %arg0 as !stream.resource<*>{%s}
  %6 = stream.async.update on(#hal.device.affinity<@dev>) %4, %arg0[%o to %e] : !stream.resource<*>{%l} -> %arg0 as !stream.resource<*>{%s}
  %7 = stream.async.copy on(#hal.device.affinity<@dev>) %4[%o to %e], %arg0[%o to %e], %l : !stream.resource<*>{%l} -> %arg0 as !stream.resource<*>{%s}
  %8 = stream.async.collective<all_gather : f32>[%l] on(#hal.device.affinity<@dev>) channel(%ch) %4[%o to %e for %l], %arg0[%o to %e for %l] : !stream.resource<*>{%l} -> %arg0 as !stream.resource<*>{%s}
  %9 = stream.async.barrier %arg0 : !stream.resource<*>{%s}
  %10 = stream.async.barrier on(#hal.device.affinity<@dev>) %arg0 : !stream.resource<*>{%s}
  %11 = stream.async.transfer %arg0 : !stream.resource<*>{%s} from(#hal.device.affinity<@dev>) -> to(#hal.device.affinity<@dev2>) !stream.resource<*>{%s}
  %12 = stream.async.transfer %arg0 : !stream.resource<*>{%s} -> !stream.resource<staging>{%s}
  %13 = stream.async.load %st[%o] : !stream.resource<staging>{%s} -> i32
  %14 = stream.async.store %v, %st[%o] : i32 -> %st as !stream.resource<staging>{%s}
  %15 = stream.async.store %v, %st[%o] : i32 -> !stream.resource<staging>{%s}
  %16:2 = stream.async.dispatch on(#hal.device.affinity<@dev>) @ex::@ep[%c0, %s](%arg0[%o to %e for %l], %v, %0[%c0 to %s for %s]) : (!stream.resource<*>{%s}, i32, !stream.resource<transient>{%s}) -> (!stream.resource<*>{%l}, %0{%s})
  %17 = stream.async.call on(#hal.device.affinity<@dev>) @fn(%arg0[%o to %e for %l], %v) : (!stream.resource<*>{%s}, i32) -> %arg0{%s}
  %18:2, %19 = stream.async.execute on(#hal.device.affinity<@dev>) await(%tp) => with(%arg0 as %a0: !stream.resource<*>{%s}, %0 as %a1: !stream.resource<transient>{%s}) -> (%arg0{%s}, !stream.resource<transient>{%s}) {
    stream.yield %a0, %a1 : !stream.resource<*>{%s}, !stream.resource<transient>{%s}
  } => !stream.timepoint
  %20, %21 = stream.async.execute with() -> !stream.resource<transient>{%s} {
    %x = stream.async.splat %v : i32 -> !stream.resource<transient>{%s}
    stream.yield %x : !stream.resource<transient>{%s}
  } => !stream.timepoint
  %22 = stream.async.execute with() {
    stream.yield
  } => !stream.timepoint
  %23:2 = stream.timepoint.await %tp => %arg0, %0 : !stream.resource<*>{%s}, !stream.resource<transient>{%s}
  %24 = stream.timepoint.join max(%tp, %19) => !stream.timepoint
  %25 = stream.timepoint.immediate => !stream.timepoint
  %26 = stream.async.dispatch @ex::@ep(%arg0[%o to %e for %l]) {foo} : (!stream.resource<*>{%s}) -> !stream.resource<*>{%s}
  %27 = stream.async.transfer %arg0 : !stream.resource<*>{%s} -> !stream.resource<*>{%s} attributes {foo}
  %28 = stream.timepoint.await sync %tp => %arg0 : !stream.resource<*>{%s}
  %29 = stream.async.dispatch {@ex::@ep, @ex::@ep2}(%arg0[%o to %e for %l]) : (!stream.resource<*>{%s}) -> !stream.resource<*>{%s}
  util.return
}
stream.async.func private @fn(%arg0: !stream.resource<*>, %arg1: i32) -> %arg0
stream.async.func private @fn2(%arg0: !stream.resource<*>, %arg1: index) -> (!stream.resource<*>, index)

// -----

util.func public @a(%arg0: !stream.resource<*>, %s: index, %tp: !stream.timepoint, %t: tensor<?xf32>, %bv: !hal.buffer_view) {
  %0:2 = "stream.async.execute"(%arg0, %s, %s) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [0 : index]}> ({
  ^bb0(%a: !stream.resource<*>):
    "stream.yield"(%a, %s) {foo} : (!stream.resource<*>, index) -> ()
  }) {bar} : (!stream.resource<*>, index, index) -> (!stream.resource<*>, !stream.timepoint)
  %1 = "stream.timepoint.immediate"() {foo} : () -> !stream.timepoint
  %2 = "stream.timepoint.join"(%tp, %1) {foo} : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
  %3 = "stream.async.barrier"(%arg0, %s) {foo} : (!stream.resource<*>, index) -> !stream.resource<*>
  %4 = "flow.tensor.load"(%t, %s, %s) <{operandSegmentSizes = array<i32: 1, 1, 1>}> {foo} : (tensor<?xf32>, index, index) -> f32
  %5 = "hal.tensor.import"(%bv, %s) {affinity = #hal.device.promise<@dev_a>, operandSegmentSizes = array<i32: 1, 1, 0>, target_encoding = tensor<?xf32>, name = "x", foo} : (!hal.buffer_view, index) -> tensor<?xf32>
  %6 = "hal.tensor.import"(%bv, %s) {operandSegmentSizes = array<i32: 1, 1, 0>, target_encoding = tensor<?xi32>} : (!hal.buffer_view, index) -> tensor<?xf32>
  %7 = "hal.tensor.export"(%t, %s) {source_encoding = tensor<?xf32>, foo} : (tensor<?xf32>, index) -> !hal.buffer_view
  %8 = "hal.tensor.alias"(%t, %s, %bv) {operandSegmentSizes = array<i32: 1, 1, 1, 0>, foo} : (tensor<?xf32>, index, !hal.buffer_view) -> tensor<?xf32>
  %9 = "flow.tensor.constant"() <{value = dense<1.0> : tensor<4xf32>}> {foo} : () -> tensor<4xf32>
  %10 = "stream.async.constant"(%s) <{value = dense<3> : tensor<8xi32>}> {foo} : (index) -> !stream.resource<constant>
  %11 = "stream.timepoint.await"(%arg0, %s, %tp) <{operandSegmentSizes = array<i32: 1, 1, 1>}> {foo} : (!stream.resource<*>, index, !stream.timepoint) -> !stream.resource<*>
  %12 = "flow.dispatch"(%t, %s, %s) <{entry_points = [@ex::@ep], operandSegmentSizes = array<i32: 0, 1, 1, 1>}> {foo} : (tensor<?xf32>, index, index) -> tensor<?xf32>
  %13 = "flow.tensor.dynamic_constant"() <{value = dense<1.000000e+00> : tensor<4xf32>}> {foo} : () -> tensor<?xf32>
  %14 = "stream.async.dispatch"(%s, %arg0, %s, %s, %s, %s, %s) <{entry_points = [@ex::@ep], operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1>}> : (index, !stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
  %15 = "stream.async.dispatch"(%arg0, %s, %s, %s, %s, %s) <{entry_points = [@ex::@ep], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
  %16:2 = "stream.async.dispatch"(%arg0, %s, %s, %s, %s, %s, %s) <{entry_points = [@ex::@ep], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 2>, tied_operands = [0 : index, -1 : index]}> : (!stream.resource<*>, index, index, index, index, index, index) -> (!stream.resource<*>, !stream.resource<transient>)
  %17 = "stream.async.dispatch"(%s) <{entry_points = [@ex::@ep], operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 1>}> : (index) -> !stream.resource<*>
  "stream.async.dispatch"() <{entry_points = [@ex::@ep], operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0>}> : () -> ()
  %18 = "flow.dispatch"() <{entry_points = [@ex::@ep], operandSegmentSizes = array<i32: 0, 0, 0, 0>}> : () -> tensor<4xf32>
  "flow.dispatch"() <{entry_points = [@ex::@ep], operandSegmentSizes = array<i32: 0, 0, 0, 0>}> : () -> ()
  %19 = "flow.dispatch"(%t, %s, %s) <{entry_points = [@ex::@ep], operandSegmentSizes = array<i32: 0, 1, 1, 1>, tied_operands=[0 : index]}> : (tensor<?xf32>, index, index) -> tensor<?xf32>
  %20 = "flow.dispatch"(%t, %s, %s) <{entry_points = [@ex::@ep], operandSegmentSizes = array<i32: 0, 1, 1, 1>, tied_operands=[0 : index]}> : (tensor<?xf32>, index, index) -> tensor<?xi32>
  util.return
}

// -----

util.func public @c(%arg0: !stream.resource<*>, %s: index, %ch: !stream.channel, %i: i32) {
  %0 = stream.async.collective<all_reduce with sum : f32>[%s] channel(%ch) %arg0[%s to %s for %s], %arg0[%s to %s for %s] : !stream.resource<*>{%s} -> %arg0 as !stream.resource<*>{%s}
  %1 = stream.async.collective<send : f32>[%s] channel(%ch) target(%i) %arg0[%s to %s for %s], %arg0[%s to %s for %s] : !stream.resource<*>{%s} -> %arg0 as !stream.resource<*>{%s}
  util.return
}

// -----

util.func public @g(%arg0: !hal.buffer_view, %r: !stream.resource<*>, %s: index, %d: index, %tp: !stream.timepoint, %f: !hal.fence, %i: i32) {
  %0 = stream.tensor.sizeof on(#hal.device.affinity<@device_a>) tensor<?x4xf32>{%d} : index
  %1 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<?x4xf32>{%d} in !stream.resource<external>{%0}
  %2 = stream.tensor.export on(#hal.device.affinity<@device_a>) %1 : tensor<?x4xf32>{%d} in !stream.resource<external>{%0} -> !hal.buffer_view
  %3:2 = stream.tensor.dispatch on(#hal.device.affinity<@device_a>) @ex::@ep[%s](%r, %i) : (tensor<?x4xf32>{%d} in !stream.resource<*>{%s}, i32) -> (tensor<4xf32> in !stream.resource<*>{%s}, tensor<?x4xf32>{%d} in %r{%s})
  %4 = stream.timepoint.export on(#hal.device.affinity<@device_a>) %tp => (!hal.fence)
  %6 = stream.tensor.dispatch @ex::@ep(%r) : (tensor<?x4xf32>{%d} in !stream.resource<*>{%s}) -> tensor<?x4xf32>{%d} in %r{%s}
  util.return
}

// -----

util.func public @multi_device_mul(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "async func @multi_device_mul(%input0: tensor<4xf32> {iree.abi.affinity = #hal.device.promise<@device_a>}) -> (%output0: tensor<4xf32> {iree.abi.affinity = #hal.device.promise<@device_a>})", iree.abi.model = "coarse-fences"}} {
%c64 = arith.constant 64 : index
%c0 = arith.constant 0 : index
%c16 = arith.constant 16 : index
%c4 = arith.constant 4 : index
%element_type_f32 = hal.element_type<f32> : i32
%dense_row_major = hal.encoding_type<dense_row_major> : i32
hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4]) type(%element_type_f32) encoding(%dense_row_major)
%0 = stream.tensor.import on(#hal.device.affinity<@device_a>) %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
%1 = stream.timepoint.import on(#hal.device.affinity<@device_a>) %arg1 : (!hal.fence) => !stream.timepoint
%result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@device_a>) await(%1) => !stream.resource<transient>{%c16} => !stream.timepoint
%result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@device_a>) await(%1) => !stream.resource<transient>{%c64} => !stream.timepoint
%2 = stream.timepoint.join max(%1, %result_timepoint, %result_timepoint_1) => !stream.timepoint
%3 = stream.cmd.execute on(#hal.device.affinity<@device_a>) await(%2) => with(%0 as %arg3: !stream.resource<external>{%c16}, %result as %arg4: !stream.resource<transient>{%c16}, %result_0 as %arg5: !stream.resource<transient>{%c64}) {
stream.cmd.dispatch @multi_device_mul_dispatch_0::@multi_device_mul_dispatch_0_elementwise_4_f32 {
ro %arg3[%c0 for %c16] : !stream.resource<external>{%c16},
wo %arg5[%c0 for %c16] : !stream.resource<transient>{%c64}
}
stream.cmd.copy %arg5[%c0], %arg4[%c0], %c16 : !stream.resource<transient>{%c64} -> !stream.resource<transient>{%c16}
stream.cmd.flush to(#hal.device.affinity<@device_b>) %arg4[%c0 for %c16] : !stream.resource<transient>{%c16}
} => !stream.timepoint
%4 = stream.resource.dealloca on(#hal.device.affinity<@device_a>) await(%3) => %result_0 : !stream.resource<transient>{%c64} => !stream.timepoint
%5 = stream.timepoint.join max(%4, %3) => !stream.timepoint
%result_2, %result_timepoint_3 = stream.resource.alloca uninitialized on(#hal.device.affinity<@device_a>) await(%5) => !stream.resource<external>{%c16} => !stream.timepoint
%result_4, %result_timepoint_5 = stream.resource.alloca uninitialized on(#hal.device.affinity<@device_b>) await(%5) => !stream.resource<transient>{%c64} => !stream.timepoint
%6 = stream.timepoint.join max(%4, %3, %result_timepoint_3, %result_timepoint_5) => !stream.timepoint
%7 = stream.cmd.execute on(#hal.device.affinity<@device_b>) await(%6) => with(%result as %arg3: !stream.resource<transient>{%c16}, %result_2 as %arg4: !stream.resource<external>{%c16}, %result_4 as %arg5: !stream.resource<transient>{%c64}) {
stream.cmd.dispatch @multi_device_mul_dispatch_1::@multi_device_mul_dispatch_1_elementwise_4_f32 {
ro %arg3[%c0 for %c16] : !stream.resource<transient>{%c16},
wo %arg5[%c0 for %c16] : !stream.resource<transient>{%c64}
}
stream.cmd.copy %arg5[%c0], %arg4[%c0], %c16 : !stream.resource<transient>{%c64} -> !stream.resource<external>{%c16}
stream.cmd.flush to(#hal.device.affinity<@device_a>) %arg4[%c0 for %c16] : !stream.resource<external>{%c16}
} => !stream.timepoint
%8 = stream.resource.dealloca on(#hal.device.affinity<@device_a>) await(%7) => %result : !stream.resource<transient>{%c16} => !stream.timepoint
%9 = stream.resource.dealloca on(#hal.device.affinity<@device_b>) await(%8) => %result_4 : !stream.resource<transient>{%c64} => !stream.timepoint
%10 = stream.timepoint.join max(%9, %8) => !stream.timepoint
stream.timepoint.chain_external on(#hal.device.affinity<@device_a>) %10 => (%arg2 : !hal.fence)
%11 = stream.tensor.export on(#hal.device.affinity<@device_a>) %result_2 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
util.return %11 : !hal.buffer_view
}

// -----

stream.executable private @ex {
  stream.executable.export public @ep as("fn") workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
    %x, %y, %z = flow.dispatch.workgroup_count_from_slice %arg0, %arg1
    stream.return %x, %y, %z : index, index, index
  }
  stream.executable.export @ep2
  builtin.module {
    func.func @fn(%arg0: !stream.binding, %arg1: index) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !flow.dispatch.tensor<readonly:tensor<?x4xf32>>{%arg1}
      %1 = flow.dispatch.tensor.load %0, offsets = [%arg1, 0], sizes = [%arg1, 4], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<?x4xf32>>{%arg1} -> tensor<?x4xf32>
      return
    }
  }
}
flow.executable private @fex {
  flow.executable.export public @ep workgroups(%arg0: index) -> (index, index, index) {
    flow.return %arg0, %arg0, %arg0 : index, index, index
  }
  builtin.module {
  }
}

// -----

util.func public @seed_barrier(%arg0: !stream.resource<transient>, %s: index, %t: tensor<?xf32>) {
  %0 = stream.async.barrier %arg0 : !stream.resource<transient>{%s} -> !stream.resource<transient>
  %1 = stream.async.barrier %arg0 : !stream.resource<transient>{%s} from(#hal.device.affinity<@dev>) -> !stream.resource<transient> attributes {foo}
  %2 = flow.tensor.barrier %t : tensor<?xf32>{%s} on #hal.device.affinity<@dev> attributes {foo}
  %3:2, %4 = stream.async.execute with(%arg0 as %a: !stream.resource<transient>{%s}) -> (%arg0{%s}, !stream.resource<external>{%s}) {
    %5 = stream.async.transfer %a : !stream.resource<transient>{%s} -> !stream.resource<external>{%s}
    stream.yield %a, %5 : !stream.resource<transient>{%s}, !stream.resource<external>{%s}
  } => !stream.timepoint
  %6 = stream.timepoint.await %4 => %3#0 : !stream.resource<transient>{%s}
  util.return
}
stream.async.func private @decl(%arg0: !stream.resource<*>, %arg1: index) -> (%arg0, index)
