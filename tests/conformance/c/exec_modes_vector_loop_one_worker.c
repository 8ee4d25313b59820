// 2.2.3 worker-single, vector-partitioned mode: a vector loop in a gang loop's body, when the gang
// has several workers (another loop uses them), is run by one worker whose lanes share the
// iterations; braced or not, each iteration runs once. A routine vector called there runs once per
// gang too (a statement of its own, or a value every worker reads), a vector reduction there gives
// its value to every worker (the worker loop after it reads it), and a gang vector loop beside a
// gang worker loop writes every element once.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#pragma acc routine vector
static void add_one(double *r, int m) {
#pragma acc loop vector
  for (int i = 0; i < m; i++) {
    r[i] += 1.0;
  }
}

#pragma acc routine vector
static double add_one_sum(double *r, int m) {
  double t = 0.0;
#pragma acc loop vector reduction(+:t)
  for (int i = 0; i < m; i++) {
    r[i] += 1.0;
    t += r[i];
  }
  return t;
}

static int check(const char *what, const double *v, int n, double (*want)(int)) {
  for (int i = 0; i < n; i++)
    if (v[i] != want(i)) {
      printf("%s[%d] = %g, want %g\n", what, i, v[i], want(i));
      return 1;
    }
  return 0;
}

enum { NB = 64, M = 200, N = 10007 };
static double want_x(int i) { return 2.0 * (i % 8 + 1.0); }
static double want_one(int i) { (void)i; return 1.0; }
static double want_w(int i) { (void)i; return 0.0; }
static double want_p(int i) { return i + 1.0; }
static double want_q(int i) { return -i - 1.0; }

int main(void) {
  double *x = malloc(sizeof(double) * NB * M), *y = malloc(sizeof(double) * NB * M);
  double *z = malloc(sizeof(double) * NB * M), *w = malloc(sizeof(double) * NB * M);
  double *p = malloc(sizeof(double) * N), *q = malloc(sizeof(double) * N);
  double *v = malloc(sizeof(double) * NB * M), *v2 = malloc(sizeof(double) * NB * M);
  int counts[NB];
  for (int i = 0; i < NB * M; i++) {
    x[i] = (double)(i % 8);
    y[i] = z[i] = v[i] = 0.0;
    w[i] = v2[i] = -1.0;
  }
  for (int i = 0; i < N; i++) {
    p[i] = i;
    q[i] = -i;
  }
#pragma acc parallel loop gang num_workers(4) vector_length(32) copy(x[0:NB*M], y[0:NB*M], z[0:NB*M], w[0:NB*M], v[0:NB*M], v2[0:NB*M]) copyout(counts)
  for (int b = 0; b < NB; b++) {
    int c = 0;
#pragma acc loop vector
    for (int i = 0; i < M; i++) {
      x[b * M + i] += 1.0;
    }
#pragma acc loop vector
    for (int i = 0; i < M; i++) y[b * M + i] += 1.0;
    add_one(&z[b * M], M);
    double t = add_one_sum(&v[b * M], M);
#pragma acc loop worker
    for (int j = 0; j < M; j++) v2[b * M + j] = t - M;
    double s = 0.0;
#pragma acc loop vector reduction(+:s)
    for (int i = 0; i < M; i++) s += y[b * M + i];
#pragma acc loop vector reduction(+:c)
    for (int i = 0; i < M; i++) c += 1;
#pragma acc loop worker
    for (int j = 0; j < M; j++) w[b * M + j] = s - M;
#pragma acc loop worker vector
    for (int i = 0; i < M; i++) x[b * M + i] *= 2.0;
    counts[b] = c;
  }
#pragma acc parallel num_workers(4) vector_length(32) copy(p[0:N], q[0:N])
  {
#pragma acc loop gang vector
    for (int i = 0; i < N; i++) {
      p[i] += 1.0;
    }
#pragma acc loop gang worker
    for (int i = 0; i < N; i++) {
      q[i] -= 1.0;
    }
  }
  int errors = check("x", x, NB * M, want_x) + check("y", y, NB * M, want_one) + check("z", z, NB * M, want_one) +
               check("w", w, NB * M, want_w) + check("v", v, NB * M, want_one) + check("v2", v2, NB * M, want_w) + check("p", p, N, want_p) + check("q", q, N, want_q);
  for (int b = 0; b < NB; b++)
    if (counts[b] != M) {
      printf("counts[%d] = %d, want %d\n", b, counts[b], M);
      errors++;
      break;
    }
  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
