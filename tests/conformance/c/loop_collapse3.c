// 2.9.1 collapse(3): three tightly nested loops with non-zero lower bounds and a stride collapsed
// into one iteration space; every element in the index range is written exactly once.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#define NX 20
#define NY 30
#define NZ 40

int main(void) {
  int *a = (int *)malloc(NX * NY * NZ * sizeof(int));
  int errors = 0;
  for (int i = 0; i < NX * NY * NZ; ++i)
    a[i] = 0;
#pragma acc parallel loop collapse(3) copy(a[0:NX*NY*NZ])
  for (int i = 1; i < NX; ++i)
    for (int j = 0; j < NY; j += 2)
      for (int k = 2; k < NZ; ++k)
        a[(i * NY + j) * NZ + k] += i + 100 * j + 10000 * k;
  for (int i = 0; i < NX; ++i)
    for (int j = 0; j < NY; ++j)
      for (int k = 0; k < NZ; ++k) {
        int expect = (i >= 1 && j % 2 == 0 && k >= 2) ? i + 100 * j + 10000 * k : 0;
        int v = a[(i * NY + j) * NZ + k];
        if (v != expect) {
          if (errors < 10)
            fprintf(stderr, "FAIL: collapse(3) a[%d][%d][%d] = %d, expected %d\n", i, j, k, v, expect);
          ++errors;
        }
      }
  free(a);
  return errors != 0;
}
