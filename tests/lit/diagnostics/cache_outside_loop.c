// 2.10: the cache directive belongs at the top of a loop: one in a compute region outside any loop
// is an error; in a loop without a directive, or a loop directive's, it is accepted.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s
void f(double *a, int n) {
#pragma acc parallel copy(a[0:n])
  {
#pragma acc cache(a[0:16])
#pragma acc loop
    for (int i = 0; i < n; i++) {
#pragma acc cache(a[i:1])
      a[i] *= 2.0;
    }
  }
#pragma acc serial copy(a[0:n])
  for (int k = 0; k < 4; k++) {
#pragma acc cache(a[k:1])
    a[k] += 1;
  }
}
// CHECK: cache_outside_loop.c:8:1: error: a 'cache' directive belongs at the top of a loop (2.10): this one is in no loop of the region
// CHECK-NOT: error:
