// 2.13 and 2.9: a declared global in the header of a partitioned loop (bound, lower bound, step,
// the inner bound of collapse(2); reversed, a member, an element), in parallel loop,
// kernels loop and a loop of a parallel region. The device reads the global's device copy. (The
// C++ lowering once spliced the global's renaming into its own loop variables: see the C++ test.)
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
int n = 6, lo = 2, st = 2, m2 = 3;
struct P { int n; } p = {5};
int tab[2] = {4, 0};
#pragma acc declare copyin(n, lo, st, m2, p, tab)

int main(void) {
  int bad = 0;
  int a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, l = 0;
#pragma acc parallel loop reduction(+:a)
  for (int i = 0; i < n; i++) a += i + 1;          // 21
#pragma acc parallel loop reduction(+:b)
  for (int i = lo; i < n; i++) b += i;             // 2+3+4+5 = 14
#pragma acc parallel loop reduction(+:c)
  for (int i = 0; i < n; i += st) c += i;          // 0+2+4 = 6
#pragma acc parallel loop collapse(2) reduction(+:d)
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < m2; j++) d += 10 * i + j;  // 0+1+2+10+11+12 = 36
#pragma acc kernels loop reduction(+:e)
  for (int i = 0; n > i; i++) e += 1;              // 6
#pragma acc parallel loop reduction(+:f)
  for (int i = 0; i < p.n; i++) f += 1;            // 5
#pragma acc parallel loop reduction(+:g)
  for (int i = 0; i < tab[0]; i++) g += 1;         // 4
#pragma acc parallel reduction(+:l)
  {
#pragma acc loop reduction(+:l)
    for (int i = lo; i < n; i += st) l += i;       // 2+4 = 6
  }
  int want[] = {21, 14, 6, 36, 6, 5, 4, 6}, got[] = {a, b, c, d, e, f, g, l};
  for (int i = 0; i < 8; i++)
    if (got[i] != want[i]) {
      printf("case %d: %d, want %d\n", i, got[i], want[i]);
      bad = 1;
    }
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}
