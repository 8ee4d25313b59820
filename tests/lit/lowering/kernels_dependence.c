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

// A scalar both branches of an if write before reading it is private; with one branch writing
// it, the value of an earlier iteration may be read. A collapsed nest is one loop.
void g(int n, double *restrict a, double *restrict r, double (*restrict m)[64]) {
  double y, z;
#pragma acc kernels copyin(a[0:n]) copyout(r[0:n], m[0:n])
  {
    for (int i = 0; i < n; i++) {
      if (a[i] < 0.0) {
        y = -a[i];
      } else if (a[i] > 10.0) {
        y = 10.0;
      } else {
        y = a[i] * 0.5;
      }
      r[i] = y;
    }
    for (int i = 0; i < n; i++) {
      if (a[i] < 0.0)
        z = -a[i];
      r[i] += z;
    }
#pragma acc loop independent collapse(2)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < 64; j++)
        m[i][j] = a[i] + j;
  }
}
// CHECK: kernels_dependence.c:39:5: remark: loop scheduled as gang, vector, 'y' private to each iteration
// CHECK: kernels_dependence.c:49:5: remark: loop scheduled as seq (not parallel: 'z' is carried from one iteration to the next)
// CHECK: kernels_dependence.c:55:5: remark: loop scheduled as gang, vector, collapse(2)
// CHECK-NOT: kernels_dependence.c:56:{{.*}}loop scheduled

// Rows that depend on the row before: the loop over rows stays sequential, run by the host, which
// launches the loop along a row in each iteration; that loop runs in parallel (its elements are
// distinct and p[r - 1] is another row), with all gangs. Rows of a double ** may overlap: the
// loop along q's rows stays sequential, its nest one launch (the host would only add latency).
void h(int n, double (*restrict p)[64], double **q) {
#pragma acc kernels copy(p[0:n], q[0:n][0:64])
  {
    for (int r = 1; r < n; r++)
      for (int c = 0; c < 64; c++)
        p[r][c] += p[r - 1][c];
    for (int r = 1; r < n; r++)
      for (int c = 0; c < 64; c++)
        q[r][c] += q[r - 1][c];
  }
}
// CHECK: kernels_dependence.c:72:5: remark: loop runs sequentially on the host, launching the loop nests it holds in each iteration (not parallel: 'p[r][c]' is written and 'p[r - 1][c]' is used, which other iterations may write)
// CHECK: kernels_dependence.c:73:7: remark: loop scheduled as gang, vector
// CHECK: kernels_dependence.c:75:5: remark: loop scheduled as seq (not parallel: the elements of 'q' one iteration writes (q[r][c]) may be written by another)
// CHECK: kernels_dependence.c:76:7: remark: loop scheduled as seq (not parallel: 'q[r][c]' is written and 'q[r - 1][c]' is used, which other iterations may write)

// A kernels construct holding a statement and no loop runs it as a serial kernel.
void bump(double *a) {
#pragma acc kernels copy(a[0:1])
  a[0] += 1;
// CHECK: kernels_dependence.c:[[@LINE-1]]:3: remark: statements run as a serial kernel
}
