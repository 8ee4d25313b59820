// C++: a named routine directive whose name Clang rejects (2.15.1: one function declared before):
// an undeclared name, a set of overloads, a template-id. Clang's errors, then the compile stops
// with status 1 and no crash (the directive holds no function then).
// RUN: %acorncxx -c %s -o %t.o > %t.out 2>&1; echo "status $?" >> %t.out
// RUN: FileCheck %s --check-prefixes=CHECK,STATUS --implicit-check-not="error:" --implicit-check-not="PLEASE submit" < %t.out
// RUN: not %acorncxx -acc=multicore -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit"
#pragma acc routine(nosuch) seq
// CHECK: routine_name_invalid.cpp:7:21: error: use of undeclared identifier 'nosuch'

double g(double x) { return x; }
float g(float x) { return x; }
#pragma acc routine(g) seq
// CHECK: routine_name_invalid.cpp:12:21: error: OpenACC routine name 'g' names a set of overloads

template <typename T> T sq(T x) { return x * x; }
#pragma acc routine(sq<double>) seq
// CHECK: routine_name_invalid.cpp:16:21: error:

namespace ns {
double h(double x) { return x + 1; }
}
#pragma acc routine(ns::nosuch) seq
// CHECK: routine_name_invalid.cpp:22:25: error: no member named 'nosuch' in namespace 'ns'
#pragma acc routine(ns::h) seq

int main() {
  double a[4];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 4; i++)
    a[i] = ns::h(i);
  return a[1] != 2.0;
}
// CHECK: 4 errors generated.
// STATUS: status 1
