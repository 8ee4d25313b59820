// GNU C arithmetic on void pointers (as on char pointers; GCC and Clang accept it in C) in a
// region and in a routine: +, -, +=, -=, ++ and the difference of two void pointers.
// RUN: %acorncc -Wno-pointer-arith %s -o %t && %run-targets %t
#include <stdio.h>

#pragma acc routine seq
static long offset_of(const void *base, void *p, int step) {
  p += step;
  p++;
  p -= 1;
  return (p - base) - step;
}

int main(void) {
  long r[16];
  int a[16];
#pragma acc parallel loop copyout(r) copyin(a)
  for (int i = 0; i < 16; i++) {
    void *p = &a[0];
    void *q = p + i * sizeof(int);
    r[i] = (q - p) + offset_of(a, q, 3);
  }
  int errors = 0;
  for (int i = 0; i < 16; i++)
    errors += r[i] != 2 * i * (long)sizeof(int);
  if (errors) {
    printf("FAIL: %d values\n", errors);
    return 1;
  }
  printf("PASS gnu_void_pointer_arithmetic\n");
  return 0;
}
