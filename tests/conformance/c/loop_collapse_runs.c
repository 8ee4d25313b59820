/* 2.9.1 collapse(3) where a thread's share of the iterations starts and ends inside rows: extents
   that no gang count divides, a negative step on the middle loop, a `continue` that skips some
   iterations of the innermost loop, and a sum reduction, with 1, 3, 7 and 64 gangs. Every
   iteration runs exactly once. */
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

enum { NK = 5, NJ = 13, NI = 29 };
static int hits[NK][NJ][NI];

static int run(int gangs) {
  long sum = 0;
#pragma acc parallel loop gang vector collapse(3) num_gangs(gangs) copy(hits) reduction(+:sum)
  for (int k = 0; k < NK; k++)
    for (int j = NJ - 1; j >= 0; j--)
      for (int i = 0; i < NI; i += 1) {
        if ((i + j + k) % 4 == 3)
          continue;
        hits[k][j][i] += 1;
        sum += i + 100 * j + 10000 * k;
      }
  long want = 0;
  int errors = 0;
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      for (int i = 0; i < NI; i++) {
        int skipped = (i + j + k) % 4 == 3;
        if (!skipped)
          want += i + 100 * j + 10000 * k;
        if (hits[k][j][i] != (skipped ? 0 : 1))
          errors++;
        hits[k][j][i] = 0;
      }
  if (errors || sum != want)
    printf("%d gangs: %d iterations wrong, sum %ld (expected %ld)\n", gangs, errors, sum, want);
  return errors || sum != want;
}

int main(void) {
  int failed = run(1) + run(3) + run(7) + run(64);
  printf("%s\n", failed ? "FAIL" : "PASS");
  return failed;
}
