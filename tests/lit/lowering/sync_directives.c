// init, shutdown and set with their clauses; the if clause of wait; the wait clause of data
// directives: the queues are waited for (or the async queue made to wait) only when the if
// condition holds, before the data moves.
// RUN: %acorncc --print-lowered %s | grep -v "^#" | FileCheck %s
void f(int n, double *a, int dev, int q) {
#pragma acc init device_type(nvidia) device_num(dev)
#pragma acc set default_async(q) if(n > 0)
#pragma acc set device_type(*)
#pragma acc shutdown
#pragma acc wait(1, q) if(n) async(2)
#pragma acc update self(a[0:n]) wait(q) async(3) if(n > 100)
#pragma acc data copy(a[0:n]) wait
  {
  }
}
// CHECK: {"{{.*}}sync_directives.c", 6, 1, "init", __func__}; acorn_init_directive(&__acorn_c, "nvidia", 1, (int)(dev), 1); }
// CHECK: {"{{.*}}sync_directives.c", 7, 1, "set", __func__}; acorn_set_directive(&__acorn_c, 0, 0, 0, 1, (int)(q), (n > 0) ? 1 : 0); }
// CHECK: {"{{.*}}sync_directives.c", 8, 1, "set", __func__}; acorn_set_directive(&__acorn_c, "*", 0, 0, 0, 0, 1); }
// CHECK: {"{{.*}}sync_directives.c", 9, 1, "shutdown", __func__}; acorn_shutdown_directive(&__acorn_c, 0, 0, 0, 1); }
// CHECK: {"{{.*}}sync_directives.c", 10, 1, "wait", __func__}; if ((n) ? 1 : 0) { int __acorn_q[2] = {(int)(1), (int)(q)}; acorn_wait(&__acorn_c, __acorn_q, 2, (int)(2)); } }
// CHECK: {"{{.*}}sync_directives.c", 11, 1, "update", __func__};
// CHECK-SAME: int __acorn_if = (n > 100) ? 1 : 0; int __acorn_async = (int)(3);
// CHECK-SAME: if (__acorn_if) { int __acorn_q[1] = {(int)(q)}; acorn_wait(&__acorn_c, __acorn_q, 1, __acorn_async); }
// CHECK-SAME: acorn_update(&__acorn_c, __acorn_m, 1, __acorn_async, __acorn_if, 0); }
// CHECK: {"{{.*}}sync_directives.c", 12, 1, "data", __func__};
// CHECK-SAME: int __acorn_if = 1; int __acorn_async = ACORN_ASYNC_SYNC; if (__acorn_if) { int __acorn_q[1] = {0}; acorn_wait(&__acorn_c, __acorn_q, 0, __acorn_async); }
// CHECK-SAME: acorn_data_enter(&__acorn_c, __acorn_m, 1, __acorn_async, __acorn_if);
