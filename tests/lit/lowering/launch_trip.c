// A gang loop that is its launch's only loop, whose bounds are integer arithmetic on constants and
// the region's scalars: the host computes its trip count (a hint) and the GPU grid gives each
// iteration its own thread; with a reduction (whose gangs combine atomically) the grid is no larger
// than the gangs the GPU runs at once. Bounds read from memory keep the grid sized to fill the GPU.
// RUN: %acorncc --print-lowered %s 2>&1 | FileCheck %s
void triad(int n, int first, double *a, const double *b, const double *c, const int *len) {
#pragma acc parallel loop copyout(a[0:n]) copyin(b[0:n], c[0:n])
  for (int i = first; i <= n - 1; i += 2)
    a[i] = b[i] + 3.0 * c[i];
#pragma acc kernels copyout(a[0:n*n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i * n + j] = 0;
  double s = 0;
#pragma acc parallel loop copyin(b[0:n]) reduction(+:s)
  for (int i = 0; i < n; i++)
    s += b[i];
#pragma acc parallel loop copyin(len[0:1]) copyout(a[0:n])
  for (int i = 0; i < len[0]; i++)
    a[i] = s;
}
// The host unit passes the counts to the regions:
// CHECK: __acorn_if, first, n, a, b, c, acorn_host_trip_le(first, n - 1, (long long)(2)));
// CHECK: __acorn_if, &n, a, acorn_host_trip_lt(0, n, 1LL));
// CHECK: acorn_host_trip_lt(0, n, 1LL));
// CHECK-NOT: acorn_host_trip
// CHECK: namespace __acorn_c
// CHECK: __acorn_cfg.__acorn_trip = __acorn_trip; __acorn_cfg.__acorn_trip_levels = 5u;
// CHECK: __acorn_cfg.__acorn_trip = __acorn_trip; __acorn_cfg.__acorn_trip_levels = 1u;
// CHECK-NOT: resident_grid
// CHECK: __acorn_cfg.__acorn_trip = __acorn_trip; __acorn_cfg.__acorn_trip_levels = 5u; __acorn_cfg.__acorn_resident_grid = 1;
// CHECK-NOT: __acorn_cfg.__acorn_trip =
