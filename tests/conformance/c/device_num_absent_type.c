// 3.2.5 acc_get_device_num: "If there are no devices of device type dev_type or if device type
// dev_type is not supported, this routine returns -1." A type with no device here (nvidia on a
// machine without a GPU, radeon always) gives -1; the current type gives a number in range.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <openacc.h>

static int errors = 0;

static void check(const char *name, acc_device_t type) {
  int n = acc_get_num_devices(type);
  int d = acc_get_device_num(type);
  if (n == 0 ? d != -1 : d < 0 || d >= n) {
    fprintf(stderr, "FAIL: acc_get_device_num(%s) = %d with %d devices\n", name, d, n);
    ++errors;
  }
}

int main(void) {
  check("acc_device_nvidia", acc_device_nvidia);
  check("acc_device_radeon", acc_device_radeon);
  check("acc_device_host", acc_device_host);
  check("acc_device_multicore", acc_device_multicore);
  check("the current type", acc_get_device_type());
  if (errors == 0)
    printf("PASS\n");
  return errors != 0;
}
