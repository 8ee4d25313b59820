// kernels (2.5.2): a loop that only combines a scalar with && or || (`ok = ok && x[i] < lim`,
// `any = any || x[i] == v`, the scalar on either side, chains `ok = ok && a && b`) without a
// reduction clause is an implicit reduction, as `ok &= c` is: each nest is one launch of four gangs
// on four cores, and the results are the sequential program's, true and false alike. An operand
// that writes (`ok = ok && (y[i] = x[i]) > 0`) is skipped once ok is false, so that loop stays
// sequential and y is written only up to the first failure.
// RUN: %acorncc %s -o %t && %run-targets %t
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=multicore OMP_NUM_THREADS=4 %t 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

static int all_below(int n, const double *restrict x, double lim) {
  int ok = 1;
#pragma acc kernels copyin(x[0:n])
  for (int i = 0; i < n; i++)
    ok = ok && x[i] < lim;
  return ok;
}

static int any_equal(int n, const double *restrict x, double v) {
  int any = 0;
#pragma acc kernels copyin(x[0:n])
  for (int i = 0; i < n; i++)
    any = any || x[i] == v;
  return any;
}

static int all_nonnegative(int n, const double *restrict x) {
  int ok = 1;
#pragma acc kernels copyin(x[0:n])
  for (int i = 0; i < n; i++)
    ok = (x[i] >= 0.0) && ok;
  return ok;
}

static int all_within(int n, const double *restrict x, double lo, double hi) {
  int ok = 1;
#pragma acc kernels copyin(x[0:n])
  for (int i = 0; i < n; i++)
    ok = ok && x[i] > lo && x[i] < hi;
  return ok;
}

static int copy_while_positive(int n, const double *restrict x, double *restrict y) {
  int ok = 1;
#pragma acc kernels copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; i++)
    ok = ok && (y[i] = x[i]) > 0.0;
  return ok;
}

int main(void) {
  int n = 10000, bad = 0;
  double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  for (int i = 0; i < n; i++)
    x[i] = 1.0 + (i * 37) % 101, y[i] = -1.0;
  bad += all_below(n, x, 102.0) != 1;
  bad += any_equal(n, x, 500.0) != 0;
  bad += all_nonnegative(n, x) != 1;
  bad += all_within(n, x, 0.5, 101.5) != 1;
  x[7777] = -3.0;
  bad += all_below(n, x, 101.0) != 0; // 101 itself is there
  bad += any_equal(n, x, -3.0) != 1;
  bad += all_nonnegative(n, x) != 0;
  bad += all_within(n, x, 0.5, 101.5) != 0;
  bad += copy_while_positive(n, x, y) != 0;
  for (int i = 0; i < n; i++)
    bad += y[i] != (i <= 7777 ? x[i] : -1.0);
  free(x), free(y);
  if (bad) {
    printf("FAIL: %d wrong\n", bad);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
// CHECK: PASS
// all_below, any_equal, all_nonnegative, all_within: each call one launch of four gangs.
// CHECK: compute region reached 2 times
// CHECK-NEXT: kernel launched 2 times
// CHECK-NEXT: num_gangs: 4
// CHECK: compute region reached 2 times
// CHECK-NEXT: kernel launched 2 times
// CHECK-NEXT: num_gangs: 4
// CHECK: compute region reached 2 times
// CHECK-NEXT: kernel launched 2 times
// CHECK-NEXT: num_gangs: 4
// CHECK: compute region reached 2 times
// CHECK-NEXT: kernel launched 2 times
// CHECK-NEXT: num_gangs: 4
// copy_while_positive: one thread.
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
// CHECK-NEXT: num_gangs: 1
