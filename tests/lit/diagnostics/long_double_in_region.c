// long double in a compute region with GPU code generated: an error at its first use in each
// launch (the GPU has no long double arithmetic; the code Clang makes of it fails at run time).
// A long double constant is computed by the compiler and accepted. -acc=multicore compiles it.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %acorncc -acc=multicore -c %s -o %t.o
void f(int n, double *out, long double scale) {
  long double acc[4] = {0, 0, 0, 0};
#pragma acc parallel loop copyout(out[0:n])
  for (int i = 0; i < n; i++)
    out[i] = (double)(scale * i);
#pragma acc serial copy(acc)
  acc[0] = acc[1] + 1;
#pragma acc parallel loop copyout(out[0:n])
  for (int i = 0; i < n; i++)
    out[i] = 2.0 * i + (double)0.5L; // a constant: the compiler computes it
}
// CHECK: long_double_in_region.c:11:22: error: 'long double' cannot be used in a compute region when GPU code is generated (the GPU has no long double arithmetic); use double in the region, or compile with -acc=multicore
// CHECK: long_double_in_region.c:13:3: error: 'long double'
// CHECK-NOT: error:
