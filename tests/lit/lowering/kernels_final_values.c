// Values a kernels region's launches leave for later ones: a sequential loop's own variable is
// copied out to the variable from outside after the loop (its break included), a partitioned
// loop's threads write the final value lb + trip * step after it, and no host replay of a loop
// header follows the region. A later loop bounded by a scalar the region writes gets no trip
// count from the host (the host's value is stale); one bounded by an unwritten scalar does.
// RUN: %acorncc --print-lowered %s 2>&1 | FileCheck %s
void search(int n, const double *r, double *c, double *y) {
  int i, k;
#pragma acc kernels copyin(r[0:n]) copy(c[0:n], y[0:n])
  {
    for (k = 0; k < n; k++)
      if (r[k] < 0.5)
        break;
    for (i = 0; i < k; i++)
      c[i] = r[i];
    for (i = 0; i < n - n % 4; i += 4)
      y[i] = 1.0;
    y[0] = i;
  }
}
// The host unit: the loop bounded by k gets no trip count from the host, and no header runs after.
// CHECK: _9_1_0(&__acorn_c, __acorn_m, 0, 0, 0, __acorn_async, __acorn_if, &k, &n, r);
// CHECK-SAME: _9_1_1(&__acorn_c, __acorn_m, 0, 0, 0, __acorn_async, __acorn_if, &k, c, r);
// CHECK-SAME: _9_1_2(&__acorn_c, __acorn_m, 0, 0, 0, __acorn_async, __acorn_if, &i, &n, y, acorn_host_trip_lt(0, n - n % 4, (long long)(4)));
// CHECK-SAME: acorn_data_exit(&__acorn_c, __acorn_m, 6, __acorn_async, __acorn_if); }{{$}}
// CHECK: { auto &__acorn_last_k = k; int k; for (k = 0; k < n; k++)
// CHECK: break; __acorn_last_k = k; }
// CHECK: c[i] = r[i]; }{{$}}
// CHECK: y[i] = 1.0; } i = (int)(__acorn_lb0_0 + __acorn_n0_0 * __acorn_st0_0);  __acorn_ex.__acorn_sync(0u); }
