/* blas1.h: the user's level-1 kernels, written as static functions in a header so that every
   file of the program that includes it gets its own copy. */
#ifndef BLAS1_H
#define BLAS1_H

static void vec_axpy(int n, double alpha, const double *x, double *y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; ++i)
    y[i] += alpha * x[i];
}

static inline double vec_dot(int n, const double *x, const double *y)
{
  double s = 0.0;
#pragma acc parallel loop copyin(x[0:n], y[0:n]) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += x[i] * y[i];
  return s;
}

#endif
