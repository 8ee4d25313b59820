// attach and detach clauses (2.7.13-14) become ACORN_MAP_ATTACH and ACORN_MAP_DETACH maps of the
// pointer's own storage: on enter data, data and compute constructs (attached for the construct),
// detach on exit data (with finalize). An explicit attach of a member gets no second, implicit one.
// RUN: %acorncc --print-lowered %s | grep -v "^//" | FileCheck %s
struct s {
  int n;
  double *a;
};
void f(int n, double *q, double **pp, struct s *p) {
#pragma acc enter data copyin(p[0:1]) attach(p->a)
#pragma acc data attach(q, pp[1])
  {
#pragma acc parallel loop present(p[0:1]) attach(p->a)
    for (int i = 0; i < n; i++)
      p->a[i] = 0;
  }
#pragma acc exit data detach(p->a) finalize
}
// CHECK: {"{{.*}}attach_detach.c", 10, 1, "enter data", __func__}; acorn_map __acorn_m[2] = {{[{][{]}}(void *)&(p)[0], (size_t)(1) * sizeof((p)[0]), ACORN_MAP_COPYIN, 0, "p[0:1]", 0, 0}, {(void *)&(p->a), sizeof(void *), ACORN_MAP_ATTACH, 0, "p->a", 0, 0}};
// CHECK-SAME: acorn_enter_data(&__acorn_c, __acorn_m, 2,
// CHECK: {"{{.*}}attach_detach.c", 11, 1, "data", __func__}; acorn_map __acorn_m[2] = {{[{][{]}}(void *)&(q), sizeof(void *), ACORN_MAP_ATTACH, 0, "q", 0, 0}, {(void *)&(pp[1]), sizeof(void *), ACORN_MAP_ATTACH, 0, "pp[1]", 0, 0}};
// CHECK: {"{{.*}}attach_detach.c", 13, 1, "parallel loop", __func__}; acorn_map __acorn_m[2] = {{[{][{]}}(void *)&(p)[0], (size_t)(1) * sizeof((p)[0]), ACORN_MAP_PRESENT, 0, "p[0:1]", 0, 0}, {(void *)&(p->a), sizeof(void *), ACORN_MAP_ATTACH, 0, "p->a", 0, 0}};
// CHECK: acorn_data_exit(&__acorn_c, __acorn_m, 2, __acorn_async, __acorn_if); }
// CHECK: {"{{.*}}attach_detach.c", 17, 1, "exit data", __func__}; acorn_map __acorn_m[1] = {{[{][{]}}(void *)&(p->a), sizeof(void *), ACORN_MAP_DETACH, 0, "p->a", 0, 0}};
// CHECK-SAME: acorn_exit_data(&__acorn_c, __acorn_m, 1, ACORN_ASYNC_SYNC, __acorn_if, 1); }
