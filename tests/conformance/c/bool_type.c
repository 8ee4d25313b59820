// The C99 boolean type: a _Bool mask array, a _Bool scalar (implicitly firstprivate, 2.6.2) and bool
// from <stdbool.h> in compute regions, with a count reduction over the mask (2.5.1, 2.9.11).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
  const int n = 12000;
  int errors = 0;
  double *v = malloc(n * sizeof(double));
  _Bool *mask = malloc(n * sizeof(_Bool));
  bool *odd = malloc(n * sizeof(bool));
  _Bool invert = 1;
  int count = 0;
  for (int i = 0; i < n; ++i)
    v[i] = (i * 37) % 101;

#pragma acc parallel loop copyin(v[0:n]) copyout(mask[0:n], odd[0:n])
  for (int i = 0; i < n; ++i) {
    _Bool big = v[i] > 50.0;
    mask[i] = invert ? !big : big;
    odd[i] = (i & 1) == 1;
  }

#pragma acc parallel loop copyin(mask[0:n], odd[0:n]) reduction(+:count)
  for (int i = 0; i < n; ++i)
    count += mask[i] && odd[i];

  int expect = 0;
  for (int i = 0; i < n; ++i) {
    bool m = !(((i * 37) % 101) > 50);
    expect += m && (i & 1);
    if (mask[i] != m || odd[i] != (i % 2 == 1)) {
      if (errors < 10)
        fprintf(stderr, "FAIL: mask[%d] = %d, odd = %d, expected %d %d\n", i, mask[i], odd[i], m, i % 2);
      ++errors;
    }
  }
  if (count != expect) {
    fprintf(stderr, "FAIL: count = %d, expected %d\n", count, expect);
    ++errors;
  }
  free(v);
  free(mask);
  free(odd);
  return errors != 0;
}
