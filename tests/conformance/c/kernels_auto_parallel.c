// 2.5.2 kernels: Acorn decides which loops run in parallel. A Jacobi solver written the way the
// OpenACC tutorials teach (kernels, no independent, an error computed with fmax), a loop whose
// temporary scalar is written before it is read (private to each iteration), a sum accumulated
// without a reduction clause (an implicit reduction), restrict pointers, and loops that must stay
// sequential (a recurrence, pointers that may alias) all give the sequential results.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 130
static double A[N][N], Anew[N][N], R[N][N];

static void jacobi(double (*restrict a)[N], double (*restrict anew)[N], int iters, double *err_out) {
  double err = 0.0;
#pragma acc data copy(a[0:N]) create(anew[0:N])
  for (int it = 0; it < iters; it++) {
    err = 0.0;
#pragma acc kernels
    {
      for (int j = 1; j < N - 1; j++)
        for (int i = 1; i < N - 1; i++) {
          anew[j][i] = 0.25 * (a[j][i + 1] + a[j][i - 1] + a[j - 1][i] + a[j + 1][i]);
          err = fmax(err, fabs(anew[j][i] - a[j][i]));
        }
      for (int j = 1; j < N - 1; j++)
        for (int i = 1; i < N - 1; i++)
          a[j][i] = anew[j][i];
    }
  }
  *err_out = err;
}

static void scale_shift(int n, double *restrict out, const double *restrict in, double *sum, double *alias) {
  double t, s = 0.0;
#pragma acc kernels copyin(in[0:n]) copyout(out[0:n])
  for (int i = 0; i < n; i++) {
    t = 2.0 * in[i];
    out[i] = t + 1.0;
  }
#pragma acc kernels copyin(in[0:n])
  for (int i = 0; i < n; i++)
    s += in[i];
  *sum = s;
  // alias and in + 1 may overlap: this loop must run as written.
#pragma acc kernels copy(alias[0:n])
  for (int i = 0; i < n - 1; i++)
    alias[i + 1] = alias[i] + 1.0;
}

int main(void) {
  int errors = 0;
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      A[j][i] = R[j][i] = (j == 0) ? 1.0 : 0.0;
  double err;
  jacobi(A, Anew, 50, &err);
  // The same iterations on the host.
  static double rn[N][N];
  double rerr = 0.0;
  for (int it = 0; it < 50; it++) {
    rerr = 0.0;
    for (int j = 1; j < N - 1; j++)
      for (int i = 1; i < N - 1; i++) {
        rn[j][i] = 0.25 * (R[j][i + 1] + R[j][i - 1] + R[j - 1][i] + R[j + 1][i]);
        rerr = fmax(rerr, fabs(rn[j][i] - R[j][i]));
      }
    for (int j = 1; j < N - 1; j++)
      for (int i = 1; i < N - 1; i++)
        R[j][i] = rn[j][i];
  }
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      if (fabs(A[j][i] - R[j][i]) > 1e-12 && errors++ < 10)
        fprintf(stderr, "FAIL: jacobi A[%d][%d] = %g, expected %g\n", j, i, A[j][i], R[j][i]);
  if (fabs(err - rerr) > 1e-12) {
    fprintf(stderr, "FAIL: jacobi error %g, expected %g\n", err, rerr);
    ++errors;
  }

  int n = 10000;
  double *in = malloc(n * sizeof(double)), *out = malloc(n * sizeof(double)), *al = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    in[i] = i % 17;
    al[i] = 0.0;
  }
  double sum;
  scale_shift(n, out, in, &sum, al);
  double esum = 0.0;
  for (int i = 0; i < n; i++) {
    esum += in[i];
    if ((out[i] != 2.0 * in[i] + 1.0 || al[i] != i) && errors++ < 10)
      fprintf(stderr, "FAIL: out[%d] = %g, alias[%d] = %g\n", i, out[i], i, al[i]);
  }
  if (sum != esum) {
    fprintf(stderr, "FAIL: implicit reduction %g, expected %g\n", sum, esum);
    ++errors;
  }
  free(in);
  free(out);
  free(al);
  return errors != 0;
}
