// A [begin, end) range whose end points one past the mapped array (C allows such a pointer): Acorn's
// implicit translation of pointers (a struct's pointer members the region uses, pointers without a
// data clause) translates a pointer equal to the end of present data relative to that data, so
// `end - begin` and `q != end` work on the device. A struct copied implicitly, a firstprivate one,
// bare pointers, and an end that is the start of nothing mapped.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  double *b, *e;
} Range;

int main(void) {
  enum { N = 256 };
  double *a = malloc(N * sizeof *a);
  for (int i = 0; i < N; i++)
    a[i] = i;
  Range r = {a, a + N}, half = {a, a + N / 2};
  double *first = a, *last = a + N;
  long count = -1, bare = -1, part = -1;
  int fails = 0;
#pragma acc data copy(a[0:N])
  {
#pragma acc serial copyout(count)
    {
      count = r.e - r.b;
      for (double *q = r.b; q != r.e; ++q)
        *q += 1.0;
    }
#pragma acc serial firstprivate(half) copyout(part)
    {
      part = half.e - half.b;
      for (double *q = half.b; q < half.e; ++q)
        *q += 1.0;
    }
#pragma acc serial copyout(bare)
    {
      bare = last - first;
      for (double *q = first; q != last; ++q)
        *q *= 2.0;
    }
  }
  for (int i = 0; i < N; i++)
    if (a[i] != 2.0 * (i + 1.0 + (i < N / 2))) {
      if (fails++ < 5)
        fprintf(stderr, "FAIL: a[%d]=%g (want %g)\n", i, a[i], 2.0 * (i + 1.0 + (i < N / 2)));
    }
  if (count != N || part != N / 2 || bare != N) {
    fprintf(stderr, "FAIL: count %ld, part %ld, bare %ld (want %d, %d, %d)\n", count, part, bare, N, N / 2, N);
    fails++;
  }
  printf("%s\n", fails ? "FAIL" : "PASS");
  free(a);
  return fails != 0;
}
