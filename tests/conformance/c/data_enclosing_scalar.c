// 2.6.2: a scalar in a data clause of a lexically containing data construct has a visible data
// clause; a compute construct inside uses its device copy (not a firstprivate copy), so atomics and
// serial code update the value the data construct copies back.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

int main(void) {
  int next = 0, total = 0;
  unsigned bits = 0;
  long count = 0;
#pragma acc data copy(next, total)
  {
#pragma acc data copy(bits, count)
    {
#pragma acc parallel loop
      for (int p = 0; p < 1000; p++) {
#pragma acc atomic update
        next++;
#pragma acc atomic update
        bits |= 1u << (p % 32);
#pragma acc atomic update
        count += 2;
      }
    }
#pragma acc serial
    total = next + 5;
  }
  printf("next=%d total=%d bits=%x count=%ld\n", next, total, bits, count);
  if (next != 1000 || total != 1005 || bits != 0xffffffffu || count != 2000) {
    printf("FAILED\n");
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
