/* kernels, C: a library function writes what it gets through a pointer (memcpy, modf, frexp):
   the loop is sequential when that is shared ('last', another iteration's element); an assignment
   writes a struct variable, carried or written last like a scalar, private when each iteration
   writes it before reading it. */
// RUN: %acorncc -acc=multicore -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck %s
#include <math.h>
#include <string.h>
typedef struct { double s, c; } Acc;
#pragma acc routine seq
static Acc add(Acc a, double v) { Acc r = {a.s + v, a.c + 1}; return r; }

void f(int n, double *restrict a, double *restrict b, const double *restrict d, Acc *restrict p, Acc *res) {
  double last = 0;
  int ex = 0;
  Acc A = {0, 0}, lastA = {0, 0}, t;
#pragma acc kernels copy(a[0:n], b[0:n], d[0:n], p[0:n], last, ex, A, lastA)
  {
    for (int i = 0; i < n - 1; ++i)
      memcpy(&a[i + 1], &a[i], sizeof(double));
// CHECK: kernels_calls_write_arguments.c:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: the call of 'memcpy' passes '&a[i + 1]', which it may write)
    for (int i = 0; i < n; ++i)
      b[i] = modf(a[i], &last);
// CHECK: kernels_calls_write_arguments.c:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: 'last' is carried from one iteration to the next)
    for (int i = 0; i < n; ++i)
      b[i] = frexp(a[i], &ex);
// CHECK: kernels_calls_write_arguments.c:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: 'ex' is carried from one iteration to the next)
    for (int i = 0; i < n; ++i)
      A = add(A, d[i]);
// CHECK: kernels_calls_write_arguments.c:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: 'A' is carried from one iteration to the next)
    for (int i = 0; i < n; ++i)
      lastA = p[i];
// CHECK: kernels_calls_write_arguments.c:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: 'lastA' is written by every iteration and used after the loop)
    for (int i = 0; i < n; ++i) {
      t = p[i];
      b[i] = t.s + t.c;
    }
// CHECK: kernels_calls_write_arguments.c:[[@LINE-4]]:5: remark: loop scheduled as gang, vector, 't' private to each iteration
    for (int i = 0; i < n; ++i) {
      double ip;
      b[i] = modf(a[i], &ip) + ip;
    }
// CHECK: kernels_calls_write_arguments.c:[[@LINE-4]]:5: remark: loop scheduled as gang, vector
  }
  *res = lastA;
}
