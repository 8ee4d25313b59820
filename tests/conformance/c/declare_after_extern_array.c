// A global declared with unknown size (`extern double coef[];`, as a header declares it) and
// defined with its size later in the file, in `declare create` (2.13): the device copy has the
// size of the definition (C11 6.2.7: the declarations have the composite type).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

extern double coef[];
extern int ncoef;

double coef[64];
int ncoef = 64;
#pragma acc declare create(coef)

#pragma acc routine seq
static double weight(int i) { return coef[i] * 0.5; }

int main(void)
{
  double total = 0;
#pragma acc parallel loop
  for (int i = 0; i < 64; i++)
    coef[i] = 2.0 * i;
#pragma acc parallel loop reduction(+:total)
  for (int i = 0; i < 64; i++)
    total += weight(i);
#pragma acc update self(coef[0:64])
  int errors = 0;
  for (int i = 0; i < ncoef; i++)
    if (coef[i] != 2.0 * i) {
      fprintf(stderr, "FAIL: coef[%d] = %g\n", i, coef[i]);
      errors++;
    }
  if (total != 63.0 * 64 / 2) {
    fprintf(stderr, "FAIL: total %g, expected %g\n", total, 63.0 * 64 / 2);
    errors++;
  }
  if (errors)
    return 1;
  printf("PASS declare_after_extern_array\n");
  return 0;
}
