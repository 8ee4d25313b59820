/* Self-checking: y = i + 2 after init and axpy, dot(x, y) = n(n-1)/2 + 2n. */
#include "vecops.h"
#include <math.h>
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  const int n = 100000;
  double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  double dot;
#pragma acc data create(x[0:n], y[0:n])
  {
    vec_init(n, x, y);
    vec_axpy(n, 2.0, x, y);
    dot = vec_dot(n, x, y);
#pragma acc update self(y[0:n])
  }
  int errors = 0;
  for (int i = 0; i < n; i++)
    errors += fabs(y[i] - (i + 2.0)) > 1e-12;
  double expected = (double)n * (n - 1) / 2 + 2.0 * n;
  errors += fabs(dot - expected) > 1e-6 * expected;
  printf("vecsum %s: dot %.1f, _OPENACC %d\n", errors ? "FAILED" : "OK", dot, _OPENACC);
  free(x);
  free(y);
  return errors != 0;
}
