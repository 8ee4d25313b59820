// A gang loop that is its launch's only loop, without reductions, whose bounds are constants and
// firstprivate scalars: the host computes its trip count and the GPU grid gives each iteration its
// own thread. Bounds the host cannot evaluate as the device would, and reductions (whose gangs
// combine atomically), keep the grid sized to fill the GPU.
// RUN: %acorncc --print-lowered %s 2>&1 | FileCheck %s
void triad(int n, int first, double *a, const double *b, const double *c, const int *len) {
#pragma acc parallel loop copyout(a[0:n]) copyin(b[0:n], c[0:n])
  for (int i = first; i <= n - 1; i += 2)
    a[i] = b[i] + 3.0 * c[i];
// CHECK: __acorn_cfg.trip = acorn::trip_le(first, n - 1, (long long)(2)); __acorn_cfg.trip_levels = 5u;
#pragma acc parallel loop collapse(2) copyout(a[0:n*n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i * n + j] = 0;
// CHECK: __acorn_cfg.trip = acorn::trip_lt(0, n, 1LL) * acorn::trip_lt(0, n, 1LL);
  double s = 0;
#pragma acc parallel loop copyin(b[0:n]) reduction(+:s)
  for (int i = 0; i < n; i++)
    s += b[i];
#pragma acc parallel loop copyin(len[0:1]) copyout(a[0:n])
  for (int i = 0; i < len[0]; i++)
    a[i] = s;
// CHECK-NOT: __acorn_cfg.trip =
}
