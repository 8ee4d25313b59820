// C forms in device code that C++ lacks: the address of a scalar compound literal (an lvalue in
// C), and GNU C's typeof (C23's too), in a region and in a routine.
// RUN: %acorncc -std=gnu11 %s -o %t && %run-targets %t
#include <stdio.h>

#define SWAP(a, b)                                                                                 \
  do {                                                                                             \
    typeof(a) swap_tmp_ = (a);                                                                     \
    (a) = (b);                                                                                     \
    (b) = swap_tmp_;                                                                               \
  } while (0)

#pragma acc routine seq
static int inc(const int *p) { return *p + 1; }

#pragma acc routine seq
static int ordered_sum(int x, int y) {
  if (x > y)
    SWAP(x, y);
  return inc(&(int){x}) * 100 + y;
}

int main(void) {
  int r[8], s[8];
#pragma acc parallel loop copyout(r, s)
  for (int i = 0; i < 8; i++) {
    r[i] = inc(&(int){i * 2});
    s[i] = ordered_sum(8 - i, i);
  }
  int errors = 0;
  for (int i = 0; i < 8; i++) {
    int lo = i < 8 - i ? i : 8 - i, hi = i < 8 - i ? 8 - i : i;
    if (r[i] != 2 * i + 1 || s[i] != (lo + 1) * 100 + hi)
      errors++;
  }
  if (errors) {
    printf("FAILED: %d\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
