// A kernels loop without a loop directive leaves its variable, declared outside the loop, its
// final value for the code after it in the same region (2.6.1 makes only loop directives'
// variables private; 2.6.2 makes the scalar copy): the unroll-by-4 idiom's remainder loop starts
// where the parallel loop stopped, and the host sees the value the region leaves.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 1003

static int daxpy_unrolled(int n, double alpha, const double *x, double *y) {
  int i = -7;
#pragma acc kernels copyin(x[0:n]) copy(y[0:n])
  {
    for (i = 0; i < n - n % 4; i += 4) {
      y[i] += alpha * x[i];
      y[i + 1] += alpha * x[i + 1];
      y[i + 2] += alpha * x[i + 2];
      y[i + 3] += alpha * x[i + 3];
    }
    for (; i < n; i++) // remainder: starts at n - n % 4
      y[i] += alpha * x[i];
  }
  return i;
}

int main(void) {
  static double x[N], y[N], marks[4];
  int errors = 0;
  for (int q = 0; q < N; q++) {
    x[q] = q;
    y[q] = 1.0;
  }
  if (daxpy_unrolled(N, 2.0, x, y) != N)
    errors++;
  for (int q = 0; q < N; q++)
    errors += y[q] != 1.0 + 2.0 * q;

  // The value read by a statement after the loop, and the variable changed again later.
  int i = 0, n = N;
#pragma acc kernels copy(y, marks)
  {
    for (i = 0; i < n; i += 10)
      y[i] = -1.0;
    marks[0] = i;  // 1010
    i -= 10;
    marks[1] = i;  // 1000
  }
  if (marks[0] != 1010 || marks[1] != 1000 || i != 1000 || y[1000] != -1.0)
    errors++;
  printf("%s: %d errors\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
