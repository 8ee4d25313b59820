// declare in a function (2.13): the variables of a function (locals and parameters, sections of
// pointer parameters too) are mapped from the directive to the end of their scope, as a data
// construct around the rest of the body would map them; copyout copies back at every way out of
// the function, regions see the data as present, and deviceptr pointers reach regions unchanged.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 500

// present(a[0:n]): the caller maps a; copyout(res) goes back when the function returns.
static int sum_squares(const double *a, int n, double *total)
{
  double res[1] = {0};
#pragma acc declare present(a[0:n]) copyout(res)
  double s = 0;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += a[i] * a[i];
#pragma acc serial
  res[0] = s;
  if (n > 0) {
#pragma acc update self(res)
    *total = res[0];
    return 1; // leaving the scope ends res's data lifetime
  }
  return 0;
}

static void fill(double *x, int n, double v)
{
  double tmp[N];
#pragma acc declare create(tmp)
#pragma acc declare copy(v)
#pragma acc parallel loop
  for (int i = 0; i < n; ++i)
    tmp[i] = v + i;
#pragma acc parallel loop present(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = tmp[i];
}

static void scale_device(double *d, int n)
{
#pragma acc declare deviceptr(d)
#pragma acc parallel loop
  for (int i = 0; i < n; ++i)
    d[i] *= 2;
}

int main(void)
{
  int errors = 0;
  double *a = malloc(N * sizeof(double));
  for (int i = 0; i < N; ++i)
    a[i] = 1.0;
  double total = -1;
#pragma acc data copyin(a[0:N])
  {
    if (!sum_squares(a, N, &total) || total != N) {
      fprintf(stderr, "FAIL: sum_squares = %g, expected %d\n", total, N);
      ++errors;
    }
  }
#pragma acc data copy(a[0:N])
  fill(a, N, 10.0);
  for (int i = 0; i < N; ++i)
    if (a[i] != 10.0 + i) {
      if (errors++ < 5)
        fprintf(stderr, "FAIL: a[%d] = %g, expected %g\n", i, a[i], 10.0 + i);
    }
  {
    int local[N];
#pragma acc declare copyout(local)
#pragma acc parallel loop
    for (int i = 0; i < N; ++i)
      local[i] = 3 * i;
#pragma acc update self(local[0:N])
    for (int i = 0; i < N; ++i)
      if (local[i] != 3 * i) {
        if (errors++ < 5)
          fprintf(stderr, "FAIL: local[%d] = %d, expected %d\n", i, local[i], 3 * i);
      }
  }
  double *d = acc_malloc(N * sizeof(double));
  acc_memcpy_to_device(d, a, N * sizeof(double));
  scale_device(d, N);
  acc_memcpy_from_device(a, d, N * sizeof(double));
  acc_free(d);
  for (int i = 0; i < N; ++i)
    if (a[i] != 2 * (10.0 + i)) {
      if (errors++ < 5)
        fprintf(stderr, "FAIL: deviceptr: a[%d] = %g\n", i, a[i]);
    }
  if (acc_get_device_type() == acc_device_nvidia && acc_is_present(a, N * sizeof(double))) {
    fprintf(stderr, "FAIL: a is still present after the functions returned\n");
    ++errors;
  }
  free(a);
  if (errors)
    fprintf(stderr, "%d errors\n", errors);
  return errors != 0;
}
