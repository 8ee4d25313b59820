// 3.2.7 / 3.2.8 acc_init and acc_shutdown: explicit initialization of the current device type,
// a compute region using it, then shutdown.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <openacc.h>

#define N 2000

int main(void) {
  int errors = 0;
  acc_device_t t = acc_get_device_type();
  acc_init(t);
  if (acc_get_device_type() != t) {
    fprintf(stderr, "FAIL: acc_init changed the device type from %d to %d\n", (int)t, (int)acc_get_device_type());
    ++errors;
  }
  double a[N];
  for (int i = 0; i < N; ++i)
    a[i] = i;
#pragma acc parallel loop copy(a)
  for (int i = 0; i < N; ++i)
    a[i] = a[i] * 2.0;
  for (int i = 0; i < N; ++i)
    if (a[i] != 2.0 * i) {
      if (errors < 10)
        fprintf(stderr, "FAIL: compute after acc_init: a[%d] = %g\n", i, a[i]);
      ++errors;
    }
  acc_shutdown(t);
  return errors != 0;
}
