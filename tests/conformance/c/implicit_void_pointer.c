// Implicit conversions from void * (valid C, not C++): results of malloc/calloc and of a user
// allocation function assigned without casts, and a void * converted to const double * inside the region
// (2.5.1 parallel loop; 2.6.5 data clauses on the converted pointers).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

static void *xalloc(size_t bytes)
{
  void *p = malloc(bytes);
  if (!p) {
    fprintf(stderr, "FAIL: out of memory\n");
    exit(2);
  }
  return p;
}

int main(void)
{
  const int n = 10000;
  int errors = 0;
  double *x = malloc(n * sizeof *x);
  double *y = xalloc(n * sizeof *y);
  int *hits = calloc(n, sizeof *hits);
  for (int i = 0; i < n; ++i)
    x[i] = 0.25 * (i % 40);

#pragma acc parallel loop copyin(x[0:n]) copyout(y[0:n]) copy(hits[0:n])
  for (int i = 0; i < n; ++i) {
    const void *raw = x;
    const double *src = raw;
    y[i] = 2.0 * src[i] + 1.0;
    hits[i] += 1;
  }

  for (int i = 0; i < n; ++i) {
    double e = 2.0 * (0.25 * (i % 40)) + 1.0;
    if (y[i] != e || hits[i] != 1) {
      if (errors < 10)
        fprintf(stderr, "FAIL: y[%d] = %g (expected %g), hits = %d\n", i, y[i], e, hits[i]);
      ++errors;
    }
  }
  free(x);
  free(y);
  free(hits);
  return errors != 0;
}
