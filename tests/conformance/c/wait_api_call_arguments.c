// 2.16.3: the arguments of a wait directive (devnum and queues) and the if, async and
// default_async arguments of other directives without a statement are expressions, calls of the
// runtime routines too (`wait(acc_get_default_async())`); host code around them keeps its calls
// recorded for error messages.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <openacc.h>
#include <stdio.h>

#define N 512

int main(void) {
  static int a[N], b[N];
#pragma acc data create(a, b)
  {
#pragma acc parallel loop async(acc_get_default_async())
    for (int i = 0; i < N; ++i)
      a[i] = i;
#pragma acc wait(acc_get_default_async())
#pragma acc parallel loop async(3)
    for (int i = 0; i < N; ++i)
      b[i] = 2 * a[i];
#pragma acc wait(devnum: acc_get_device_num(acc_get_device_type()) : queues: 3) if (acc_get_num_devices(acc_get_device_type()) > 0)
#pragma acc update self(a[0:N]) async(acc_get_default_async()) wait(3)
#pragma acc wait(acc_get_default_async()) async(acc_get_default_async() + 1)
#pragma acc wait
#pragma acc update self(b[0:N])
  }
#pragma acc set default_async(acc_get_default_async() + 2)
  int errors = 0;
  for (int i = 0; i < N; ++i)
    if (a[i] != i || b[i] != 2 * i)
      ++errors;
  if (acc_get_default_async() == acc_async_sync || errors) {
    printf("FAIL: %d wrong elements, default async %d\n", errors, acc_get_default_async());
    return 1;
  }
  printf("PASS\n");
  return 0;
}
