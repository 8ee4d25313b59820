// A reduction on a section of constant length whose lower bound uses a variable of the region (the
// element out[r] of the gang loop's row, in a vector loop): the bound is evaluated where the loop
// starts, and each thread's copy is an acorn::ReductionWindow of the elements, combined into the
// array with reduce_array. A bound the host knows keeps the launch's private storage.
// RUN: %acorncc --print-lowered %s | grep -v "^//" | FileCheck %s
void rows(const double *a, double *out, double *tot, int m, int n, int k) {
#pragma acc parallel loop gang copyin(a[0:m * n]) copy(out[0:m], tot[0:2 * m])
  for (int r = 0; r < m; r++) {
    out[r] = 0;
#pragma acc loop vector reduction(+:out[r])
    for (int i = 0; i < n; i++)
      out[r] += a[r * n + i];
#pragma acc loop vector reduction(max:tot[2 * r:2])
    for (int i = 0; i < n; i++)
      tot[2 * r] = a[i] > tot[2 * r] ? a[i] : tot[2 * r];
  }
// CHECK: { auto &[[OUT:__acorn_red[0-9_]+]] = out; { auto out = ::__acorn_window_identity<::__acorn_OpAdd, 1>([[OUT]], (long long)(r));
// CHECK: ::__acorn_reduce_array<::__acorn_OpAdd>(__acorn_ex, 4u, [[OUT]], out); }
// CHECK: { auto &[[TOT:__acorn_red[0-9_]+]] = tot; { auto tot = ::__acorn_window_identity<::__acorn_OpMax, 2>([[TOT]], (long long)(2 * r));
#pragma acc parallel loop gang vector copy(tot[0:2 * m]) reduction(+:tot[k:1])
  for (int i = 0; i < n; i++)
    tot[k] += a[i];
// CHECK-NOT: window_identity
// CHECK: ::__acorn_span_identity<::__acorn_OpAdd>
}
