// 3.2.12 acc_on_device: true for acc_device_host outside compute regions; inside a region on the
// host target acc_device_host is true (not_host, nvidia false); on multicore acc_device_host or
// acc_device_multicore is true (implementation's choice) and nvidia false; on an accelerator
// acc_device_host is false and acc_device_not_host and the device's own type are true.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <openacc.h>

int main(void) {
  int errors = 0;
  acc_device_t t = acc_get_device_type();
  if (!acc_on_device(acc_device_host)) {
    fprintf(stderr, "FAIL: acc_on_device(acc_device_host) false on the host\n");
    ++errors;
  }
  int r[4] = {-1, -1, -1, -1};
#pragma acc parallel num_gangs(1) copyout(r[0:4])
  {
    r[0] = acc_on_device(acc_device_host) != 0;
    r[1] = acc_on_device(acc_device_not_host) != 0;
    r[2] = acc_on_device(acc_device_nvidia) != 0;
    r[3] = acc_on_device(acc_device_multicore) != 0;
  }
  if (t == acc_device_host) {
    /* the region runs on the local thread */
    if (r[0] != 1 || r[1] != 0 || r[2] != 0) {
      fprintf(stderr, "FAIL: host target: acc_on_device host/not_host/nvidia = %d/%d/%d, expected 1/0/0\n", r[0], r[1], r[2]);
      ++errors;
    }
  } else if (t == acc_device_multicore) {
    /* runs on the host CPU: whether that counts as acc_device_host or acc_device_multicore inside
       the region is left to the implementation; at least one of them must hold, never nvidia */
    if (r[0] != 1 && r[3] != 1) {
      fprintf(stderr, "FAIL: multicore target: neither acc_device_host nor acc_device_multicore is true in a region\n");
      ++errors;
    }
    if (r[2] != 0) {
      fprintf(stderr, "FAIL: multicore target: acc_on_device(acc_device_nvidia) = %d in a region\n", r[2]);
      ++errors;
    }
  } else {
    if (r[0] != 0) {
      fprintf(stderr, "FAIL: acc_on_device(acc_device_host) = %d in a region on an accelerator\n", r[0]);
      ++errors;
    }
    if (r[1] != 1) {
      fprintf(stderr, "FAIL: acc_on_device(acc_device_not_host) = %d in a region on an accelerator\n", r[1]);
      ++errors;
    }
    if (t == acc_device_nvidia && r[2] != 1) {
      fprintf(stderr, "FAIL: acc_on_device(acc_device_nvidia) = %d in a region on an NVIDIA GPU\n", r[2]);
      ++errors;
    }
  }
  return errors != 0;
}
