/* C11 6.5.8-6.5.14: comparisons, equality, logical operators and `!` give an int in C. Device code
   is compiled as C++, where they give a bool: where the type shows (sizeof, _Generic, __typeof__,
   also through a macro's argument) a region sees C's int, as the host does. */
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define KIND(e) _Generic((e), int: 1, _Bool: 2, default: 3)

#pragma acc routine seq
static int width(double a, double b) { return (int)sizeof(a != b) + KIND(a || b); }

int main(void) {
  double a = 1, b = 2;
  int r[6], want[6];
  want[0] = (int)sizeof(a < b);
  want[1] = KIND(a < b);
  want[2] = KIND(!a);
  want[3] = (int)sizeof(__typeof__(a && b));
  want[4] = width(a, b);
  want[5] = (int)sizeof(a == b ? 1 : 0);
#pragma acc serial copyout(r) copyin(a, b)
  {
    r[0] = (int)sizeof(a < b);
    r[1] = KIND(a < b);
    r[2] = KIND(!a);
    __typeof__(a && b) t = 0;
    r[3] = (int)sizeof t;
    r[4] = width(a, b);
    r[5] = (int)sizeof(a == b ? 1 : 0);
  }
  int errors = 0;
  for (int i = 0; i < 6; i++)
    if (r[i] != want[i]) {
      printf("r[%d] = %d, want %d\n", i, r[i], want[i]);
      errors++;
    }
  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
