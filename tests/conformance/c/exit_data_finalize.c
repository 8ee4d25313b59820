// 2.6.6 exit data with finalize: after two enter data copyin (dynamic reference count 2), a plain
// exit data copyout only decrements the count (data stays present), and exit data copyout
// finalize copies out and removes the data.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENACC
#include <openacc.h>
#endif

static int discrete_memory(void) {
#ifdef _OPENACC
  acc_device_t t = acc_get_device_type();
  return t != acc_device_host && t != acc_device_multicore;
#else
  return 0;
#endif
}

int main(void) {
  const int n = 3000;
  int *a = (int *)malloc(n * sizeof(int));
  int errors = 0;
  for (int i = 0; i < n; ++i)
    a[i] = i;
#pragma acc enter data copyin(a[0:n])
#pragma acc enter data copyin(a[0:n])
#pragma acc parallel loop present(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] += 100;
  /* count 2 -> 1: no copy out, still present */
#pragma acc exit data copyout(a[0:n])
  if (discrete_memory()) {
    for (int i = 0; i < n; ++i)
      if (a[i] != i) {
        if (errors < 10)
          fprintf(stderr, "FAIL: exit data with count 2 copied out: a[%d] = %d\n", i, a[i]);
        ++errors;
      }
  }
#ifdef _OPENACC
  if (!acc_is_present(a, n * sizeof(int))) {
    fprintf(stderr, "FAIL: data not present after one of two exit data\n");
    ++errors;
  }
#endif
#pragma acc parallel loop present(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] *= 2;
  /* add one more reference, then finalize removes all of them */
#pragma acc enter data copyin(a[0:n])
#pragma acc exit data copyout(a[0:n]) finalize
  for (int i = 0; i < n; ++i)
    if (a[i] != 2 * (i + 100)) {
      if (errors < 10)
        fprintf(stderr, "FAIL: exit data finalize a[%d] = %d, expected %d\n", i, a[i], 2 * (i + 100));
      ++errors;
    }
#ifdef _OPENACC
  if (discrete_memory() && acc_is_present(a, n * sizeof(int))) {
    fprintf(stderr, "FAIL: data still present after exit data finalize\n");
    ++errors;
  }
#endif
  /* delete with finalize */
#pragma acc enter data create(a[0:n])
#pragma acc enter data create(a[0:n])
#pragma acc exit data delete(a[0:n]) finalize
#ifdef _OPENACC
  if (discrete_memory() && acc_is_present(a, n * sizeof(int))) {
    fprintf(stderr, "FAIL: data still present after exit data delete finalize\n");
    ++errors;
  }
#endif
  free(a);
  return errors != 0;
}
