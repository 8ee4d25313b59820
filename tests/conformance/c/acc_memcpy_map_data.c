// 3.2.16 - 3.2.17, 3.2.21 - 3.2.22, 3.2.26 - 3.2.27: a code that manages device memory itself:
// acc_malloc a buffer, fill it with acc_memcpy_to_device, attach it to a host array with
// acc_map_data so that compute constructs find it present, read it back with
// acc_memcpy_from_device, then acc_unmap_data and acc_free. In shared memory (host, multicore)
// h is its own device copy, so the code maps only on a discrete device, as portable codes do
// (GCC's runtime refuses acc_map_data of another address in shared memory).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

/* Shared memory (host, multicore, GCC's host fallback): acc_copyin returns the host address. */
static int discrete_memory(void) {
  int probe = 0;
  void *d = acc_copyin(&probe, sizeof probe);
  acc_delete(&probe, sizeof probe);
  return d != (void *)&probe;
}

int main(void) {
  const int n = 10000;
  int errors = 0;
  int *h = (int *)malloc(n * sizeof(int));
  int *back = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; ++i)
    h[i] = i;
  int *d = (int *)acc_malloc(n * sizeof(int));
  if (d == NULL) {
    fprintf(stderr, "FAIL: acc_malloc returned NULL\n");
    return 1;
  }
  int discrete = discrete_memory();
  acc_memcpy_to_device(d, h, n * sizeof(int));
  if (discrete)
    acc_map_data(h, d, n * sizeof(int));
  if (!acc_is_present(h, n * sizeof(int)) || (discrete && acc_deviceptr(h) != d)) {
    fprintf(stderr, "FAIL: acc_map_data: present %d, deviceptr %p, expected %p\n",
            acc_is_present(h, n * sizeof(int)), acc_deviceptr(h), (void *)d);
    ++errors;
  }
#pragma acc parallel loop present(h[0:n])
  for (int i = 0; i < n; ++i)
    h[i] = 3 * h[i];
  /* the device copy of h: d on a discrete device, h itself in shared memory */
  int *dev = (int *)acc_deviceptr(h);
  acc_memcpy_from_device(back, dev, n / 2 * sizeof(int));
  acc_memcpy_from_device_async(back + n / 2, dev + n / 2, (n - n / 2) * sizeof(int), 1);
  acc_wait(1);
  for (int i = 0; i < n; ++i)
    if (back[i] != 3 * i) {
      if (errors < 10)
        fprintf(stderr, "FAIL: back[%d] = %d, expected %d\n", i, back[i], 3 * i);
      ++errors;
    }
  if (discrete)
    acc_unmap_data(h);
  if (discrete && acc_is_present(h, sizeof(int))) {
    fprintf(stderr, "FAIL: h present after acc_unmap_data\n");
    ++errors;
  }
  acc_memcpy_to_device_async(d, back, sizeof(int), 2);
  acc_wait(2);
  acc_free(d);
  acc_free(NULL);
  free(h);
  free(back);
  return errors != 0;
}
