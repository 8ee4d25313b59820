// default(none): every variable the region uses needs a data clause.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
void f(int n, double *a, double s) {
#pragma acc parallel loop default(none) copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = s * i;
}
// CHECK: default_none.c:5:23: error: variable 'n' is used in the region but not listed in a data clause, and the construct has default(none)
// CHECK: default_none.c:6:12: error: variable 's' is used in the region but not listed in a data clause, and the construct has default(none)
