// 2.5.2: a kernels region that declares its constants and scratch variables at the top, as codes
// written for the tutorials do: each loop nest is still its own parallel launch, the scalars keep
// their values from one launch to the next (a count one loop computes, a statement updates and
// another loop uses), also under default(none) and default(present), which are not for the region's
// own variables; a region whose declaration reads an array still gives the right result.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <math.h>
#include <stdio.h>

#define N 10000

int main(void) {
  static double a[N], b[N], c[N];
  for (int i = 0; i < N; i++)
    a[i] = i * 1e-3;
  int errors = 0;
#pragma acc kernels copyin(a) copyout(b, c)
  {
    const double scale = 2.0, shift = sqrt(16.0);
    int above = 0;
    double tmp[3];
    for (int i = 0; i < N; i++)
      b[i] = scale * a[i] + shift;
    for (int i = 0; i < N; i++)
      if (b[i] > 10.0)
        above++;
    above = above * 2;
#pragma acc loop independent private(tmp)
    for (int i = 0; i < N; i++) {
      tmp[0] = a[i];
      tmp[1] = tmp[0] * scale;
      tmp[2] = tmp[1] + above;
      c[i] = tmp[2];
    }
  }
  int above = 0;
  for (int i = 0; i < N; i++)
    above += 2.0 * a[i] + 4.0 > 10.0;
  for (int i = 0; i < N; i++)
    if (b[i] != 2.0 * a[i] + 4.0 || c[i] != 2.0 * a[i] + 2 * above) {
      fprintf(stderr, "FAIL: %d: %g %g\n", i, b[i], c[i]);
      errors++;
      break;
    }
  // default(none) and default(present) ask nothing of the region's own variables.
#pragma acc kernels default(none) copyin(a) copyout(b)
  {
    double factor = 3.0, row[2];
    for (int i = 0; i < N; i++)
      b[i] = factor * a[i];
#pragma acc loop independent private(row)
    for (int i = 0; i < N; i++) {
      row[0] = b[i];
      row[1] = row[0] + 1.0;
      b[i] = row[1];
    }
  }
#pragma acc data copyin(a) copyout(c)
#pragma acc kernels default(present)
  {
    int offset = 7;
    for (int i = 0; i < N; i++)
      c[i] = a[i] + offset;
  }
  for (int i = 0; i < N; i++)
    if (b[i] != 3.0 * a[i] + 1.0 || c[i] != a[i] + 7) {
      fprintf(stderr, "FAIL: default clauses, element %d: %g %g\n", i, b[i], c[i]);
      errors++;
      break;
    }
  // A declaration reading the region's data: the region stays one launch.
#pragma acc kernels copy(a)
  {
    double first = a[0] + 1.0;
    for (int i = 0; i < N; i++)
      a[i] += first;
  }
  if (a[N - 1] != (N - 1) * 1e-3 + 1.0) {
    fprintf(stderr, "FAIL: last element %g\n", a[N - 1]);
    errors++;
  }
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
