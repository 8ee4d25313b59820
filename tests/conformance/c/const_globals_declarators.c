// File-scope constants declared several to a declaration (`static const double xmin = -1.5,
// xmax = 0.5;`, arrays sized by their initializer, a struct) used by regions and a routine: the
// device unit defines each of them again, one declarator each, and the regions' implicit copies
// of constants are copied in, never back (their storage may be read-only: the GPU run crashed).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

typedef struct {
  double lo, hi;
} range;

static const double xmin = -1.5, xmax = 0.5;
const int lut[] = {1, 2, 3, 4}, lut2[2] = {7, 8};
const range window = {0.25, 0.75};

#pragma acc routine seq
static double shade(int i) { return xmin + xmax * lut[i % 4] + lut2[i % 2] + window.hi; }

int main(void) {
  double out[64];
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < 64; i++)
    out[i] = shade(i) + xmax - window.lo;
  double scaled[4];
#pragma acc kernels copyout(scaled)
  for (int i = 0; i < 4; i++)
    scaled[i] = xmin * lut[i] + window.hi;
  int errors = 0;
  for (int i = 0; i < 64; i++)
    errors += out[i] != shade(i) + xmax - window.lo;
  for (int i = 0; i < 4; i++)
    errors += scaled[i] != xmin * lut[i] + window.hi;
  if (errors) {
    printf("FAIL: %d values\n", errors);
    return 1;
  }
  printf("PASS const_globals_declarators\n");
  return 0;
}
