// 2.10: a cache item's length is a constant. GCC takes a run-time length without a word and the
// directive is a hint, so such an item is a warning at the item (it is not cached: the loop reads
// the array where it is), also when its bounds name the loop's variable (an item Clang 22 drops
// from the directive). Constant lengths (literals, macros, enumerators, const variables) are quiet,
// and every item, dropped or not, is reported by -Minfo.
// RUN: %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %acorncc -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s --check-prefix=INFO
#define WIDTH 3
enum { Span = 4 };
void stencil(int n, int m, const float *restrict a, float *restrict b) {
  const int three = 3;
#pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
  for (int i = 1; i < n - 1; i++) {
#pragma acc cache(a[i-1:m], a[0:m], a[i:Span], a[i-1:three], a[0:3], a[i-1:WIDTH])
    b[i] = a[i - 1] + a[i] + a[i + 1] + a[0];
  }
}
// CHECK: cache_runtime_length.c:14:19: warning: the length of cache item 'a[i-1:m]' is not a constant (2.10 asks for one): it is not cached, the loop reads its elements where they are
// CHECK: cache_runtime_length.c:14:29: warning: the length of cache item 'a[0:m]' is not a constant (2.10 asks for one): it is not cached, the loop reads its elements where they are
// INFO-DAG: 14:19: remark: cache: 'a[i-1:m]' is read where it is: its elements move with the loop's iterations
// INFO-DAG: 14:29: remark: cache: 'a[0:m]' is read where it is: its length is not a positive constant
// INFO-DAG: 14:37: remark: cache: 'a[i:Span]' is read where it is: its elements move with the loop's iterations
// INFO-DAG: 14:48: remark: cache: 'a[i-1:three]' is read where it is: its elements move with the loop's iterations
// INFO-DAG: 13:3: remark: loop scheduled as gang, vector, cache 'a[0:3]' staged in shared memory by each gang
// (C's lowering reads the preprocessed text: the item with a macro is reported as the compiler reads it.)
// INFO-DAG: 14:70: remark: cache: 'a[i-1:3]' is read where it is: its elements move with the loop's iterations
