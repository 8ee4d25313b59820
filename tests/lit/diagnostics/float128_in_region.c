// __float128 in a compute region with GPU code generated: an error at its first use in each launch,
// as for long double (the GPU has no 128-bit floating arithmetic; Clang's own error would point
// into Acorn's headers). -acc=multicore compiles it.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %acorncc -acc=multicore -c %s -o %t.o
double f(int n) {
  __float128 sum = 0;
#pragma acc parallel loop reduction(+:sum)
  for (int i = 0; i < n; i++)
    sum += i;
  return (double)sum;
}
// CHECK: float128_in_region.c:10:5: error: '__float128' cannot be used in a compute region when GPU code is generated (the GPU has no __float128 arithmetic); use double in the region, or compile with -acc=multicore
// CHECK-NOT: error:
