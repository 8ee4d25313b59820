// A reduction on a variable-length array or a section of one (2.5.15): each thread's copy lives
// in the launch's private storage; histograms over a whole VLA, a section of all of it and a part.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

static int histogram(int n, int bins) {
  int h[bins], part[bins], whole[bins];
  for (int b = 0; b < bins; b++)
    h[b] = part[b] = whole[b] = 100;
#pragma acc parallel loop reduction(+:whole)
  for (int i = 0; i < n; i++)
    whole[(i * 7) % bins] += 3;
#pragma acc parallel loop reduction(+:h[0:bins])
  for (int i = 0; i < n; i++)
    h[(i * 7) % bins] += 1;
#pragma acc parallel loop reduction(+:part[2:bins - 4])
  for (int i = 0; i < n; i++)
    part[2 + i % (bins - 4)] += 2;
  int errors = 0;
  for (int b = 0; b < bins; b++) {
    int expect = 100;
    for (int i = 0; i < n; i++)
      expect += (i * 7) % bins == b;
    errors += h[b] != expect || whole[b] != 100 + 3 * (expect - 100);
    int expect_part = 100;
    if (b >= 2 && b < bins - 2)
      for (int i = 0; i < n; i++)
        expect_part += 2 * (2 + i % (bins - 4) == b);
    errors += part[b] != expect_part;
  }
  return errors;
}

int main(void) {
  int errors = histogram(5000, 19) + histogram(777, 6);
  if (errors) {
    printf("FAIL: %d bins\n", errors);
    return 1;
  }
  printf("PASS reduction_vla_section\n");
  return 0;
}
