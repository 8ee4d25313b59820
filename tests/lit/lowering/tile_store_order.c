// 2.9.8 tile with gang and vector: the tiles are spread over the gangs and each tile's elements
// over the gang's threads, the element index the stores use with unit stride varying fastest (a
// transpose writes whole rows of `out`). Its reads, contiguous along the other index, are first
// copied into a shared-memory tile by the gang's threads walking that index fastest; a barrier
// follows the copy and the tile's iterations.
// With no num_gangs, the gangs form a 2-D grid of the tiles (each gang finds its tile without
// dividing); with no vector_length either, Acorn fixes 256 lanes and each walks a constant number
// of the tile's elements. num_gangs keeps one loop over flat tile numbers, vector_length the
// lanes' loop over the tile.
// RUN: %acorncc --print-lowered %s 2>&1 | FileCheck %s
// RUN: %acorncc --print-lowered %s 2>&1 | FileCheck %s --check-prefix=HOST
// RUN: %acorncc -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=INFO
void transpose(int n, const float *in, float *out) {
#pragma acc parallel loop tile(32, 32) copyin(in[0:n*n]) copyout(out[0:n*n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      out[j * n + i] = in[i * n + j];
}
// CHECK: ::__acorn_TileChunk __acorn_ct0 = __acorn_ex.__acorn_tiles(__acorn_nt0_0, __acorn_nt0_1);
// CHECK-SAME: long long __acorn_o0_0 = __acorn_kt0_0 * __acorn_ts0_0; long long __acorn_o0_1 = __acorn_kt0_1 * __acorn_ts0_1;
// CHECK-SAME: auto &__acorn_sm0_0 = ::__acorn_stage_tile<0, float, 32, 33>(__acorn_ex);
// CHECK-SAME: __acorn_ex.__acorn_lanes(256); for (long long __acorn_bs0 = 0; __acorn_bs0 < 1024; __acorn_bs0 += 256)
// CHECK-SAME: long long __acorn_e0_1 = __acorn_qs0 % __acorn_ts0_1; __acorn_qs0 /= __acorn_ts0_1; long long __acorn_e0_0
// CHECK-SAME: __acorn_sm0_0[__acorn_e0_0][__acorn_e0_1] = in[i * n + j]; } } __acorn_ex.__acorn_sync(0u);
// CHECK-SAME: __acorn_ex.__acorn_lanes(256); for (long long __acorn_b0 = 0; __acorn_b0 < 1024; __acorn_b0 += 256)
// CHECK-SAME: __acorn_e0_0 = __acorn_q0 % __acorn_ts0_0; __acorn_q0 /= __acorn_ts0_0; long long __acorn_e0_1
// CHECK: out[j * n + i] = __acorn_sm0_0[__acorn_e0_0][__acorn_e0_1];
// CHECK-SAME: } __acorn_ex.__acorn_sync(0u); }
// The host passes the vector length it fixed, the tiles along j, then along i.
// HOST: (&__acorn_c, __acorn_m, 0, 0, 256, __acorn_async, __acorn_if, n, out, in, ((acorn_host_trip_lt(0, n, 1LL) + (long long)(32) - 1) / (long long)(32)), ((acorn_host_trip_lt(0, n, 1LL) + (long long)(32) - 1) / (long long)(32)));
// INFO: tile_store_order.c:15:3: remark: loop scheduled as gang, vector, tile(32, 32), one gang per tile, vector length 256, 'in[i * n + j]' staged in shared memory

void transpose_gangs(int n, const float *in, float *out) {
#pragma acc parallel loop tile(32, 32) num_gangs(64) copyin(in[0:n*n]) copyout(out[0:n*n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      out[j * n + i] = in[i * n + j];
}
// CHECK: __acorn_ex.__acorn_part(1u, __acorn_nt0_0 * __acorn_nt0_1)
// CHECK-SAME: long long __acorn_o0_1 = (__acorn_qt0 % __acorn_nt0_1) * __acorn_ts0_1;
// CHECK-SAME: __acorn_ex.__acorn_part(4u, __acorn_ts0_0 * __acorn_ts0_1)
// INFO: tile_store_order.c:35:3: remark: loop scheduled as gang, vector, tile(32, 32), 'in[i * n + j]' staged in shared memory

void transpose_lanes(int n, const float *in, float *out) {
#pragma acc parallel loop tile(16, 16) vector_length(128) copyin(in[0:n*n]) copyout(out[0:n*n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      out[j * n + i] = in[i * n + j];
}
// CHECK: __acorn_ex.__acorn_tiles(__acorn_nt0_0, __acorn_nt0_1)
// CHECK-SAME: __acorn_ex.__acorn_part(4u, __acorn_ts0_0 * __acorn_ts0_1)
// INFO: tile_store_order.c:46:3: remark: loop scheduled as gang, vector, tile(16, 16), one gang per tile, 'in[i * n + j]' staged in shared memory
