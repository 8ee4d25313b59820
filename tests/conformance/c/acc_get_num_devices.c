// 3.2.1 acc_get_num_devices: the current device type has at least one device, and the host has one.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <openacc.h>

int main(void) {
  int errors = 0;
  acc_device_t t = acc_get_device_type();
  int n = acc_get_num_devices(t);
  if (n < 1) {
    fprintf(stderr, "FAIL: acc_get_num_devices(current type %d) = %d, expected >= 1\n", (int)t, n);
    ++errors;
  }
  int h = acc_get_num_devices(acc_device_host);
  if (h < 1) {
    fprintf(stderr, "FAIL: acc_get_num_devices(acc_device_host) = %d, expected >= 1\n", h);
    ++errors;
  }
  if (t != acc_device_host && t != acc_device_multicore) {
    int nh = acc_get_num_devices(acc_device_not_host);
    if (nh < 1) {
      fprintf(stderr, "FAIL: acc_get_num_devices(acc_device_not_host) = %d on an accelerator, expected >= 1\n", nh);
      ++errors;
    }
  }
  return errors != 0;
}
