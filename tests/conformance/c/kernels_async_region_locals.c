/* A variable declared inside an async kernels region belongs to the region: each launch of the
   region starts from its initialiser, not from what the previous launch on the queue left, and
   nothing is copied back to the host (the function that launched it may have returned). A scalar
   the region only reads (the index of the loop around it) is not copied back either: the host has
   moved on to its next value. */
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 128
#define STEPS 6

static double x[N], sums[STEPS], scaled[STEPS];

/* Returns before its region has run: the region's local must not be written back to this frame. */
static void row_sum_async(int step) {
  double *dst = sums + step;
#pragma acc kernels present(x, dst[0:1]) async(2)
  {
    double s = step;
    for (int i = 0; i < N; i++)
      s += x[i];
    dst[0] = s;
  }
}

static int check_stack(void) {
  volatile double guard[64];
  for (int k = 0; k < 64; k++)
    guard[k] = k;
#pragma acc wait(2)
  int bad = 0;
  for (int k = 0; k < 64; k++)
    bad += guard[k] != k;
  return bad;
}

int main(void) {
  int errors = 0;
  for (int i = 0; i < N; i++)
    x[i] = 0.5;
#pragma acc data copyin(x) copyout(sums)
  {
    for (int step = 0; step < STEPS; step++)
      row_sum_async(step);
    errors += check_stack();
  }
#pragma acc data copyin(x) copyout(scaled)
  {
    for (int k = 0; k < STEPS; k++) {
#pragma acc kernels present(x, scaled) async(3)
      {
        double s = 0;
        for (int i = 0; i < N; i++)
          s += x[i];
        scaled[k] = s * k;
      }
    }
#pragma acc wait(3)
  }
  for (int k = 0; k < STEPS; k++)
    if (scaled[k] != 0.5 * N * k) {
      printf("scaled[%d] = %g, want %g\n", k, scaled[k], 0.5 * N * k);
      errors++;
    }
  for (int step = 0; step < STEPS; step++)
    if (sums[step] != step + 0.5 * N) {
      printf("step %d: %g, want %g\n", step, sums[step], step + 0.5 * N);
      errors++;
    }
  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
