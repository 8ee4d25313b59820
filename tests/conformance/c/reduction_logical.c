// 2.9.11 reduction clause: logical && and || on int, long, float and double
// (one all-true/any-true case and one false/true-by-one-element case each).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#define N 8000

int main(void) {
  int errors = 0;
  int *a = (int *)malloc(N * sizeof(int));
  for (int i = 0; i < N; ++i)
    a[i] = i + 1; /* all positive */
  int all_i = 1, all_i2 = 1, any_i = 0, any_i2 = 0;
  long all_l = 1, any_l = 0;
  float all_f = 1.0f, any_f = 0.0f;
  double all_d = 1.0, any_d = 0.0;
#pragma acc parallel loop copyin(a[0:N]) reduction(&&:all_i) reduction(||:any_i)
  for (int i = 0; i < N; ++i) {
    all_i = all_i && (a[i] > 0);     /* true for all */
    any_i = any_i || (a[i] > N);     /* true for none */
  }
#pragma acc parallel loop copyin(a[0:N]) reduction(&&:all_i2) reduction(||:any_i2)
  for (int i = 0; i < N; ++i) {
    all_i2 = all_i2 && (a[i] != 4321); /* false for one */
    any_i2 = any_i2 || (a[i] == 4321); /* true for one */
  }
#pragma acc parallel loop copyin(a[0:N]) reduction(&&:all_l) reduction(||:any_l)
  for (int i = 0; i < N; ++i) {
    all_l = all_l && (a[i] > 0);
    any_l = any_l || (a[i] == N);
  }
#pragma acc parallel loop copyin(a[0:N]) reduction(&&:all_f) reduction(||:any_f)
  for (int i = 0; i < N; ++i) {
    all_f = all_f && (a[i] % 1000 != 999);
    any_f = any_f || (a[i] > 2 * N);
  }
#pragma acc parallel loop copyin(a[0:N]) reduction(&&:all_d) reduction(||:any_d)
  for (int i = 0; i < N; ++i) {
    all_d = all_d && (a[i] < 2 * N);
    any_d = any_d || (a[i] == 1);
  }
  if (!all_i) { fprintf(stderr, "FAIL: reduction(&&) int all-true gave false\n"); ++errors; }
  if (any_i) { fprintf(stderr, "FAIL: reduction(||) int none-true gave true\n"); ++errors; }
  if (all_i2) { fprintf(stderr, "FAIL: reduction(&&) int one-false gave true\n"); ++errors; }
  if (!any_i2) { fprintf(stderr, "FAIL: reduction(||) int one-true gave false\n"); ++errors; }
  if (!all_l) { fprintf(stderr, "FAIL: reduction(&&) long all-true gave false\n"); ++errors; }
  if (!any_l) { fprintf(stderr, "FAIL: reduction(||) long one-true gave false\n"); ++errors; }
  if (all_f != 0.0f) { fprintf(stderr, "FAIL: reduction(&&) float with false elements gave %g\n", all_f); ++errors; }
  if (any_f != 0.0f) { fprintf(stderr, "FAIL: reduction(||) float none-true gave %g\n", any_f); ++errors; }
  if (all_d == 0.0) { fprintf(stderr, "FAIL: reduction(&&) double all-true gave false\n"); ++errors; }
  if (any_d == 0.0) { fprintf(stderr, "FAIL: reduction(||) double one-true gave false\n"); ++errors; }
  free(a);
  return errors != 0;
}
