/* 2.5.10 num_workers up to the gang's 1024 threads: num_workers(32) vector_length(32) and
   num_workers(16) vector_length(64), with a routine vector called from a worker loop whose two
   vector loops must not overlap (the second reads what other lanes wrote), and a vector reduction
   per worker. Each worker waits for its own lanes only (the implementation may run fewer workers
   than asked, 2.5.10: wide workers are limited by the GPU's named barriers). */
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

enum { G = 4, W = 32, N = 128 };
static double u[G * W * N], t[G * W * N], sums[G * W];

#pragma acc routine vector
static void reverse_doubled(double *v, double *tmp, int n) {
#pragma acc loop vector
  for (int i = 0; i < n; i++)
    tmp[i] = v[i] * 2;
#pragma acc loop vector
  for (int i = 0; i < n; i++)
    v[i] = tmp[n - 1 - i];
}

static int check(const char *what) {
  int errors = 0;
  for (int r = 0; r < G * W; r++) {
    double want = 0;
    for (int i = 0; i < N; i++) {
      double x = 2.0 * (r * N + N - 1 - i);
      errors += u[r * N + i] != x;
      want += x;
    }
    errors += sums[r] != want;
  }
  if (errors)
    printf("%s: %d wrong values\n", what, errors);
  for (int i = 0; i < G * W * N; i++)
    u[i] = i;
  return errors != 0;
}

// One gang loop of worker loops, with the launch's shape given at run time.
static int reverse_rows(int workers, int vector) {
#pragma acc parallel loop gang num_workers(workers) vector_length(vector) copy(u, sums) create(t)
  for (int g = 0; g < G; g++) {
#pragma acc loop worker
    for (int w = 0; w < W; w++) {
      double *row = u + (g * W + w) * N;
      reverse_doubled(row, t + (g * W + w) * N, N);
      double s = 0;
#pragma acc loop vector reduction(+:s)
      for (int i = 0; i < N; i++)
        s += row[i];
      sums[g * W + w] = s;
    }
  }
  char what[64];
  snprintf(what, sizeof what, "num_workers(%d) vector_length(%d)", workers, vector);
  return check(what);
}

int main(void) {
  for (int i = 0; i < G * W * N; i++)
    u[i] = i;
  int failed = reverse_rows(32, 32) + reverse_rows(16, 64);
  printf("%s\n", failed ? "FAIL" : "PASS");
  return failed;
}
