// 3.2.9 - 3.2.11, 3.2.18 - 3.2.20 the async routines as a pipelined code uses them: each block of
// an array is copied in on its own queue, computed there and copied back with
// acc_update_self_async; acc_async_test polls, acc_wait and acc_wait_all finish the queues,
// acc_wait_async makes one queue wait for another. acc_copyin_async and acc_copyout_async of present
// data only count references; on absent data they copy on the queue.
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
  const int n = 1 << 16, blocks = 4, bn = n / blocks;
  int errors = 0;
  float *x = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; ++i)
    x[i] = (float)i;
  acc_create(x, n * sizeof(float));
  for (int b = 0; b < blocks; ++b) {
    float *xb = x + b * bn;
    acc_update_device_async(xb, bn * sizeof(float), b + 1);
#pragma acc parallel loop present(xb[0:bn]) async(b + 1)
    for (int i = 0; i < bn; ++i)
      xb[i] = 2.0f * xb[i] + 1.0f;
    acc_update_self_async(xb, bn * sizeof(float), b + 1);
  }
  /* queue 9 waits for queue 1 (nothing was queued on 9 itself) */
  acc_wait_async(1, 9);
  acc_wait(9);
  acc_wait(1);
  if (!acc_async_test(1)) {
    fprintf(stderr, "FAIL: acc_async_test(1) after acc_wait(1)\n");
    ++errors;
  }
  while (!acc_async_test_all())
    ; /* poll as codes that overlap host work do */
  acc_wait_all();
  for (int i = 0; i < n; ++i)
    if (x[i] != 2.0f * i + 1.0f) {
      if (errors < 10)
        fprintf(stderr, "FAIL: x[%d] = %g, expected %g\n", i, x[i], 2.0f * i + 1.0f);
      ++errors;
    }
  int discrete = discrete_memory();
  /* 3.2.18/3.2.19 on present data only count references (2.6.7): acc_copyin_async adds a dynamic
     reference to what acc_create made present and copies nothing; acc_copyout_async drops it and,
     with acc_create's reference left, copies nothing back either. */
  acc_copyin_async(x, n * sizeof(float), 2);
#pragma acc parallel loop present(x[0:n]) async(2)
  for (int i = 0; i < n; ++i)
    x[i] = 100.0f;
  acc_copyout_async(x, n * sizeof(float), 2);
  acc_wait(2);
  if (!acc_is_present(x, n * sizeof(float))) {
    fprintf(stderr, "FAIL: x not present while acc_create's reference is left\n");
    ++errors;
  }
  if (discrete && x[10] != 21.0f) {
    fprintf(stderr, "FAIL: acc_copyout_async of x with a reference left copied back: x[10] = %g, "
                    "expected 21\n", x[10]);
    ++errors;
  }
  acc_update_self(x, n * sizeof(float));
  if (x[10] != 100.0f) {
    fprintf(stderr, "FAIL: x[10] = %g on the device, expected 100\n", x[10]);
    ++errors;
  }
  acc_delete(x, n * sizeof(float)); /* the reference acc_create took: x is absent now */
  if (discrete && acc_is_present(x, n * sizeof(float))) {
    fprintf(stderr, "FAIL: x still present after acc_delete\n");
    ++errors;
  }
  /* copyin and copyout on a queue: the copyin copies, the copyout drops the last reference, so it
     copies back once the loop queued before it has run, then deletes */
  acc_copyin_async(x, n * sizeof(float), 2);
#pragma acc parallel loop present(x[0:n]) async(2)
  for (int i = 0; i < n; ++i)
    x[i] = -x[i];
  acc_copyout_async(x, n * sizeof(float), 2);
  acc_wait(2);
  if (discrete && acc_is_present(x, n * sizeof(float))) {
    fprintf(stderr, "FAIL: x still present\n");
    ++errors;
  }
  if (x[10] != -100.0f) {
    fprintf(stderr, "FAIL: after async copyout x[10] = %g, expected -100\n", x[10]);
    ++errors;
  }
  free(x);
  return errors != 0;
}
