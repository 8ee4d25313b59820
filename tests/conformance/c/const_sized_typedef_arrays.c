// An array type sized by a const variable through a typedef, `typedef double row[K];` with a
// local or file-scope `const int K` (a variable-length array type in C, C11 6.7.6.2, whose size
// folds to a constant): arrays of that type declared in a compute region and in a routine, arrays
// of such rows, pointers to such rows, and sizeof of the type, the typedef declared before the
// region or in it. Device code, which has no variable-length arrays, gets constant sizes.
// RUN: %acorncc -O2 %s -o %t && %run-targets %t
#include <stdio.h>

static const int W = 4;

#pragma acc routine seq
static double row_total(const double *v)
{
  typedef double line[W];
  line copy;
  for (int j = 0; j < W; j++)
    copy[j] = v[j];
  double s = 0;
  for (int j = 0; j < W; j++)
    s += copy[j];
  return s + sizeof(line) / sizeof(double);
}

int main(void)
{
  const int K = 8;
  typedef double row[K];
  enum { N = 16 };
  double a[N][8], out[N], pair[N], tot[N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < K; j++)
      a[i][j] = i + j;
  row *q = (row *)a;
#pragma acc parallel loop copyin(a, q[0:N]) copyout(out, pair, tot)
  for (int i = 0; i < N; i++) {
    typedef int count[W];
    row *p = (row *)a + i;
    row loc, two[2];
    count c;
    for (int j = 0; j < K; j++) {
      loc[j] = (*p)[j] * 2;
      two[j % 2][j] = q[i][j];
    }
    for (int j = 0; j < W; j++)
      c[j] = j;
    out[i] = loc[K - 1] + sizeof(row) / sizeof(double) + sizeof(two) / sizeof(double) + c[W - 1];
    pair[i] = two[0][0] + two[1][1];
    tot[i] = row_total(loc);
  }
  int bad = 0;
  for (int i = 0; i < N; i++) {
    bad += out[i] != 2.0 * (i + 7) + 8 + 16 + 3;
    bad += pair[i] != 2.0 * i + 1;
    bad += tot[i] != 2.0 * (4 * i + 6) + 4;
  }
  puts(bad ? "FAIL" : "PASS");
  return bad != 0;
}
