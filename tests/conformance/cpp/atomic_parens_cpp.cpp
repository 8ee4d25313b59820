// 2.12 (C++) parentheses in atomic statements, as macros write them (`a = (a + 3);`, `b = 3 + (b);`,
// `(c) = c + 1;`): the forms are those of the statement with the parentheses looked through (GCC
// and NVHPC accept them; Clang 22 alone compares the operands as written). g++ 12 rejects some
// of them in C++ (gcc accepts them in C): Acorn takes C++ as it takes C.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <stdio.h>

#define N 100
#define ADD(x, y) ((x) + (y))
#define BUMP(x) (x) = (x) + 1

struct counters {
  int hits;
  double sum[2];
};

int main(void) {
  int a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0, errors = 0;
  int olds[N], news[N], reads[N];
  struct counters s = {0, {0, 0}};
#pragma acc parallel loop copy(a, b, c, d, e, f, g, h, s) copyout(olds, news, reads)
  for (int i = 0; i < N; i++) {
    int v, w;
#pragma acc atomic update
    a = (a + 3);
#pragma acc atomic update
    b = 3 + (b);
#pragma acc atomic
    d = ADD(d, 2);
#pragma acc atomic update
    BUMP(e);
#pragma acc atomic update
    (s.hits) = 1 + (s.hits);
#pragma acc atomic update
    s.sum[1] = ((s.sum[1]) + 0.5);
#pragma acc atomic capture
    { v = c; (c) = c + 1; }
    olds[i] = v;
#pragma acc atomic capture
    { (f) = (f + 2); (w) = (f); }
    news[i] = w;
#pragma acc atomic capture
    v = (g)++;
#pragma acc atomic write
    (h) = (7);
#pragma acc atomic read
    w = (h);
    reads[i] = w + v - v;
  }
  if (a != 3 * N || b != 3 * N || c != N || d != 2 * N || e != N || f != 2 * N || g != N || h != 7 ||
      s.hits != N || s.sum[1] != 0.5 * N) {
    fprintf(stderr, "FAIL: a %d b %d c %d d %d e %d f %d g %d h %d hits %d sum %g\n", a, b, c, d, e, f, g, h,
            s.hits, s.sum[1]);
    ++errors;
  }
  // Each captured value is taken once.
  int seenOld[N] = {0}, seenNew[N] = {0};
  for (int i = 0; i < N; i++) {
    if (olds[i] < 0 || olds[i] >= N || seenOld[olds[i]]++ ||
        news[i] % 2 || news[i] < 2 || news[i] > 2 * N || seenNew[news[i] / 2 - 1]++ || reads[i] != 7) {
      fprintf(stderr, "FAIL: iteration %d captured %d and %d, read %d\n", i, olds[i], news[i], reads[i]);
      ++errors;
      break;
    }
  }
  return errors != 0;
}
