// declare (2.13): a global's directive goes and the unit that defines it registers it before main;
// the device unit defines its __device__ copy, which routine functions name through
// ACORN_DECLARED; a function's declare maps its variables to the end of the scope.
// RUN: %acorncc --print-lowered %s | FileCheck %s
double tab[64];
#pragma acc declare create(tab)
int big[64];
#pragma acc declare link(big)

#pragma acc routine seq
double get(int i) { return tab[i] + big[i]; }

void f(double *a, int n) {
  double w[8];
#pragma acc declare create(w) present(a[0:n])
  a[0] = w[0];
}
// CHECK: static const acorn_construct __acorn_dc_15_1 = {"{{.*}}declare.c", 15, 1, "declare"}; acorn_map __acorn_dm_15_1[2] = {{[{][{]}}(void *)&(w), sizeof(w), ACORN_MAP_CREATE, 0, "w", 0, 0}, {(void *)&(a)[0], (size_t)(n) * sizeof((a)[0]), ACORN_MAP_PRESENT, 0, "a[0:n]", 0, 0}}; acorn_data_enter(&__acorn_dc_15_1, __acorn_dm_15_1, 2, ACORN_ASYNC_SYNC, 1); acorn_declare_scope __acorn_ds_15_1 __attribute__((__cleanup__(acorn_declare_exit))) = {&__acorn_dc_15_1, __acorn_dm_15_1, 2};
// CHECK: static void __acorn_declare_register(void) { {{.*}}{(void *)&tab, sizeof(tab), ACORN_MAP_CREATE, "tab", 0}, {(void *)&big, sizeof(big), ACORN_MAP_LINK, "big", 0}}; acorn_declare_globals(&__acorn_c, __acorn_dg, 2, __acorn_declare_symbol_{{[0-9A-F]+}}); }
// CHECK: ---- kernel unit ----
// CHECK: ACORN_GPU_ONLY(extern "C" { __device__ ACORN_COPY_TYPE(tab) __acorn_dg_3tab; })
// CHECK: ACORN_GPU_ONLY(extern "C" { __device__ ACORN_COPY_TYPE(big) *__acorn_dl_3big; })
// CHECK: case 0: return ACORN_DEVICE_SYMBOL(__acorn_dg_3tab); case 1: return ACORN_DEVICE_SYMBOL(__acorn_dl_3big);
// CHECK: ACORN_HD double get(int i) { return ACORN_DECLARED(tab, __acorn_dg_3tab)[i] + ACORN_DECLARED(big, (*__acorn_dl_3big))[i]; }
