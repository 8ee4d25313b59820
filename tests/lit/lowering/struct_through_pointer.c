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
// CHECK: "parallel loop", __func__}; acorn_map __acorn_m[7] = {{[{][{]}}(void *)&(fp->out)[0], (size_t)(fp->n) * sizeof((fp->out)[0]), ACORN_MAP_COPYOUT, 0, "fp->out[0:fp->n]", 0, 0},
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
// constant size), walked by a loop over the array into a list entered after the construct's maps;
// a subscript the host can evaluate stays as written (parts[k].a: by the first element reached).
struct pair parts[3], all[2];
void g(int n, int k) {
#pragma acc parallel loop collapse(2)
  for (int j = 0; j < 2; j++)
    for (int i = 0; i < n; i++)
      all[j].a[i] = parts[k].a[i];
}
// CHECK: "parallel loop", __func__}; acorn_map __acorn_m[3] =
// CHECK-SAME: {(void *)&(parts[k].a), sizeof(void *), ACORN_MAP_ATTACH, 4, "parts[k].a", 0, __acorn_reach_offset({{[^;]*}}, sizeof(*(parts[k].a)))}};
// CHECK-SAME: acorn_data_enter(&__acorn_c, __acorn_m, 3, __acorn_async, __acorn_if); size_t __acorn_ean0 = 0; acorn_map *__acorn_ea0 = (acorn_map *)__builtin_malloc((size_t)1 * 2 * sizeof(acorn_map));
// CHECK-SAME: for (size_t __acorn_e0_0 = 0; __acorn_e0_0 < 2; ++__acorn_e0_0) { acorn_map __acorn_one = {(void *)&(all[__acorn_e0_0].a), sizeof(void *), ACORN_MAP_ATTACH, 4, "all[j].a", 0, 0}; __acorn_ea0[__acorn_ean0++] = __acorn_one; } acorn_data_enter(&__acorn_c, __acorn_ea0, (int)__acorn_ean0, __acorn_async, __acorn_if);
// CHECK-SAME: acorn_data_exit(&__acorn_c, __acorn_ea0, (int)__acorn_ean0, __acorn_async, __acorn_if); __builtin_free(__acorn_ea0); acorn_data_exit(&__acorn_c, __acorn_m, 3,
// INFO: struct_through_pointer.c:38:1: remark: implicit ATTACH of 'parts[k].a'
// INFO: struct_through_pointer.c:38:1: remark: implicit ATTACH of 'all[j].a' for every element the subscripts may reach (2, in a loop)

// Subscripts of several arrays the region computes (`grid[i][j].w`, `lev[j].sub[i].a`): a loop per
// subscript, the first written outermost, at any count (`big`: 72 elements).
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
// CHECK: "parallel loop", __func__}; acorn_map __acorn_m[3] =
// CHECK-SAME: for (size_t __acorn_e0_1 = 0; __acorn_e0_1 < 2; ++__acorn_e0_1) for (size_t __acorn_e0_0 = 0; __acorn_e0_0 < 2; ++__acorn_e0_0) { acorn_map __acorn_one = {(void *)&(grid[__acorn_e0_1][__acorn_e0_0].w), sizeof(void *), ACORN_MAP_ATTACH, 4, "grid[i][j].w", 0, 0};
// CHECK-SAME: { acorn_map __acorn_one = {(void *)&(lev[__acorn_e1_1].sub[__acorn_e1_0].a), sizeof(void *), ACORN_MAP_ATTACH, 4, "lev[j].sub[i].a", 0, 0};
// CHECK-SAME: (acorn_map *)__builtin_malloc((size_t)1 * 8 * 9 * sizeof(acorn_map));
// CHECK-SAME: { acorn_map __acorn_one = {(void *)&(big[__acorn_e2_1][__acorn_e2_0].w), sizeof(void *), ACORN_MAP_ATTACH, 4, "big[i][j].w", 0, 0};
// INFO: struct_through_pointer.c:62:1: remark: implicit ATTACH of 'grid[i][j].w' for every element the subscripts may reach (2 x 2, in a loop)
// INFO: struct_through_pointer.c:62:1: remark: implicit ATTACH of 'lev[j].sub[i].a' for every element the subscripts may reach (2 x 2, in a loop)
// INFO: struct_through_pointer.c:62:1: remark: implicit ATTACH of 'big[i][j].w' for every element the subscripts may reach (8 x 9, in a loop)
