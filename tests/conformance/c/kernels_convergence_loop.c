// A kernels region around a convergence loop that is not in canonical form (`it < maxit && err >
// tol`, its variable declared outside): it runs sequentially, its nests inside, and the variable
// and the residual keep their last values after the region.
// RUN: %acorncc %s -o %t -lm && %run-targets %t
#include <math.h>
#include <stdio.h>

#define N 256

int main(void) {
  static double u[N], un[N], v[N], vn[N];
  for (int i = 0; i < N; i++)
    u[i] = v[i] = (i == N / 2) ? 1.0 : 0.0;
  double err = 1.0, tol = 1e-3;
  int it, maxit = 500;
#pragma acc kernels copy(u, err, it) create(un)
  for (it = 0; it < maxit && err > tol; it++) {
    err = 0.0;
    for (int i = 1; i < N - 1; i++)
      un[i] = 0.5 * u[i] + 0.25 * (u[i - 1] + u[i + 1]);
    for (int i = 1; i < N - 1; i++)
      err = fmax(err, fabs(un[i] - u[i]));
    for (int i = 1; i < N - 1; i++)
      u[i] = un[i];
  }
  double e = 1.0;
  int k;
  for (k = 0; k < maxit && e > tol; k++) {
    e = 0.0;
    for (int i = 1; i < N - 1; i++)
      vn[i] = 0.5 * v[i] + 0.25 * (v[i - 1] + v[i + 1]);
    for (int i = 1; i < N - 1; i++)
      e = fmax(e, fabs(vn[i] - v[i]));
    for (int i = 1; i < N - 1; i++)
      v[i] = vn[i];
  }
  int errors = it != k || err != e;
  for (int i = 0; i < N; i++)
    errors += u[i] != v[i];
  if (errors) {
    printf("FAIL: it %d (want %d), err %.17g (want %.17g), %d wrong\n", it, k, err, e, errors);
    return 1;
  }
  printf("PASS (%d iterations)\n", it);
  return 0;
}
