// 2.5.14 firstprivate clause on parallel and serial: each gang's copy starts with the host value;
// gang-private modifications do not reach the host variable.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  const int n = 10000;
  int *a = (int *)malloc(n * sizeof(int));
  int errors = 0;
  int offset = 42;
  int base[4] = {1, 2, 3, 4};
  for (int i = 0; i < n; ++i)
    a[i] = 0;
#pragma acc parallel loop firstprivate(offset, base) copyout(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = i + offset + base[i % 4];
  for (int i = 0; i < n; ++i) {
    int expect = i + 42 + (i % 4) + 1;
    if (a[i] != expect) {
      if (errors < 10)
        fprintf(stderr, "FAIL: firstprivate a[%d] = %d, expected %d\n", i, a[i], expect);
      ++errors;
    }
  }
  int r[2] = {0, 0};
  int s = 7;
#pragma acc serial firstprivate(s) copyout(r[0:2])
  {
    r[0] = s;
    s = s * 3;
    r[1] = s;
  }
  if (r[0] != 7 || r[1] != 21) {
    fprintf(stderr, "FAIL: serial firstprivate r = {%d, %d}, expected {7, 21}\n", r[0], r[1]);
    ++errors;
  }
#ifdef _OPENACC
  /* firstprivate: the modification happened on a private copy */
  if (s != 7) {
    fprintf(stderr, "FAIL: firstprivate variable changed on the host: %d\n", s);
    ++errors;
  }
#endif
  free(a);
  return errors != 0;
}
