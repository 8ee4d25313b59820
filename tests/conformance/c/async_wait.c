// 2.16 asynchronous behaviour: async(n) on compute and data directives, wait(n) on a compute
// construct, the wait directive with and without queues, and acc_async_test/acc_wait.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <openacc.h>
#include <stdio.h>

int main(void) {
  enum { N = 20000 };
  static double a[N], b[N];
  int errors = 0;
  for (int i = 0; i < N; ++i) {
    a[i] = 0.0;
    b[i] = 0.0;
  }
#pragma acc data create(a, b)
  {
#pragma acc parallel loop async(1) present(a)
    for (int i = 0; i < N; ++i)
      a[i] = i;
#pragma acc parallel loop async(2) present(b)
    for (int i = 0; i < N; ++i)
      b[i] = 2.0 * i;
    /* queue 3 starts after queues 1 and 2 have finished */
#pragma acc parallel loop wait(1, 2) async(3) present(a, b)
    for (int i = 0; i < N; ++i)
      a[i] += b[i];
#pragma acc update self(a) async(3)
#pragma acc wait(3)
    if (!acc_async_test(3)) {
      fprintf(stderr, "FAIL: queue 3 still busy after wait(3)\n");
      ++errors;
    }
#pragma acc parallel loop async present(b)
    for (int i = 0; i < N; ++i)
      b[i] = -1.0;
#pragma acc wait
#pragma acc update self(b)
  }
  for (int i = 0; i < N; ++i) {
    if (a[i] != 3.0 * i || b[i] != -1.0) {
      if (errors < 10)
        fprintf(stderr, "FAIL: a[%d] = %g (expected %g), b = %g (expected -1)\n", i, a[i], 3.0 * i, b[i]);
      ++errors;
    }
  }
  acc_wait_all();
  return errors != 0;
}
