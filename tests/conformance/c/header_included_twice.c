// The C "template by #include" idiom: a header holding a directive is included twice with other
// macros, and a generated file's #line directives give two directives one place; each directive
// is lowered where it is (the directive of a place was lowered once per inclusion, twice over).
// RUN: %acorncc -I%S/Inputs/header_included_twice %s -o %t && %run-targets %t
#include <stdio.h>

#define REAL float
#define NAME saxpy
#include "axpy_template.h"
#undef REAL
#undef NAME
#define REAL double
#define NAME daxpy
#include "axpy_template.h"

static void scale(int n, double *v) {
#line 100 "generated.c"
#pragma acc parallel loop copy(v[0:n])
  for (int i = 0; i < n; i++)
    v[i] *= 2.0;
#line 100 "generated.c"
#pragma acc parallel loop copy(v[0:n])
  for (int i = 0; i < n; i++)
    v[i] += 1.0;
}

int main(void) {
  float xs[100], ys[100];
  double xd[100], yd[100];
  int errors = 0;
  for (int i = 0; i < 100; i++) {
    xs[i] = i;
    ys[i] = 1;
    xd[i] = i;
    yd[i] = 2;
  }
  saxpy(100, 2.0f, xs, ys);
  daxpy(100, 3.0, xd, yd);
  scale(100, xd);
  for (int i = 0; i < 100; i++)
    if (ys[i] != 1 + 2.0f * i || yd[i] != 2 + 3.0 * i || xd[i] != 2.0 * i + 1.0)
      errors++;
  printf("%s: %d errors\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
