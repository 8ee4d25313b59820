// C++: 2.4 device_type: clauses after a device_type naming another device never apply on NVIDIA's, so
// they may conflict with the NVIDIA group's (seq for the host, gang vector for nvidia), on loop,
// combined and routine directives.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#define N 1000

#pragma acc routine device_type(host) seq device_type(nvidia) vector
static void fill(int *row, int n, int base) {
#pragma acc loop device_type(host) seq device_type(nvidia) vector
  for (int j = 0; j < n; j++)
    row[j] = base + j;
}

int main() {
  static int a[N], b[10][64];
#pragma acc parallel copyout(a)
  {
#pragma acc loop device_type(host) seq device_type(nvidia) gang vector
    for (int i = 0; i < N; i++)
      a[i] = i;
  }
#pragma acc parallel loop gang copyout(b) dtype(multicore) num_workers(2) dtype(nvidia) vector_length(64)
  for (int r = 0; r < 10; r++)
    fill(b[r], 64, 100 * r);
  int errors = 0;
  for (int i = 0; i < N; i++)
    if (a[i] != i)
      errors++;
  for (int r = 0; r < 10; r++)
    for (int j = 0; j < 64; j++)
      if (b[r][j] != 100 * r + j)
        errors++;
  if (errors) {
    printf("FAILED: %d\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
