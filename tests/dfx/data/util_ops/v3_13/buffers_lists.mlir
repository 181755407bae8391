module {
  util.func public @buffers(%arg0: index, %arg1: index, %arg2: index, %arg3: !util.buffer, %arg4: i32) {
    %buffer_cst = util.buffer.constant : !util.buffer = dense<[1, 2, 3]> : tensor<3xi32>
    %name = util.buffer.constant "name" <alignment = 64, mime_type = "text/plain"> {foo} : !util.buffer = "hello"
    %a.b-c = util.buffer.constant "a.b-c" {foo} : !util.buffer = "hi"
    %buffer = util.buffer.alloc uninitialized <alignment = 16> : !util.buffer{%arg0}
    %buffer_0 = util.buffer.alloc uninitialized {foo} : !util.buffer{%arg0}
    util.buffer.dealloc %arg3 : !util.buffer{%arg0} attributes {foo}
    %buffer_1 = util.buffer.slice %arg3[%arg1] <alignment = 16> : !util.buffer{%arg0} -> !util.buffer{%arg2}
    %buffer_2 = util.buffer.slice %arg3[%arg1] {foo} : !util.buffer{%arg0} -> !util.buffer{%arg2}
    %buffer_span = util.buffer.subspan %arg3[%arg1] : !util.buffer{%arg0} -> !util.buffer{%arg2} attributes {foo}
    %buffer_size = util.buffer.size %arg3 : !util.buffer
    %buffer_storage, %buffer_offset = util.buffer.storage %arg3 : !util.buffer{%arg0} -> (memref<?xi8>, index)
    util.buffer.copy %arg3[%arg0], %arg3[%arg1], %arg2 : !util.buffer{%arg0} -> !util.buffer{%arg0}
    %0 = util.buffer.compare %arg3[%arg0], %arg3[%arg1], %arg2 : !util.buffer{%arg0}, !util.buffer{%arg0}
    util.buffer.fill %arg4, %arg3[%arg1 for %arg2] : i32 -> !util.buffer{%arg0}
    %1 = util.buffer.load %arg3[%arg1 for %arg2] : !util.buffer{%arg0} -> i32 attributes {foo}
    util.buffer.store %arg4, %arg3[%arg1 for %arg2] : i32 -> !util.buffer{%arg0}
    %2 = util.buffer.hash %arg3[%arg1 for %arg2] : !util.buffer{%arg0} -> i64
    util.return
  }
  util.func public @lists(%arg0: index, %arg1: i32, %arg2: !util.list<i32>, %arg3: !util.list<?>, %arg4: tensor<4xf32>) {
    %0 = util.list.create %arg0 : !util.list<?>
    %1 = util.list.create {foo} : !util.list<i32>
    util.list.resize %arg2, %arg0 : !util.list<i32>
    %2 = util.list.size %arg2 : !util.list<i32>
    %3 = util.list.get %arg2[%arg0] : !util.list<i32>
    %4 = util.list.get %arg2[%arg0] : !util.list<i32>
    %5 = util.list.get %arg3[%arg0] {foo} : !util.list<?> -> tensor<4xf32>
    util.list.set %arg2[%arg0], %arg1 : !util.list<i32>
    util.list.set %arg3[%arg0], %arg4 : tensor<4xf32> -> !util.list<?>
    %6 = util.list.construct [%arg1 : i32, %arg1 : i32] {foo} : !util.list<i32>
    %7 = util.list.construct [%arg1 : i32, %arg4 : tensor<4xf32>] : !util.list<?>
    %8 = util.list.construct [] : !util.list<?>
    util.return
  }
  util.func public @narrow(%arg0: i32, %arg1: tensor<4xf32>) {
    %0 = util.numeric.optional_narrow %arg0 : i32 as si8
    %1 = util.numeric.optional_narrow %arg0 : i32 as si8 <min_value = 1 : si8, max_value = 5 : si8>
    %2 = util.numeric.optional_narrow %arg1 : tensor<4xf32> as f16 {foo}
    util.return
  }
}
