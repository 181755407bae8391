module {
  util.func public @importNamed(%arg0: !hal.buffer_view) -> (!stream.resource<*>, index) {
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    %c4 = arith.constant 4 : index
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("x") shape([%c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.sizeof tensor<4xf32> : index
    %1 = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%0}
    %2 = stream.async.cast %1 : !stream.resource<external>{%0} -> !stream.resource<*>{%0}
    util.return %2, %0 : !stream.resource<*>, index
  }
}
// -----
module {
  util.func public @importConsumeNamedDyn(%arg0: !hal.buffer_view, %arg1: index) -> (!stream.resource<*>, index) {
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    %c4 = arith.constant 4 : index
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("x") shape([%arg1, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.sizeof tensor<?x4xf32>{%arg1} : index
    %1 = stream.tensor.import consume %arg0 : !hal.buffer_view -> tensor<?x4xf32>{%arg1} in !stream.resource<external>{%0}
    %2 = stream.async.cast %1 : !stream.resource<external>{%0} -> !stream.resource<*>{%0}
    util.return %2, %0 : !stream.resource<*>, index
  }
}
// -----
module {
  util.func public @importBuffer(%arg0: !hal.buffer) -> (!stream.resource<*>, index) {
    %0 = stream.tensor.sizeof tensor<2x4xf32> : index
    %1 = stream.tensor.import %arg0 : !hal.buffer -> tensor<2x4xf32> in !stream.resource<external>{%0}
    %2 = stream.async.cast %1 : !stream.resource<external>{%0} -> !stream.resource<*>{%0}
    util.return %2, %0 : !stream.resource<*>, index
  }
}
// -----
module {
  util.func public @exportNamed(%arg0: !stream.resource<*>, %arg1: index) -> !hal.buffer_view {
    %0 = stream.async.cast %arg0 : !stream.resource<*>{%arg1} -> !stream.resource<external>{%arg1}
    %1 = stream.tensor.export %0 : tensor<4xf32> in !stream.resource<external>{%arg1} -> !hal.buffer_view
    util.return %1 : !hal.buffer_view
  }
}
// -----
module {
  util.func public @exportBuffer(%arg0: !stream.resource<*>, %arg1: index, %arg2: index) -> !hal.buffer {
    %0 = stream.async.cast %arg0 : !stream.resource<*>{%arg1} -> !stream.resource<external>{%arg1}
    %1 = stream.tensor.export %0 : tensor<?x4xf32>{%arg2} in !stream.resource<external>{%arg1} -> !hal.buffer
    util.return %1 : !hal.buffer
  }
}
// -----
module {
  util.func public @aliasAff(%arg0: !stream.resource<*>, %arg1: index, %arg2: !hal.buffer, %arg3: !hal.fence) -> (!stream.resource<*>, index) {
    %0 = stream.async.transfer %arg0 : !stream.resource<*>{%arg1} -> to(#hal.device.promise<@dev>) !stream.resource<*>{%arg1}
    %1 = stream.tensor.sizeof on(#hal.device.promise<@dev>) tensor<4xf32> : index
    %2 = stream.tensor.import on(#hal.device.promise<@dev>) consume %arg2 : !hal.buffer -> tensor<4xf32> in !stream.resource<external>{%1}
    %3 = stream.timepoint.import on(#hal.device.promise<@dev>) %arg3 : (!hal.fence) => !stream.timepoint
    %4 = stream.timepoint.await %3 => %2 : !stream.resource<external>{%1}
    %c0 = arith.constant 0 : index
    %5 = stream.async.update on(#hal.device.promise<@dev>) %0, %4[%c0 to %arg1] : !stream.resource<*>{%arg1} -> %4 as !stream.resource<external>{%1}
    %6 = stream.async.slice on(#hal.device.promise<@dev>) %5[%c0 to %arg1] : !stream.resource<external>{%1} -> !stream.resource<external>{%arg1}
    %7 = stream.async.transfer %6 : !stream.resource<external>{%arg1} from(#hal.device.promise<@dev>) -> to(#hal.device.promise<@dev>) !stream.resource<*>{%arg1}
    util.return %7, %arg1 : !stream.resource<*>, index
  }
}
// -----
module {
  util.func public @barrier2(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: index, %arg4: index, %arg5: !hal.fence) -> (!stream.resource<*>, index, !stream.resource<*>, index) {
    %result, %result_timepoint = stream.timepoint.barrier %arg0 : !stream.resource<*>{%arg1} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.timepoint.barrier %arg2 : !stream.resource<*>{%arg3} => !stream.timepoint
    %0 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    stream.timepoint.chain_external %0 => (%arg5 : !hal.fence)
    util.return %result, %arg1, %result_0, %arg3 : !stream.resource<*>, index, !stream.resource<*>, index
  }
}
// -----
module {
  util.func public @importExportRoundTrip(%arg0: !hal.buffer_view) -> !hal.buffer_view {
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    %c4 = arith.constant 4 : index
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("in") shape([%c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.sizeof tensor<4xf32> : index
    %1 = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%0}
    %2 = stream.async.cast %1 : !stream.resource<external>{%0} -> !stream.resource<*>{%0}
    util.return %arg0 : !hal.buffer_view
  }
}
// -----
module {
  util.func public @transientsDyn(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: !hal.buffer) -> (!stream.resource<*>, index) {
    %result, %result_timepoint = stream.timepoint.barrier %arg0 : !stream.resource<*>{%arg1} => !stream.timepoint
    %length = hal.buffer.length<%arg3 : !hal.buffer> : index
    %0 = stream.tensor.import %arg3 : !hal.buffer -> tensor<?xi8>{%length} in !stream.resource<transient>{%length}
    %result_0, %result_timepoint_1 = stream.resource.transients await(%result_timepoint) => %result : !stream.resource<*>{%arg1} from %0 : !stream.resource<transient>{%length} => !stream.timepoint
    %1 = stream.timepoint.await %result_timepoint_1 => %result_0 : !stream.resource<*>{%arg1}
    util.return %1, %arg1 : !stream.resource<*>, index
  }
}
