/* 2.6.2: a pointer is a scalar, so a kernels construct copies it. Two local pointers swapped
   between two mapped arrays in the region (the ping-pong of a stencil's time loop,
   `t = u; u = un; un = t;`) hold after the region the host address of the array each points to
   on the device, on every target: after an odd number of steps u is b and un is a, and the
   arrays hold the stencil's result. With async the values are there after the wait. */
// RUN: %acorncc %s -o %t && %run-targets %t
#include <math.h>
#include <stdio.h>

#define N 1000

static double a[N], b[N], ref0[N], ref1[N];

int main(void) {
  int bad = 0;
  for (int steps = 11; steps <= 12; ++steps) {
    for (int i = 0; i < N; ++i) a[i] = ref0[i] = i % 7, b[i] = ref1[i] = 0;
    double *u = a, *un = b, *r = ref0, *rn = ref1;
    for (int t = 0; t < steps; ++t) {
      for (int i = 1; i < N - 1; ++i) rn[i] = 0.25 * r[i - 1] + 0.5 * r[i] + 0.25 * r[i + 1];
      double *s = r; r = rn; rn = s;
    }
#pragma acc kernels copy(a, b) async(steps % 2)
    for (int t = 0; t < steps; ++t) {
      for (int i = 1; i < N - 1; ++i) un[i] = 0.25 * u[i - 1] + 0.5 * u[i] + 0.25 * u[i + 1];
      double *tmp = u;
      u = un;
      un = tmp;
    }
#pragma acc wait
    double *want = steps % 2 ? b : a, *other = steps % 2 ? a : b;
    if (u != want || un != other) {
      printf("%d steps: u=%p un=%p, a=%p b=%p\n", steps, (void *)u, (void *)un, (void *)a, (void *)b);
      ++bad;
      continue;
    }
    for (int i = 0; i < N; ++i)
      if (u[i] != r[i]) { printf("%d steps: u[%d]=%g, want %g\n", steps, i, u[i], r[i]); ++bad; break; }
  }
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
