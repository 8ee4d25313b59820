// A library function that takes or returns a long double (std::nexttoward) called in a compute
// region or a routine with GPU code generated: the GPU has no long double arithmetic, so it has
// no device version; an error at the call, as for other long double uses, also where the long
// double argument is a constant. -acc=multicore compiles it.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
// RUN: %acorncxx -acc=multicore -c %s -o %t.o
#include <cmath>

#pragma acc routine seq
double step(double x) {
  return std::nexttoward(x, 0.0L);
  // CHECK-DAG: long_double_library_call.cpp:[[@LINE-1]]:10: error: 'long double' cannot be used in 'step', which runs on the device, when GPU code is generated (the GPU has no long double arithmetic): 'nexttoward' takes or returns one; use double there, or compile with -acc=multicore
}

void run(double *a) {
#pragma acc parallel loop copyout(a[0:16])
  for (int i = 0; i < 16; i++)
    a[i] = std::nexttoward(1.0 * i, 100.0L) + step(i);
  // CHECK-DAG: long_double_library_call.cpp:[[@LINE-1]]:12: error: 'long double' cannot be used in a compute region when GPU code is generated (the GPU has no long double arithmetic): 'nexttoward' takes or returns one
}
