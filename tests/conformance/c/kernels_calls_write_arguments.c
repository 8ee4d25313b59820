/* 2.5.2: a kernels loop runs in parallel only when its iterations are independent. A library call
   writes what it gets through a pointer (memcpy, modf, frexp, remquo), and an assignment writes a
   struct variable: such loops with a dependence run in order, each result the sequential one
   (with four threads a race loses updates or leaves another iteration's value). A loop writing
   only its own element through a pointer of its body runs on four gangs. */
// RUN: %acorncc %s -o %t -lm && %run-targets %t
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=multicore OMP_NUM_THREADS=4 %t 2>&1 | FileCheck %s
#include <math.h>
#include <stdio.h>
#include <string.h>

typedef struct { double s, c; } Acc;
#pragma acc routine seq
static Acc add(Acc a, double v) { Acc r = {a.s + v, a.c + 1}; return r; }

#define N 100000
static double a[N], x[N], f[N], d[N];

int main(void) {
  int bad = 0, ex = 0, quo = 0;
  double last = 0;
  Acc A = {0, 0}, lastA = {0, 0};
  for (int i = 0; i < N; ++i) { a[i] = i; x[i] = 1.25 + i; d[i] = 1.0; }
#pragma acc kernels copy(a)
  for (int i = 0; i < N - 1; ++i) memcpy(&a[i + 1], &a[i], sizeof(double)); /* broadcast a[0] */
#pragma acc kernels copyin(x) copyout(f) copy(last, ex, quo)
  for (int i = 0; i < N; ++i) f[i] = modf(x[i], &last) + frexp(x[i], &ex) + remquo(x[i], 3.0, &quo);
#pragma acc kernels copyin(d) copy(A, lastA)
  for (int i = 0; i < N; ++i) {
    A = add(A, d[i]);
    lastA = A;
  }
  for (int i = 0; i < N; ++i)
    if (a[i] != 0.0) { bad += printf("memcpy: a[%d]=%g\n", i, a[i]) > 0; break; }
  int e, q;
  double ip;
  modf(x[N - 1], &ip);
  frexp(x[N - 1], &e);
  remquo(x[N - 1], 3.0, &q);
  if (last != ip || ex != e || quo != q) bad += printf("modf/frexp/remquo: %g %d %d\n", last, ex, quo) > 0;
  if (A.s != N || A.c != N || lastA.s != N) bad += printf("struct: A.s=%g A.c=%g\n", A.s, A.c) > 0;
  /* A pointer of the body to the iteration's own element: parallel. */
#pragma acc kernels copyin(x) copyout(f)
  for (int i = 0; i < N; ++i) {
    double *o = &f[i];
    *o = 2.0 * x[i];
  }
  for (int i = 0; i < N; ++i)
    if (f[i] != 2.0 * x[i]) { bad += printf("own element: f[%d]=%g\n", i, f[i]) > 0; break; }
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
// CHECK: PASS
/* memcpy, modf..., the struct: one thread each. */
// CHECK: num_gangs: 1
// CHECK: num_gangs: 1
// CHECK: num_gangs: 1
// CHECK: num_gangs: 4
