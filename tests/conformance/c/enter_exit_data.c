// 2.6.6 enter data copyin/create and exit data copyout/delete: unstructured data lifetimes that
// span function calls.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

static void setup(double *in, double *out, int n) {
#pragma acc enter data copyin(in[0:n]) create(out[0:n])
}

static void compute(const double *in, double *out, int n) {
#pragma acc parallel loop present(in[0:n], out[0:n])
  for (int i = 0; i < n; ++i)
    out[i] = in[i] * in[i];
}

static void teardown(double *in, double *out, int n) {
#pragma acc exit data copyout(out[0:n]) delete(in[0:n])
}

int main(void) {
  const int n = 10000;
  double *in = (double *)malloc(n * sizeof(double));
  double *out = (double *)malloc(n * sizeof(double));
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    in[i] = i * 0.5;
    out[i] = -1.0;
  }
  setup(in, out, n);
  compute(in, out, n);
  teardown(in, out, n);
  for (int i = 0; i < n; ++i) {
    double e = (i * 0.5) * (i * 0.5);
    if (out[i] != e) {
      if (errors < 10)
        fprintf(stderr, "FAIL: enter/exit data out[%d] = %g, expected %g\n", i, out[i], e);
      ++errors;
    }
  }
  free(in);
  free(out);
  return errors != 0;
}
