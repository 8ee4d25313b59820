// kernels dependence: rows one wider than a size parameter are apart (flux[k*(nx + 1) + i] for
// i < nx + 1: the inner loop's span nx is at least 0 whenever it runs, so the stride nx + 1 is at
// least its trip count; TeaLeaf's j <= xm + 2 with stride xm + 4; CloverLeaf's stride
// x_max - x_min + 5 over j from x_min to x_max; miniWeather's planes of (nz+1)*(nx+1)); a copy
// from row c >= 2 into row 0 (fld[j] = fld[3*W + j]) is apart; the GCD test separates
// a[32*i] from a[32*i + 33] (32 does not divide 33) but not from a[32*i + 64] (distance 2). A row
// wider than the stride (c <= nc with stride nc) still overlaps the next.
// RUN: %acorncc -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck %s
void wider(int nx, int nz, double *restrict flux, const double *restrict st) {
#pragma acc kernels present(flux[0:(nx + 1) * nz], st[0:(nx + 2) * nz])
  for (int k = 0; k < nz; k++)
    for (int i = 0; i < nx + 1; i++)
      flux[k * (nx + 1) + i] = st[k * (nx + 2) + i] + st[k * (nx + 2) + i + 1];
// CHECK: kernels_wider_rows_and_gcd.c:[[@LINE-3]]:3: remark: loop scheduled as gang
// CHECK: kernels_wider_rows_and_gcd.c:[[@LINE-3]]:5: remark: loop scheduled as vector
}

void faces(int xm, int ym, double *restrict kx, const double *restrict den) {
#pragma acc kernels present(kx[0:(xm + 4) * (ym + 4)], den[0:(xm + 4) * (ym + 4)])
  for (int k = 2; k <= ym + 2; k++)
    for (int j = 2; j <= xm + 2; j++)
      kx[j + k * (xm + 4)] = den[j - 1 + k * (xm + 4)] + den[j + k * (xm + 4)];
// CHECK: kernels_wider_rows_and_gcd.c:[[@LINE-3]]:3: remark: loop scheduled as gang
// CHECK: kernels_wider_rows_and_gcd.c:[[@LINE-3]]:5: remark: loop scheduled as vector
}

#define FTNREF2D(j, k) ((j) - (x_min - 2) + ((k) - (y_min - 2)) * (x_max - x_min + 5))
void clover(int x_min, int x_max, int y_min, int y_max, double *restrict a, const double *restrict b) {
#pragma acc kernels present(a[0:(x_max - x_min + 5) * (y_max - y_min + 5)], b[0:(x_max - x_min + 5) * (y_max - y_min + 5)])
  for (int k = y_min; k <= y_max; k++)
    for (int j = x_min; j <= x_max; j++)
      a[FTNREF2D(j, k)] = 2.0 * b[FTNREF2D(j, k)];
// CHECK: kernels_wider_rows_and_gcd.c:[[@LINE-3]]:3: remark: loop scheduled as gang
// CHECK: kernels_wider_rows_and_gcd.c:[[@LINE-3]]:5: remark: loop scheduled as vector
}

void planes(int nx, int nz, double *restrict flux, const double *restrict st) {
#pragma acc kernels present(flux[0:4 * (nz + 1) * (nx + 1)], st[0:(nx + 2) * nz])
  for (int k = 0; k < nz; k++)
    for (int i = 0; i < nx + 1; i++)
      for (int ll = 0; ll < 4; ll++)
        flux[ll * (nz + 1) * (nx + 1) + k * (nx + 1) + i] = (ll + 1) * st[k * (nx + 2) + i];
// CHECK: kernels_wider_rows_and_gcd.c:[[@LINE-4]]:3: remark: loop scheduled as gang
// CHECK: kernels_wider_rows_and_gcd.c:[[@LINE-4]]:5: remark: loop scheduled as vector
}

void overlapping(int nr, int nc, double *restrict a) {
#pragma acc kernels present(a[0:nr * nc + 1])
  for (int r = 0; r < nr; r++)
    for (int c = 0; c <= nc; c++)
      a[r * nc + c] = r;
// CHECK: kernels_wider_rows_and_gcd.c:[[@LINE-3]]:3: remark: loop runs sequentially on the host, launching the loop nests it holds in each iteration (not parallel: the elements of 'a' one iteration writes (a[r * nc + c]) may be written by another
}

void halo(double *fld, int W) {
#pragma acc kernels present(fld[0:5 * W])
  for (int j = 0; j < W; j++)
    fld[j] = fld[3 * W + j];
// CHECK: kernels_wider_rows_and_gcd.c:[[@LINE-2]]:3: remark: loop scheduled as gang, vector
#pragma acc kernels present(fld[0:5 * W])
  for (int j = 0; j < W; j++)
    fld[4 * W + j] = fld[j];
// CHECK: kernels_wider_rows_and_gcd.c:[[@LINE-2]]:3: remark: loop scheduled as gang, vector
#pragma acc kernels present(fld[0:5 * W])
  for (int j = 0; j < W; j++)
    fld[j] = fld[j + W - 1];
// CHECK: kernels_wider_rows_and_gcd.c:[[@LINE-2]]:3: remark: loop scheduled as seq (not parallel: 'fld[j]' is written and 'fld[j + W - 1]' is used
}

void strided(double *a) {
#pragma acc kernels present(a[0:2000])
  for (int i = 1; i < 20; i++)
    a[1000 + 32 * i] = a[1000 + 32 * i + 33];
// CHECK: kernels_wider_rows_and_gcd.c:[[@LINE-2]]:3: remark: loop scheduled as gang, vector
#pragma acc kernels present(a[0:2000])
  for (int i = 1; i < 20; i++)
    a[1000 + 32 * i] = a[1000 + 32 * i + 64];
// CHECK: kernels_wider_rows_and_gcd.c:[[@LINE-2]]:3: remark: loop scheduled as seq (not parallel: 'a[1000 + 32 * i]' is written and 'a[1000 + 32 * i + 64]' is used
}

// A wavefront: the diagonals d carry a dependence, the cells of one diagonal do not (33*d - 32*i
// against 33*d - 32*i - 33). The reason for d names the start of i, set in each iteration.
#define NX 33
#define NY 21
void sweep(double *restrict psi, const double *restrict q) {
#pragma acc kernels present(psi[0:NX * NY], q[0:NX * NY])
  for (int d = 1; d < NX + NY - 1; d++) {
    int ilo = d - (NY - 1) > 1 ? d - (NY - 1) : 1;
    int ihi = d - 1 < NX - 1 ? d - 1 : NX - 1;
    for (int i = ilo; i <= ihi; i++)
      psi[(d - i) * NX + i] = q[(d - i) * NX + i] + psi[(d - i - 1) * NX + i];
  }
// CHECK: kernels_wider_rows_and_gcd.c:[[@LINE-6]]:3: remark: loop runs sequentially on the host, launching the loop nests it holds in each iteration (not parallel: the element of 'psi' written (psi[(d - i) * 33 + i]) depends on 'ilo', which changes in the loop in a way Acorn cannot follow
// CHECK: kernels_wider_rows_and_gcd.c:[[@LINE-4]]:5: remark: loop scheduled as gang, vector
}
