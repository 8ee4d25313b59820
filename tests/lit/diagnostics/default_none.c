// default(none): every variable the region uses needs a data clause. In C a global constant is a
// variable too (as GCC says); in C++ one usable in constant expressions is not (not odr-used), a
// `const double` is.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=CXX
void f(int n, double *a, double s) {
#pragma acc parallel loop default(none) copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = s * i;
}
// CHECK: default_none.c:8:23: error: variable 'n' is used in the region but not listed in a data clause, and the construct has default(none)
// CHECK: default_none.c:9:12: error: variable 's' is used in the region but not listed in a data clause, and the construct has default(none)

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

static const int CN = 7;
static const double CD = 0.5;
const int LISTED = 3;
void constants(double *a) {
  const int lc = 5;
#pragma acc parallel loop default(none) copyout(a[0:50]) copyin(LISTED)
  for (int i = 0; i < 50; i++)
    a[i] = i + CN + lc + CD + LISTED;
}
// CHECK: default_none.c:36:21: error: variable 'lc' is used in the region
// CHECK: default_none.c:36:16: error: variable 'CN' is used in the region but not listed in a data clause, and the construct has default(none)
// CHECK: default_none.c:36:26: error: variable 'CD' is used in the region
// CXX-NOT: 'CN'
// CXX-NOT: 'lc'
// CXX: default_none.c:36:26: error: variable 'CD' is used in the region

// kernels: a variable read only by the condition of an if the host runs around the launches of
// its loop nests (KernelsUnits.h) is still one the region uses.
void branch(int flag, double *a) {
#pragma acc kernels default(none) copy(a[0:50])
  {
    if (flag) { for (int i = 0; i < 50; i++) a[i] += 1; }
  }
}
// CHECK: default_none.c:[[@LINE-3]]:9: error: variable 'flag' is used in the region but not listed in a data clause, and the construct has default(none)
// CXX: default_none.c:[[@LINE-4]]:9: error: variable 'flag' is used in the region but not listed in a data clause, and the construct has default(none)
// CHECK-NOT: error:
