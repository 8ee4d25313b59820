// A `declare create` global that routines use, defined in a shared library: device code is not
// linked across a .so, so its device copy is missing; the driver says that, not that the defining
// file lacks the directive (it has it). Linked from the object, the program builds.
// REQUIRES: acorn-gpu
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -c %s -o %t/use.o
// RUN: %acorncc -fPIC -shared %S/Inputs/declared_global_shared/coef.c -o %t/libcoef.so
// RUN: not %acorncc %t/use.o -L%t -lcoef -o %t/prog 2>&1 | FileCheck %s
// CHECK-NOT: does not see that directive
// CHECK: error: the global variable 'coef' has no device copy in the program: device code uses it through a 'declare' directive, and it is defined in the shared library '{{.*}}libcoef.so', whose device code cannot be linked into the program (device code is linked from objects and static archives only); link the library's objects, or a static archive (.a) of them, instead
// RUN: %acorncc -c %S/Inputs/declared_global_shared/coef.c -o %t/coef.o
// RUN: %acorncc %t/use.o %t/coef.o -o %t/prog
extern double coef[8];
#pragma acc declare create(coef)
void coef_init(void);

#pragma acc routine seq
static double weight(int i) { return coef[i]; }

double total(void) {
  double s = 0;
  coef_init();
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < 8; ++i)
    s += weight(i);
  return s;
}

int main(void) { return total() == 32.0 ? 0 : 1; }
