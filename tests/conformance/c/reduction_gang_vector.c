// 2.9.11 reduction across gangs and vector lanes: parallel loop gang vector reduction(+),
// with explicit num_gangs and vector_length, and a max reduction on the same loop.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

int main(void) {
  const int n = 100000;
  double *a = (double *)malloc(n * sizeof(double));
  int errors = 0;
  double sum = 0.0, esum = 0.0;
  int mx = 0, emx = 0;
  for (int i = 0; i < n; ++i) {
    a[i] = 1.0 / (1.0 + i);
    esum += a[i];
    int v = (i * 37) % 1001;
    if (v > emx) emx = v;
  }
#pragma acc parallel loop gang vector num_gangs(64) vector_length(128) copyin(a[0:n]) reduction(+:sum) reduction(max:mx)
  for (int i = 0; i < n; ++i) {
    sum += a[i];
    int v = (i * 37) % 1001;
    mx = v > mx ? v : mx;
  }
  if (fabs(sum - esum) > 1e-10 * esum) {
    fprintf(stderr, "FAIL: gang vector reduction(+) = %.15g, expected %.15g\n", sum, esum);
    ++errors;
  }
  if (mx != emx) {
    fprintf(stderr, "FAIL: gang vector reduction(max) = %d, expected %d\n", mx, emx);
    ++errors;
  }
  free(a);
  return errors != 0;
}
