// A tutorial-style Jacobi solver for Laplace's equation on a 2-D grid held in global arrays: a data
// region around the iteration loop, a parallel loop with a max reduction for the residual and a
// kernels region for the copy-back (2.5.1, 2.5.2, 2.6.5, 2.9.11). Checked against the same
// iteration on the host.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <math.h>
#include <stdio.h>
#include <string.h>

#define NN 128
#define NM 96

double A[NN][NM];
double Anew[NN][NM];
double R[NN][NM], Rnew[NN][NM];

static int relax_host(int iter_max, double tol, double *err_out)
{
  double err = 1.0;
  int iter = 0;
  while (err > tol && iter < iter_max) {
    err = 0.0;
    for (int j = 1; j < NN - 1; j++)
      for (int i = 1; i < NM - 1; i++) {
        Rnew[j][i] = 0.25 * (R[j][i + 1] + R[j][i - 1] + R[j - 1][i] + R[j + 1][i]);
        err = fmax(err, fabs(Rnew[j][i] - R[j][i]));
      }
    for (int j = 1; j < NN - 1; j++)
      for (int i = 1; i < NM - 1; i++)
        R[j][i] = Rnew[j][i];
    iter++;
  }
  *err_out = err;
  return iter;
}

int main(void)
{
  const int iter_max = 500;
  const double tol = 1.0e-4;
  double error = 1.0, eerror;
  int iter = 0, errors = 0;

  memset(A, 0, NN * NM * sizeof(double));
  memset(Anew, 0, NN * NM * sizeof(double));
  for (int j = 0; j < NN; j++) {
    A[j][0] = 1.0;
    Anew[j][0] = 1.0;
  }
  memcpy(R, A, sizeof A);
  memcpy(Rnew, Anew, sizeof Anew);

#pragma acc data copy(A) copyin(Anew)
  while (error > tol && iter < iter_max) {
    error = 0.0;
#pragma acc parallel loop reduction(max:error)
    for (int j = 1; j < NN - 1; j++) {
#pragma acc loop reduction(max:error)
      for (int i = 1; i < NM - 1; i++) {
        Anew[j][i] = 0.25 * (A[j][i + 1] + A[j][i - 1] + A[j - 1][i] + A[j + 1][i]);
        error = fmax(error, fabs(Anew[j][i] - A[j][i]));
      }
    }
#pragma acc kernels
    for (int j = 1; j < NN - 1; j++)
      for (int i = 1; i < NM - 1; i++)
        A[j][i] = Anew[j][i];
    iter++;
  }

  int eiter = relax_host(iter_max, tol, &eerror);
  if (iter != eiter || fabs(error - eerror) > 1e-12) {
    fprintf(stderr, "FAIL: %d iterations, error %g; expected %d, %g\n", iter, error, eiter, eerror);
    ++errors;
  }
  for (int j = 0; j < NN; j++)
    for (int i = 0; i < NM; i++)
      if (fabs(A[j][i] - R[j][i]) > 1e-12) {
        if (errors < 10)
          fprintf(stderr, "FAIL: A[%d][%d] = %.15g, expected %.15g\n", j, i, A[j][i], R[j][i]);
        ++errors;
      }
  printf("Jacobi %dx%d: %d iterations, residual %g\n", NN, NM, iter, error);
  return errors != 0;
}
