// A shared library built without -fPIC, as gcc and clang link one from such a file on x86-64
// (their default is PIE code): Acorn's objects reference no thread-local variable of their own (the
// gang a host thread runs is libacorn's, acorn_host_exec_swap), whose local-exec relocation the
// linker refused ("R_X86_64_TPOFF32 ... recompile with -fPIC"). A program loads it and runs its
// region, with a routine's orphaned loop (which asks for the gang it runs in).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -DLIBRARY -shared %s -o %t/libsum.so
// RUN: %acorncc %s -L%t -lsum -Wl,-rpath,%t -o %t/prog && %t/prog | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=multicore %t/prog | FileCheck %s
// RUN: %acorncxx -x c++ -DLIBRARY -shared %s -o %t/libsumxx.so
// CHECK: PASS
#include <stdio.h>

double lib_sum(int n);

#ifdef LIBRARY
#pragma acc routine vector
static double row_sum(int i, int n) {
  double s = 0;
#pragma acc loop vector reduction(+:s)
  for (int j = 0; j < n; j++)
    s += i;
  return s;
}

double lib_sum(int n) {
  double s = 0;
#pragma acc parallel loop gang reduction(+:s)
  for (int i = 0; i < n; i++)
    s += row_sum(i, 4);
  return s;
}
#else
int main(void) {
  double s = lib_sum(100);
  printf("%s\n", s == 4 * 4950.0 ? "PASS" : "FAIL");
  return s != 4 * 4950.0;
}
#endif
