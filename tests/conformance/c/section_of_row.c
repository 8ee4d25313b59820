// 2.7.1 a section of one row: a[i][lo:n] of a 2-D C array (part of the array's own storage; a region
// reaches a through it), and pp[i][lo:n] of a double ** (the row's data). When the pointers pp[0:R]
// are present, mapping a row attaches pp[i] on the device to it (2.6.8, 2.7.2), so a region using
// pp[i][j] reads the device rows; exit data detaches it. Rows move one at a time with update.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENACC
#include <openacc.h>
#endif

#define R 6
#define C 200

static int discrete_memory(void) {
#ifdef _OPENACC
  // 2.6: a device with memory of its own gives mapped data another address.
  int probe = 0;
  acc_copyin(&probe, sizeof probe);
  int own = acc_deviceptr(&probe) != (void *)&probe;
  acc_delete(&probe, sizeof probe);
  return own;
#else
  return 0;
#endif
}

static int errors = 0;

static void expect(const char *what, int i, int j, double got, double want) {
  if (got != want) {
    if (errors < 10)
      fprintf(stderr, "FAIL: %s: [%d][%d] = %g, expected %g\n", what, i, j, got, want);
    ++errors;
  }
}

static double a[R][C];

int main(void) {
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      a[i][j] = i * 1000 + j;

  // 1. copy of one row on a compute construct.
#pragma acc parallel loop copy(a[2][0:C])
  for (int j = 0; j < C; j++)
    a[2][j] = -a[2][j];
  for (int j = 0; j < C; j++)
    expect("copy(a[2][0:C])", 2, j, a[2][j], -(2000.0 + j));

  // 2. The whole array present; rows (and part of one) updated one at a time.
#pragma acc data copyin(a)
  {
#pragma acc parallel loop collapse(2) present(a)
    for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++)
        a[i][j] += 1.0;
#pragma acc update self(a[4][0:C])
    expect("update self(a[4][0:C])", 4, 9, a[4][9], 4010);
    if (discrete_memory())
      expect("row 3 not updated", 3, 9, a[3][9], 3009);
    a[1][5] = 0.5;
    a[1][50] = 0.25;
#pragma acc update device(a[1][0:10])
#pragma acc parallel loop present(a[1][0:C])
    for (int j = 0; j < C; j++)
      a[1][j] *= 2.0;
#pragma acc update self(a[1][0:C])
  }
  expect("a[1][5]", 1, 5, a[1][5], 1.0);
  expect("a[1][50]", 1, 50, a[1][50], discrete_memory() ? 2.0 * 1051 : 0.5);

  // 3. Rows of a pointer to pointers, mapped one by one after their pointers.
  double **pp = (double **)malloc(R * sizeof(double *));
  double *rows[R];
  for (int i = 0; i < R; i++) {
    rows[i] = pp[i] = (double *)malloc(C * sizeof(double));
    for (int j = 0; j < C; j++)
      pp[i][j] = i * 1000 + j;
  }
#pragma acc enter data copyin(pp[0:R])
  for (int i = 0; i < R; i++) {
#pragma acc enter data copyin(pp[i][0:C])
  }
#pragma acc parallel loop gang present(pp[0:R])
  for (int i = 0; i < R; i++) {
#pragma acc loop vector
    for (int j = 0; j < C; j++)
      pp[i][j] = 2.0 * pp[i][j] + i;
  }
#pragma acc update self(pp[5][0:C])
  expect("update self(pp[5][0:C])", 5, 3, pp[5][3], 2.0 * 5003 + 5);
  if (discrete_memory())
    expect("row 4 not updated", 4, 3, pp[4][3], 4003);
  for (int i = 0; i < R; i++) {
#pragma acc exit data copyout(pp[i][0:C])
  }
#pragma acc exit data delete(pp[0:R])
  for (int i = 0; i < R; i++) {
    if (pp[i] != rows[i]) {
      fprintf(stderr, "FAIL: pp[%d] changed on the host\n", i);
      ++errors;
    }
    for (int j = 0; j < C; j++)
      expect("pp rows after exit data", i, j, pp[i][j], 2.0 * (i * 1000 + j) + i);
    free(pp[i]);
  }
  free(pp);
  if (errors == 0)
    printf("PASS\n");
  return errors != 0;
}
