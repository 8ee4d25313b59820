// 2.5.3 serial: arrays used without a data clause are copied in and out (implicit copy), scalars
// are firstprivate; the region runs on one gang, one worker and one vector lane.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 1000

int main(void) {
  int a[N], prefix[N];
  int scale = 3;
  for (int i = 0; i < N; i++)
    a[i] = i % 7;
#pragma acc serial
  {
    prefix[0] = a[0] * scale;
    for (int i = 1; i < N; i++)
      prefix[i] = prefix[i - 1] + a[i] * scale;
  }
  int errors = 0, s = 0;
  for (int i = 0; i < N; i++) {
    s += a[i] * scale;
    if (prefix[i] != s)
      errors++;
  }
  if (errors) {
    printf("FAILED: %d\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
