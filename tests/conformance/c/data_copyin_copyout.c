// 2.7.8 / 2.7.9 data construct with copyin and copyout: input arrays are copied in, the output
// written by compute constructs with implicit present attributes comes back at region end.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 5000

int main(void) {
  int errors = 0;
  int x[N], y[N], z[N];
  for (int i = 0; i < N; ++i) {
    x[i] = i;
    y[i] = 2 * i;
    z[i] = -1;
  }
#pragma acc data copyin(x[0:N], y[0:N]) copyout(z[0:N])
  {
#pragma acc parallel loop
    for (int i = 0; i < N; ++i)
      z[i] = x[i] + y[i];
#pragma acc parallel loop
    for (int i = 0; i < N; ++i)
      z[i] += 1;
  }
  for (int i = 0; i < N; ++i)
    if (z[i] != 3 * i + 1) {
      if (errors < 10)
        fprintf(stderr, "FAIL: data copyin/copyout z[%d] = %d, expected %d\n", i, z[i], 3 * i + 1);
      ++errors;
    }
  return errors != 0;
}
