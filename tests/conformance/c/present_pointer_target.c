// present(A) of a bare pointer A, as codes written for NVHPC use it: A itself is not on the device,
// the data it points to is (enter data create(A[0:n])), so the region uses that data through A.
// Also inside a data construct with present(A), in a kernels construct, and for a pointer into
// the middle of present data. On a discrete device A's own device copy lives only for the region.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENACC
#include <openacc.h>
#endif

static int discrete_memory(void) {
#ifdef _OPENACC
  acc_device_t t = acc_get_device_type();
  return t != acc_device_host && t != acc_device_multicore;
#else
  return 0;
#endif
}

static void scale(double *A, int n, double f) {
#pragma acc parallel loop present(A)
  for (int i = 0; i < n; i++)
    A[i] *= f;
}

int main(void) {
  const int n = 5000;
  double *A = (double *)malloc(n * sizeof(double));
  int errors = 0;
#pragma acc enter data create(A[0:n])
#pragma acc parallel loop present(A)
  for (int i = 0; i < n; i++)
    A[i] = 2.0 * i;
#ifdef _OPENACC
  if (discrete_memory() && acc_is_present(&A, sizeof A)) {
    fprintf(stderr, "FAIL: the pointer A stayed present after the region\n");
    ++errors;
  }
#endif
  scale(A, n, 3.0); // a parameter pointing to present data
  scale(A + n / 2, n / 2, 0.5); // a pointer into the middle of it
#pragma acc data present(A)
  {
#pragma acc kernels present(A)
    for (int i = 0; i < n; i++)
      A[i] += 1.0;
  }
#pragma acc exit data copyout(A[0:n])
  for (int i = 0; i < n; i++) {
    double expected = 6.0 * i * (i >= n / 2 ? 0.5 : 1.0) + 1.0;
    if (A[i] != expected) {
      if (errors < 10)
        fprintf(stderr, "FAIL: A[%d] = %g, expected %g\n", i, A[i], expected);
      ++errors;
    }
  }
  free(A);
  return errors != 0;
}
