// 2.5.10-2.5.12 num_gangs, num_workers, vector_length clauses on parallel (and num_gangs with
// the gang loop on kernels loop): results are independent of the requested sizes.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#define NI 40
#define NJ 16
#define NK 96

int main(void) {
  int *a = (int *)malloc(NI * NJ * NK * sizeof(int));
  int *b = (int *)malloc(NI * NJ * NK * sizeof(int));
  int errors = 0;
  int ng = 8, nw = 4;
  (void)ng;
  (void)nw;
  for (int i = 0; i < NI * NJ * NK; ++i) {
    a[i] = 0;
    b[i] = 0;
  }
#pragma acc parallel num_gangs(ng) num_workers(nw) vector_length(32) copy(a[0:NI*NJ*NK])
  {
#pragma acc loop gang
    for (int i = 0; i < NI; ++i) {
#pragma acc loop worker
      for (int j = 0; j < NJ; ++j) {
#pragma acc loop vector
        for (int k = 0; k < NK; ++k)
          a[(i * NJ + j) * NK + k] += i + j + k;
      }
    }
  }
#pragma acc parallel loop gang vector num_gangs(1) vector_length(64) copy(b[0:NI*NJ*NK])
  for (int i = 0; i < NI * NJ * NK; ++i)
    b[i] = i % 1000;
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      for (int k = 0; k < NK; ++k) {
        int idx = (i * NJ + j) * NK + k;
        if (a[idx] != i + j + k) {
          if (errors < 10)
            fprintf(stderr, "FAIL: num_gangs/num_workers/vector_length a[%d] = %d, expected %d\n", idx, a[idx], i + j + k);
          ++errors;
        }
        if (b[idx] != idx % 1000) {
          if (errors < 10)
            fprintf(stderr, "FAIL: num_gangs(1) b[%d] = %d, expected %d\n", idx, b[idx], idx % 1000);
          ++errors;
        }
      }
  free(a);
  free(b);
  return errors != 0;
}
