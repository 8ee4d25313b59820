// 2.9.2-2.9.4 in kernels: gang(num:), worker(num:) and vector(length:) on a loop size the launch of
// its loop nest; the results are those of the loops as written.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 5000
#define M 40

int main(void) {
  static double a[N], b[N][M];
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma acc kernels copy(a, b)
  {
#pragma acc loop gang(num:16) vector(length:64)
    for (int i = 0; i < N; i++)
      a[i] = 2.0 * a[i];
#pragma acc loop gang(8) worker(num:4)
    for (int i = 0; i < N; i++) {
#pragma acc loop vector(32)
      for (int j = 0; j < M; j++)
        b[i][j] = a[i] + j;
    }
  }
  int errors = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      if (b[i][j] != 2.0 * i + j)
        errors++;
  if (errors) {
    printf("FAILED: %d\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
