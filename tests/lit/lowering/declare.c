// declare (2.13): a global's directive goes and the unit that defines it registers it before the
// program's constructors (create, link: priority 102) or after its own (copyin, whose value it reads),
// and unregisters it at the end (a library's dlclose); the symbol functions are hidden;
// the device unit defines its __device__ copy, which routine functions name through
// ACORN_DECLARED; a function's declare maps its variables to the end of the scope.
// RUN: %acorncc --print-lowered %s | FileCheck %s
double tab[64];
#pragma acc declare create(tab)
int big[64];
#pragma acc declare link(big)
int steps = 3;
#pragma acc declare copyin(steps)

#pragma acc routine seq
double get(int i) { return tab[i] + big[i]; }

void f(double *a, int n) {
  double w[8];
#pragma acc declare create(w) present(a[0:n])
  a[0] = w[0];
}
// CHECK: static const acorn_construct __acorn_dc_19_1 = {"{{.*}}declare.c", 19, 1, "declare", __func__}; acorn_map __acorn_dm_19_1[2] = {{[{][{]}}(void *)&(w), sizeof(w), ACORN_MAP_CREATE, 0, "w", 0, 0}, {(void *)&(a)[0], (size_t)(n) * sizeof((a)[0]), ACORN_MAP_PRESENT, 0, "a[0:n]", 0, 0}}; acorn_data_enter(&__acorn_dc_19_1, __acorn_dm_19_1, 2, ACORN_ASYNC_SYNC, 1); acorn_declare_scope __acorn_ds_19_1 __attribute__((__cleanup__(acorn_declare_exit))) = {&__acorn_dc_19_1, __acorn_dm_19_1, 2};
// CHECK: __attribute__((__visibility__("hidden"))) const void *__acorn_declare_symbol_[[H:[0-9A-F]+]](int);
// CHECK-NEXT: static acorn_declare_global __acorn_declare_symbol_[[H]]_globals[] = {{[{][{]}}(void *)&tab, sizeof(tab), ACORN_MAP_CREATE, "tab", 0}, {(void *)&big, sizeof(big), ACORN_MAP_LINK, "big", 0}};
// CHECK-NEXT: static void __acorn_declare_symbol_[[H]]_register(void) __attribute__((__constructor__(102)));
// CHECK-NEXT: static void __acorn_declare_symbol_[[H]]_register(void) { {{.*}}acorn_declare_globals(&__acorn_c, __acorn_declare_symbol_[[H]]_globals, 2, __acorn_declare_symbol_[[H]]); }
// CHECK-NEXT: static void __acorn_declare_symbol_[[H]]_unregister(void) __attribute__((__destructor__(102)));
// CHECK-NEXT: static void __acorn_declare_symbol_[[H]]_unregister(void) { acorn_undeclare_globals(__acorn_declare_symbol_[[H]]_globals, 2); }
// CHECK: __attribute__((__visibility__("hidden"))) const void *__acorn_declare_symbol_[[H]]_late(int);
// CHECK-NEXT: static acorn_declare_global __acorn_declare_symbol_[[H]]_late_globals[] = {{[{][{]}}(void *)&steps, sizeof(steps), ACORN_MAP_COPYIN, "steps", 0}};
// CHECK-NEXT: static void __acorn_declare_symbol_[[H]]_late_register(void) __attribute__((__constructor__));
// CHECK-NEXT: static void __acorn_declare_symbol_[[H]]_late_register(void) { {{.*}}acorn_declare_globals(&__acorn_c, __acorn_declare_symbol_[[H]]_late_globals, 1, __acorn_declare_symbol_[[H]]_late); }
// CHECK-NEXT: static void __acorn_declare_symbol_[[H]]_late_unregister(void) __attribute__((__destructor__(102)));
// CHECK: ---- kernel unit ----
// CHECK: ACORN_GPU_ONLY(extern "C" { __device__ ACORN_COPY_TYPE(tab) __acorn_dg_3tab; })
// CHECK: ACORN_GPU_ONLY(extern "C" { __device__ ACORN_COPY_TYPE(big) *__acorn_dl_3big; })
// CHECK: extern "C" __attribute__((__visibility__("hidden"))) const void *__acorn_declare_symbol_[[H]](int __acorn_i) { switch (__acorn_i) { case 0: return ACORN_DEVICE_SYMBOL(__acorn_dg_3tab); case 1: return ACORN_DEVICE_SYMBOL(__acorn_dl_3big); }
// CHECK: extern "C" __attribute__((__visibility__("hidden"))) const void *__acorn_declare_symbol_[[H]]_late(int __acorn_i) { switch (__acorn_i) { case 0: return ACORN_DEVICE_SYMBOL(__acorn_dg_5steps); }
// CHECK: ACORN_HD double get(int i) { return ACORN_DECLARED(tab, __acorn_dg_3tab)[i] + ACORN_DECLARED(big, (*__acorn_dl_3big))[i]; }
