// A shared library built without -fPIC, as gcc and clang link one from such a file on x86-64
// (their default is PIE code): Acorn's objects reference no thread-local variable of their own (the
// gang a host thread runs is libacorn's, acorn_host_exec_swap), whose local-exec relocation the
// linker refused ("R_X86_64_TPOFF32 ... recompile with -fPIC"). A program loads it and runs its
// region, with a routine's orphaned loop (which asks for the gang it runs in), and a tiled transpose
// whose reads are staged and a cache directive's section (their host buffers are libacorn's,
// acorn_host_stage_buffer: a thread-local of the library's object took the local-exec model).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -DLIBRARY -shared %s -o %t/libsum.so
// RUN: %acorncc %s -L%t -lsum -Wl,-rpath,%t -o %t/prog && %t/prog | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=multicore %t/prog | FileCheck %s
// RUN: env ACORN_EMULATE_DISCRETE=async %t/prog | FileCheck %s
// RUN: %acorncxx -x c++ -DLIBRARY -shared %s -o %t/libsumxx.so
// RUN: %acorncxx -x c++ %s -L%t -lsumxx -Wl,-rpath,%t -o %t/progxx && %t/progxx | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=multicore %t/progxx | FileCheck %s
// CHECK: PASS
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif
double lib_sum(int n);
double lib_transpose(int n, const float *in, float *out);
double lib_lookup(int n, const int *k);
#ifdef __cplusplus
}
#endif

#ifdef LIBRARY
#pragma acc routine vector
static double row_sum(int i, int n) {
  double s = 0;
#pragma acc loop vector reduction(+:s)
  for (int j = 0; j < n; j++)
    s += i;
  return s;
}

double lib_sum(int n) {
  double s = 0;
#pragma acc parallel loop gang reduction(+:s)
  for (int i = 0; i < n; i++)
    s += row_sum(i, 4);
  return s;
}

double lib_transpose(int n, const float *in, float *out) {
#pragma acc parallel loop tile(8, 8) copyin(in[0:n*n]) copyout(out[0:n*n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      out[j * n + i] = in[i * n + j];
  return out[1];
}

double lib_lookup(int n, const int *k) {
  int table[64];
  double s = 0;
  for (int i = 0; i < 64; i++)
    table[i] = i * i;
#pragma acc parallel loop copyin(table[0:64], k[0:n]) reduction(+:s)
  for (int i = 0; i < n; i++) {
#pragma acc cache(table[0:64])
    s += table[k[i]];
  }
  return s;
}
#else
int main(void) {
  enum { n = 37 };
  static float in[n * n], out[n * n];
  int k[100];
  for (int i = 0; i < n * n; i++)
    in[i] = (float)i;
  for (int i = 0; i < 100; i++)
    k[i] = i % 64;
  double s = lib_sum(100);
  lib_transpose(n, in, out);
  int ok = s == 4 * 4950.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      ok &= out[j * n + i] == in[i * n + j];
  double want = 0;
  for (int i = 0; i < 100; i++)
    want += (i % 64) * (i % 64);
  ok &= lib_lookup(100, k) == want;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
#endif
