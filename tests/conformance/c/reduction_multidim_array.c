/* 2.5.15: a reduction variable that is an array is reduced element by element, whatever its rank:
   a 2-D histogram of int counts (`reduction(+:hist)` on `int hist[NX][NY]`), a 3-D array of
   maxima, and a compute-construct reduction of a 2-D array over a gang loop. */
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

enum { N = 5000, NX = 6, NY = 10, NZ = 3 };

int main(void) {
  static double x[N], y[N];
  for (int i = 0; i < N; i++) {
    x[i] = (i * 37 % 100) / 100.0;
    y[i] = (i * 91 % 100) / 100.0;
  }
  int hist[NX][NY];
  double peak[NZ][NX][NY];
  long tally[2][3];
  for (int a = 0; a < NX; a++)
    for (int b = 0; b < NY; b++) {
      hist[a][b] = 0;
      for (int c = 0; c < NZ; c++)
        peak[c][a][b] = -1.0;
    }
  for (int a = 0; a < 2; a++)
    for (int b = 0; b < 3; b++)
      tally[a][b] = 100;

#pragma acc parallel loop reduction(+:hist) reduction(max:peak) copyin(x, y)
  for (int i = 0; i < N; i++) {
    int a = (int)(x[i] * NX), b = (int)(y[i] * NY);
    hist[a][b] += 1;
    double v = x[i] + y[i];
    if (v > peak[i % NZ][a][b])
      peak[i % NZ][a][b] = v;
  }
#pragma acc parallel num_gangs(4) reduction(+:tally) copyin(x)
  {
#pragma acc loop gang
    for (int i = 0; i < N; i++)
      tally[i % 2][i % 3] += x[i] > 0.5;
  }

  int errors = 0;
  int want_hist[NX][NY] = {{0}};
  double want_peak[NZ][NX][NY];
  long want_tally[2][3];
  for (int a = 0; a < NX; a++)
    for (int b = 0; b < NY; b++)
      for (int c = 0; c < NZ; c++)
        want_peak[c][a][b] = -1.0;
  for (int a = 0; a < 2; a++)
    for (int b = 0; b < 3; b++)
      want_tally[a][b] = 100;
  for (int i = 0; i < N; i++) {
    int a = (int)(x[i] * NX), b = (int)(y[i] * NY);
    want_hist[a][b] += 1;
    if (x[i] + y[i] > want_peak[i % NZ][a][b])
      want_peak[i % NZ][a][b] = x[i] + y[i];
    want_tally[i % 2][i % 3] += x[i] > 0.5;
  }
  for (int a = 0; a < NX; a++)
    for (int b = 0; b < NY; b++) {
      errors += hist[a][b] != want_hist[a][b];
      for (int c = 0; c < NZ; c++)
        errors += peak[c][a][b] != want_peak[c][a][b];
    }
  for (int a = 0; a < 2; a++)
    for (int b = 0; b < 3; b++)
      errors += tally[a][b] != want_tally[a][b];
  printf("%s (%d errors)\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
