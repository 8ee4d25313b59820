// Variables declared inside the body of a partitioned loop (scalars, a small array, a struct and a
// const) and inside nested sequential loops of the body: each iteration gets its own (they are
// private by scope, 2.6.1), in parallel, kernels and serial regions (2.5.1-2.5.3).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

struct span { int lo, hi; };

int main(void)
{
  const int n = 4000, m = 8;
  int errors = 0;
  double *in = malloc(n * m * sizeof(double));
  double *out = malloc(n * sizeof(double));
  double *peak = malloc(n * sizeof(double));
  int *wide = malloc(n * sizeof(int));
  for (int i = 0; i < n * m; ++i)
    in[i] = (i * 7) % 23;

#pragma acc parallel loop copyin(in[0:n*m]) copyout(out[0:n], peak[0:n])
  for (int i = 0; i < n; ++i) {
    const double scale = 0.5;
    double row[8];
    double s = 0.0, p = -1.0;
    for (int k = 0; k < m; ++k) {
      double v = in[i * m + k] * scale;
      row[k] = v;
      s += v;
    }
    for (int k = 0; k < m; ++k) {
      double d = row[k] - s / m;
      if (d > p)
        p = d;
    }
    out[i] = s;
    peak[i] = p;
  }

#pragma acc kernels copyin(in[0:n*m]) copyout(wide[0:n])
  for (int i = 0; i < n; ++i) {
    struct span sp;
    sp.lo = 0;
    sp.hi = 0;
    for (int k = 1; k < m; ++k) {
      int up = in[i * m + k] > in[i * m + k - 1];
      sp.hi += up;
      sp.lo += !up;
    }
    wide[i] = sp.hi - sp.lo;
  }

  for (int i = 0; i < n; ++i) {
    double s = 0.0, p = -1.0;
    int w = 0;
    for (int k = 0; k < m; ++k)
      s += 0.5 * in[i * m + k];
    for (int k = 0; k < m; ++k)
      p = fmax(p, 0.5 * in[i * m + k] - s / m);
    for (int k = 1; k < m; ++k)
      w += in[i * m + k] > in[i * m + k - 1] ? 1 : -1;
    if (fabs(out[i] - s) > 1e-12 || fabs(peak[i] - p) > 1e-12 || wide[i] != w) {
      if (errors < 10)
        fprintf(stderr, "FAIL: i=%d out=%g peak=%g wide=%d, expected %g %g %d\n", i, out[i], peak[i],
                wide[i], s, p, w);
      ++errors;
    }
  }
  free(in);
  free(out);
  free(peak);
  free(wide);
  return errors != 0;
}
