// 2.15.1: bind(name) with an identifier calls it "as if that name were specified in the language":
// a name no function declared here has is an error at the clause (a string names any symbol).
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %acorncc -acc=multicore -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s
#pragma acc routine seq bind(missing_fn)
double g(double x) { return x; }
// CHECK: routine_bind_undeclared.c:6:25: error: 'missing_fn' in 'bind' names no function declared here (2.15.1: the routine's device code calls it): declare it (a prototype with its routine directive is enough), or give the symbol's name as a string, bind("missing_fn")

double h(double x) { return x + 1; }
#pragma acc routine(h) seq bind(also_missing)
// CHECK: routine_bind_undeclared.c:11:28: error: 'also_missing' in 'bind'

#pragma acc routine seq bind("external_symbol")
double k(double x) { return x; }

int main(void) {
  double a = 0;
#pragma acc parallel copy(a)
  a = g(2.0) + h(1.0) + k(0.5);
  return a != 2.0;
}
// CHECK-NOT: error:
