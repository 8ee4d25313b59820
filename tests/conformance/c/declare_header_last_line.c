// A declare directive on the last line of a header (2.13): the preprocessed text has no line for
// it, and it still applies to the global the including file defines and a routine uses.
// RUN: %acorncc -I%S/Inputs/declare_header_last_line %s -o %t && %run-targets %t
#include "scale.h"
#include <stdio.h>

double scale = 1.0;

#pragma acc routine seq
static double scaled(double r) { return scale * r; }

int main(void) {
  double out[64];
  scale = 2.5;
#pragma acc update device(scale)
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < 64; i++)
    out[i] = scaled(i);
  int errors = 0;
  for (int i = 0; i < 64; i++)
    errors += out[i] != 2.5 * i;
  if (errors) {
    printf("FAIL: %d elements\n", errors);
    return 1;
  }
  printf("PASS declare_header_last_line\n");
  return 0;
}
