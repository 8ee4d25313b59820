// C++: 3.3: async and wait may follow device_type on data and update directives; the clauses of the group that
// names the running device apply.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#define N 256

int main() {
  static double a[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma acc data copy(a) device_type(nvidia) async(3) device_type(host, multicore) wait
  {
#pragma acc parallel loop present(a) async(3)
    for (int i = 0; i < N; i++)
      a[i] *= 2.0;
#pragma acc update self(a) device_type(nvidia) async(4) device_type(*) wait(3)
#pragma acc wait(3, 4)
  }
#pragma acc wait
  int errors = 0;
  for (int i = 0; i < N; i++)
    if (a[i] != 2.0 * i)
      errors++;
  if (errors) {
    printf("FAILED: %d\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
