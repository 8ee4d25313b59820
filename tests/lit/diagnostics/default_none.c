// default(none): every variable the region uses needs a data clause.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
void f(int n, double *a, double s) {
#pragma acc parallel loop default(none) copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = s * i;
}
// CHECK: default_none.c:5:23: error: variable 'n' is used in the region but not listed in a data clause, and the construct has default(none)
// CHECK: default_none.c:6:12: error: variable 's' is used in the region but not listed in a data clause, and the construct has default(none)

// A data construct's default(none) applies to the compute constructs in it that have no default
// clause of their own (2.6.2); the data construct's own clauses list their variables.
void g(int n, double *a, double *b, double s) {
#pragma acc data copyin(a[0:n], n) default(none)
  {
#pragma acc parallel loop copyout(b[0:n])
    for (int i = 0; i < n; i++)
      b[i] = a[i] * s;
#pragma acc parallel loop default(present) present(b[0:n])
    for (int i = 0; i < n; i++)
      b[i] += s;
  }
}
// CHECK: default_none.c:[[@LINE-6]]:21: error: variable 's' is used in the region but not listed in a data clause, and the construct has default(none)
// CHECK-NOT: error:
