// A const object in an explicit copy or copyout clause (a table in read-only storage): the device
// may not modify it, so the copy back is nothing, as for the implicit copy of a constant; copy
// copies it in. The clauses on compute and data constructs and exit data copyout leave the
// read-only storage alone (writing it would fault).
// RUN: %acorncc %s -o %t 2>/dev/null && %run-targets %t
#include <stdio.h>

static const double coef[4] = {0.1, 0.2, 0.3, 0.4};
struct limits {
  int lo, hi;
};
static const struct limits bounds = {2, 5};

int main(void) {
  int errors = 0;
  double s = 0;
#pragma acc parallel loop copy(coef) reduction(+:s)
  for (int i = 0; i < 4; i++)
    s += coef[i];
  if (s < 0.99 || s > 1.01) {
    fprintf(stderr, "FAIL: sum over copy(coef) = %g, expected 1\n", s);
    ++errors;
  }
  double out[4];
#pragma acc data copyout(coef) copy(bounds)
  {
#pragma acc parallel loop present(coef, bounds) copyout(out)
    for (int i = 0; i < 4; i++)
      out[i] = i >= bounds.lo && i < bounds.hi ? 0 : coef[i];
  }
  // copyout(coef) allocated the device copy without filling it: only out[2..3] are checked.
  if (out[2] != 0 || out[3] != 0) {
    fprintf(stderr, "FAIL: out[2..3] = %g %g, expected 0 0\n", out[2], out[3]);
    ++errors;
  }
  const double *w = coef;
  double t = 0;
#pragma acc enter data copyin(w[0:4])
#pragma acc parallel loop copy(w[0:4]) reduction(+:t)
  for (int i = 0; i < 4; i++)
    t += w[i];
#pragma acc exit data copyout(w[0:4])
  if (t < 0.99 || t > 1.01) {
    fprintf(stderr, "FAIL: sum over w = %g, expected 1\n", t);
    ++errors;
  }
  if (coef[3] != 0.4 || bounds.hi != 5) {
    fprintf(stderr, "FAIL: the constants changed\n");
    ++errors;
  }
  if (errors == 0)
    printf("PASS\n");
  return errors != 0;
}
