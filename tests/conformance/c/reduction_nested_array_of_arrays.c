/* 2.5.15 / 2.9.11: an array of arrays named in a reduction on a gang loop and again on the loops
   nested in it (vector, worker, plain `loop`, or no clause: Acorn's implicit one) is reduced
   element by element at every level: 2-D histograms, a 3-D array of maxima over gang, worker and
   vector loops, a section covering the whole array, a compute-construct reduction over a gang loop,
   and run-time sized ones (a variable-length array of arrays, a pointer section), whose copies at
   each level (the construct's too) live apart in the launch's private storage. */
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

enum { NK = 4, NB = 8, N = 1000 };

static int runtime_sized(int ns, int nb, int m) {
  long h[ns][nb];
  long *p = calloc(nb, sizeof *p);
  for (int a = 0; a < ns; a++)
    for (int b = 0; b < nb; b++)
      h[a][b] = 0;
#pragma acc parallel loop gang reduction(+:h)
  for (int k = 0; k < ns; k++) {
#pragma acc loop vector reduction(+:h)
    for (int i = 0; i < m; i++)
      h[k][i % nb] += 1;
  }
#pragma acc parallel loop gang reduction(+:p[0:nb]) copy(p[0:nb])
  for (int k = 0; k < ns; k++) {
#pragma acc loop vector reduction(+:p[0:nb])
    for (int i = 0; i < m; i++)
      p[i % nb] += 1;
  }
  long q[nb];
  for (int b = 0; b < nb; b++)
    q[b] = 1;
#pragma acc parallel num_gangs(3) reduction(+:q)
  {
#pragma acc loop gang reduction(+:q)
    for (int k = 0; k < ns; k++) {
#pragma acc loop vector reduction(+:q)
      for (int i = 0; i < m; i++)
        q[i % nb] += 2;
    }
  }
  int errors = 0;
  for (int b = 0; b < nb; b++) {
    long want = 0;
    for (int i = 0; i < m; i++)
      want += i % nb == b;
    errors += p[b] != ns * want || q[b] != 1 + 2 * ns * want;
    for (int a = 0; a < ns; a++)
      errors += h[a][b] != want;
  }
  free(p);
  return errors;
}

int main(void) {
  int h[NK][NB] = {{0}}, g[NK][NB] = {{0}}, u[NK][NB] = {{0}};
  double peak[2][3][4];
  double part[2][3];
  long tally[2][3];
  for (int a = 0; a < 2; a++)
    for (int b = 0; b < 3; b++) {
      part[a][b] = 0.5;
      tally[a][b] = 7;
      for (int c = 0; c < 4; c++)
        peak[a][b][c] = -1.0;
    }

#pragma acc parallel loop gang reduction(+:h)
  for (int k = 0; k < NK; k++) {
#pragma acc loop vector reduction(+:h)
    for (int i = k; i < N; i += NK)
      h[k][i % NB]++;
  }
#pragma acc parallel loop gang reduction(+:g)
  for (int k = 0; k < NK; k++) {
#pragma acc loop reduction(+:g)
    for (int i = 0; i < N; i++)
      g[(i + k) % NK][i % NB] += 1;
  }
#pragma acc parallel loop gang reduction(+:u)
  for (int k = 0; k < NK; k++) {
#pragma acc loop vector
    for (int i = 0; i < N; i++)
      u[k][i % NB] += i % 3;
  }
#pragma acc parallel loop gang reduction(max:peak)
  for (int a = 0; a < 2; a++) {
#pragma acc loop worker reduction(max:peak)
    for (int b = 0; b < 30; b++) {
#pragma acc loop vector reduction(max:peak)
      for (int c = 0; c < 40; c++)
        if ((a * 1000 + b * 40 + c) % 97 > peak[a][b % 3][c % 4])
          peak[a][b % 3][c % 4] = (a * 1000 + b * 40 + c) % 97;
    }
  }
#pragma acc parallel loop gang reduction(+:part[0:2][0:3])
  for (int k = 0; k < 6; k++) {
#pragma acc loop worker reduction(+:part[0:2][0:3])
    for (int i = 0; i < 100; i++)
      part[k % 2][i % 3] += 0.25;
  }
#pragma acc parallel num_gangs(3) reduction(+:tally)
  {
#pragma acc loop gang reduction(+:tally)
    for (int k = 0; k < 6; k++) {
#pragma acc loop vector reduction(+:tally)
      for (int i = 0; i < 60; i++)
        tally[k % 2][i % 3] += 1;
    }
  }

  int errors = 0;
  for (int k = 0; k < NK; k++)
    for (int b = 0; b < NB; b++) {
      int want_h = 0, want_g = 0, want_u = 0;
      for (int i = k; i < N; i += NK)
        want_h += i % NB == b;
      for (int j = 0; j < NK; j++)
        for (int i = 0; i < N; i++)
          want_g += (i + j) % NK == k && i % NB == b;
      for (int i = 0; i < N; i++)
        want_u += i % NB == b ? i % 3 : 0;
      errors += h[k][b] != want_h || g[k][b] != want_g || u[k][b] != want_u;
    }
  for (int a = 0; a < 2; a++)
    for (int b = 0; b < 3; b++) {
      double want_part = 0.5;
      for (int k = a; k < 6; k += 2)
        for (int i = b; i < 100; i += 3)
          want_part += 0.25;
      errors += part[a][b] != want_part || tally[a][b] != 7 + 3 * 60 / 3;
      for (int c = 0; c < 4; c++) {
        double want = -1.0;
        for (int bb = b; bb < 30; bb += 3)
          for (int cc = c; cc < 40; cc += 4)
            if ((a * 1000 + bb * 40 + cc) % 97 > want)
              want = (a * 1000 + bb * 40 + cc) % 97;
        errors += peak[a][b][c] != want;
      }
    }
  errors += runtime_sized(3, 5, 100);
  printf("%s (%d errors)\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
