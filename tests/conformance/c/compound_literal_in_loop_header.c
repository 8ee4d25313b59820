// Compound literals in the header of a loop a directive is on live to the end of the enclosing
// block, as C says (C11 6.5.2.5p5, 6.8.5p5), not to the end of their full-expression as C++
// temporaries do: a loop seq walking a literal array through its loop variable, and a partitioned
// loop whose start and bound are read from literals. (-O2 read garbage before.)
// RUN: %acorncc -O2 %s -o %t && %run-targets %t
#include <stdio.h>
int main(void)
{
  enum { N = 32 };
  int out[N], sums[N];
#pragma acc parallel loop copyout(out, sums)
  for (int i = 0; i < N; i++) {
    int s = 0;
#pragma acc loop seq
    for (const int *p = (const int[]){i, 2, 3, 4, -1}; *p >= 0; p++)
      s += *p;
    sums[i] = s;
    out[i] = 0;
  }
#pragma acc parallel loop copyout(out)
  for (int i = *(const int[]){0}; i < ((const int[]){N, 5})[0]; i++) out[i] = 1;
  int bad = 0;
  for (int i = 0; i < N; i++) bad += sums[i] != i + 9 || out[i] != 1;
  puts(bad ? "FAIL" : "PASS");
  return bad;
}
