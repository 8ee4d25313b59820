// C++: 2.16.3 wait-argument with devnum: `wait(devnum: d: queues: q)` waits for queue q of device d
// of the current device type, on the wait directive and in the wait clause of a compute construct.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <openacc.h>
#include <cstdio>

#define N 1000

int main() {
  static int a[N], b[N];
  int dev = acc_get_device_num(acc_get_device_type());
#pragma acc data create(a, b)
  {
#pragma acc parallel loop async(1)
    for (int i = 0; i < N; i++)
      a[i] = i;
#pragma acc parallel loop wait(devnum: dev: queues: 1) async(2)
    for (int i = 0; i < N; i++)
      b[i] = a[i] + 1;
#pragma acc wait(devnum: dev: 2)
#pragma acc update self(a, b)
  }
  int errors = 0;
  for (int i = 0; i < N; i++)
    if (a[i] != i || b[i] != i + 1)
      errors++;
  if (errors) {
    printf("FAILED: %d\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
