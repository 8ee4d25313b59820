#include "coef.h"
#include <stdio.h>
#pragma acc routine seq
static double scale(int i) { return coef[i % 4] * i; }
int main(void) {
  set_coef();
  double out[100];
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < 100; ++i) out[i] = scale(i);
  for (int i = 0; i < 100; ++i)
    if (out[i] != (i % 4 + 1) * i) { printf("FAIL\n"); return 1; }
  printf("PASS\n");
  return 0;
}
