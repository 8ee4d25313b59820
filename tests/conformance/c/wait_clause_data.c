// 2.16.2 the wait clause on data, enter data, exit data and update: the directive's data moves
// only after the listed queues have finished. Without async the host waits; with async the wait is
// put on that queue, so the whole chain below runs without the host blocking until "wait(4)".
// Two queues fill the two halves of an array, update waits for both, enter data and exit data
// chain through queues 3 and 4, and a data construct waits for every queue (wait on a data
// construct is OpenACC 3.x: GCC 12 takes the rest of this program, not that clause).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 100000

int main(void) {
  int n = N, half = N / 2, errors = 0;
  double *a = (double *)malloc(n * sizeof(double));
  double *b = (double *)malloc(n * sizeof(double));
  double *c = (double *)malloc(n * sizeof(double));
  for (int i = 0; i < n; ++i) {
    a[i] = -1.0;
    b[i] = i;
    c[i] = 0.0;
  }
#pragma acc enter data create(a[0:n])
  /* Queues 1 and 2 each write half of a. */
#pragma acc parallel loop async(1) present(a[0:n])
  for (int i = 0; i < half; ++i)
    a[i] = 2.0 * i;
#pragma acc parallel loop async(2) present(a[0:n])
  for (int i = half; i < n; ++i)
    a[i] = 2.0 * i;
  /* A synchronous update that waits for both writers. */
#pragma acc update self(a[0:n]) wait(1, 2)
  for (int i = 0; i < n; ++i)
    if (a[i] != 2.0 * i) {
      if (errors < 10)
        fprintf(stderr, "FAIL: update self waited for queues 1 and 2, yet a[%d] = %g\n", i, a[i]);
      ++errors;
    }

  /* Queue 3 copies b in once queue 1 is idle, a kernel on queue 3 uses it, queue 4 copies it out
   * once queue 3 has finished. */
#pragma acc enter data copyin(b[0:n]) async(3) wait(1)
#pragma acc parallel loop async(3) present(a[0:n], b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] += a[i];
#pragma acc exit data copyout(b[0:n]) async(4) wait(3)
#pragma acc wait(4)
  for (int i = 0; i < n; ++i)
    if (b[i] != 3.0 * i) {
      if (errors < 10)
        fprintf(stderr, "FAIL: exit data async(4) wait(3): b[%d] = %g (expected %g)\n", i, b[i], 3.0 * i);
      ++errors;
    }

  /* update device on queue 5 after queue 4; a data construct whose entry waits for all queues. */
  for (int i = 0; i < n; ++i)
    a[i] = 1.0;
#pragma acc update device(a[0:n]) async(5) wait(4)
#pragma acc data copy(c[0:n]) present(a[0:n]) wait
  {
#pragma acc parallel loop present(a[0:n], c[0:n])
    for (int i = 0; i < n; ++i)
      c[i] = a[i] + i;
  }
  for (int i = 0; i < n; ++i)
    if (c[i] != 1.0 + i) {
      if (errors < 10)
        fprintf(stderr, "FAIL: data wait: c[%d] = %g (expected %g)\n", i, c[i], 1.0 + i);
      ++errors;
    }

  /* if(0): the directive does nothing, the wait included. */
  int do_it = 0;
#pragma acc update self(a[0:n]) wait(5) if(do_it)
#pragma acc exit data delete(a[0:n]) wait(5) async(6) if(n > 0)
#pragma acc wait
  if (acc_get_device_type() == acc_device_nvidia && acc_is_present(a, n * sizeof(double))) {
    fprintf(stderr, "FAIL: exit data delete with wait and async left a present\n");
    ++errors;
  }
  free(a);
  free(b);
  free(c);
  return errors != 0;
}
