// 2.9.8 tile with gang and vector: the tiles are spread over the gangs and each tile's elements
// over the gang's threads, the element index the stores use with unit stride varying fastest (a
// transpose writes whole rows of `out`). Its reads, contiguous along the other index, are first
// copied into a shared-memory tile by the gang's threads walking that index fastest; a barrier
// follows the copy and the tile's iterations.
// RUN: %acorncc --print-lowered %s 2>&1 | FileCheck %s
// RUN: %acorncc -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=INFO
void transpose(int n, const float *in, float *out) {
#pragma acc parallel loop tile(32, 32) copyin(in[0:n*n]) copyout(out[0:n*n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      out[j * n + i] = in[i * n + j];
}
// CHECK: __acorn_ex.part(1u, __acorn_nt0_0 * __acorn_nt0_1)
// CHECK: auto &__acorn_sm0_0 = acorn::stage_tile<0, float, 32, 33>(__acorn_ex);
// CHECK-SAME: __acorn_ex.part(4u, __acorn_ts0_0 * __acorn_ts0_1)
// CHECK-SAME: long long __acorn_e0_1 = __acorn_qs0 % __acorn_ts0_1; __acorn_qs0 /= __acorn_ts0_1; long long __acorn_e0_0
// CHECK-SAME: __acorn_sm0_0[__acorn_e0_0][__acorn_e0_1] = in[i * n + j]; } } __acorn_ex.sync(0u);
// CHECK-SAME: __acorn_ex.part(4u, __acorn_ts0_0 * __acorn_ts0_1)
// CHECK-SAME: __acorn_e0_0 = __acorn_q0 % __acorn_ts0_0; __acorn_q0 /= __acorn_ts0_0; long long __acorn_e0_1
// CHECK: out[j * n + i] = __acorn_sm0_0[__acorn_e0_0][__acorn_e0_1];
// CHECK-SAME: } __acorn_ex.sync(0u); }
// INFO: tile_store_order.c:10:3: remark: loop scheduled as gang, vector, tile(32, 32), 'in[i * n + j]' staged in shared memory
