// 2.9: each iteration of a partitioned loop has its own loop variable; passing its address to a
// routine that only reads through it (f2c's `stencil_(&i, &j, a)`: a pointer to const, or a
// pointer parameter the routine's body only dereferences to read, also through another routine)
// does not change it, so the loop is partitioned (parallel loop, and in kernels with four gangs on
// four cores) and every iteration sees its own value.
// RUN: %acorncc %s -o %t && %run-targets %t
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=multicore OMP_NUM_THREADS=4 %t 2>&1 | FileCheck %s
#include <stdio.h>

#define N 1000
#define M 16

#pragma acc routine seq
static double at(const int *i, const double *a) { return a[*i]; }
#pragma acc routine seq
static double cell(int *j, int *i, double *a) { return a[*j * M + i[0]]; }
#pragma acc routine seq
static double around(int *j, int *i, double *a) { return 2.0 * cell(j, i, a); }

int main(void) {
  static double a[N], b[N], g[N * M], h[N * M];
  for (int i = 0; i < N; i++)
    a[i] = i;
  for (int k = 0; k < N * M; k++)
    g[k] = k % 97;
#pragma acc parallel loop copyin(a) copyout(b)
  for (int i = 0; i < N; i++)
    b[i] = 3.0 * at(&i, a);
#pragma acc kernels copyin(g) copyout(h)
  for (int j = 0; j < N; j++)
    for (int i = 0; i < M; i++)
      h[j * M + i] = around(&j, &i, g);
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += b[i] != 3.0 * i;
  for (int k = 0; k < N * M; k++)
    bad += h[k] != 2.0 * (k % 97);
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
