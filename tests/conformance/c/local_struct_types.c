// C types defined in a function (also together with a variable) are usable in its compute regions;
// two functions may define different types of the same name.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

static int first(void) {
  struct pt {
    int x, y;
  } p = {1, 2};
  struct pt q[4];
#pragma acc parallel loop copy(p) copyout(q)
  for (int i = 0; i < 4; i++) {
    q[i].x = p.x + i;
    q[i].y = p.y * i;
  }
  return q[3].x + q[3].y; /* 4 + 6 */
}

static double second(void) {
  struct pt {
    double r;
  };
  typedef struct pt pt_t;
  pt_t v[3] = {{1.5}, {2.5}, {3.5}};
  double s = 0;
#pragma acc parallel loop copyin(v) reduction(+:s)
  for (int i = 0; i < 3; i++)
    s += v[i].r;
  return s;
}

int main(void) {
  int a = first();
  double b = second();
  if (a != 10 || b != 7.5) {
    printf("FAILED: %d %g\n", a, b);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
