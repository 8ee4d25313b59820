// 2.9.10 in a kernels region: an array and a struct declared in the region and named in a loop's
// private clause are each iteration's own (scratch space of a per-point computation).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 500

struct Moments {
  double m0, m1, m2;
};

int main(void) {
  double a[N], b[N], c[N];
  for (int i = 0; i < N; i++)
    a[i] = 0.5 * i;
#pragma acc kernels copyin(a) copyout(b, c)
  {
    double tmp[4];
    struct Moments m;
#pragma acc loop independent private(tmp, m)
    for (int i = 0; i < N; i++) {
      for (int k = 0; k < 4; k++)
        tmp[k] = a[i] * (k + 1);
      m.m0 = 1.0;
      m.m1 = tmp[0];
      m.m2 = tmp[1] * tmp[0];
      b[i] = tmp[0] + tmp[3];
      c[i] = m.m0 + m.m1 + m.m2;
    }
  }
  int errors = 0;
  for (int i = 0; i < N; i++) {
    double x = 0.5 * i;
    if (b[i] != 5.0 * x || c[i] != 1.0 + x + 2.0 * x * x) {
      fprintf(stderr, "FAIL: %d: %g %g\n", i, b[i], c[i]);
      errors++;
      break;
    }
  }
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
