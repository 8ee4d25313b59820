// 2.5.15 (3.3): an array element as a reduction variable (`reduction(+:parts[1])`) reduces that
// element alone, like the section parts[1:1]; the other elements keep their values.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

int main(void) {
  const int n = 20000;
  long parts[3] = {7, 100, -5}, step = 7;
  double extremes[4] = {0.0, -1.0e30, 0.0, 0.0};
  int errors = 0;

#pragma acc parallel loop reduction(+:parts[1])
  for (int i = 0; i < n; i++)
    parts[1] += i % 10 + step;

#pragma acc parallel
  {
#pragma acc loop gang vector reduction(max:extremes[1])
    for (int i = 0; i < n; i++) {
      double v = (double)((i * 7919) % 10007);
      if (v > extremes[1])
        extremes[1] = v;
    }
  }

  long want = 100;
  for (int i = 0; i < n; i++)
    want += i % 10 + 7;
  if (parts[0] != 7 || parts[1] != want || parts[2] != -5) {
    fprintf(stderr, "FAIL: parts = %ld %ld %ld, expected 7 %ld -5\n", parts[0], parts[1], parts[2], want);
    ++errors;
  }
  if (extremes[1] != 10006.0 || extremes[0] != 0.0 || extremes[2] != 0.0) {
    fprintf(stderr, "FAIL: extremes[1] = %g, expected 10006\n", extremes[1]);
    ++errors;
  }
  if (errors)
    return 1;
  printf("reduction_array_element: OK\n");
  return 0;
}
