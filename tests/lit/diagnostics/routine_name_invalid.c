// A named routine directive whose name Clang rejects (2.15.1: the name must be that of a function
// declared before): Clang's error, then the compile stops with status 1 and no crash (the directive
// holds no function then).
// RUN: %acorncc -c %s -o %t.o > %t.out 2>&1; echo "status $?" >> %t.out
// RUN: FileCheck %s --check-prefixes=CHECK,STATUS --implicit-check-not="error:" --implicit-check-not="PLEASE submit" < %t.out
// RUN: not %acorncc -acc=multicore -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit"
#pragma acc routine(nosuch) seq
// CHECK: routine_name_invalid.c:7:21: error: use of undeclared identifier 'nosuch'

double twice(double x) { return 2 * x; }
#pragma acc routine(twice) seq

int main(void) {
  double a[4];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 4; i++)
    a[i] = twice(i);
  return a[1] != 2.0;
}
// CHECK: 1 error generated.
// STATUS: status 1
