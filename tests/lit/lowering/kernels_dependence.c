// kernels (2.5.2): loops without independent run in parallel when Acorn proves their iterations
// independent; a scalar written before it is read becomes private, an accumulation becomes a
// reduction, and a loop that stays sequential gets a remark saying why.
// RUN: %acorncc -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s
#include <math.h>
void f(int n, double *restrict a, double *restrict b, double *c, double *d, double *s_out, double *m_out) {
  double s = 0.0, m = 0.0, t;
#pragma acc kernels copy(a[0:n], b[0:n], c[0:n], d[0:n])
  {
    for (int i = 0; i < n; i++) {
      t = a[i] * 2.0;
      b[i] = t + 1.0;
    }
    for (int i = 0; i < n; i++)
      s += a[i];
    for (int i = 0; i < n; i++)
      m = fmax(m, fabs(b[i]));
    for (int i = 0; i < n; i++)
      c[i] = d[i] + 1.0;
    for (int i = 1; i < n; i++)
      a[i] = a[i - 1] + 1.0;
  }
  *s_out = s;
  *m_out = m;
}
// CHECK: kernels_dependence.c:10:5: remark: loop scheduled as gang, vector, 't' private to each iteration
// CHECK: kernels_dependence.c:14:5: remark: loop scheduled as gang, vector, implicit reduction on 's'
// CHECK: kernels_dependence.c:16:5: remark: loop scheduled as gang, vector, implicit reduction on 'm'
// CHECK: kernels_dependence.c:18:5: remark: loop scheduled as seq (not parallel: 'c' and 'd' may point to the same memory (declare them restrict or mark the loop independent))
// CHECK: kernels_dependence.c:20:5: remark: loop scheduled as seq (not parallel: 'a[i]' is written and 'a[i - 1]' is used, which other iterations may write)
// CHECK: kernels_dependence.c:18:5: remark: loop nest runs sequentially on the device: no loop in it can run in parallel
