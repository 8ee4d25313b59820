// 2.4 device_type: a device uses the group of the most specific name that applies to it, and `*` is
// the least specific, so where a group names nvidia the `*` group's clauses never apply on NVIDIA's
// device and may conflict with the nvidia group's: gang vector for nvidia and seq for the others,
// independent for nvidia and auto for the others, on loop, combined and routine directives.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#define N 1000

#pragma acc routine device_type(nvidia) vector device_type(*) seq
static void fill(int *row, int n, int base) {
#pragma acc loop device_type(nvidia) vector device_type(*) seq
  for (int j = 0; j < n; j++)
    row[j] = base + j;
}

int main(void) {
  static int a[N], b[10][64];
  int errors = 0;
#pragma acc parallel copy(a)
  {
#pragma acc loop device_type(nvidia) gang vector device_type(*) seq
    for (int i = 0; i < N; i++)
      a[i] = i;
  }
#pragma acc parallel loop copy(a) device_type(nvidia) independent device_type(*) auto
  for (int i = 0; i < N; i++)
    a[i] += 1;
#pragma acc parallel loop gang copyout(b) dtype(nvidia) vector_length(64) dtype(*) num_workers(2)
  for (int r = 0; r < 10; r++)
    fill(b[r], 64, 100 * r);
  for (int i = 0; i < N; i++)
    errors += a[i] != i + 1;
  for (int r = 0; r < 10; r++)
    for (int j = 0; j < 64; j++)
      errors += b[r][j] != 100 * r + j;
  if (errors) {
    printf("FAIL: %d elements\n", errors);
    return 1;
  }
  printf("PASS device_type_star_beside_nvidia_cpp\n");
  return 0;
}
