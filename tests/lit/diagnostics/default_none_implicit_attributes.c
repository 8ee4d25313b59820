// 2.6.2 (3.x: default(none) applies to scalars too): under default(none) a variable from outside
// that the region accumulates (`s += a[i]`, which Acorn would reduce implicitly) or writes before
// reading in each iteration (`tmp`, which Acorn would make private) has no data attribute of the
// user's, and is an error at its first use, as GCC reports. A reduction clause (on the construct or
// a loop), a private clause, a data clause, the loop variable of a loop directive and a variable
// declared in the region need nothing more.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s
double total(int n, const double *a) {
  double s = 0;
#pragma acc parallel loop default(none) copyin(a[0:n]) firstprivate(n)
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
// CHECK: default_none_implicit_attributes.c:13:5: error: variable 's' is used in the region but not listed in a data clause, and the construct has default(none)

double kernels_total(int n, const double *a) {
  double s = 0;
#pragma acc kernels loop default(none) copyin(a[0:n], n)
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
// CHECK: default_none_implicit_attributes.c:22:5: error: variable 's' is used in the region but not listed in a data clause, and the construct has default(none)

void scratch(int n, double *a) {
  double tmp;
#pragma acc parallel loop default(none) copy(a[0:n]) firstprivate(n)
  for (int i = 0; i < n; i++) {
    tmp = a[i] * 2;
    a[i] = tmp + 1;
  }
}
// CHECK: default_none_implicit_attributes.c:31:5: error: variable 'tmp' is used in the region but not listed in a data clause, and the construct has default(none)

void inner_loop(int n, double *a) {
  int j;
#pragma acc parallel loop default(none) copy(a[0:n]) firstprivate(n)
  for (int i = 0; i < n; i++)
    for (j = 0; j < 4; j++)
      a[i] += j;
}
// CHECK: default_none_implicit_attributes.c:41:10: error: variable 'j' is used in the region but not listed in a data clause, and the construct has default(none)

double listed(int n, const double *a, double *b) {
  double s = 0, t, u, c = 0;
  int i;
#pragma acc parallel default(none) copyin(a[0:n]) copyout(b[0:n]) firstprivate(n) private(t)
  {
#pragma acc loop reduction(+:s)
    for (i = 0; i < n; i++) {
      t = a[i];
      s += t;
    }
#pragma acc loop private(u)
    for (i = 0; i < n; i++) {
      double v = a[i] * 2;
      u = v + 1;
      b[i] = u;
    }
  }
#pragma acc parallel loop default(none) copyin(a[0:n]) firstprivate(n) reduction(+:s) copy(c)
  for (i = 0; i < n; i++) {
    s += a[i];
    c += 1;
  }
  return s + c;
}
// CHECK-NOT: error:
