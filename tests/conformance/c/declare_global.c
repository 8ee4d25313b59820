// declare at file scope (2.13): create, copyin and device_resident globals and a file-static one
// have a device copy for the whole program. A routine function reads and writes them there, compute
// regions without data clauses use them as present data, update self/device keeps host and device
// copies in step, and a link global gets device memory from a data clause.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <openacc.h>
#include <stdio.h>

#define N 256

double table[N];
#pragma acc declare create(table)
double coef[4] = {0.5, 2.0, 3.0, 4.0};
#pragma acc declare copyin(coef)
int hits[N];
#pragma acc declare device_resident(hits)
static double scratch[N];
#pragma acc declare create(scratch)
double big[N];
#pragma acc declare link(big)

#pragma acc routine seq
double lookup(int i) { return table[i] * coef[1]; }

#pragma acc routine seq
void count(int i) { hits[i] += 1; }

#pragma acc routine seq
double from_big(int i) { return big[i] + 1.0; }

#pragma acc routine seq
double from_scratch(int i) { return scratch[i]; } // a file-static global in a routine function

int main(void)
{
  int errors = 0;
  double out[N];
  if (!acc_is_present(table, sizeof table) || !acc_is_present(coef, sizeof coef)) {
    fprintf(stderr, "FAIL: declared globals are not present\n");
    ++errors;
  }
  for (int i = 0; i < N; ++i)
    table[i] = i;
#pragma acc update device(table)

  // A routine function reads the device copies; the region uses table as present data.
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < N; ++i)
    out[i] = lookup(i) + table[i];
  for (int i = 0; i < N; ++i)
    if (out[i] != 3.0 * i) {
      if (errors++ < 5)
        fprintf(stderr, "FAIL: out[%d] = %g, expected %g\n", i, out[i], 3.0 * i);
    }

  // device_resident: written on the device only, read back through a region.
#pragma acc parallel loop
  for (int i = 0; i < N; ++i)
    hits[i] = 0;
  for (int r = 0; r < 3; ++r) {
#pragma acc parallel loop
    for (int i = 0; i < N; ++i)
      count(i);
  }
  int got[N];
#pragma acc parallel loop copyout(got)
  for (int i = 0; i < N; ++i)
    got[i] = hits[i];
  for (int i = 0; i < N; ++i)
    if (got[i] != 3) {
      if (errors++ < 5)
        fprintf(stderr, "FAIL: hits[%d] = %d, expected 3\n", i, got[i]);
    }

  // The device copy changes; the host copy only after update self.
#pragma acc parallel loop
  for (int i = 0; i < N; ++i) {
    table[i] = -i;
    scratch[i] = 2 * i;
  }
#pragma acc update self(table, scratch)
  for (int i = 0; i < N; ++i)
    if (table[i] != -i || scratch[i] != 2 * i) {
      if (errors++ < 5)
        fprintf(stderr, "FAIL: table[%d] = %g, scratch = %g after update self\n", i, table[i], scratch[i]);
    }

#pragma acc parallel loop copyout(out)
  for (int i = 0; i < N; ++i)
    out[i] = from_scratch(i);
  for (int i = 0; i < N; ++i)
    if (out[i] != 2 * i) {
      if (errors++ < 5)
        fprintf(stderr, "FAIL: from_scratch(%d) = %g\n", i, out[i]);
    }

  // copyin: the device copy starts with the initial value.
  double c1 = 0;
#pragma acc serial copyout(c1)
  c1 = coef[1];
  if (c1 != 2.0) {
    fprintf(stderr, "FAIL: copyin global on the device = %g, expected 2\n", c1);
    ++errors;
  }

  // link: device memory while a data clause maps the variable; routine functions see it.
  for (int i = 0; i < N; ++i)
    big[i] = i;
#pragma acc data copy(big)
  {
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < N; ++i)
      out[i] = from_big(i);
#pragma acc parallel loop
    for (int i = 0; i < N; ++i)
      big[i] *= 2;
  }
  for (int i = 0; i < N; ++i)
    if (out[i] != i + 1.0 || big[i] != 2.0 * i) {
      if (errors++ < 5)
        fprintf(stderr, "FAIL: link: out[%d] = %g, big = %g\n", i, out[i], big[i]);
    }
  if (errors)
    fprintf(stderr, "%d errors\n", errors);
  return errors != 0;
}
