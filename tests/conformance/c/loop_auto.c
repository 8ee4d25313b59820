// 2.9.7 loop auto: the implementation picks the parallelism of auto loops (nested in parallel
// and inside kernels); the result must be correct whatever it picks.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define N 300
#define M 200

int main(void) {
  double *a = (double *)malloc(N * M * sizeof(double));
  double *b = (double *)malloc(N * M * sizeof(double));
  int errors = 0;
  for (int i = 0; i < N * M; ++i) {
    a[i] = 0.0;
    b[i] = 0.0;
  }
#pragma acc parallel copyout(a[0:N*M])
  {
#pragma acc loop auto
    for (int i = 0; i < N; ++i) {
#pragma acc loop auto
      for (int j = 0; j < M; ++j)
        a[i * M + j] = i + 0.001 * j;
    }
  }
#pragma acc kernels copyin(a[0:N*M]) copyout(b[0:N*M])
  {
#pragma acc loop auto
    for (int i = 0; i < N * M; ++i)
      b[i] = 2.0 * a[i];
  }
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j) {
      double expect = 2.0 * (i + 0.001 * j);
      double v = b[i * M + j];
      if (fabs(v - expect) > 1e-12 * (1.0 + expect)) {
        if (errors < 10)
          fprintf(stderr, "FAIL: loop auto b[%d][%d] = %g, expected %g\n", i, j, v, expect);
        ++errors;
      }
    }
  free(a);
  free(b);
  return errors != 0;
}
