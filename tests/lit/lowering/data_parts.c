// Data clause items that are parts of a variable (2.7.1): an element or a member maps its own
// storage (&item, sizeof item) and the region reaches the variable through that map; a row a[i][lo:n]
// is a section of the row; sections reached through another pointer (pp[i][lo:n], arr[i].v[lo:n])
// attach that pointer; a section of an array member of an element (p[i].w[lo:n]) attaches nothing.
// RUN: %acorncc --print-lowered %s | FileCheck %s
struct S { int n; double *v; double w[4]; };
void f(int n, double a[8][16], double **pp, struct S s, struct S *p, struct S arr[4], int i) {
#pragma acc parallel loop copy(a[i][0:16])
  for (int j = 0; j < 16; j++)
    a[i][j] += 1;
#pragma acc serial copy(a[2][5]) copyin(s.n)
  a[2][5] = s.n;
#pragma acc enter data copyin(pp[i][0:n], arr[i].v[0:n], p[i].w[0:4])
#pragma acc update self(p->n, arr[1].w[2])
}
// CHECK: acorn_map __acorn_m[1] = {{[{][{]}}(void *)&(a[i])[0], (size_t)(16) * sizeof((a[i])[0]), ACORN_MAP_COPY, 0, "a[i][0:16]", 0, 0}};
// CHECK: acorn_map __acorn_m[2] = {{[{][{]}}(void *)&(a[2][5]), sizeof(a[2][5]), ACORN_MAP_COPY, 0, "a[2][5]", 0, 0}, {(void *)&(s.n), sizeof(s.n), ACORN_MAP_COPYIN, 0, "s.n", 0, 0}};
// CHECK: acorn_map __acorn_m[5] = {{[{][{]}}(void *)&(pp[i])[0], (size_t)(n) * sizeof((pp[i])[0]), ACORN_MAP_COPYIN, 0, "pp[i][0:n]", 0, 0}, {(void *)&(arr[i].v)[0], (size_t)(n) * sizeof((arr[i].v)[0]), ACORN_MAP_COPYIN, 0, "arr[i].v[0:n]", 0, 0}, {(void *)&(p[i].w)[0], (size_t)(4) * sizeof((p[i].w)[0]), ACORN_MAP_COPYIN, 0, "p[i].w[0:4]", 0, 0}, {(void *)&(pp[i]), sizeof(void *), ACORN_MAP_ATTACH, 0, "pp[i]", 0, 0}, {(void *)&(arr[i].v), sizeof(void *), ACORN_MAP_ATTACH, 0, "arr[i].v", 0, 0}};
// CHECK: acorn_map __acorn_m[2] = {{[{][{]}}(void *)&(p->n), sizeof(p->n), ACORN_MAP_UPDATE_SELF, 0, "p->n", 0, 0}, {(void *)&(arr[1].w[2]), sizeof(arr[1].w[2]), ACORN_MAP_UPDATE_SELF, 0, "arr[1].w[2]", 0, 0}};
// CHECK: ---- kernel unit ----
// CHECK: [a = ::__acorn_device_address(a, __acorn_m[0]), i = i]
// CHECK: [a = ::__acorn_device_address(a, __acorn_m[0]), &s = *::__acorn_device_address(s, __acorn_m[1])]
