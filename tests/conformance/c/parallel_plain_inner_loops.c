// 2.9 loop, 2.5.1: in a parallel construct, a loop without directive inside a gang loop may run
// across the vector lanes of each gang (Acorn plans it as `loop auto` at the worker and vector
// levels). The results must be those of running it in order: statements before and after it in
// the gang body are seen by it and see its results, a scalar of the gang body it accumulates is
// reduced, a gang-private array written by one inner loop is read whole by the next, and loops
// whose iterations depend on each other stay sequential.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define ROWS 130
#define COLS 300
#define TMP 64

static int errors;

static void expect(const char *what, int i, double got, double want) {
  if (fabs(got - want) > 1e-9 * (1.0 + fabs(want))) {
    if (errors < 10)
      fprintf(stderr, "FAIL: %s [%d] = %g, expected %g\n", what, i, got, want);
    ++errors;
  }
}

int main(void) {
  int n = ROWS, m = COLS;
  double *restrict a = malloc(sizeof(double) * n * m), *restrict b = malloc(sizeof(double) * n * m);
  double *restrict c = malloc(sizeof(double) * n * m), *restrict sum = malloc(sizeof(double) * n);
  double *restrict d = malloc(sizeof(double) * n * TMP), *restrict last = malloc(sizeof(double) * n);
  for (int k = 0; k < n * m; ++k)
    a[k] = (k % 97) * 0.25;

#pragma acc parallel loop gang copyin(a[0:n*m]) copyout(b[0:n*m], c[0:n*m], sum[0:n], d[0:n*TMP], last[0:n])
  for (int i = 0; i < n; ++i) {
    double scale = 1.0 + i;             // before the inner loops: seen by every lane
    for (int j = 0; j < m; ++j)         // independent: vector
      b[i * m + j] = scale * a[i * m + j];
    double s = 0;
    for (int j = 0; j < m; ++j)         // accumulates s: implicit reduction
      s += a[i * m + j];
    sum[i] = s + scale;                 // after: sees the reduced value
    double t[TMP];
    for (int j = 0; j < TMP; ++j)       // writes the gang's array
      t[j] = a[i * m + j] + j;
    double shift = t[0] * 2;            // between the loops
    for (int j = 0; j < TMP; ++j)       // reads elements other lanes wrote
      d[i * TMP + j] = t[TMP - 1 - j] + shift;
    c[i * m] = a[i * m];
    for (int j = 1; j < m; ++j)         // carried: stays sequential
      c[i * m + j] = c[i * m + j - 1] + a[i * m + j];
    int k;
    for (k = 0; k < (i % 5) * 3; k += 2) // its variable is read after it: as written
      ;
    last[i] = k;
  }

  for (int i = 0; i < n; ++i) {
    double s = 0, run = 0;
    int k = 0;
    while (k < (i % 5) * 3)
      k += 2;
    for (int j = 0; j < m; ++j) {
      expect("b", i * m + j, b[i * m + j], (1.0 + i) * a[i * m + j]);
      s += a[i * m + j];
      run += a[i * m + j];
      expect("c", i * m + j, c[i * m + j], run);
    }
    expect("sum", i, sum[i], s + 1.0 + i);
    for (int j = 0; j < TMP; ++j)
      expect("d", i * TMP + j, d[i * TMP + j], a[i * m + TMP - 1 - j] + (TMP - 1 - j) + 2 * a[i * m]);
    expect("last", i, last[i], k);
  }
  free(a), free(b), free(c), free(sum), free(d), free(last);
  if (!errors)
    puts("PASS");
  return errors != 0;
}
