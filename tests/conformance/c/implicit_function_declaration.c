// Calls to functions with no prototype in scope, as old C codes still make them: memset and memcpy
// without <string.h>, exit without <stdlib.h>, and a helper called before its definition. GCC and
// NVHPC warn and build such a file; the compute region itself is ordinary (2.5.1 parallel loop).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 4096

static double a[N], b[N], c[N];

int main(void)
{
  int i, errors = 0;

  memset(a, 0, sizeof a);
  memset(b, 0, sizeof b);
  if (fill(a, N) != N) {
    fprintf(stderr, "FAIL: fill did not report %d elements\n", N);
    exit(2);
  }

#pragma acc parallel loop copyin(a[0:N]) copyout(b[0:N])
  for (i = 0; i < N; i++)
    b[i] = 3.0 * a[i] + 1.0;

  memcpy(c, b, sizeof c);
  for (i = 0; i < N; i++) {
    double expect = 3.0 * (i % 17) + 1.0;
    if (c[i] != expect) {
      if (errors < 10)
        fprintf(stderr, "FAIL: b[%d] = %g, expected %g\n", i, c[i], expect);
      ++errors;
    }
  }
  if (errors)
    exit(1);
  return 0;
}

/* Defined after its first use; the call above saw no declaration. */
int fill(double *x, int n)
{
  int i;
  for (i = 0; i < n; i++)
    x[i] = i % 17;
  return n;
}
