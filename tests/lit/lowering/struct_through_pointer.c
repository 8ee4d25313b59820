// A pointer the region uses only to reach members (`fp->n`) names one struct: its map carries the
// struct's size and ACORN_MAP_FLAG_STRUCT_TARGET (65536), so the runtime copies the struct when it
// is not present; a pointer used otherwise (`q[i].x`) does not. Pointer members the region uses
// (`fp->in`, `s.a`) are attached for the construct (implicit ACORN_MAP_ATTACH), once each, not
// again where a clause attaches them; a struct declared in the region is left alone.
// RUN: %acorncc --print-lowered -Minfo=accel %s 2>%t.remarks | grep -v "^//" | FileCheck %s
// RUN: FileCheck --check-prefix=INFO %s < %t.remarks
typedef struct {
  int n;
  double *in, *out;
} field;
struct pair {
  double x, *a;
};
void f(field *fp, struct pair *q, struct pair s) {
#pragma acc parallel loop copyout(fp->out[0:fp->n])
  for (int i = 0; i < fp->n; i++) {
    struct pair local = s;
    fp->out[i] = fp->in[i] + s.a[i] + q[i].x + local.a[0];
  }
}
// CHECK: "parallel loop"}; acorn_map __acorn_m[7] = {{[{][{]}}(void *)&(fp->out)[0], (size_t)(fp->n) * sizeof((fp->out)[0]), ACORN_MAP_COPYOUT, 0, "fp->out[0:fp->n]", 0, 0},
// CHECK-SAME: {(void *)(fp), sizeof(*(fp)), ACORN_MAP_POINTER, 65540, "*fp", 0, 0},
// CHECK-SAME: {(void *)&(s), sizeof(s), ACORN_MAP_COPY, 4, "s", 0, 0},
// CHECK-SAME: {(void *)(q), 0, ACORN_MAP_POINTER, 4, "q", 0, 0},
// CHECK-SAME: {(void *)&(fp->out), sizeof(void *), ACORN_MAP_ATTACH, 0, "fp->out", 0, 0},
// CHECK-SAME: {(void *)&(fp->in), sizeof(void *), ACORN_MAP_ATTACH, 4, "fp->in", 0, 0},
// CHECK-SAME: {(void *)&(s.a), sizeof(void *), ACORN_MAP_ATTACH, 4, "s.a", 0, 0}};
// INFO: struct_through_pointer.c:16:1: remark: implicit COPY of '*fp' where the struct it points to is not present
// INFO: struct_through_pointer.c:16:1: remark: implicit ATTACH of 'fp->in'
// INFO: struct_through_pointer.c:16:1: remark: implicit ATTACH of 's.a'

// Each element's pointer member when the region computes the subscript (an array of structs of
// constant size); a subscript the host can evaluate stays as written.
struct pair parts[3], all[2];
void g(int n, int k) {
#pragma acc parallel loop collapse(2)
  for (int j = 0; j < 2; j++)
    for (int i = 0; i < n; i++)
      all[j].a[i] = parts[k].a[i];
}
// CHECK: "parallel loop"}; acorn_map __acorn_m[{{[0-9]+}}] =
// CHECK-SAME: {(void *)&(all[0].a), sizeof(void *), ACORN_MAP_ATTACH, 4, "all[0].a", 0, 0}, {(void *)&(all[1].a), sizeof(void *), ACORN_MAP_ATTACH, 4, "all[1].a", 0, 0}, {(void *)&(parts[k].a), sizeof(void *), ACORN_MAP_ATTACH, 4, "parts[k].a", 0, 0}};

// Subscripts of several arrays the region computes (`grid[i][j].w`, `lev[j].sub[i].a`): one item
// per element they reach, the last subscript written fastest; beyond 64 elements in all, none
// (`big`: the list ends with lev's).
struct blk {
  int n;
  double *w;
};
struct blk grid[2][2], big[8][9];
struct lev {
  struct pair sub[2];
} lev[2];
void h(int n) {
#pragma acc parallel loop collapse(3)
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++)
      for (int q = 0; q < n; q++)
        grid[i][j].w[q] += lev[j].sub[i].a[q] + big[i][j].w[q];
}
// CHECK: "parallel loop"}; acorn_map __acorn_m[{{[0-9]+}}] =
// CHECK-SAME: {(void *)&(grid[0][0].w), sizeof(void *), ACORN_MAP_ATTACH, 4, "grid[0][0].w", 0, 0}, {(void *)&(grid[0][1].w), sizeof(void *), ACORN_MAP_ATTACH, 4, "grid[0][1].w", 0, 0}, {(void *)&(grid[1][0].w), sizeof(void *), ACORN_MAP_ATTACH, 4, "grid[1][0].w", 0, 0}, {(void *)&(grid[1][1].w), sizeof(void *), ACORN_MAP_ATTACH, 4, "grid[1][1].w", 0, 0},
// CHECK-SAME: {(void *)&(lev[0].sub[0].a), sizeof(void *), ACORN_MAP_ATTACH, 4, "lev[0].sub[0].a", 0, 0}, {(void *)&(lev[0].sub[1].a), sizeof(void *), ACORN_MAP_ATTACH, 4, "lev[0].sub[1].a", 0, 0}, {(void *)&(lev[1].sub[0].a), sizeof(void *), ACORN_MAP_ATTACH, 4, "lev[1].sub[0].a", 0, 0}, {(void *)&(lev[1].sub[1].a), sizeof(void *), ACORN_MAP_ATTACH, 4, "lev[1].sub[1].a", 0, 0}};
// INFO: struct_through_pointer.c:57:1: remark: implicit ATTACH of 'grid[1][0].w'
// INFO: struct_through_pointer.c:57:1: remark: implicit ATTACH of 'lev[1].sub[0].a'
