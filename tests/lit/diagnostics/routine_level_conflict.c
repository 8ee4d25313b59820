// 2.15.1: a function has one level of parallelism: routine directives for it (before a prototype,
// before its definition, or naming it) that give different levels are an error at the later one,
// naming both (GCC: an error too). The same level twice is fine.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
#pragma acc routine seq
double sum(double *a, int n);
void rows(double *a, double *o, int m, int n) {
#pragma acc parallel loop gang vector copy(a[0:m*n], o[0:m])
  for (int r = 0; r < m; r++)
    o[r] = sum(a + r * n, n);
}
#pragma acc routine vector
double sum(double *a, int n) {
  double s = 0;
#pragma acc loop vector reduction(+:s)
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
// CHECK: routine_level_conflict.c:13:13: error: this 'routine vector' directive for 'sum' conflicts with the 'routine seq' directive at line 6: every routine directive for a function must give it the same level of parallelism (2.15.1)
// CHECK: routine_level_conflict.c:6:13: note: the first routine directive for 'sum'

#pragma acc routine worker
void fill(double *a, int n);
#pragma acc routine worker
void fill(double *a, int n) {
#pragma acc loop worker
  for (int i = 0; i < n; i++)
    a[i] = 0;
}
#pragma acc routine(fill) gang
// CHECK: routine_level_conflict.c:32:13: error: this 'routine gang' directive for 'fill' conflicts with the 'routine worker' directive at line 24
// CHECK: routine_level_conflict.c:24:13: note: the first routine directive for 'fill'
