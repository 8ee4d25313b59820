// -static needs a static OpenMP runtime (libomp.a: the multicore target and Acorn's runtime use
// OpenMP), which LLVM's packages do not install: without one, the link stops with the driver's
// error saying so (not the linker's "cannot find -lomp"), also for -acc=gpu; a -L directory holding
// a libomp.a is searched.
// UNSUPPORTED: static-libomp
// RUN: not %acorncc -static %s -o %t 2>&1 | FileCheck %s
// RUN: not %acorncc -static -acc=gpu %s -o %t 2>&1 | FileCheck %s
// RUN: not %acorncxx -x c++ -static %s -o %t 2>&1 | FileCheck %s
// CHECK: error: -static needs a static OpenMP runtime (libomp.a)
// CHECK-NOT: cannot find -lomp
// RUN: rm -rf %t.dir && mkdir -p %t.dir && touch %t.dir/libomp.a
// RUN: not %acorncc -static -L%t.dir %s -o %t 2>&1 | FileCheck %s --check-prefix=FOUND
// FOUND-NOT: -static needs a static OpenMP runtime
#include <stdio.h>
int main(void) {
  double x[100], s = 0;
  for (int i = 0; i < 100; i++)
    x[i] = i;
#pragma acc parallel loop copyin(x) reduction(+ : s)
  for (int i = 0; i < 100; i++)
    s += x[i];
  printf("%s\n", s == 4950.0 ? "PASS" : "FAIL");
  return s != 4950.0;
}
