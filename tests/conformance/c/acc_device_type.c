// 3.2.2 / 3.2.3 acc_set_device_type / acc_get_device_type: setting the current type (taken from
// ACC_DEVICE_TYPE) and the host type reads back; compute regions on acc_device_host run on the host.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <openacc.h>

int main(void) {
  int errors = 0;
  acc_device_t orig = acc_get_device_type();
  if (orig == acc_device_default || orig == acc_device_not_host) {
    fprintf(stderr, "FAIL: acc_get_device_type returned a non-specific type %d\n", (int)orig);
    ++errors;
  }
  acc_set_device_type(orig);
  if (acc_get_device_type() != orig) {
    fprintf(stderr, "FAIL: acc_set_device_type(current) changed the type to %d\n", (int)acc_get_device_type());
    ++errors;
  }
  acc_set_device_type(acc_device_host);
  if (acc_get_device_type() != acc_device_host) {
    fprintf(stderr, "FAIL: after acc_set_device_type(acc_device_host) type = %d\n", (int)acc_get_device_type());
    ++errors;
  }
  int on_host[1] = {0};
#pragma acc parallel num_gangs(1) copyout(on_host[0:1])
  {
    on_host[0] = acc_on_device(acc_device_host);
  }
  if (!on_host[0]) {
    fprintf(stderr, "FAIL: region after acc_set_device_type(acc_device_host) not on the host\n");
    ++errors;
  }
  acc_set_device_type(orig);
  if (acc_get_device_type() != orig) {
    fprintf(stderr, "FAIL: restoring device type %d gave %d\n", (int)orig, (int)acc_get_device_type());
    ++errors;
  }
  int n = 1000, sum = 0;
#pragma acc parallel loop reduction(+:sum)
  for (int i = 0; i < n; ++i)
    sum += 1;
  if (sum != n) {
    fprintf(stderr, "FAIL: compute after restoring device type: sum = %d, expected %d\n", sum, n);
    ++errors;
  }
  return errors != 0;
}
