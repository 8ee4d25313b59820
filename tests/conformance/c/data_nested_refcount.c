// 2.6.7 reference counting: a nested data construct with copyin/copy on data that is already
// present does not copy (in or out) and does not delete it; the outer construct copies out.
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
  const int n = 4000;
  int *a = (int *)malloc(n * sizeof(int));
  int errors = 0;
  for (int i = 0; i < n; ++i)
    a[i] = 1;
#pragma acc data copy(a[0:n])
  {
#pragma acc parallel loop present(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] = 2;
    /* already present: copyin must not overwrite the device values 2 with host values */
#pragma acc data copyin(a[0:n])
    {
#pragma acc parallel loop present(a[0:n])
      for (int i = 0; i < n; ++i)
        a[i] += 1;
    }
    /* already present: copy must neither copy in nor copy out nor delete */
#pragma acc data copy(a[0:n])
    {
#pragma acc parallel loop present(a[0:n])
      for (int i = 0; i < n; ++i)
        a[i] *= 10;
    }
    if (discrete_memory()) {
      /* the host copy has not been updated yet: nested exits did not copy out */
      for (int i = 0; i < n; ++i)
        if (a[i] != 1) {
          if (errors < 10)
            fprintf(stderr, "FAIL: nested data exit copied out: host a[%d] = %d, expected 1\n", i, a[i]);
          ++errors;
        }
    }
    /* still present after the nested regions ended */
#pragma acc parallel loop present(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] += i;
  }
  for (int i = 0; i < n; ++i)
    if (a[i] != 30 + i) {
      if (errors < 10)
        fprintf(stderr, "FAIL: refcount a[%d] = %d, expected %d\n", i, a[i], 30 + i);
      ++errors;
    }
  free(a);
  return errors != 0;
}
