// Enumerations are integer types in C (C11 6.2.5): a loop over an enum-typed variable as the loop
// of a `parallel loop` and as a loop inside the region, and ++, --, += on enum variables in a
// region and in a routine.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

enum dir { EAST, NORTH, WEST, SOUTH, NDIR };

#pragma acc routine seq
static enum dir turn(enum dir d, int quarters) {
  d += quarters;
  while (d >= NDIR)
    d -= NDIR;
  return d;
}

int main(void) {
  int out[NDIR], sums[64];
#pragma acc parallel loop copyout(out)
  for (enum dir d = EAST; d < NDIR; d++)
    out[d] = 10 * d + turn(d, 3);
#pragma acc parallel loop copyout(sums)
  for (int i = 0; i < 64; i++) {
    int s = 0;
    for (enum dir d = SOUTH; d > EAST; --d)
      s += d;
    enum dir e = EAST;
    ++e;
    e++;
    e--;
    sums[i] = s + e + turn(e, i);
  }
  int errors = 0;
  for (int d = 0; d < NDIR; d++)
    if (out[d] != 10 * d + (d + 3) % NDIR)
      errors++;
  for (int i = 0; i < 64; i++)
    if (sums[i] != 6 + 1 + (1 + i) % NDIR)
      errors++;
  if (errors) {
    printf("FAIL: %d values\n", errors);
    return 1;
  }
  printf("PASS c_enum_arithmetic\n");
  return 0;
}
