// 3.2.16 / 3.2.20 acc_create and acc_delete: device memory for a host array created by the runtime,
// filled on the device, read back through a copyout clause of a later compute construct (the data is
// present so it is not re-created) -- and removed by acc_delete.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

int main(void) {
  const int n = 5000;
  int errors = 0;
  int *tmp = (int *)malloc(n * sizeof(int));
  int *out = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; ++i)
    out[i] = 0;
  void *d = acc_create(tmp, n * sizeof(int));
  if (d == NULL) {
    fprintf(stderr, "FAIL: acc_create returned NULL\n");
    ++errors;
  }
  if (!acc_is_present(tmp, n * sizeof(int))) {
    fprintf(stderr, "FAIL: not present after acc_create\n");
    ++errors;
  }
#pragma acc parallel loop present(tmp[0:n])
  for (int i = 0; i < n; ++i)
    tmp[i] = i * 2;
#pragma acc parallel loop present(tmp[0:n]) copyout(out[0:n])
  for (int i = 0; i < n; ++i)
    out[i] = tmp[i] + 1;
  acc_delete(tmp, n * sizeof(int));
  acc_device_t t = acc_get_device_type();
  if (t != acc_device_host && t != acc_device_multicore && acc_is_present(tmp, n * sizeof(int))) {
    fprintf(stderr, "FAIL: data still present after acc_delete\n");
    ++errors;
  }
  for (int i = 0; i < n; ++i)
    if (out[i] != 2 * i + 1) {
      if (errors < 10)
        fprintf(stderr, "FAIL: acc_create/acc_delete out[%d] = %d, expected %d\n", i, out[i], 2 * i + 1);
      ++errors;
    }
  free(tmp);
  free(out);
  return errors != 0;
}
