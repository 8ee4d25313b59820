// Features Acorn does not implement yet are errors naming them, never silently ignored.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
double ***g;
void f(int n, double *a) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] += 1;
#pragma acc loop
  for (int i = 0; i < n; i++)
    a[i] = 1;
#pragma acc enter data copyin(g[1][0:n][0:n])
}
// CHECK-DAG: unsupported.c:8:1: error: an orphaned 'loop' directive must be in a function with a 'routine' directive (or inside a compute construct)
// CHECK-DAG: unsupported.c:11:31: error: a section of pointers to pointers reached through a subscript (ppp[i][lo:n][lo:m]) is not supported yet; map the rows one by one (ppp[i][j][lo:m])
