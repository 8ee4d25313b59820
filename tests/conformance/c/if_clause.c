// 2.5.6 if clause on compute constructs: if(true) runs on the current device; if(false) runs
// on the local thread (acc_on_device(acc_device_host) is true there) with the host data, and the
// data clauses are ignored.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENACC
#include <openacc.h>
#endif

int main(void) {
  const int n = 5000;
  int *a = (int *)malloc(n * sizeof(int));
  int errors = 0;
  int yes = (n > 10), no = (n < 10);
  (void)yes;
  (void)no;
  int flag[1] = {-1};
  for (int i = 0; i < n; ++i)
    a[i] = i;
#pragma acc parallel loop if(yes) copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] += 10;
#pragma acc parallel loop if(no) copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] *= 2;
#pragma acc kernels if(0) copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] -= 1;
#pragma acc serial if(no) copy(flag[0:1])
  {
#ifdef _OPENACC
    flag[0] = acc_on_device(acc_device_host);
#else
    flag[0] = 1;
#endif
  }
  for (int i = 0; i < n; ++i) {
    int expect = (i + 10) * 2 - 1;
    if (a[i] != expect) {
      if (errors < 10)
        fprintf(stderr, "FAIL: if clause a[%d] = %d, expected %d\n", i, a[i], expect);
      ++errors;
    }
  }
  if (flag[0] == 0) {
    fprintf(stderr, "FAIL: if(false) region did not run on the host (acc_on_device(acc_device_host) == 0)\n");
    ++errors;
  } else if (flag[0] == -1) {
    fprintf(stderr, "FAIL: if(false) region did not run\n");
    ++errors;
  }
  free(a);
  return errors != 0;
}
