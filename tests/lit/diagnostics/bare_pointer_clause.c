// A pointer named bare in a compute construct's copy, copyin, copyout, create or firstprivate clause
// is the pointer only (2.7.2): with GPU code, a region that dereferences it gets a warning at the
// clause unless a data clause around the construct maps it (its data may then be present); a
// parameter `double A[][M]` is named as one. No warning for a section, for a region that does not
// dereference the pointer, nor for the host and multicore targets.
// RUN: %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %acorncc -acc=multicore -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=HOST --allow-empty
// HOST-NOT: warning:
#define M 8

void rows(int n, double A[][M]) {
#pragma acc parallel loop copy(A)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      A[i][j] *= 2;
}
// CHECK: bare_pointer_clause.c:[[@LINE-5]]:32: warning: 'A' is a parameter declared as an array of unknown first dimension, a pointer: copy(A) copies only the pointer 'A'; its data is not mapped: unless a data construct or enter data made it present, the region reads host memory through it on a GPU; write A[0:n]

void pointers(int n, double *p, double *q, double *r) {
#pragma acc parallel loop copyin(p) copyout(q) firstprivate(r)
  for (int i = 0; i < n; i++)
    q[i] = *(p + i) + r[i];
// CHECK: bare_pointer_clause.c:[[@LINE-3]]:34: warning: copyin(p) copies only the pointer 'p'
// CHECK: bare_pointer_clause.c:[[@LINE-4]]:45: warning: copyout(q) copies only the pointer 'q'
// CHECK: bare_pointer_clause.c:[[@LINE-5]]:61: warning: firstprivate(r) copies only the pointer 'r'
#pragma acc parallel loop create(p) copy(q[0:n])
  for (int i = 0; i < n; i++)
    q[i] = p == q; // p is not dereferenced
#pragma acc data copyin(p[0:n])
  {
#pragma acc parallel loop copy(p)
    for (int i = 0; i < n; i++)
      p[i] += 1; // mapped around the construct
  }
}
