// `if (e > m) m = e;` (and <, >=, <=) in a kernels loop is an implicit max or min reduction on m;
// an if with an else, or one that assigns another value, is not.
// RUN: %acorncc -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck %s
#include <math.h>

void sweep(int n, const double *restrict a, const double *restrict b, double *err, double *low, double *other) {
  double e = 0.0, l = 1e30, o = 0.0;
#pragma acc kernels copyin(a[0:n], b[0:n])
  {
    for (int i = 0; i < n; i++) {
      double d = fabs(a[i] - b[i]);
      if (d > e)
        e = d;
      if (l >= a[i]) {
        l = a[i];
      }
    }
// CHECK: kernels_conditional_extremum.c:[[@LINE-8]]:5: remark: loop scheduled as gang, vector, implicit reduction on 'e', implicit reduction on 'l'
    for (int i = 0; i < n; i++)
      if (a[i] > o)
        o = b[i];
// CHECK: kernels_conditional_extremum.c:[[@LINE-3]]:5: remark: loop scheduled as seq (not parallel: 'o' is carried from one iteration to the next
  }
  *err = e;
  *low = l;
  *other = o;
}
