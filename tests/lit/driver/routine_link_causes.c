// A routine whose device version the GPU link cannot find: the driver says why, from what is
// linked. Its definition, with the routine directive, is in a shared library (device code is not
// linked across a .so), or in an object compiled for another GPU architecture; with the object
// or a static archive of it the program links. When the inputs show nothing, the possible causes
// are listed (not only the missing directive).
// REQUIRES: acorn-gpu
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -c %s -o %t/use.o
// RUN: %acorncc -fPIC -shared %S/Inputs/definition_without_directive/routine_def.c -o %t/libdef.so
// RUN: not %acorncc %t/use.o -L%t -ldef -o %t/prog 2>&1 | FileCheck --check-prefix=SHARED %s
// RUN: not %acorncc %t/use.o %t/libdef.so -o %t/prog 2>&1 | FileCheck --check-prefix=SHARED %s
// SHARED-NOT: has no 'routine' directive
// SHARED: error: the function 'helper' has no device version in the program: device code calls it, and it is defined in the shared library '{{.*}}libdef.so', whose device code cannot be linked into the program (device code is linked from objects and static archives only); link the library's objects, or a static archive (.a) of them, instead
//
// RUN: %acorncc -gpu=cc80 -c %S/Inputs/definition_without_directive/routine_def.c -o %t/def80.o
// RUN: not %acorncc %t/use.o %t/def80.o -o %t/prog 2>&1 | FileCheck --check-prefix=ARCH %s
// ARCH-NOT: has no 'routine' directive
// ARCH: error: the function 'helper' has no device version for sm_90: device code calls it, and '{{.*}}def80.o', which defines it, was compiled for sm_80 only; compile it for the architectures the program is linked for (-gpu=cc90, or several: -gpu=cc80,cc90), or link the program with -gpu=cc80
//
// RUN: not %acorncc %t/use.o -o %t/prog 2>&1 | FileCheck --check-prefix=UNKNOWN %s
// UNKNOWN: error: the function 'helper' has no device version in the program: device code calls it, but no object linked has it. Either the file that defines it has no 'routine' directive for it{{.*}}; or it is defined in a shared library, whose device code cannot be linked into the program{{.*}}; or the object that defines it was compiled for another GPU architecture
//
// The object, or a static archive of it, links.
// RUN: %acorncc -c %S/Inputs/definition_without_directive/routine_def.c -o %t/def.o
// RUN: rm -f %t/libdefs.a && llvm-ar-22 rcs %t/libdefs.a %t/def.o || ar rcs %t/libdefs.a %t/def.o
// RUN: %acorncc %t/use.o -L%t -ldefs -o %t/prog_static
// RUN: %acorncc -gpu=cc80,cc90 -c %S/Inputs/definition_without_directive/routine_def.c -o %t/def_both.o
// RUN: %acorncc %t/use.o %t/def_both.o -o %t/prog_both
#include <stdio.h>

#pragma acc routine seq
double helper(double x);

int main(void) {
  double a[10];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 10; ++i)
    a[i] = helper(i);
  printf("%s\n", a[9] == 18 ? "PASS" : "FAIL");
  return 0;
}
