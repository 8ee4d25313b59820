// C: a struct the region takes whole (`struct V w = v;`, an element of an array of structs) has
// each pointer field attached for the construct, which -Minfo names; a pointer inside a union is
// left alone, with a warning naming it; past 64 pointers only the members the region names are
// attached, with a warning. A pointer member of the structs a pointer points to (`p[i].v`) is not
// attached implicitly: -Minfo says so.
// RUN: %acorncc -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s
struct V {
  double *p;
  int n;
};
struct Tagged {
  double *p;
  union {
    double *q;
    long bits;
  } u;
};
struct Big {
  double *rows[70];
};
void use(double *a, struct V v, struct V vs[2], struct Tagged t, struct Big big) {
  struct V pair[2] = {v, v};
#pragma acc parallel loop copy(a[0:10])
  for (int i = 0; i < 10; i++) {
    struct V w = v, x = pair[i % 2];
    struct Tagged u = t;
    struct Big b = big;
    a[i] = w.p[i] + x.p[i] + u.u.bits + b.rows[0][0];
  }
}
void elements(struct V *p, int n) {
#pragma acc parallel loop copyin(p[0:n])
  for (int i = 0; i < n; i++)
    p[i].p[0] = 1;
}
// CHECK: whole_struct_pointer_fields.c:23:1: warning: the pointer 't.u.q' lies in a union: it is not attached for the construct
// CHECK: whole_struct_pointer_fields.c:27:20: warning: 'big' is used whole in the region but holds more than 64 pointers: only those the region names are attached
// CHECK: whole_struct_pointer_fields.c:23:1: remark: implicit ATTACH of 'v.p'
// CHECK: whole_struct_pointer_fields.c:23:1: remark: implicit ATTACH of 'pair.p'
// CHECK: whole_struct_pointer_fields.c:23:1: remark: implicit ATTACH of 'pair.p'
// CHECK: whole_struct_pointer_fields.c:23:1: remark: implicit ATTACH of 't.p'
// CHECK-NOT: implicit ATTACH
// CHECK: whole_struct_pointer_fields.c:34:5: remark: the pointer 'p[i].p' of the structs 'p' points to is not attached implicitly
