// __func__ in a compute region names the function the region is written in (C++ [dcl.fct.def.general]), not the
// function Acorn outlines the region into.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <cstring>

static void compute_fluxes(char *name) {
#pragma acc serial copyout(name[0:32])
  {
    const char *f = __func__;
    int i = 0;
    while (f[i] && i < 31) {
      name[i] = f[i];
      ++i;
    }
    name[i] = 0;
  }
}

int main(void) {
  char name[32];
  compute_fluxes(name);
  if (strcmp(name, "compute_fluxes") != 0) {
    printf("FAILED: %s\n", name);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
