// A pointer from outside a kernels region that one part of the region (a loop nest, or the
// statements between nests) changes and a later part, or the host after the region, reads: a local
// pointer is a copy (2.6.2) that every part shares, attached to its target at entry and carried
// back to the host at exit; a global one is passed to each part by value, so the change would be
// lost: an error naming the pointer, where it changes and where it is read. A pointer loop's
// variable whose header alone changes it is carried (the host runs the header after the launch),
// and a pointer each part sets before reading is fine.
// RUN: not %acorncc -Minfo -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
// RUN: not %acorncxx -Minfo -x c++ -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
void pack(const double *a, double *c, int n) {
  double *p = c;
#pragma acc kernels copyin(a[0:n]) copy(c[0:n + 1])
  {
    for (int i = 0; i < n; i++)
      *p++ = a[i];
    *p = -1.0;
  }
}
// CHECK-DAG: kernels_pointer_changed_between_parts.c:12:1: remark: implicit COPY of 'p'
// CHECK-DAG: kernels_pointer_changed_between_parts.c:12:1: remark: implicit ATTACH of 'p'

double *skip(double *c, int n) {
  double *q = c;
#pragma acc kernels copy(c[0:n])
  {
    c[0] = 1.0;
    q += 2;
  }
  return q;
}
// CHECK-DAG: kernels_pointer_changed_between_parts.c:24:1: remark: implicit ATTACH of 'q'

double *fill(double *c, int n) {
  double *p, *q;
#pragma acc kernels copy(c[0:n])
  {
    for (p = c; p < c + n; p++)
      *p = 2.0;
    for (q = c; q < c + n; q += 2)
      *q += 1.0;
  }
  return p; // c + n: the host ran the first loop's header
}

double *cursor;
void append(const double *a, int n) {
#pragma acc kernels copyin(a[0:n])
  {
    for (int i = 0; i < n; i++)
      *cursor++ = a[i];
    *cursor = -1.0;
  }
}
// CHECK-DAG: kernels_pointer_changed_between_parts.c:50:8: error: 'cursor' is changed here and read at line 51, but each part of a kernels region (a loop nest, or the statements between nests) gets its own copy of a pointer: Acorn does not carry the change to later parts or to the host yet; index with an integer declared outside the region (c[k++]), or use a 'serial' or 'parallel' construct
