/* C++ version of c/kernels_sum_of_terms_reduction.c. 2.5.2, 2.9.11: in a kernels loop, s = s + a[i] + b[i] (parsed (s + a[i]) + b[i]) and
   p = p + a[i] - b[i] accumulate into the variable: implicit sum reductions (Acorn runs the loops in
   parallel, lit lowering/kernels_outliving_and_strides), with the sequential result; and
   q = q * x[i] * y[i] a product. */
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#define N 100000

static double a[N], b[N], x[64], y[64];

int main() {
  for (int i = 0; i < N; i++) {
    a[i] = i % 3;
    b[i] = i % 5;
  }
  for (int i = 0; i < 64; i++) {
    x[i] = i % 2 ? 2.0 : 1.0;
    y[i] = i % 3 ? 1.0 : 0.5;
  }
  double s = 0, p = 0, q = 1;
#pragma acc kernels copyin(a, b, x, y)
  {
    for (int i = 0; i < N; i++)
      s = s + a[i] + b[i];
    for (int i = 0; i < N; i++)
      p = p + a[i] - b[i];
    for (int i = 0; i < 64; i++)
      q = q * x[i] * y[i];
  }
  double rs = 0, rp = 0, rq = 1;
  for (int i = 0; i < N; i++) {
    rs += a[i] + b[i];
    rp += a[i] - b[i];
  }
  for (int i = 0; i < 64; i++)
    rq *= x[i] * y[i];
  int errors = 0;
  if (s != rs || p != rp || q != rq) {
    std::fprintf(stderr, "FAIL: s = %g (want %g), p = %g (want %g), q = %g (want %g)\n", s, rs, p, rp, q, rq);
    errors++;
  }
  if (errors == 0)
    std::printf("PASS\n");
  return errors != 0;
}
