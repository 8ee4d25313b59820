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
// CHECK: kernels_flattened_rows.c:[[@LINE-3]]:5: remark: loop scheduled as seq (not parallel: 'q[r * nc + c]' is written and 'q[(r - 1) * nc + c]' is used
// CHECK: kernels_flattened_rows.c:[[@LINE-3]]:7: remark: loop scheduled as vector
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
