#include "vecops.h"

void vec_init(int n, double *x, double *y) {
#pragma acc parallel loop present(x[0:n], y[0:n])
  for (int i = 0; i < n; i++) {
    x[i] = 1.0;
    y[i] = (double)i;
  }
}

void vec_axpy(int n, double a, const double *x, double *y) {
#pragma acc parallel loop present(x[0:n], y[0:n])
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}

double vec_dot(int n, const double *x, const double *y) {
  double s = 0.0;
#pragma acc parallel loop reduction(+:s) present(x[0:n], y[0:n])
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}
