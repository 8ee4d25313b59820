// The same variable, or the same section of it, in two data clauses of one construct: which
// action applies is not said anywhere (GCC rejects it too), so it is an error at the second.
// Different sections of one array, and a struct with its member, are fine.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
struct grid { int n; double *v; };

void f(double *b, int n, struct grid *g) {
  double a[100];
#pragma acc parallel loop copy(a) present(a)
  for (int i = 0; i < 100; i++)
    a[i] = i;
// CHECK: data_clause_clash.c:[[@LINE-3]]:43: error: 'a' appears in a 'copy' and a 'present' clause of the same construct: name it once, in one data clause
#pragma acc data copyin(b[0:n]) copyout(b[0:n])
  {
  }
// CHECK: data_clause_clash.c:[[@LINE-3]]:41: error: 'b' (a section) appears in a 'copyin' and a 'copyout' clause of the same construct: name it once, in one data clause
#pragma acc enter data create(a, a)
// CHECK: data_clause_clash.c:[[@LINE-1]]:34: error: 'a' appears twice in a 'create' clause: name it once, in one data clause
#pragma acc data copyin(b[0:n / 2]) copy(b[n / 2:n - n / 2]) copy(g[0:1]) copyin(g->v[0:g->n])
  {
  }
}
// CHECK-NOT: error:
