// 2.9.9 loop independent in a parallel region and combined with gang vector on a kernels loop.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  const int n = 25000;
  int *idx = (int *)malloc(n * sizeof(int));
  int *out = (int *)malloc(n * sizeof(int));
  int *out2 = (int *)malloc(n * sizeof(int));
  int errors = 0;
  /* a permutation: every out[] element is written exactly once */
  for (int i = 0; i < n; ++i) {
    idx[i] = (int)(((long)i * 7919) % n);
    out[i] = -1;
    out2[i] = -1;
  }
#pragma acc parallel copyin(idx[0:n]) copy(out[0:n])
  {
#pragma acc loop independent
    for (int i = 0; i < n; ++i)
      out[idx[i]] = i;
  }
#pragma acc kernels loop independent gang vector copyin(idx[0:n]) copy(out2[0:n])
  for (int i = 0; i < n; ++i)
    out2[idx[i]] = 3 * i;
  for (int i = 0; i < n; ++i) {
    if (out[idx[i]] != i) {
      if (errors < 10)
        fprintf(stderr, "FAIL: independent out[%d] = %d, expected %d\n", idx[i], out[idx[i]], i);
      ++errors;
    }
    if (out2[idx[i]] != 3 * i) {
      if (errors < 10)
        fprintf(stderr, "FAIL: kernels independent out2[%d] = %d, expected %d\n", idx[i], out2[idx[i]], 3 * i);
      ++errors;
    }
  }
  free(idx);
  free(out);
  free(out2);
  return errors != 0;
}
