// Features Acorn does not implement yet are errors naming them, never silently ignored.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
double *g;
#pragma acc declare deviceptr(g)
void f(int n, double *a) {
#pragma acc update device(a[0:n]) wait(devnum: 0 : 1)
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] += 1;
#pragma acc loop
  for (int i = 0; i < n; i++)
    a[i] = 1;
}
// CHECK-DAG: unsupported.c:4:31: error: 'declare deviceptr' of a global variable is not supported by Acorn yet
// CHECK-DAG: unsupported.c:6:35: error: wait(devnum: ...) is not supported by Acorn yet
// CHECK-DAG: unsupported.c:10:1: error: an orphaned 'loop' directive must be in a function with a 'routine' directive (or inside a compute construct)
