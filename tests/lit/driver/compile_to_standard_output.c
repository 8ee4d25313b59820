// -c -o - writes the object to standard output, as clang does, for a file with directives too
// (its compiles and the joining of a C file's two objects write files); no file named '-'.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %acorncc -c %s -o - > %t/obj.o && test -s %t/obj.o && test ! -e %t/-
// RUN: %acorncxx -x c++ -c %s -o - > %t/objxx.o && test -s %t/objxx.o && test ! -e %t/-
// RUN: %acorncc %t/obj.o -o %t/prog && %t/prog | FileCheck %s
// RUN: %acorncxx %t/objxx.o -o %t/progxx && %t/progxx | FileCheck %s
// CHECK: PASS
#include <stdio.h>
int main(void) {
  int a[8];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 8; i++) a[i] = 2 * i;
  printf("%s\n", a[7] == 14 ? "PASS" : "FAIL");
  return a[7] != 14;
}
