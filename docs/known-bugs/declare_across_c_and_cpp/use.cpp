#include "coef.h"
#include <cstdio>
int main() {
  set_coef();
  double out[100];
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < 100; ++i) out[i] = coef[i % 4] * i;
  for (int i = 0; i < 100; ++i)
    if (out[i] != (i % 4 + 1) * i) { printf("FAIL\n"); return 1; }
  printf("PASS\n");
  return 0;
}
