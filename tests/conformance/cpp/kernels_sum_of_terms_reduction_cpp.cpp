/* C++ version of c/kernels_sum_of_terms_reduction.c. 2.5.2, 2.9.11: in a kernels loop, s = s + a[i] + b[i] (parsed (s + a[i]) + b[i]) and
   p = p + a[i] - b[i] accumulate into the variable: implicit sum reductions (Acorn runs the loops in
   parallel, lit lowering/kernels_outliving_and_strides), with the sequential result; and
   q = q * x[i] * y[i] a product; m = fmax(fmax(m, a[i]), b[i]) a max reduction. */
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <cmath>

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
  double s = 0, p = 0, q = 1, m = -1.0;
#pragma acc kernels copyin(a, b, x, y)
  {
    for (int i = 0; i < N; i++)
      s = s + a[i] + b[i];
    for (int i = 0; i < N; i++)
      p = p + a[i] - b[i];
    for (int i = 0; i < 64; i++)
      q = q * x[i] * y[i];
    for (int i = 0; i < N; i++)
      m = fmax(fmax(m, a[i] - i % 7), b[i] + i % 11);
  }
  double rs = 0, rp = 0, rq = 1;
  for (int i = 0; i < N; i++) {
    rs += a[i] + b[i];
    rp += a[i] - b[i];
  }
  for (int i = 0; i < 64; i++)
    rq *= x[i] * y[i];
  int errors = 0;
  double rm = -1.0;
  for (int i = 0; i < N; i++) {
    rm = a[i] - i % 7 > rm ? a[i] - i % 7 : rm;
    rm = b[i] + i % 11 > rm ? b[i] + i % 11 : rm;
  }
  if (m != rm) {
    std::fprintf(stderr, "FAIL: m = %g (want %g)\n", m, rm);
    errors++;
  }
  if (s != rs || p != rp || q != rq) {
    std::fprintf(stderr, "FAIL: s = %g (want %g), p = %g (want %g), q = %g (want %g)\n", s, rs, p, rp, q, rq);
    errors++;
  }
  if (errors == 0)
    std::printf("PASS\n");
  return errors != 0;
}
