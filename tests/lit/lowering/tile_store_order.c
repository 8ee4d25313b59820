// 2.9.8 tile with gang and vector: the tiles are spread over the gangs and each tile's elements
// over the gang's threads, the element index the stores use with unit stride varying fastest (a
// transpose writes whole rows of `out`; its strided reads go through the cache).
// RUN: %acorncc --print-lowered %s 2>&1 | FileCheck %s
void transpose(int n, const float *in, float *out) {
#pragma acc parallel loop tile(32, 32) copyin(in[0:n*n]) copyout(out[0:n*n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      out[j * n + i] = in[i * n + j];
}
// CHECK: __acorn_ex.part(1u, __acorn_nt0_0 * __acorn_nt0_1)
// CHECK: __acorn_ex.part(4u, __acorn_ts0_0 * __acorn_ts0_1)
// CHECK: __acorn_e0_0 = __acorn_q0 % __acorn_ts0_0; __acorn_q0 /= __acorn_ts0_0; long long __acorn_e0_1
