// A scalar an inner kernels loop writes in every iteration and the enclosing loop's body reads
// right after it: the value of the inner loop's last iteration must reach that read, though the
// enclosing loop resets the scalar at the top of each step (that reset runs only in the next step,
// so the inner loop may not make the scalar private).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 256
#define STEPS 4

int main(void) {
  static double a[N], b[N], last[STEPS];
  double x = -1.0;
  int i, t, errors = 0;
  for (i = 0; i < N; i++)
    a[i] = i;
#pragma acc kernels copyin(a) copy(b, last)
  for (t = 0; t < STEPS; t++) {
    x = 0.0;
    for (i = 0; i < N; i++) {
      x = a[i] + t;
      b[i] = x;
    }
    last[t] = x; // a[N - 1] + t
  }
  for (t = 0; t < STEPS; t++)
    errors += last[t] != N - 1 + t;
  for (i = 0; i < N; i++)
    errors += b[i] != a[i] + STEPS - 1;
  printf("%s: %d errors\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
