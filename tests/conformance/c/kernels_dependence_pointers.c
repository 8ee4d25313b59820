// 2.5.2: kernels runs a loop in parallel only when its iterations are independent. These loops
// reach memory other iterations write in ways the subscripts alone do not show, and must keep
// their sequential result: a row pointer set in the body (`double *row = a + i * ld` with rows
// overlapping), a pointer to the next element (also as a member of a local struct), an index narrowed to unsigned char (iterations
// 256 apart meet), rows of a double ** that overlap, and two arrays of one union.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#define N 400000

union overlay {
  double a[N + 1];
  double b[N + 1];
};
static union overlay u;
static long bins[256], want_bins[256];

int main(void) {
  int errors = 0;
  double *a = malloc(sizeof(double) * (N + 1));
  for (int i = 0; i <= N; i++)
    a[i] = 0;
#pragma acc kernels copy(a[0:N+1])
  for (int i = 0; i < N; i++) {
    double *p = a + i;
    p[1] = p[0] + 1;
  }
  if (a[N] != N) {
    fprintf(stderr, "FAIL: pointer to the next element: a[N] is %g, want %d\n", a[N], N);
    errors++;
  }

  // The same through a pointer member of a struct of the iteration's own.
  struct cursor {
    double *at;
  };
  for (int i = 0; i <= N; i++)
    a[i] = 0;
#pragma acc kernels copy(a[0:N+1])
  for (int i = 0; i < N; i++) {
    struct cursor c = {a + i};
    c.at[1] = c.at[0] + 1;
  }
  if (a[N] != N) {
    fprintf(stderr, "FAIL: pointer member of a local struct: a[N] is %g, want %d\n", a[N], N);
    errors++;
  }

  // Rows of 4 elements, 3 apart: each row's last element is the next row's first.
  int rows = N / 4, ld = 3;
  for (int k = 0; k <= N; k++)
    a[k] = 1;
#pragma acc kernels copy(a[0:N+1])
  for (int i = 0; i < rows; i++) {
    double *row = a + i * ld;
    for (int j = 1; j < 4; j++)
      row[j] = row[j - 1] + 1;
  }
  if (a[(rows - 1) * ld + 3] != 3 * rows + 1) {
    fprintf(stderr, "FAIL: overlapping row pointers: last is %g, want %d\n", a[(rows - 1) * ld + 3], 3 * rows + 1);
    errors++;
  }

  for (int i = 0; i < 4 * N; i++) {
    unsigned char k = i;
    want_bins[k] = (want_bins[k] * 3 + i) % 1000003;
  }
#pragma acc kernels copy(bins)
  for (int i = 0; i < 4 * N; i++) {
    unsigned char k = i;
    bins[k] = (bins[k] * 3 + i) % 1000003;
  }
  for (int k = 0; k < 256; k++)
    if (bins[k] != want_bins[k]) {
      fprintf(stderr, "FAIL: narrowed index: bin %d is %ld, want %ld\n", k, bins[k], want_bins[k]);
      errors++;
      break;
    }

  // Row i of q starts at element i: q[i][1] is q[i + 1][0].
  double **q = malloc(sizeof(double *) * N);
  for (int i = 0; i <= N; i++)
    a[i] = 0;
  for (int i = 0; i < N; i++)
    q[i] = a + i;
#pragma acc kernels copy(a[0:N+1]) copyin(q[0:N][0:2])
  for (int i = 0; i < N; i++)
    q[i][1] = q[i][0] + 1;
  if (a[N] != N) {
    fprintf(stderr, "FAIL: overlapping rows: a[N] is %g, want %d\n", a[N], N);
    errors++;
  }

  for (int i = 0; i <= N; i++)
    u.a[i] = 0;
#pragma acc kernels copy(u)
  for (int i = 0; i < N; i++)
    u.b[i + 1] = u.a[i] + 1;
  if (u.a[N] != N) {
    fprintf(stderr, "FAIL: union members: last is %g, want %d\n", u.a[N], N);
    errors++;
  }
  if (!errors)
    printf("PASS\n");
  return errors != 0;
}
