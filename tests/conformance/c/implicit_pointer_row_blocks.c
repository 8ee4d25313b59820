// A pointer a compute region uses without a clause (2.6.2) whose present data is a block of the
// array it points to, not starting at a[0]: the region's subscripts reach only that block, so the
// pointer is translated by the block's device copy (as NVHPC does, from the loop's bounds). The
// row blocks of multi-GPU and OpenMP+OpenACC codes: a data construct per block, two blocks
// entered at once (the pointer's own value lies in the first), parallel and kernels, loops
// counting down, subscripts moved by a value (a[i + off]), a stencil's neighbours, the rows of a
// flattened matrix (u[i * M + j], a guarded neighbour row), and a pointer member of a struct
// (g.v[i], gp->v[i]: attached to the block's device copy).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

enum { N = 1000 };

static int check(const char *what, const double *a, int lo, int hi, double inside) {
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += a[i] != ((i >= lo && i < hi) ? inside * i : (double)i);
  if (bad)
    printf("FAIL %s: %d wrong\n", what, bad);
  return bad;
}

static void reset(double *a) {
  for (int i = 0; i < N; i++)
    a[i] = i;
}

int main(void) {
  double *a = malloc(N * sizeof(double)), *b = malloc(N * sizeof(double));
  int lo = 200, hi = 500, off = 100, bad = 0;

  reset(a);
#pragma acc data copy(a[lo:hi - lo])
  {
#pragma acc parallel loop
    for (int i = lo; i < hi; i++)
      a[i] = a[i] * 2;
  }
  bad += check("parallel block", a, lo, hi, 2);

  reset(a);
#pragma acc data copy(a[lo:hi - lo])
  {
#pragma acc kernels
    for (int i = hi - 1; i >= lo; i--)
      a[i] = a[i] * 3;
  }
  bad += check("kernels, counting down", a, lo, hi, 3);

  reset(a);
#pragma acc data copy(a[lo + off:hi - lo])
  {
#pragma acc parallel loop
    for (int i = lo; i < hi; i++)
      a[i + off] = a[off + i] * 2;
  }
  bad += check("moved subscripts", a, lo + off, hi + off, 2);

  // Two blocks entered at once: the pointer's value lies in the first, the region reaches the
  // second.
  reset(a);
  int h = N / 2;
#pragma acc enter data copyin(a[0:h])
#pragma acc enter data copyin(a[h:N - h])
  for (int blk = 0; blk < 2; blk++) {
    int first = blk * h, last = blk ? N : h;
#pragma acc parallel loop
    for (int i = first; i < last; i++)
      a[i] = a[i] * (blk + 2);
  }
#pragma acc exit data copyout(a[0:h], a[h:N - h])
  for (int i = 0; i < N; i++)
    bad += a[i] != (i < h ? 2.0 : 3.0) * i;

  // A stencil over the interior of a block, its neighbours one element out.
  reset(a);
  for (int i = 0; i < N; i++)
    b[i] = 0;
#pragma acc data copyin(a[lo - 1:hi - lo + 2]) copy(b[lo:hi - lo])
  {
#pragma acc parallel loop
    for (int i = lo; i <= hi - 1; i++)
      b[i] = (a[i - 1] + a[i + 1]) / 2;
  }
  for (int i = 0; i < N; i++)
    bad += b[i] != ((i >= lo && i < hi) ? (double)i : 0.0);

  // Rows [r0, r1) of a flattened matrix u[i * M + j], a stencil guarded at the block's edges.
  enum { M = 40 };
  int rows = N / M, r0 = 10, r1 = 20;
  for (int i = 0; i < N; i++)
    a[i] = b[i] = i;
#pragma acc data copyin(a[r0 * M:(r1 - r0) * M]) copy(b[r0 * M:(r1 - r0) * M])
  {
#pragma acc parallel loop collapse(2)
    for (int i = r0; i < r1; i++)
      for (int j = 0; j < M; j++) {
        double up = i > r0 ? a[(i - 1) * M + j] : 0;
        b[i * M + j] = a[i * M + j] + up;
      }
  }
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < M; j++) {
      double want = i * M + j;
      if (i >= r0 && i < r1)
        want += i > r0 ? (i - 1) * M + j : 0;
      bad += b[i * M + j] != want;
    }

  // A pointer member the region uses (its implicit attach), of a struct and through a pointer.
  struct grid {
    double *v;
    int n;
  } g = {a, N}, *gp = &g;
  reset(a);
#pragma acc data copy(g.v[lo:hi - lo])
  {
#pragma acc parallel loop
    for (int i = lo; i < hi; i++)
      g.v[i] = g.v[i] * 2;
  }
  bad += check("struct member", a, lo, hi, 2);
  reset(a);
#pragma acc data copy(gp->v[lo:hi - lo])
  {
#pragma acc kernels loop
    for (int i = lo; i < hi; i++)
      gp->v[i] = gp->v[i] * 2;
  }
  bad += check("member through a pointer", a, lo, hi, 2);

  free(a);
  free(b);
  puts(bad ? "FAIL" : "PASS");
  return bad != 0;
}
