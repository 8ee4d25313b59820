// Routines added in OpenACC 2.5 - 3.3, as codes use them: acc_get_property(_string) to print the
// device, acc_init_device / acc_shutdown_device, acc_set_default_async with async clauses that
// give no queue, acc_wait_any over a set of queues, acc_memcpy_device between acc_malloc
// buffers, acc_memcpy_d2d on one device.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  int errors = 0;
  acc_device_t t = acc_get_device_type();
  int dev = acc_get_device_num(t);
  acc_init_device(dev, t);
  const char *name = acc_get_property_string(dev, t, acc_property_name);
  const char *vendor = acc_get_property_string(dev, t, acc_property_vendor);
  size_t mem = acc_get_property(dev, t, acc_property_memory);
  size_t free_mem = acc_get_property(dev, t, acc_property_free_memory);
  if (!name || !vendor || !*name || mem == 0 || free_mem > mem) {
    fprintf(stderr, "FAIL: properties: name %s, vendor %s, memory %zu, free %zu\n",
            name ? name : "(null)", vendor ? vendor : "(null)", mem, free_mem);
    ++errors;
  }
  printf("device %d: %s (%s), %zu MiB\n", dev, name, vendor, mem >> 20);
  if (acc_get_property(dev, t, acc_property_name) != 0 ||
      acc_get_property_string(dev, t, acc_property_memory) != NULL) {
    fprintf(stderr, "FAIL: a string property as a number or the reverse is not 0/NULL\n");
    ++errors;
  }

  /* async clauses without a queue use acc-default-async-var */
  const int n = 50000;
  double *a = (double *)malloc(n * sizeof(double));
  for (int i = 0; i < n; ++i)
    a[i] = 1.0;
  acc_set_default_async(5);
  if (acc_get_default_async() != 5) {
    fprintf(stderr, "FAIL: acc_get_default_async() = %d, expected 5\n", acc_get_default_async());
    ++errors;
  }
#pragma acc enter data copyin(a[0:n]) async
#pragma acc parallel loop present(a[0:n]) async
  for (int i = 0; i < n; ++i)
    a[i] += i;
#pragma acc exit data copyout(a[0:n]) async
  acc_wait(5); /* the default queue is queue 5 */
  for (int i = 0; i < n; ++i)
    if (a[i] != 1.0 + i) {
      if (errors < 10)
        fprintf(stderr, "FAIL: default async a[%d] = %g\n", i, a[i]);
      ++errors;
    }
  acc_set_default_async(acc_async_default);
  if (acc_get_default_async() != acc_async_noval) {
    fprintf(stderr, "FAIL: acc_async_default did not restore acc_async_noval\n");
    ++errors;
  }

  /* acc_wait_any: finish whichever queue is done first, until all are */
  int queues[3] = {11, 12, 13}, done = 0;
  for (int q = 0; q < 3; ++q) {
#pragma acc parallel loop copy(a[q * 100:100]) async(queues[q])
    for (int i = q * 100; i < q * 100 + 100; ++i)
      a[i] = q;
  }
  while (done < 3) {
    int k = acc_wait_any(3, queues);
    if (k < 0 || k > 2) {
      fprintf(stderr, "FAIL: acc_wait_any returned %d\n", k);
      ++errors;
      break;
    }
    queues[k] = acc_async_sync; /* finished: not waited for again */
    ++done;
  }
  if (acc_wait_any(3, queues) != -1) {
    fprintf(stderr, "FAIL: acc_wait_any on no queue did not return -1\n");
    ++errors;
  }
  if (a[0] != 0.0 || a[150] != 1.0 || a[299] != 2.0) {
    fprintf(stderr, "FAIL: after acc_wait_any: %g %g %g\n", a[0], a[150], a[299]);
    ++errors;
  }

  /* acc_memcpy_device between device buffers */
  int *src = (int *)acc_malloc(1000 * sizeof(int));
  int *dst = (int *)acc_malloc(1000 * sizeof(int));
  int h[1000], back[1000];
  for (int i = 0; i < 1000; ++i)
    h[i] = i * 7;
  acc_memcpy_to_device(src, h, sizeof h);
  acc_memcpy_device(dst, src, sizeof h);
  acc_memcpy_device_async(dst + 500, src, 100 * sizeof(int), 2);
  acc_wait(2);
  acc_memcpy_from_device(back, dst, sizeof back);
  if (back[999] != 999 * 7 || back[500] != 0 || back[599] != 99 * 7 || back[600] != 600 * 7) {
    fprintf(stderr, "FAIL: acc_memcpy_device: %d %d %d %d\n", back[999], back[500], back[599],
            back[600]);
    ++errors;
  }
  acc_free(src);
  acc_free(dst);

  /* acc_memcpy_d2d on the current device: present data to present data */
  double *p = (double *)malloc(256 * sizeof(double));
  double *q = (double *)malloc(256 * sizeof(double));
  for (int i = 0; i < 256; ++i) {
    p[i] = i;
    q[i] = 0;
  }
  acc_copyin(p, 256 * sizeof(double));
  acc_copyin(q, 256 * sizeof(double));
  acc_memcpy_d2d(q, p, 128 * sizeof(double), dev, dev);
  acc_memcpy_d2d_async(q + 128, p, 128 * sizeof(double), dev, dev, 3);
  acc_wait(3);
  acc_copyout(q, 256 * sizeof(double));
  acc_delete(p, 256 * sizeof(double));
  if (q[127] != 127.0 || q[128] != 0.0 || q[255] != 127.0) {
    fprintf(stderr, "FAIL: acc_memcpy_d2d: %g %g %g\n", q[127], q[128], q[255]);
    ++errors;
  }
  acc_shutdown_device(dev, t);
  free(a);
  free(p);
  free(q);
  return errors != 0;
}
