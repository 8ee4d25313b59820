// A #pragma once header with directives reached by two paths (a directory linked to another, as
// build trees link include/ into the sources) is read once: its lowered copy is one file for both.
// RUN: rm -rf %t && mkdir -p %t/real && ln -s real %t/inc
// RUN: printf '#pragma once\n#pragma acc routine seq\nstatic inline double twice(double x) { return 2 * x; }\n' > %t/real/k.h
// RUN: %acorncxx -I%t %s -o %t/prog && %t/prog | FileCheck %s
// RUN: %acorncxx -acc=multicore -I%t %s -o %t/prog_mc && %t/prog_mc | FileCheck %s
// CHECK: PASS
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
