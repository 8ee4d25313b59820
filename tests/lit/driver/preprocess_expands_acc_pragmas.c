// -E expands the macros of `#pragma acc` directives, as GCC's -fopenacc -E does (2.1: the tokens
// after `#pragma acc` are subject to macro replacement), _Pragma ones too; other pragmas are
// printed as clang prints them. The preprocessed text compiles back to the same program (its
// macros are gone: unexpanded, the directives named CLAUSES and N).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -E %s -o %t/pre.i && FileCheck %s < %t/pre.i
// RUN: %acorncc %t/pre.i -o %t/prog_c && %t/prog_c | FileCheck --check-prefix=OUT %s
// RUN: %acorncxx -x c++ -E %s > %t/pre.ii && FileCheck %s < %t/pre.ii
// Without OpenACC the directives are left as written (GCC without -fopenacc).
// RUN: %acorncc -noacc -E %s | FileCheck --check-prefix=NOACC %s
// CHECK: #pragma acc parallel loop copy(a[0:100]) num_gangs(4) async(3)
// CHECK: #pragma GCC diagnostic push
// CHECK: #pragma acc wait(3)
// CHECK: #pragma acc kernels copy(a[0:100])
// NOACC: #pragma acc parallel loop CLAUSES async(QUEUE)
// OUT: PASS
#include <stdio.h>

#define N 100
#define NG 4
#define CLAUSES copy(a[0:N]) num_gangs(NG)
#define QUEUE 3
#define KERNELS _Pragma("acc kernels copy(a[0:N])")

static void step(double *a) {
#pragma acc parallel loop CLAUSES async(QUEUE)
  for (int i = 0; i < N; i++)
    a[i] += 1;
#pragma GCC diagnostic push
#pragma acc wait(QUEUE)
#pragma GCC diagnostic pop
  KERNELS
  for (int i = 0; i < N; i++)
    a[i] *= 2;
}

int main(void) {
  double a[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
  step(a);
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += a[i] != 2.0 * (i + 1);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
