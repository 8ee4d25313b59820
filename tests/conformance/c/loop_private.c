// 2.9.10 private clause on a loop: each iteration (gang loop) and each inner vector iteration
// gets its own copy of the temporaries declared outside the loops.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#define N 256
#define M 128

int main(void) {
  int *out = (int *)malloc(N * M * sizeof(int));
  int errors = 0;
  int t, u;
  for (int i = 0; i < N * M; ++i)
    out[i] = 0;
#pragma acc parallel copyout(out[0:N*M])
  {
#pragma acc loop gang private(t)
    for (int i = 0; i < N; ++i) {
      t = 3 * i;
#pragma acc loop vector private(u)
      for (int j = 0; j < M; ++j) {
        u = t + j;
        out[i * M + j] = u * 2;
      }
    }
  }
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j) {
      int expect = 2 * (3 * i + j);
      if (out[i * M + j] != expect) {
        if (errors < 10)
          fprintf(stderr, "FAIL: loop private out[%d][%d] = %d, expected %d\n", i, j, out[i * M + j], expect);
        ++errors;
      }
    }
  free(out);
  return errors != 0;
}
