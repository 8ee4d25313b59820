// 2.5.4 (3.3) the self clause on compute constructs: with a true condition (or none) the region
// runs on the local device, the host, without moving its data; with a false one it runs on the
// current device as usual. acc_on_device tells where the region ran.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <openacc.h>
#include <stdio.h>

int main(void) {
  int on_host[3] = {0, 0, 0};
  double x[4] = {1, 2, 3, 4};
  int small = 1;
#pragma acc parallel num_gangs(1) copy(on_host[0:1]) self(small)
  on_host[0] = acc_on_device(acc_device_host);
#pragma acc serial copy(on_host[1:1]) self
  on_host[1] = acc_on_device(acc_device_host);
#pragma acc parallel loop copy(x[0:4], on_host[2:1]) self(!small)
  for (int i = 0; i < 4; i++) {
    x[i] *= 2;
    if (i == 0)
      on_host[2] = acc_on_device(acc_device_host);
  }
  int errors = !on_host[0] + !on_host[1];
  /* On a CPU target the region runs on the host anyway. */
  acc_device_t t = acc_get_device_type();
  if (t != acc_device_host && t != acc_device_multicore && on_host[2])
    errors++;
  for (int i = 0; i < 4; i++)
    errors += x[i] != 2.0 * (i + 1);
  if (errors) {
    printf("FAIL: %d errors\n", errors);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
