// 2.9.2-2.9.4 loop gang, worker, vector: a triply nested loop with one level of parallelism each.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#define NI 16
#define NJ 24
#define NK 64

int main(void) {
  int *a = (int *)malloc(NI * NJ * NK * sizeof(int));
  int errors = 0;
  for (int i = 0; i < NI * NJ * NK; ++i)
    a[i] = -1;
#pragma acc parallel copyout(a[0:NI*NJ*NK])
  {
#pragma acc loop gang
    for (int i = 0; i < NI; ++i) {
#pragma acc loop worker
      for (int j = 0; j < NJ; ++j) {
#pragma acc loop vector
        for (int k = 0; k < NK; ++k)
          a[(i * NJ + j) * NK + k] = i * 10000 + j * 100 + k;
      }
    }
  }
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      for (int k = 0; k < NK; ++k) {
        int v = a[(i * NJ + j) * NK + k];
        int expect = i * 10000 + j * 100 + k;
        if (v != expect) {
          if (errors < 10)
            fprintf(stderr, "FAIL: gang/worker/vector a[%d][%d][%d] = %d, expected %d\n", i, j, k, v, expect);
          ++errors;
        }
      }
  free(a);
  return errors != 0;
}
