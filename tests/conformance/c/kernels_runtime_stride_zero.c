/* 2.5.2: a subscript whose factor of the loop variable is known only at run time (a[inc*i],
   a[i*s.inc], a const variable, a[i + k*j] in a nest) reaches one element in every iteration when
   that factor is 0: the loop has a dependence and must keep the sequential result (Acorn leaves it
   sequential). The sizes large enough for lost updates on multicore. A bound of a loop running the
   subscript (j < n) still shows n >= 1 (u[i*n + j] stays parallel). */
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#define N 2000000
#define R 2000
#define C 1000

struct stride {
  int inc;
};

static void add_strided(int n, double *restrict a, int inc) {
#pragma acc kernels copy(a[0:(n - 1) * inc + 1])
  for (int i = 0; i < n; i++)
    a[inc * i] = a[inc * i] + 1.0;
}

static void add_member_strided(int n, double *restrict a, struct stride s) {
#pragma acc kernels copy(a[0:(n - 1) * s.inc + 1])
  for (int i = 0; i < n; i++)
    a[i * s.inc] += 1.0;
}

static void add_rows(double *restrict a, int k) {
#pragma acc kernels copy(a[0:R + (C - 1) * k])
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      a[i + k * j] += 1.0;
}

int main(int argc, char **argv) {
  int errors = 0;
  int zero = argc > 100 ? atoi(argv[1]) : 0; /* 0, unknown to the compiler */
  double *a = calloc(N, sizeof(double));
  add_strided(N, a, zero);
  if (a[0] != N) {
    fprintf(stderr, "FAIL: a[inc*i] with inc 0: a[0] = %.0f, want %d\n", a[0], N);
    errors++;
  }
  a[0] = 0;
  struct stride s = {zero};
  add_member_strided(N, a, s);
  if (a[0] != N) {
    fprintf(stderr, "FAIL: a[i*s.inc] with s.inc 0: a[0] = %.0f, want %d\n", a[0], N);
    errors++;
  }
  a[0] = 0;
  const int k = 0;
#pragma acc kernels copy(a[0:1])
  for (int i = 0; i < N; i++)
    a[k * i] += 1.0;
  if (a[0] != N) {
    fprintf(stderr, "FAIL: a[k*i] with const k = 0: a[0] = %.0f, want %d\n", a[0], N);
    errors++;
  }
  for (int i = 0; i < R; i++)
    a[i] = 0;
  add_rows(a, zero);
  for (int i = 0; i < R; i++)
    if (a[i] != C) {
      fprintf(stderr, "FAIL: a[i + k*j] with k 0: a[%d] = %.0f, want %d\n", i, a[i], C);
      errors++;
      break;
    }
  /* A nonzero stride still gives every element once. */
  for (int i = 0; i < 2 * R; i++)
    a[i] = 0;
  add_strided(R, a, zero + 2);
  for (int i = 0; i < 2 * R; i++)
    if (a[i] != (i % 2 == 0)) {
      fprintf(stderr, "FAIL: a[inc*i] with inc 2: a[%d] = %.0f\n", i, a[i]);
      errors++;
      break;
    }
  free(a);
  if (errors == 0)
    printf("PASS\n");
  return errors != 0;
}
