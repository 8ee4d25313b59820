// declare (2.13): uses the spec rules out, and the ones Acorn does not implement yet, are errors at
// the item. Clang itself reports the clauses not allowed at global scope, extern variables in
// copy/copyout/present, link on a non-extern local and variables named twice.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
double g[100], *gp;
#pragma acc declare create(g[0:50])
#pragma acc declare deviceptr(gp)
void f(int n, double *a, double *b) {
  double l[10];
  static double s[10], t[10], u[10];
#pragma acc declare device_resident(a[0:n])
#pragma acc declare deviceptr(b)
#pragma acc declare create(s[0:5]) copy(t)
#pragma acc declare copy(l) copyout(u)
#pragma acc parallel loop
  for (int i = 0; i < n; i++) {
#pragma acc declare create(n)
    a[i] = l[i % 10];
  }
}
// CHECK-DAG: declare.c:6:28: error: an array section of a global variable cannot appear in a declare directive: name the whole variable ('g')
// CHECK-DAG: declare.c:11:37: error: an array section cannot appear in a 'device_resident' clause of a declare directive: the clause applies to whole variables (sections of function variables may appear in copy, copyin, copyout, create and present)
// CHECK-DAG: declare.c:13:28: error: an array section of a function-static variable cannot appear in a declare directive: name the whole variable ('s')
// CHECK-DAG: declare.c:13:41: error: a function-static variable can appear only in create, copyin, device_resident and deviceptr clauses of a declare directive, not in 'copy'
// CHECK-DAG: declare.c:14:37: error: a function-static variable can appear only in create, copyin, device_resident and deviceptr clauses of a declare directive, not in 'copyout'
// CHECK-DAG: declare.c:17:1: error: a 'declare' directive inside a compute region is not supported by Acorn yet
