// 2.7.8: pcreate is create on every construct also in a file that holds firstprivate clauses (and
// on the same directive as one): the region writes the present data, while each firstprivate item
// (2.5.14, an array of arrays too) is a copy whose writes stay in the region.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 16
double c[N], d[N], e[N];

int main(void) {
  double m[2][2] = {{1, 2}, {3, 4}};
  double s = 5;
  for (int i = 0; i < N; i++)
    c[i] = d[i] = e[i] = -1;
#pragma acc data copy(c, d, e)
  {
#pragma acc parallel loop firstprivate(m) pcreate(c)
    for (int i = 0; i < N; i++) {
      m[i % 2][0] += 100; // the copy of this gang's iteration
      c[i] = 2.0 * i;
    }
#pragma acc serial pcreate(d) firstprivate(s)
    for (int i = 0; i < N; i++) d[i] = 3.0 * i + s - 5;
#pragma acc kernels pcreate(e)
    for (int i = 0; i < N; i++) e[i] = 4.0 * i;
  }
  int errors = m[0][0] != 1 || m[1][0] != 3;
  for (int i = 0; i < N; i++)
    errors += c[i] != 2.0 * i || d[i] != 3.0 * i || e[i] != 4.0 * i;
  if (errors) {
    printf("FAILED: %d (c[1] = %g, d[1] = %g, e[1] = %g, m[0][0] = %g)\n", errors, c[1], d[1], e[1], m[0][0]);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
