// 3.2.8 acc_shutdown, 2.14.2 shutdown: shutting the device down drops every mapping (the reference
// counters effectively become zero), so data mapped before it is absent afterwards and a copy
// clause copies it in and back again. Declared globals are present again once the device is up.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <openacc.h>
#include <stdio.h>

double g[4] = {1, 2, 3, 4};
#pragma acc declare copyin(g)

static int errors = 0;

static void expect(const char *what, double got, double want) {
  if (got != want) {
    fprintf(stderr, "FAIL: %s = %g, expected %g\n", what, got, want);
    ++errors;
  }
}

int main(void) {
  enum { N = 100 };
  double x[N], out[4];
  for (int i = 0; i < N; i++)
    x[i] = i;

  acc_copyin(x, sizeof x);
  acc_shutdown(acc_get_device_type());
  acc_init(acc_get_device_type());
  #pragma acc parallel loop copy(x)
  for (int i = 0; i < N; i++)
    x[i] += 1;
  expect("x[10] after acc_shutdown and a copy region", x[10], 11);

  #pragma acc enter data copyin(x)
  #pragma acc shutdown
  acc_init(acc_get_device_type());
  #pragma acc parallel loop copy(x)
  for (int i = 0; i < N; i++)
    x[i] += 1;
  expect("x[10] after the shutdown directive and a copy region", x[10], 12);

  // The declared global is present again, with its value at program start.
  #pragma acc parallel loop present(g) copyout(out)
  for (int i = 0; i < 4; i++)
    out[i] = 2 * g[i];
  expect("2 * g[3] read after the shutdowns", out[3], 8);

  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
