// A directive continued over lines with backslash-newlines (translation phase 2 joins them; NAS
// style long clause lists) means what the one-line directive means, wherever the lines break:
// between clauses, inside a clause's parentheses, between `pragma` and `acc`. Each directive below
// needs one of the rewrites Acorn makes to directives before Clang reads them (other names of data
// clauses, array elements in reductions, device_type groups, firstprivate arrays of arrays, a
// routine without a level, a compute construct's loop with a break, an atomic capture block).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 64
double x[N];
#pragma acc declare \
    pcopyin(x)
double res[4];

#pragma acc routine \
    seq
static double twice(double v) { return 2.0 * v; }

int main(void) {
  int r = 2, errors = 0;
  for (int i = 0; i < 4; i++) res[i] = 0;
  for (int i = 0; i < N; i++) x[i] = 0.5;
#pragma acc update device(x)
#pragma acc parallel loop copy(res) \
    reduction(+:res[r])
  for (int i = 0; i < N; i++) res[r] += twice(x[i]);
#pragma acc parallel loop copy(res) reduction(+: \
    res[r + 1])
  for (int i = 0; i < N; i++) res[r + 1] += x[i];
  errors += res[2] != N || res[3] != N / 2;

  double y[N];
#pragma acc parallel loop present(x) copyout(y) \
    device_type(host) seq device_type(nvidia) gang vector
  for (int i = 0; i < N; i++) y[i] = 4.0 * x[i];
  errors += y[N - 1] != 2.0;

  double c[N], m[2][2] = {{1, 2}, {3, 4}};
  for (int i = 0; i < N; i++) c[i] = -1;
#pragma acc data copy(c)
  {
#pragma acc parallel loop \
    firstprivate(m) \
    pcreate(c)
    for (int i = 0; i < N; i++) {
      m[1][1] += 1;
      c[i] = i + m[0][1];
    }
#pragma \
    acc kernels present_or_create( \
        c)
    for (int i = 0; i < N; i++) c[i] += 1;
  }
  for (int i = 0; i < N; i++) errors += c[i] != i + 3;
  errors += m[1][1] != 4;

  int pos = -1;
#pragma acc serial \
    copy(pos)
  for (int i = 0; i < N; i++) {
    if (c[i] == 10) { pos = i; break; }
  }
  errors += pos != 7;

  int counter = 0, before[N];
#pragma acc parallel loop copy(counter) \
    copyout(before[0: \
    N])
  for (int i = 0; i < N; i++) {
    int v;
#pragma acc atomic \
    capture
    { v = (counter); counter = (counter + 1); }
    before[i] = v;
  }
  int sum = 0;
  for (int i = 0; i < N; i++) sum += before[i];
  errors += counter != N || sum != N * (N - 1) / 2;

  if (errors) {
    printf("FAILED: %d (res %g %g, y %g, c[1] %g, m %g, pos %d, counter %d)\n", errors, res[2], res[3],
           y[N - 1], c[1], m[1][1], pos, counter);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
