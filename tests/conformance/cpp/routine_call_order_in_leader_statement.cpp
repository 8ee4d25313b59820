// 2.5.1 worker-single and vector-single modes, 2.15.1 routine vector and worker: in a gang loop
// the routines with loop parallelism that a statement calls run on every thread, in C++'s order
// and under its conditions ([expr.cond], [expr.log.and], [expr.log.or], [expr.comma]); one called
// in a lambda's body runs where the lambda is called: here in a worker routine's loop. GNU
// `a ?: f()` evaluates a once and calls f only when a is zero.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#pragma acc routine vector
double scale_sum(double *r, int n, double s) {
  double t = 0;
#pragma acc loop vector reduction(+:t)
  for (int i = 0; i < n; i++) {
    r[i] *= s;
    t += r[i];
  }
  return t;
}

#pragma acc routine vector
double row_sum(const double *r, int n) {
  double s = 0;
#pragma acc loop vector reduction(+:s)
  for (int i = 0; i < n; i++)
    s += r[i];
  return s;
}

#pragma acc routine worker
template <typename F> void for_rows(int n, F f) {
#pragma acc loop worker
  for (int j = 0; j < n; j++)
    f(j);
}

int main() {
  const int G = 4, R = 8, C = 64;
  double *u = new double[G * R * C], *t = new double[G * R], *v = new double[G * C], s[G], e[G];
  double *w = new double[G * C];
  bool ok[G];
  for (int i = 0; i < G * R * C; i++)
    u[i] = i % 7;
  for (int i = 0; i < G * C; i++)
    v[i] = w[i] = 1.0;
#pragma acc parallel loop gang copyin(u[0:G*R*C]) copy(v[0:G*C], w[0:G*C]) copyout(t[0:G*R], s, ok, e)
  for (int g = 0; g < G; g++) {
    for_rows(R, [=](int r) {
      const double *ur = u + (g * R + r) * C;
      t[g * R + r] = row_sum(ur, C);
    });
    s[g] = g % 2 ? scale_sum(v + g * C, C, 2.0) : scale_sum(v + g * C, C, 3.0);
    ok[g] = g >= 2 && scale_sum(v + g * C, C, 5.0) > 0;
    e[g] = (g % 2 ? 0.0 : 1.5 * g) ?: scale_sum(w + g * C, C, 4.0);
  }
  int bad = 0;
  for (int r = 0; r < G * R; r++) {
    double sum = 0;
    for (int i = 0; i < C; i++)
      sum += u[r * C + i];
    if (t[r] != sum) {
      std::fprintf(stderr, "FAIL: row %d: %g, expected %g\n", r, t[r], sum);
      bad++;
    }
  }
  for (int g = 0; g < G; g++) {
    double f = g % 2 ? 2.0 : 3.0, fv = g >= 2 ? 5.0 * f : f;
    if (s[g] != f * C || ok[g] != (g >= 2) || v[g * C] != fv) {
      std::fprintf(stderr, "FAIL: g=%d s=%g ok=%d v=%g\n", g, s[g], ok[g], v[g * C]);
      bad++;
    }
  }
  for (int g = 0; g < G; g++) {
    bool zero = g % 2 || g == 0;
    double ee = zero ? 4.0 * C : 1.5 * g, fe = zero ? 4.0 : 1.0;
    if (e[g] != ee || w[g * C] != fe || w[g * C + C - 1] != fe) {
      std::fprintf(stderr, "FAIL: ?: without middle operand g=%d e=%g (expected %g) w=%g\n", g, e[g], ee, w[g * C]);
      bad++;
    }
  }
  if (!bad)
    std::printf("PASS\n");
  delete[] u;
  delete[] t;
  delete[] v;
  delete[] w;
  return bad != 0;
}
