// see repro.sh: real/k.h and inc/k.h are the same #pragma once header (inc -> real symlink)
#include <cstdio>
#include "real/k.h"
#include "inc/k.h"
int main() {
  double a[4];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 4; i++) a[i] = twice(i);
  std::printf("%s\n", a[3] == 6 ? "PASS" : "FAIL");
  return a[3] != 6;
}
