// A scalar a kernels loop writes in every iteration, read after the loop only by the code that
// precedes it in an enclosing host loop (its next iteration): the value of the loop's last
// iteration must reach it (the loop is not free to make the scalar private). A scalar the host
// loop overwrites before reading stays private to the kernels loop.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 1000

int main(void) {
  double a[N], b[N], t = -1.0, u = 0.0, seen[3], seen_u[3];
  for (int i = 0; i < N; i++)
    a[i] = i;
  for (int it = 0; it < 3; it++) {
    seen[it] = t;
    u = it;
    seen_u[it] = u;
#pragma acc kernels copyin(a) copyout(b)
    for (int i = 0; i < N; i++) {
      t = a[i] * (it + 1);
      u = t + 1;
      b[i] = u;
    }
  }
  int errors = seen[0] != -1.0 || seen[1] != 999.0 || seen[2] != 1998.0;
  for (int it = 0; it < 3; it++)
    errors += seen_u[it] != it;
  for (int i = 0; i < N; i++)
    errors += b[i] != 3.0 * i + 1;
  if (errors) {
    printf("FAIL: seen %g %g %g\n", seen[0], seen[1], seen[2]);
    return 1;
  }
  printf("PASS kernels_scalar_live_next_iteration\n");
  return 0;
}
