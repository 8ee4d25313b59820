// C in device code where C++ differs: a goto or a switch case that jumps past a declaration with
// an initializer into its scope (scalars, several declarators, a struct with braces), and a
// character constant, which is an int in C (sizeof 'a' == sizeof(int)).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

struct pair {
  int a, b;
};

#pragma acc routine seq
static int with_goto(int x) {
  if (x < 0)
    goto out;
  int y = x * 2, z = y + 1;
  struct pair q = {y, z};
  x = q.a + q.b;
out:
  return x;
}

#pragma acc routine seq
static int with_switch(int k) {
  int r = 0;
  switch (k) {
  case 0:
    r = 1;
    int t = k + 5;
    r += t;
    break;
  case 1: {
    int u = 3;
    r = u;
  } break;
  default:
    r = 7;
  }
  return r;
}

#define N 32

int main(void) {
  int r[N];
#pragma acc parallel loop copyout(r)
  for (int i = 0; i < N; i++) {
    int digit = 0;
    switch (i % 4) {
    case 0:
      digit = 'x' - 'a';
      int twice = 2 * digit;
      digit = twice;
      break;
    case 1:
      digit = (int)sizeof('a');
      break;
    default:
      digit = -1;
    }
    r[i] = with_goto(i - 3) + with_switch(i % 3) + digit;
  }
  int errors = 0;
  for (int i = 0; i < N; i++) {
    int digit = i % 4 == 0 ? 2 * ('x' - 'a') : i % 4 == 1 ? (int)sizeof(int) : -1;
    int expect = with_goto(i - 3) + with_switch(i % 3) + digit;
    if (r[i] != expect && errors++ < 5)
      printf("element %d: %d, expected %d\n", i, r[i], expect);
  }
  if (errors)
    return 1;
  printf("PASS c_jumps_and_char_constants\n");
  return 0;
}
