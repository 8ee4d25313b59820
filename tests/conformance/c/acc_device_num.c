// 3.2.4 / 3.2.5 acc_set_device_num / acc_get_device_num: device 0 of the current type can be
// selected and is reported back; data and compute work after selecting it.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <openacc.h>

#define N 1000

int main(void) {
  int errors = 0;
  acc_device_t t = acc_get_device_type();
  int ndev = acc_get_num_devices(t);
  int num = acc_get_device_num(t);
  if (num < 0 || (ndev > 0 && num >= ndev)) {
    fprintf(stderr, "FAIL: acc_get_device_num = %d out of range [0,%d)\n", num, ndev);
    ++errors;
  }
  acc_set_device_num(0, t);
  if (acc_get_device_num(t) != 0) {
    fprintf(stderr, "FAIL: after acc_set_device_num(0) acc_get_device_num = %d\n", acc_get_device_num(t));
    ++errors;
  }
  if (acc_get_device_type() != t) {
    fprintf(stderr, "FAIL: acc_set_device_num changed the device type\n");
    ++errors;
  }
  int a[N];
  for (int i = 0; i < N; ++i)
    a[i] = i;
#pragma acc parallel loop copy(a)
  for (int i = 0; i < N; ++i)
    a[i] += 1;
  for (int i = 0; i < N; ++i)
    if (a[i] != i + 1) {
      if (errors < 10)
        fprintf(stderr, "FAIL: compute on device 0: a[%d] = %d\n", i, a[i]);
      ++errors;
    }
  return errors != 0;
}
