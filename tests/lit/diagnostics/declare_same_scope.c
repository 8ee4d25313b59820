// 2.13: "A declare directive must be in the same scope as the declaration of any var that appears
// in the clauses of the directive" (GCC errs too). Clang 22 compares declaration contexts, which
// do not tell a function's blocks apart: Acorn's error is at the variable. Parameters belong to
// the top level of the function's body; globals are declared at file scope.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
void g(double *);
double glob[8];
#pragma acc declare create(glob)

void f(int n, double *p, double *q) {
  double top[16];
#pragma acc declare create(top) copyin(n, p)
  double buf[64];
  buf[0] = n;
  {
    double inner[8];
#pragma acc declare create(inner, buf) copyin(q)
    g(buf);
    g(inner);
  }
  for (int i = 0; i < n; i++) {
    static double s[4];
#pragma acc declare create(s)
    g(s);
  }
}
// CHECK-DAG: declare_same_scope.c:18:35: error: a variable in a 'declare' directive must be declared in the same scope as the directive (2.13): 'buf' is declared in an enclosing block
// CHECK-DAG: declare_same_scope.c:14:10: note: 'buf' is declared here
// CHECK-DAG: declare_same_scope.c:18:47: error: a variable in a 'declare' directive must be declared in the same scope as the directive (2.13): 'q' is a parameter, whose scope is the top level of the function's body
// CHECK-DAG: declare_same_scope.c:11:34: note: 'q' is declared here
