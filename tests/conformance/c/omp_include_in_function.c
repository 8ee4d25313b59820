// #include <omp.h> written inside the function that holds a compute region (legal in C: the header
// only declares types and functions, here at block scope). The region is a 2.5.1 parallel loop
// with a reduction; OpenMP is used only when the file is also built with OpenMP.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
#include <omp.h>
  const int n = 100000;
  int errors = 0;
  int host_threads = 1;
  double *x = malloc(n * sizeof(double));
  double sum = 0.0;
#ifdef _OPENMP
  host_threads = omp_get_max_threads();
#endif
  for (int i = 0; i < n; ++i)
    x[i] = (i % 100) * 0.5;

#pragma acc parallel loop copyin(x[0:n]) reduction(+:sum)
  for (int i = 0; i < n; ++i)
    sum += x[i] * host_threads;

  double expect = 0.0;
  for (int i = 0; i < n; ++i)
    expect += (i % 100) * 0.5 * host_threads;
  if (sum != expect) {
    fprintf(stderr, "FAIL: sum = %.17g, expected %.17g\n", sum, expect);
    ++errors;
  }
  free(x);
  return errors != 0;
}
