// 2.7.1 sections of pointers to pointers: copy(pp[0:n][0:m]) maps the pointers pp[0:n] and the row
// each points to, and attaches each pointer to its row (2.6.4), so the region reads and writes
// pp[i][j] in device memory. Also enter data copyin / create, update device / self, present,
// exit data copyout / delete of pp[1:2][0:m], a partial row section pp[0:n][2:4], and an array of
// pointers rows[0:3][0:m]. The host pointers are unchanged afterwards.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENACC
#include <openacc.h>
#endif

static int discrete_memory(void) {
#ifdef _OPENACC
  acc_device_t t = acc_get_device_type();
  return t != acc_device_host && t != acc_device_multicore;
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

int main(void) {
  const int n = 40, m = 30;
  double **pp = (double **)malloc(n * sizeof(double *));
  double **saved = (double **)malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++) {
    saved[i] = pp[i] = (double *)malloc(m * sizeof(double));
    for (int j = 0; j < m; j++)
      pp[i][j] = i * 100 + j;
  }

  // 1. copy on a compute construct.
#pragma acc parallel loop copy(pp[0:n][0:m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      pp[i][j] = 2.0 * pp[i][j] + 1.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      expect("copy", i, j, pp[i][j], 2.0 * (i * 100 + j) + 1.0);

  // 2. rows 1 and 2 live on the device between enter and exit data.
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      pp[i][j] = i * 100 + j;
#pragma acc enter data copyin(pp[1:2][0:m])
  pp[2][5] = -1.0; // host only, until update device
#pragma acc update device(pp[1:2][0:m])
#pragma acc parallel loop present(pp[1:2][0:m])
  for (int i = 1; i < 3; i++)
    for (int j = 0; j < m; j++)
      pp[i][j] += 1000.0;
#pragma acc update self(pp[1:2][0:m])
  expect("update self", 2, 5, pp[2][5], 999.0);
  expect("update self", 1, 0, pp[1][0], 1100.0);
#pragma acc parallel loop present(pp[1:2][0:m])
  for (int i = 1; i < 3; i++)
    for (int j = 0; j < m; j++)
      pp[i][j] *= 2.0;
  if (discrete_memory())
    expect("before copyout", 1, 0, pp[1][0], 1100.0);
#pragma acc exit data copyout(pp[1:2][0:m])
  expect("exit data copyout", 1, 0, pp[1][0], 2200.0);
  expect("exit data copyout", 2, 5, pp[2][5], 1998.0);
  expect("row 0 untouched", 0, 3, pp[0][3], 3.0);

  // 3. create / delete, and a data construct around a kernels construct.
#pragma acc enter data create(pp[0:n][0:m])
#pragma acc data present(pp[0:n][0:m])
  {
#pragma acc kernels
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        pp[i][j] = i - j;
  }
#pragma acc update self(pp[0:n][0:m])
#pragma acc exit data delete(pp[0:n][0:m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      expect("create, kernels, update self", i, j, pp[i][j], i - j);

  // 4. a partial row section: only columns 2..5 go to the device and back.
#pragma acc parallel loop copy(pp[0:n][2:4])
  for (int i = 0; i < n; i++)
    for (int j = 2; j < 6; j++)
      pp[i][j] = 7.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      expect("partial rows", i, j, pp[i][j], j >= 2 && j < 6 ? 7.0 : i - j);

  // 5. an array of pointers.
  double *rows[3];
  for (int i = 0; i < 3; i++)
    rows[i] = pp[i + 10];
#pragma acc parallel loop copyout(rows[0:3][0:m])
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < m; j++)
      rows[i][j] = 0.5 * i;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < m; j++)
      expect("array of pointers", i + 10, j, pp[i + 10][j], 0.5 * i);

  for (int i = 0; i < n; i++)
    if (pp[i] != saved[i]) {
      fprintf(stderr, "FAIL: the host pointer pp[%d] changed\n", i);
      ++errors;
    }
#ifdef _OPENACC
  if (discrete_memory() && (acc_is_present(pp, n * sizeof(double *)) || acc_is_present(pp[1], m * sizeof(double)))) {
    fprintf(stderr, "FAIL: data left on the device\n");
    ++errors;
  }
#endif
  for (int i = 0; i < n; i++)
    free(pp[i]);
  free(pp);
  free(saved);
  return errors != 0;
}
