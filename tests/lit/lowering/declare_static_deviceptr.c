// declare of function-static variables (2.13): registered once, where the directive is first reached
// (an acquire load skips the call afterwards), with no __device__ copy: regions find them present.
// declare deviceptr of a global pointer: a __device__ copy that routines name, registered with the
// deviceptr kind (the runtime writes the pointer's value into it before launches); regions in C
// take the pointer by value.
// RUN: %acorncc --print-lowered %s | FileCheck %s
double *dp;
#pragma acc declare deviceptr(dp)

#pragma acc routine seq
double get(int i) { return dp[i]; }

double f(int n) {
  static double keep[32];
  static int calls;
#pragma acc declare create(keep) copyin(calls)
#pragma acc parallel loop
  for (int i = 0; i < 32; i++)
    keep[i] += dp[i];
  return keep[0];
}
// CHECK: { static const acorn_construct __acorn_dsc_16_1 = {"{{.*}}declare_static_deviceptr.c", 16, 1, "declare", __func__}; static acorn_declare_global __acorn_dsg_16_1[] = {{[{][{]}}(void *)&keep, sizeof(keep), ACORN_MAP_CREATE, "keep", 0}, {(void *)&calls, sizeof(calls), ACORN_MAP_COPYIN, "calls", 0}}; static int __acorn_dso_16_1; if (!__atomic_load_n(&__acorn_dso_16_1, __ATOMIC_ACQUIRE)) acorn_declare_statics(&__acorn_dsc_16_1, __acorn_dsg_16_1, 2, &__acorn_dso_16_1); }
// CHECK: acorn_map __acorn_m[1] = {{[{][{]}}(void *)&(keep), sizeof(keep), ACORN_MAP_PRESENT, 4, "keep", 0, 0}};
// CHECK: {(void *)&dp, sizeof(dp), ACORN_MAP_DEVICEPTR, "dp", 0}
// CHECK: ---- kernel unit ----
// CHECK: ACORN_GPU_ONLY(extern "C" { __device__ ACORN_COPY_TYPE(dp) __acorn_dg_2dp; })
// CHECK: ACORN_HD double get(int i) { return ACORN_DECLARED(dp, __acorn_dg_2dp)[i]; }
// CHECK: [&keep = *::__acorn_device_address((double (*)[32])keep, __acorn_m[0]), dp = dp]
