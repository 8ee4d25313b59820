// Nested constructs written with and without braces: parallel { loop gang { loop vector } },
// parallel directly followed by loop, a gang loop whose body is a vector loop directive, kernels
// { loop } inside data { }, and data directly followed by data directly followed by serial
// (2.5, 2.6.5, 2.9).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#define N 200
#define M 160

int main(void)
{
  int errors = 0;
  double *a = malloc(N * M * sizeof(double));
  double *b = malloc(N * M * sizeof(double));
  double *c = malloc(N * sizeof(double));
  double last = 0.0;

#pragma acc parallel copyout(a[0:N*M])
  {
#pragma acc loop gang
    for (int i = 0; i < N; ++i) {
#pragma acc loop vector
      for (int j = 0; j < M; ++j) {
        a[i * M + j] = i + 0.5 * j;
      }
    }
  }

#pragma acc parallel copyin(a[0:N*M]) copyout(b[0:N*M])
#pragma acc loop gang
  for (int i = 0; i < N; ++i)
#pragma acc loop vector
    for (int j = 0; j < M; ++j)
      b[i * M + j] = 2.0 * a[i * M + j];

#pragma acc data copyin(b[0:N*M]) copyout(c[0:N])
  {
#pragma acc kernels
    {
#pragma acc loop independent
      for (int i = 0; i < N; ++i) {
        double s = 0.0;
        for (int j = 0; j < M; ++j)
          s += b[i * M + j];
        c[i] = s;
      }
    }
  }

#pragma acc data copyin(a[0:N*M])
#pragma acc data copyin(c[0:N])
#pragma acc serial copy(last)
  last = c[N - 1] + a[N * M - 1];

  for (int i = 0; i < N; ++i) {
    double s = 0.0;
    for (int j = 0; j < M; ++j) {
      double e = i + 0.5 * j;
      s += 2.0 * e;
      if (a[i * M + j] != e || b[i * M + j] != 2.0 * e) {
        if (errors < 10)
          fprintf(stderr, "FAIL: [%d][%d] a=%g b=%g, expected %g %g\n", i, j, a[i * M + j], b[i * M + j], e, 2.0 * e);
        ++errors;
      }
    }
    if (c[i] != s) {
      if (errors < 10)
        fprintf(stderr, "FAIL: c[%d] = %g, expected %g\n", i, c[i], s);
      ++errors;
    }
  }
  if (last != c[N - 1] + a[N * M - 1]) {
    fprintf(stderr, "FAIL: last = %g, expected %g\n", last, c[N - 1] + a[N * M - 1]);
    ++errors;
  }
  free(a);
  free(b);
  free(c);
  return errors != 0;
}
