// 2.13 declare at file scope with the other names of its clauses (pcreate, present_or_copyin,
// pcopyin): the same clauses as create and copyin.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 64
double gv[N];
double gw[N];
int scale = 3;
#pragma acc declare pcreate(gv)
#pragma acc declare present_or_copyin(gw) pcopyin(scale)

#pragma acc routine seq
static double scaled(int i) { return scale * gw[i]; }

int main(void) {
  for (int i = 0; i < N; i++)
    gw[i] = i;
#pragma acc update device(gw, scale)
#pragma acc parallel loop
  for (int i = 0; i < N; i++)
    gv[i] = scaled(i) + 1.0;
#pragma acc update self(gv)
  int errors = 0;
  for (int i = 0; i < N; i++)
    if (gv[i] != 3.0 * i + 1.0)
      errors++;
  if (errors) {
    printf("FAILED: %d\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
