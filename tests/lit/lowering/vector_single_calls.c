// Vector-single code of a gang loop (2.5.1): a call of a function without side effects (a routine
// that reads through a const pointer and returns a value, sqrt) runs on every lane, each lane holding
// the value; a call with a side effect (taking a slot from a counter) runs on the leader alone, and
// the variable it sets is the gang's, shared by the lanes through the gang's storage.
// RUN: %acorncc --print-lowered %s | FileCheck %s
#include <math.h>
#pragma acc routine seq
static double weight(int b, const double *w) { return 0.5 * w[b] + b; }
#pragma acc routine seq
static int next(int *counter) { return (*counter)++; }
void f(int nb, int n, const double *restrict w, int *restrict counter, double *restrict out) {
#pragma acc parallel loop gang copyin(w[0:nb]) copy(counter[0:nb]) copyout(out[0:nb*n])
  for (int b = 0; b < nb; b++) {
    double x = weight(b, w);
    double r;
    r = sqrt(x);
    int k = next(&counter[b]);
#pragma acc loop vector
    for (int i = 0; i < n; i++)
      out[b * n + i] = x + r + k + i;
  }
}
// CHECK: {{^}}    double x = weight(b, w);
// CHECK-NEXT: {{^}}    double r;
// CHECK-NEXT: {{^}}    r = sqrt(x);
// CHECK-NEXT: int __acorn_initial_k; int (&k) = *(int (*))__acorn_ex.__acorn_private_storage(1u, __acorn_poff0);
// CHECK-SAME: __acorn_ex.__acorn_sync(1u); if (__acorn_ex.__acorn_leader(1u)) { k = next(&counter[b]); } __acorn_ex.__acorn_sync(1u);
