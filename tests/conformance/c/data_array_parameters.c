// A parameter declared as an array (`double A[N][N]`, C99 `double B[n][m]`) in a data clause
// names the whole array its declaration describes, as PolyBench-style codes written for NVHPC
// expect (C adjusts the parameter to a pointer, which alone would map 8 bytes): data, update and
// present, with the region using the device copies.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 48

static void add(int n, int m, double A[N][N], double B[n][m], double C[N][N]) {
#pragma acc data copyin(A, B) copyout(C)
  {
#pragma acc parallel loop collapse(2) present(A, B, C)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        C[i][j] = A[i][j] + 2 * B[i][j];
    for (int i = 0; i < n; i++)
      A[i][0] = -1;
#pragma acc update self(C)
#pragma acc update device(A)
#pragma acc parallel loop present(A, C)
    for (int i = 0; i < n; i++)
      C[i][0] = A[i][0];
  }
}

int main(void) {
  static double A[N][N], B[N][N], C[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = i;
      B[i][j] = j;
      C[i][j] = -5;
    }
  add(N, N, A, B, C);
  int errors = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      errors += C[i][j] != (j == 0 ? -1 : i + 2 * j);
  if (errors) {
    printf("FAIL: %d elements\n", errors);
    return 1;
  }
  printf("PASS data_array_parameters\n");
  return 0;
}
