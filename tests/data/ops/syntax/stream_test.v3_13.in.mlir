util.func @f(%r: !stream.resource<transient>, %sz: index, %tp: !stream.timepoint, %f: !stream.test.fence, %i: i32) {
  %0:2 = "stream.test.timeline_op"(%r, %sz, %sz, %tp) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!stream.resource<transient>, index, index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
  %1:2 = "stream.test.timeline_op"(%r, %sz, %sz, %tp, %tp) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>, tied_operands = [0 : index], await_limit = 2 : i64}> : (!stream.resource<transient>, index, index, !stream.timepoint, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
  %s3:3 = "stream.test.timeline_op"(%r, %sz, %sz, %sz) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!stream.resource<transient>, index, index, index) -> (!stream.resource<transient>, !stream.resource<transient>, !stream.timepoint)
  %2 = "stream.test.timeline_op"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> : () -> !stream.timepoint
  %3 = "stream.test.timeline_aware"(%i, %f, %f, %f) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i32, !stream.test.fence, !stream.test.fence, !stream.test.fence) -> i32
  "stream.test.timeline_aware"(%f) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (!stream.test.fence) -> ()
  util.return
}
