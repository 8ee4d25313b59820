// Local arrays of a region and a routine sized by const variables (`static const int NB = 8;`, a
// local `const int K = 4;`): variable-length arrays in C, since a variable is no integer constant
// expression, but their sizes fold to constants, so GPU code (which has no VLAs) declares them
// with those sizes; sizeof still gives their size.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

static const int NB = 8;

#pragma acc routine seq
static double rowsum(int i) {
  const int R = 3;
  double m[R][NB];
  for (int r = 0; r < R; r++)
    for (int k = 0; k < NB; k++)
      m[r][k] = r * i + k;
  double s = sizeof m / sizeof m[0][0];
  for (int k = 0; k < NB; k++)
    s += m[R - 1][k];
  return s;
}

int main(void) {
  const int K = 4;
  enum { N = 16 };
  double out[N], rout[N];
#pragma acc parallel loop copyout(out, rout)
  for (int i = 0; i < N; i++) {
    double loc[NB];
    double l2[K];
    for (int k = 0; k < NB; k++)
      loc[k] = i + k;
    for (int k = 0; k < K; k++)
      l2[k] = loc[k] * 2;
    out[i] = loc[NB - 1] + l2[K - 1] + sizeof loc / sizeof loc[0] + sizeof(l2);
    rout[i] = rowsum(i);
  }
  int bad = 0;
  for (int i = 0; i < N; i++) {
    double e = (i + 7) + 2 * (i + 3) + 8 + K * sizeof(double);
    double er = 3 * 8 + 8 * 2 * i + 28;
    if (out[i] != e || rout[i] != er) {
      if (bad < 4)
        printf("i=%d: %g %g, expected %g %g\n", i, out[i], rout[i], e, er);
      bad++;
    }
  }
  puts(bad ? "FAIL" : "PASS");
  return bad != 0;
}
