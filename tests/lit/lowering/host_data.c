// host_data in C: the runtime fills the device addresses; a pointer is redeclared with its
// device address for the body, an array (C has no references) is reached through a pointer to its
// device copy, and each of its uses in the body is rewritten.
// RUN: %acorncc --print-lowered %s | grep -v "^#" | FileCheck %s
void gemv(int n, double *x, double *y);
double g[64];
void f(int n, double *x, int use) {
  double y[64];
#pragma acc host_data use_device(x, y, g) if(use) if_present
  {
    gemv(n, x, y);
    gemv(sizeof(y) / sizeof(y[0]), &g[1], y);
  }
}
// CHECK: static const acorn_construct __acorn_c = {"{{.*}}host_data.c", 9, 1, "host_data", __func__};
// CHECK-SAME: acorn_map __acorn_m[3] = {{[{][{]}}(void *)(x), 0, ACORN_MAP_USE_DEVICE, 0, "x", 0, 0},
// CHECK-SAME: {(void *)&(y), sizeof(y), ACORN_MAP_USE_DEVICE, 0, "y", 0, 0},
// CHECK-SAME: {(void *)&(g), sizeof(g), ACORN_MAP_USE_DEVICE, 0, "g", 0, 0}};
// CHECK-SAME: acorn_host_data(&__acorn_c, __acorn_m, 3, (use) ? 1 : 0, 1);
// CHECK-SAME: { __typeof__(x) x = (__typeof__(x))__acorn_map_device(&__acorn_m[0]);
// CHECK-SAME: __typeof__(y) *__acorn_hd9_1_1 = (__typeof__(y) *)__acorn_map_device(&__acorn_m[1]);
// CHECK-SAME: __typeof__(g) *__acorn_hd9_1_2 = (__typeof__(g) *)__acorn_map_device(&__acorn_m[2]);
// CHECK-NEXT: {
// CHECK-NEXT: gemv(n, x, (*__acorn_hd9_1_1));
// CHECK-NEXT: gemv(sizeof((*__acorn_hd9_1_1)) / sizeof((*__acorn_hd9_1_1)[0]), &(*__acorn_hd9_1_2)[1], (*__acorn_hd9_1_1));
// CHECK-NEXT: } } }
