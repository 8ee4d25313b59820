// A program's macros named like what Acorn's generated code spells in the program's file (a C++
// file is lowered in place, after the program's own #defines; -Dkind=1 reaches it too) leave the
// generated statements alone: those spell only reserved names (`__acorn_cfg.__acorn_kind`) and
// Acorn's ABI (`acorn_...`). Inputs/lowered_names.h defines every name they spelled before (the
// directives' own clause names, async or num_gangs, are macro-expanded as GCC expands them, so the
// program does not use those clauses).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -Dkind=1 -Dlevels=1 -Dtrip=1 -Dasync=1 -Dstep=1 %s -o %t/prog_c && %t/prog_c | FileCheck %s
// RUN: %acorncxx -x c++ -Dkind=1 -Dlevels=1 -Dtrip=1 -Dasync=1 -Dstep=1 %s -o %t/prog_cxx && %t/prog_cxx | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=multicore %t/prog_cxx | FileCheck %s
// RUN: %acorncxx -x c++ --print-lowered %s | FileCheck --check-prefix=LOWERED %s
// CHECK: PASS
// LOWERED: ::__acorn_LaunchConfig __acorn_cfg; __acorn_cfg.__acorn_kind = 0; __acorn_cfg.__acorn_levels =
// LOWERED-NOT: {{[:][:]acorn[:][:]}}
#include <stdio.h>
#include <stdlib.h>
#include "Inputs/lowered_names.h"

#define N 64

#pragma acc routine vector
static void scale_row(double *row, int n, double by) {
#pragma acc loop vector
  for (int j = 0; j < n; j++)
    row[j] *= by;
}

static double table[N];
#pragma acc declare create(table)

static int scoped(int n) {
  int local[N];
#pragma acc declare create(local)
#pragma acc parallel loop present(local)
  for (int i = 0; i < n; i++)
    local[i] = i;
  int sum = 0;
#pragma acc parallel loop present(local) reduction(+:sum)
  for (int i = 0; i < n; i++)
    sum += local[i];
  return sum;
}

#ifdef __cplusplus
// A lambda holding a pointer, called in a template's region: its pointer fields are attached.
template <class F> static void forall(int n, F f) {
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    f(i);
}
static int lambda_fields(double *p) {
#pragma acc enter data copyin(p[0:N])
  forall(N, [=](int i) { p[i] *= 2; });
#pragma acc exit data copyout(p[0:N])
  return p[N - 1] != 2.0 * (N + 1);
}
#else
static int lambda_fields(double *p) { return 0; }
#endif

int main(void) {
  double a[N], b[N], m[N][N], s = 0, hi = -1;
  int hist[4] = {0, 0, 0, 0}, first[4] = {1, 2, 3, 4};
  double *p = (double *)malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) {
    b[i] = i;
    p[i] = 1;
  }
#pragma acc parallel loop gang vector copyout(a) copyin(b) reduction(+:s) reduction(max:hi)
  for (int i = 0; i < N; i++) {
    a[i] = 2 * b[i];
    s += b[i];
    hi = b[i] > hi ? b[i] : hi;
  }
#pragma acc wait
#pragma acc parallel loop collapse(2) copyout(m)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      m[i][j] = i + j;
#pragma acc parallel loop tile(8, 8) copy(m)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      m[i][j] += 1;
#pragma acc parallel loop gang copy(m)
  for (int i = 0; i < N; i++)
    scale_row(m[i], N, 2.0);
#pragma acc parallel loop copyin(b) copyout(a[1:N-2])
  for (int i = 1; i < N - 1; i++) {
#pragma acc cache(b[i-1:3])
    a[i] = b[i - 1] + b[i] + b[i + 1];
  }
#pragma acc parallel loop copy(hist) firstprivate(first)
  for (int i = 0; i < N; i++) {
#pragma acc atomic update
    hist[i % 4] += first[i % 4];
  }
  int total = 0;
#pragma acc kernels copyin(hist) copy(total)
  for (int k = 0; k < 4; k++)
    total += hist[k];
#pragma acc serial copy(total)
  total += 1;
#pragma acc enter data copyin(p[0:N])
#pragma acc parallel loop present(p[0:N])
  for (int i = 0; i < N; i++)
    p[i] += i;
#pragma acc host_data use_device(p)
  {
    if (p == NULL)
      total = -1;
  }
#pragma acc parallel loop
  for (int i = 0; i < N; i++)
    p[i] += 1;
#pragma acc exit data copyout(p[0:N])
#pragma acc parallel loop present(table)
  for (int i = 0; i < N; i++)
    table[i] = i;
#pragma acc update self(table)
  int bad = 0;
  for (int i = 1; i < N - 1; i++)
    bad += a[i] != 3.0 * i;
  for (int i = 0; i < N; i++)
    bad += m[i][i] != 2.0 * (2 * i + 1) || p[i] != i + 2 || table[i] != i;
  bad += s != N * (N - 1) / 2 || hi != N - 1 || total != (N / 4) * 10 + 1 || scoped(N) != N * (N - 1) / 2;
  bad += lambda_fields(p);
  printf("%s\n", bad ? "FAIL" : "PASS");
  free(p);
  return bad != 0;
}
