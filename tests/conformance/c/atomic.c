// 2.12 atomic construct: update (x++, x += e, x = x * e, x = e - x), read, write and capture
// (v = x++, v = x += e, {v = x; x op= e;}, {x op= e; v = x;}, {v = x; x = e;}) on int, long,
// float and double, executed by every iteration of a parallel loop.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

enum { N = 4096, BINS = 16 };

int main(void) {
  int errors = 0;
  int hist[BINS] = {0};
  long count = 0;
  float fsum = 0.0f;
  double dsum = 0.0, prod = 1.0, rev = 0.0;
  int ticket = 0, seen[N];
  int last = -1, flag = 0;
#pragma acc parallel loop copy(hist, count, fsum, dsum, prod, rev, ticket, last, flag) copyout(seen)
  for (int i = 0; i < N; ++i) {
#pragma acc atomic update
    hist[i % BINS]++;
#pragma acc atomic
    count += 2;
#pragma acc atomic update
    fsum += 0.5f;
#pragma acc atomic update
    dsum = dsum + 0.25;
    if (i < 10) {
#pragma acc atomic update
      prod = prod * 2.0;
    }
    if (i == 3) {
#pragma acc atomic
      rev = 1.0 - rev;
    }
    int mine;
#pragma acc atomic capture
    mine = ticket++;
    seen[i] = mine;
    int before;
#pragma acc atomic capture
    {
      before = flag;
      flag |= 1;
    }
    (void)before;
    if (i == N - 1) {
#pragma acc atomic write
      last = i;
    }
  }
  for (int b = 0; b < BINS; ++b)
    if (hist[b] != N / BINS) {
      fprintf(stderr, "FAIL: hist[%d] = %d, expected %d\n", b, hist[b], N / BINS);
      ++errors;
    }
  if (count != 2L * N || fsum != 0.5f * N || dsum != 0.25 * N || prod != 1024.0 || rev != 1.0 || last != N - 1 ||
      flag != 1 || ticket != N) {
    fprintf(stderr, "FAIL: count %ld fsum %g dsum %g prod %g rev %g last %d flag %d ticket %d\n", count, fsum, dsum,
            prod, rev, last, flag, ticket);
    ++errors;
  }
  /* capture: every ticket 0..N-1 handed out exactly once */
  static int taken[N];
  for (int i = 0; i < N; ++i) {
    if (seen[i] < 0 || seen[i] >= N || taken[seen[i]]++) {
      fprintf(stderr, "FAIL: ticket %d handed out twice or out of range\n", seen[i]);
      ++errors;
      break;
    }
  }
  int x = 10, old = 0, now = 0, swapped = 0;
  double r = 0.0;
#pragma acc serial copy(x, old, now, swapped, r)
  {
#pragma acc atomic capture
    now = x += 5;
#pragma acc atomic capture
    {
      x *= 2;
      old = x;
    }
#pragma acc atomic capture
    {
      swapped = x;
      x = 7;
    }
#pragma acc atomic read
    r = x;
  }
  if (now != 15 || old != 30 || swapped != 30 || x != 7 || r != 7.0) {
    fprintf(stderr, "FAIL: capture now %d old %d swapped %d x %d r %g\n", now, old, swapped, x, r);
    ++errors;
  }
  return errors != 0;
}
