// A pointer named bare in a compute construct's data clause (copy(p), firstprivate(p); copy(A) of a
// parameter `double A[][M]`) copies only the pointer: when the data it points to is not present,
// the device copy keeps the host address, which a GPU cannot follow. The emulated discrete device
// reports it, as it does for a pointer without a clause; the host and multicore targets share the
// host's memory.
// RUN: %acorncc %s -o %t
// RUN: env ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async not %t copy 2>&1 | FileCheck %s --check-prefix=COPY
// RUN: env ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async not %t firstprivate 2>&1 | FileCheck %s --check-prefix=FIRST
// RUN: env ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async not %t rows 2>&1 | FileCheck %s --check-prefix=ROWS
// RUN: env ACC_DEVICE_TYPE=multicore %t copy | FileCheck %s --check-prefix=SHARED
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define M 8

static void scale(int n, double A[][M]) {
#pragma acc parallel loop copy(A)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      A[i][j] *= 2;
}
// ROWS: bare_pointer_clause_host_address.c:[[@LINE-5]]:1: in 'parallel loop': 'A' points to host memory

int main(int argc, char **argv) {
  static double A[20][M];
  int n = 100;
  double *p = (double *)malloc(n * sizeof(double));
  for (int i = 0; i < n; i++)
    p[i] = i;
  const char *which = argc > 1 ? argv[1] : "copy";
  if (!strcmp(which, "rows"))
    scale(20, A);
  if (!strcmp(which, "copy")) {
#pragma acc parallel loop copy(p)
    for (int i = 0; i < n; i++)
      p[i] *= 2;
  }
// COPY: bare_pointer_clause_host_address.c:[[@LINE-4]]:1: in 'parallel loop': 'p' points to host memory
  if (!strcmp(which, "firstprivate")) {
#pragma acc parallel loop firstprivate(p)
    for (int i = 0; i < n; i++)
      p[i] += 1;
  }
// FIRST: bare_pointer_clause_host_address.c:[[@LINE-4]]:1: in 'parallel loop': 'p' points to host memory
  printf("p[3] = %g\n", p[3]);
  return 0;
}
// SHARED: p[3] = 6
