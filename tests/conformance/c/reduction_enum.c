// 2.5.15 reductions on enum variables: in C an enumerated type is an integer type, so every operator
// applies, and each reduces as the enum's integer (min and max start at the least and the largest
// value, not at 0). Enums whose values are negative, and one whose underlying type is unsigned.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

enum Temp { FROZEN = -3, COLD = -2, CHILLY = -1, MILD = 0, MEDIUM = 1, HOT = 2, SCALDING = 3 };
enum BcFlags { NONE = 0, INFLOW = 1, OUTFLOW = 2, WALL = 4, ALL = 7 };

static int errors = 0;

static void check(const char *what, long got, long want) {
  if (got != want) {
    fprintf(stderr, "FAIL: %s = %ld, expected %ld\n", what, got, want);
    ++errors;
  }
}

int main(void) {
  enum Temp mn = SCALDING, mx = FROZEN, sum = MILD, prod = MEDIUM, all = MEDIUM, any = MILD;
  enum BcFlags flags = NONE, mask = ALL, parity = NONE, fmax = NONE, fmin = ALL;
#pragma acc parallel loop reduction(min:mn, fmin) reduction(max:mx, fmax) reduction(+:sum) reduction(*:prod) \
    reduction(|:flags) reduction(&:mask) reduction(^:parity) reduction(&&:all) reduction(||:any)
  for (int i = 0; i < 100; i++) {
    enum Temp hi = (enum Temp)(1 + i % 3);  // MEDIUM..SCALDING
    enum Temp lo = (enum Temp)(-3 + i % 2); // FROZEN..COLD
    if (hi < mn) mn = hi;
    if (lo > mx) mx = lo;
    sum += i % 2 ? 1 : -1;
    prod *= i == 17 || i == 63 ? -1 : 1;
    flags |= (i % 10 == 3) ? OUTFLOW : (i == 77 ? WALL : NONE);
    mask &= i == 40 ? (enum BcFlags)(INFLOW | WALL) : ALL;
    parity ^= i % 25 == 0 ? INFLOW : NONE;
    enum BcFlags f = (enum BcFlags)(1 + i % 5);
    if (f > fmax) fmax = f;
    if (f < fmin) fmin = f;
    all = all && i < 1000;
    any = any || i == 50;
  }
  check("enum min", mn, MEDIUM);
  check("enum max", mx, COLD);
  check("enum +", sum, MILD);
  check("enum *", prod, MEDIUM);
  check("enum |", flags, OUTFLOW | WALL);
  check("enum &", mask, INFLOW | WALL);
  check("enum ^", parity, NONE);
  check("unsigned enum max", fmax, 5);
  check("unsigned enum min", fmin, INFLOW);
  check("enum &&", all, 1);
  check("enum ||", any, 1);

  // A loop's reduction inside the region, across gangs, workers and vector lanes.
  enum Temp lowest = SCALDING, highest = FROZEN;
#pragma acc parallel num_gangs(4) num_workers(2) vector_length(32) copy(lowest, highest)
  {
#pragma acc loop gang worker vector reduction(min:lowest) reduction(max:highest)
    for (int i = 0; i < 1000; i++) {
      enum Temp t = (enum Temp)(i % 4 - 1); // CHILLY..HOT
      if (t < lowest) lowest = t;
      if (t > highest) highest = t;
    }
  }
  check("loop enum min", lowest, CHILLY);
  check("loop enum max", highest, HOT);
  return errors != 0;
}
