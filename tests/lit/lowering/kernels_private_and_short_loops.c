// kernels and loop auto: a variable in the loop's private clause is each iteration's own, so
// writing it is no dependence (a scratch array filled per point, a temporary). An inner loop with
// a constant trip count below a warp (4 components of a point) runs whole in each thread of the
// partitioned loop around it, which takes gang and vector; a longer inner loop keeps vector.
// RUN: %acorncc -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck %s
#define N 4096
void moments(const double *restrict a, double *restrict b, double *restrict c, int m) {
  double tmp[4], t;
#pragma acc kernels copyin(a[0:N]) copyout(b[0:N], c[0:N * 64])
  {
#pragma acc loop private(tmp)
    for (int i = 0; i < N; ++i) {
      for (int k = 0; k < 4; ++k)
        tmp[k] = a[i] * (k + 1);
      b[i] = tmp[0] + tmp[3];
    }
// CHECK: kernels_private_and_short_loops.c:[[@LINE-5]]:5: remark: loop scheduled as gang, vector
// CHECK: kernels_private_and_short_loops.c:[[@LINE-5]]:7: remark: loop scheduled as seq (not parallel: its few iterations run whole in each thread of the enclosing parallel loop)
    for (int i = 0; i < N; ++i)
      for (int k = 0; k < 64; ++k)
        c[i * 64 + k] = a[i] * k;
// CHECK: kernels_private_and_short_loops.c:[[@LINE-3]]:5: remark: loop scheduled as gang
// CHECK: kernels_private_and_short_loops.c:[[@LINE-3]]:7: remark: loop scheduled as vector
  }
#pragma acc parallel loop auto private(t, tmp) copyin(a[0:N]) copyout(b[0:N])
  for (int i = 0; i < N; ++i) {
    for (int k = 0; k < 4; ++k)
      tmp[k] = a[i] * (k + 1);
    t = 0;
    for (int k = 0; k < 4; ++k)
      t += tmp[k];
    b[i] = t;
  }
// CHECK: kernels_private_and_short_loops.c:[[@LINE-8]]:3: remark: loop scheduled as gang, vector
}
