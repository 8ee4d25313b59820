// A routine declared "routine seq" here and defined in another file that sees no routine
// directive: the GPU link says which function has no device version and that its definition needs
// the directive (not nvlink's generated symbols); likewise for a global whose defining file does
// not see its declare directive (used in a routine), or an object built without GPU code. Without
// GPU code the program links and runs (host functions).
// REQUIRES: acorn-gpu
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -c %S/Inputs/definition_without_directive/def.c -o %t/def.o
// RUN: %acorncc -c %s -o %t/use.o
// RUN: not %acorncc %t/use.o %t/def.o -o %t/prog 2>&1 | FileCheck %s
// CHECK: error: the function 'helper' has no device version in the program: device code calls it, but the file that defines it has no 'routine' directive for it{{.*}}'#pragma acc routine seq'
// RUN: %acorncc -c -DNO_HELPER %s -o %t/use_table.o
// RUN: not %acorncc %t/use_table.o %t/def.o -o %t/prog 2>&1 | FileCheck --check-prefix=TABLE %s
// TABLE: error: the global variable 'table' has no device copy in the program: {{.*}}'#pragma acc declare create(table)'
// RUN: %acorncc -acc=multicore %s %S/Inputs/definition_without_directive/def.c -o %t/multicore
// RUN: env ACC_DEVICE_TYPE=multicore %t/multicore | FileCheck --check-prefix=MC %s
// MC: PASS
// An object built without GPU code (its routine has the directive): that is said first.
// RUN: %acorncc -acc=multicore -c %S/Inputs/definition_without_directive/routine_def.c -o %t/multicore_def.o
// RUN: not %acorncc %t/use.o %t/multicore_def.o -o %t/prog 2>&1 | FileCheck --check-prefix=NOGPU %s
// NOGPU: error: '{{.*}}multicore_def.o' was compiled without GPU code (-acc=multicore or -acc=host), so the routines and declared globals it defines have no device versions: compile it with -acc=gpu like the program's other files
// NOGPU-NEXT: error: the function 'helper' has no device version in the program
// RUN: %acorncxx -c -x c++ %S/Inputs/definition_without_directive/def.c -o %t/def_cpp.o
// RUN: %acorncxx -c -x c++ %s -o %t/use_cpp.o
// RUN: not %acorncxx %t/use_cpp.o %t/def_cpp.o -o %t/prog_cpp 2>&1 | FileCheck --check-prefix=CPP %s
// CPP: error: the function 'helper(double)' has no device version in the program
#include <stdio.h>

extern double table[4];
#pragma acc declare copyin(table)

#ifdef NO_HELPER
// A routine naming the global: its device copy, which no object defines.
#pragma acc routine seq
static double helper(double x) { return x + 1 + table[0] - 1; }
#else
#pragma acc routine seq
double helper(double x);
#endif

int main(void)
{
  double a[10];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 10; ++i)
    a[i] = helper(i) + table[i % 4];
  printf("%s\n", a[9] == 12 ? "PASS" : "FAIL");
  return 0;
}
