// 2.5.15, 2.9.11 in kernels: a loop's reduction of a pointer's section (`reduction(+:nrm[0:5])`
// of a `double nrm[5]` parameter, NAS's norms) makes the section each thread's own, so it is no
// dependence of the loop nor memory that may overlap the arrays it reads: the loop runs as its
// collapse(2) says, gang and vector (four gangs on four cores), as it does for a local array, also
// with the pointer restrict, and the sums are the sequential ones.
// RUN: %acorncc %s -o %t && %run-targets %t
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=multicore OMP_NUM_THREADS=4 %t 2>&1 | FileCheck %s
#include <stdio.h>

#define N 64
static double u[N][N][5];

static void norms(double nrm[5]) {
  for (int m = 0; m < 5; m++)
    nrm[m] = 0.0;
#pragma acc kernels copyin(u) copy(nrm[0:5])
  {
#pragma acc loop collapse(2) reduction(+:nrm[0:5])
    for (int j = 0; j < N; j++)
      for (int i = 0; i < N; i++)
        for (int m = 0; m < 5; m++)
          nrm[m] += u[j][i][m] * u[j][i][m];
  }
}

static void norms_restrict(double *restrict nrm) {
  for (int m = 0; m < 5; m++)
    nrm[m] = 0.0;
#pragma acc kernels loop collapse(2) reduction(+:nrm[0:5]) copyin(u) copy(nrm[0:5])
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      for (int m = 0; m < 5; m++)
        nrm[m] += u[j][i][m] * u[j][i][m];
}

int main(void) {
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      for (int m = 0; m < 5; m++)
        u[j][i][m] = (i + j + m) % 7;
  double a[5], b[5], r[5] = {0};
  norms(a);
  norms_restrict(b);
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      for (int m = 0; m < 5; m++)
        r[m] += u[j][i][m] * u[j][i][m];
  int bad = 0;
  for (int m = 0; m < 5; m++)
    bad += a[m] != r[m] || b[m] != r[m];
  if (bad) {
    printf("FAIL: %d wrong\n", bad);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
// CHECK: PASS
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
