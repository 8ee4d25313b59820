// Parts of variables in data clauses that cannot be mapped are errors at the item: a bit-field has no
// address, deviceptr takes pointer variables, a compute region reaches a variable through one device
// copy (so one construct may not map two parts of it), only subscripts and members lead from a
// variable to its data, and a subscript after a section is not read as the rest of the dimension.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
struct B { int bf : 3; int x, y; double *p; };
void f(int n, struct B s, double *a, struct B *bp, double m[4][8]) {
#pragma acc enter data copyin(s.bf)
#pragma acc parallel loop copy(s.x, s.y)
  for (int i = 0; i < n; i++)
    s.x += s.y;
#pragma acc parallel loop copy(a[0:2], a[5:2])
  for (int i = 0; i < n; i++)
    a[i] = 1;
#pragma acc parallel loop deviceptr(s.p)
  for (int i = 0; i < n; i++)
    s.p[i] = 0;
#pragma acc enter data copyin((*bp).x)
#pragma acc update device(m[0:2][3])
}
// CHECK-DAG: data_parts.c:8:31: error: a bit-field has no address of its own and cannot appear in a data clause; map the struct
// CHECK-DAG: data_parts.c:9:37: error: this compute construct maps two parts of 's'; the region reaches 's' through one device copy, so map the whole variable or one contiguous part of it
// CHECK-DAG: data_parts.c:12:40: error: this compute construct maps two parts of 'a'; the region reaches 'a' through one device copy, so map the whole variable or one contiguous part of it
// CHECK-DAG: data_parts.c:15:37: error: a deviceptr clause takes pointer variables (2.7.5), not members, elements or sections
// CHECK-DAG: data_parts.c:18:31: error: only variables, their elements and members, members of 'this' and array sections of them (a, a[i], s.x, p->x, a[lo:n]) are supported in data clauses
// CHECK-DAG: data_parts.c:19:27: error: a subscript after an array section (a[0:n][j]) is not supported yet; write it as a section (a[0:n][j:1])
