// 2.15.1: a routine directive with a name must precede the function's definition as well as its
// uses (the spec's C++ example calls `void g(){}` then `routine(g)` nonconforming; GCC errs).
// Acorn compiles the function with the directive's clauses all the same: a warning at the
// directive with a note at the definition; a directive before the definition (on a prototype)
// makes a later one conforming.
// RUN: %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:" --implicit-check-not="warning:"
// RUN: %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:" --implicit-check-not="warning:"
void fill(int *a, int n) {
  for (int i = 0; i < n; ++i)
    a[i] = i;
}
#pragma acc routine(fill) seq
// CHECK: routine_named_after_definition.c:[[@LINE-1]]:13: warning: this 'routine' directive for 'fill' comes after the function's definition: a routine directive must precede the function's definition and uses (2.15.1)
// CHECK: routine_named_after_definition.c:8:6: note: the definition of 'fill'

void spread(int *a) {
#pragma acc loop gang
  for (int i = 0; i < 64; ++i)
    a[i] = 2 * i;
}
#pragma acc routine(spread) gang
// CHECK: routine_named_after_definition.c:[[@LINE-1]]:13: warning: this 'routine' directive for 'spread' comes after the function's definition
// CHECK: note: the definition of 'spread'

double half(double x);
#pragma acc routine(half) seq
double half(double x) { return x / 2; }
#pragma acc routine(half) seq

int run(int *a) {
#pragma acc parallel copyout(a[0:64])
  {
    fill(a, 8);
    spread(a);
  }
  double h = 0;
#pragma acc parallel reduction(+:h)
  h += half(a[3]);
  return (int)h;
}
