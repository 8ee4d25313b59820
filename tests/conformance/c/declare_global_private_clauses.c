// 2.13 with 2.5.13-15 and 2.9.10-11: a declared global named in private, firstprivate or reduction
// (of the compute construct or of a loop in it or in a routine, or reduced implicitly in kernels; a
// routine's loop reducing the copy an enclosing loop of the routine makes private) is the
// construct's own copy in the region, not the global's device copy: reductions combine into the
// device copy (present data), a firstprivate copy starts from the encountering thread's value and
// leaves the global as it was, private copies are each thread's own.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#define N 100
double gsum = 0, gnorm = 0, gfirst = 5;
int gcnt = 0, gloop = 0;
double gtmp, garr[4];
#pragma acc declare create(gsum, gcnt, gloop, gnorm, gtmp, garr)
#pragma acc declare copyin(gfirst)

// a loop of a routine: its private copy, not the device copy
#pragma acc routine gang
void scaled(const double *x, double *v, int n) {
#pragma acc loop gang vector private(gtmp)
  for (int i = 0; i < n; i++) { gtmp = x[i] * 3; v[i] = gtmp - 1; }
}

// a reduction of a routine's loop into the copy an enclosing loop of the routine makes private
#pragma acc routine gang
void row_sums(const double *x, double *v) {
#pragma acc loop gang private(gtmp)
  for (int r = 0; r < 10; r++) {
    gtmp = 0;
#pragma acc loop vector reduction(+:gtmp)
    for (int j = 0; j < 10; j++) gtmp += x[r * 10 + j];
    v[r] = gtmp;
  }
}

int main(void) {
  double x[N], y[N], z[N], w[N];
  int bad = 0;
  for (int i = 0; i < N; i++) x[i] = i;
#pragma acc update device(gsum, gcnt, gloop)
  // reduction of the compute construct: into the device copy
#pragma acc parallel loop copyin(x) reduction(+:gsum, gcnt)
  for (int i = 0; i < N; i++) { gsum += 2 * x[i]; gcnt++; }
  // reduction of a loop in a parallel region
#pragma acc parallel copyin(x)
  {
#pragma acc loop reduction(+:gloop)
    for (int i = 0; i < N; i++) gloop += 1;
  }
  // kernels: an implicit reduction
#pragma acc kernels copyin(x)
  {
    gnorm = 0;
    for (int i = 0; i < N; i++) gnorm += x[i] * x[i];
  }
#pragma acc update self(gsum, gcnt, gloop, gnorm)
  if (gsum != 9900 || gcnt != 100 || gloop != 100 || gnorm != 328350) {
    printf("reductions: %g %d %d %g\n", gsum, gcnt, gloop, gnorm);
    bad = 1;
  }
  // private of the loop of a combined construct, of the compute construct, and a gang-private array
#pragma acc parallel loop copyin(x) copyout(y) private(gtmp)
  for (int i = 0; i < N; i++) { gtmp = x[i] * 2; y[i] = gtmp + 1; }
#pragma acc parallel copyin(x) copyout(z) private(gtmp)
  {
#pragma acc loop gang
    for (int i = 0; i < N; i++) { gtmp = x[i] + 1; z[i] = gtmp; }
  }
#pragma acc parallel copyin(x) copyout(w)
  {
#pragma acc loop gang private(garr)
    for (int i = 0; i < N; i++) {
#pragma acc loop vector
      for (int k = 0; k < 4; k++) garr[k] = x[i] + k;
      w[i] = garr[0] + garr[3];
    }
  }
  for (int i = 0; i < N; i++)
    if (y[i] != 2.0 * i + 1 || z[i] != i + 1.0 || w[i] != 2.0 * i + 3) {
      printf("private at %d: %g %g %g\n", i, y[i], z[i], w[i]);
      bad = 1;
      break;
    }
#pragma acc parallel copyin(x) copyout(w)
  scaled(x, w, N);
  for (int i = 0; i < N; i++)
    if (w[i] != 3.0 * i - 1) {
      printf("routine private at %d: %g\n", i, w[i]);
      bad = 1;
      break;
    }
  double rs[10];
#pragma acc parallel copyin(x) copyout(rs)
  row_sums(x, rs);
  for (int r = 0; r < 10; r++)
    if (rs[r] != 100.0 * r + 45) {
      printf("routine reduction at %d: %g\n", r, rs[r]);
      bad = 1;
      break;
    }
  // firstprivate: each copy starts from the host's value; the global does not change
#pragma acc serial copyout(y) firstprivate(gfirst)
  for (int i = 0; i < N; i++) { gfirst += 1; y[i] = gfirst; }
#pragma acc parallel loop copyout(z) firstprivate(gfirst)
  for (int i = 0; i < N; i++) z[i] = gfirst + i;
#pragma acc update self(gfirst)
  if (gfirst != 5 || y[0] != 6 || y[N - 1] != 105 || z[0] != 5 || z[N - 1] != 5 + N - 1) {
    printf("firstprivate: %g %g %g %g %g\n", gfirst, y[0], y[N - 1], z[0], z[N - 1]);
    bad = 1;
  }
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}
