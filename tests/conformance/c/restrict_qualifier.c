// restrict-qualified pointer parameters and locals (C99) in functions with compute regions: a STREAM
// triad and a copy through restrict locals declared inside the region (2.5.1 parallel loop, 2.5.3
// serial).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

static void triad(int n, double *restrict a, const double *restrict b, const double *restrict c,
                  double scalar)
{
#pragma acc parallel loop copyin(b[0:n], c[0:n]) copyout(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = b[i] + scalar * c[i];
}

static void shift_copy(int n, double *restrict dst, const double *restrict src)
{
#pragma acc serial copyin(src[0:n]) copyout(dst[0:n])
  {
    const double *restrict s = src;
    double *restrict d = dst;
    for (int i = 0; i < n; ++i)
      d[i] = s[i] - 1.0;
  }
}

int main(void)
{
  const int n = 20000;
  int errors = 0;
  double *restrict a = malloc(n * sizeof(double));
  double *restrict b = malloc(n * sizeof(double));
  double *restrict c = malloc(n * sizeof(double));
  double *restrict d = malloc(n * sizeof(double));
  for (int i = 0; i < n; ++i) {
    b[i] = i % 50;
    c[i] = 1.0 + i % 3;
  }
  triad(n, a, b, c, 3.0);
  shift_copy(n, d, a);
  for (int i = 0; i < n; ++i) {
    double e = (i % 50) + 3.0 * (1.0 + i % 3);
    if (a[i] != e || d[i] != e - 1.0) {
      if (errors < 10)
        fprintf(stderr, "FAIL: a[%d] = %g, d = %g, expected %g, %g\n", i, a[i], d[i], e, e - 1.0);
      ++errors;
    }
  }
  free(a);
  free(b);
  free(c);
  free(d);
  return errors != 0;
}
