// A region that reaches a struct only through a pointer's members, the struct not present, copies
// the struct (implicitAttribute): in and out through a pointer, only in through a pointer to const
// (its storage may be read-only, ACORN_MAP_FLAG_READONLY). -Minfo says which runs.
// RUN: %acorncc -fsyntax-only -Minfo=accel %s 2>&1 | FileCheck %s
// RUN: %acorncxx -x c++ -fsyntax-only -Minfo=accel %s 2>&1 | FileCheck %s
struct grid {
  int n;
  double *u;
};
double sum(const struct grid *g) {
  double s = 0;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < g->n; i++)
    s += g->u[i];
  return s;
}
// CHECK: minfo_pointer_to_const_struct.c:12:1: remark: implicit COPYIN (readonly) of '*g' where the struct it points to is not present
// CHECK-NOT: implicit COPY of '*g'

void scale(struct grid *w, const struct grid *r) {
#pragma acc parallel loop
  for (int i = 0; i < w->n; i++)
    w->u[i] *= r->u[i];
}
// CHECK: minfo_pointer_to_const_struct.c:21:1: remark: implicit COPY of '*w' where the struct it points to is not present
// CHECK: minfo_pointer_to_const_struct.c:21:1: remark: implicit COPYIN (readonly) of '*r' where the struct it points to is not present
