// kernels: in a matrix stored flat (q[r * nc + c]), a loop along a row that reads the row before
// is parallel when no iteration can reach another's element: the rows are at least the loop's
// trip count apart (a loop over c from 1 to nc - 1 reading q[(r - 1) * nc + c - 1]). A loop that
// runs one element further (c <= nc) or reads its own row's neighbour stays sequential.
// RUN: %acorncc -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck %s
void sweep(int nr, int nc, double *restrict q, double *restrict w) {
#pragma acc kernels copy(q[0:nr * nc], w[0:nr * nc])
  {
    for (int r = 1; r < nr; r++)
      for (int c = 1; c < nc - 1; c++)
        q[r * nc + c] = q[(r - 1) * nc + c] + q[(r - 1) * nc + c - 1] + q[(r - 1) * nc + c + 1];
// CHECK: kernels_flattened_rows.c:[[@LINE-3]]:5: remark: loop runs sequentially on the host, launching the loop nests it holds in each iteration (not parallel: 'q[r * nc + c]' is written and 'q[(r - 1) * nc + c]' is used
// CHECK: kernels_flattened_rows.c:[[@LINE-3]]:7: remark: loop scheduled as gang, vector
    for (int r = 1; r < nr; r++)
      for (int c = 0; c <= nc; c++)
        w[r * nc + c] = w[(r - 1) * nc + c];
// CHECK: kernels_flattened_rows.c:[[@LINE-2]]:7: remark: loop scheduled as seq (not parallel: 'w[r * nc + c]' is written and 'w[(r - 1) * nc + c]' is used
    for (int r = 1; r < nr; r++)
      for (int c = 1; c < nc; c++)
        w[r * nc + c] = w[r * nc + c - 1];
// CHECK: kernels_flattened_rows.c:[[@LINE-2]]:7: remark: loop scheduled as seq (not parallel: 'w[r * nc + c]' is written and 'w[r * nc + c - 1]' is used
  }
}

// The loop over rows writes a whole row per iteration: parallel when the elements one row writes
// cannot be another's, i.e. the inner loop's index spreads over fewer values than the row length
// (c from 0 below nc; a halo row of nc + 2 with c from 1 to nc; the planes and rows of a 3-D array
// flattened). A row one element longer than the stride (c <= nc) overlaps the next row: the loop
// stays sequential.
void rows(int nr, int nc, int nz, double *restrict a, double *restrict h, double *restrict v) {
#pragma acc kernels copy(a[0:nr * nc + 1], h[0:(nr + 2) * (nc + 2)], v[0:nr * nc * nz])
  {
    for (int r = 0; r < nr; r++)
      for (int c = 0; c < nc; c++)
        a[r * nc + c] = r;
// CHECK: kernels_flattened_rows.c:[[@LINE-3]]:5: remark: loop scheduled as gang
    for (int r = 0; r < nr; r++)
      for (int c = 1; c <= nc; c++)
        h[(r + 1) * (nc + 2) + c] = r;
// CHECK: kernels_flattened_rows.c:[[@LINE-3]]:5: remark: loop scheduled as gang
    for (int r = 0; r < nr; r++)
      for (int c = 0; c < nc; c++)
        for (int z = 0; z < nz; z++)
          v[(r * nc + c) * nz + z] = r + c;
// CHECK: kernels_flattened_rows.c:[[@LINE-4]]:5: remark: loop scheduled as gang
    for (int r = 0; r < nr; r++)
      for (int c = 0; c <= nc; c++)
        a[r * nc + c] = r;
// CHECK: kernels_flattened_rows.c:[[@LINE-3]]:5: remark: loop runs sequentially on the host, launching the loop nests it holds in each iteration (not parallel: the elements of 'a' one iteration writes (a[r * nc + c]) may be written by another
// CHECK: kernels_flattened_rows.c:[[@LINE-3]]:7: remark: loop scheduled as gang, vector
  }
}

// An index macro that widens the loop variable, as codes indexing large arrays write it.
#define IDX(r, c) ((unsigned long)(r) * nc + (c))
void widened(int nr, int nc, double *restrict a, const double *restrict b) {
#pragma acc kernels copyout(a[0:nr * nc]) copyin(b[0:nr * nc])
  for (int r = 0; r < nr; r++)
    for (int c = 0; c < nc; c++)
      a[IDX(r, c)] = 2.0 * b[IDX(r, c)];
// CHECK: kernels_flattened_rows.c:[[@LINE-3]]:3: remark: loop scheduled as gang
// CHECK: kernels_flattened_rows.c:[[@LINE-3]]:5: remark: loop scheduled as vector
}
