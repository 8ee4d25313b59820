// 2.11 combined constructs: parallel loop (saxpy).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

int main(void) {
  const int n = 50000;
  float *x = (float *)malloc(n * sizeof(float));
  float *y = (float *)malloc(n * sizeof(float));
  const float alpha = 2.5f;
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    x[i] = (float)(i % 100) * 0.25f;
    y[i] = (float)(i % 13);
  }
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; ++i)
    y[i] = alpha * x[i] + y[i];
  for (int i = 0; i < n; ++i) {
    float expect = alpha * ((float)(i % 100) * 0.25f) + (float)(i % 13);
    if (fabsf(y[i] - expect) > 1e-5f * (1.0f + fabsf(expect))) {
      if (errors < 10)
        fprintf(stderr, "FAIL: parallel loop y[%d] = %g, expected %g\n", i, y[i], expect);
      ++errors;
    }
  }
  free(x);
  free(y);
  return errors != 0;
}
