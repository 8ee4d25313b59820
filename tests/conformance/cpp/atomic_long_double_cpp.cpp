// 2.12 (C++) atomics on long double on host and multicore: update, capture, read and write take turns
// under a lock (no 16-byte compare-and-swap without libatomic). A GPU has no long double
// arithmetic: with GPU code the region is an error (tests/lit/diagnostics/long_double_in_region.c).
// UNSUPPORTED: nvidia
// RUN: %acorncxx -acc=multicore %s -o %t && %run-targets %t
#include <stdio.h>

#define N 1000

int main(void) {
  long double s = 0.0L, p = 1.0L, c = 0.0L, w = 0.0L;
  int taken[N] = {0}, torn[N] = {0}, errors = 0;
#pragma acc parallel loop copy(s, p, c, w, taken) copyout(torn)
  for (int i = 0; i < N; i++) {
    long double old, now;
#pragma acc atomic update
    s += 0.25L;
#pragma acc atomic
    p = p * (i % 100 == 0 ? 2.0L : 1.0L);
#pragma acc atomic capture
    old = c++;
    taken[(int)old] += 1;
#pragma acc atomic write
    w = 1.5L;
#pragma acc atomic read
    now = w;
    torn[i] = now != 1.5L;
  }
  if (s != 250.0L || p != 1024.0L || c != (long double)N || w != 1.5L) {
    fprintf(stderr, "FAIL: s %Lg (expected 250) p %Lg (expected 1024) c %Lg w %Lg\n", s, p, c, w);
    ++errors;
  }
  for (int i = 0; i < N; i++)
    if (taken[i] != 1 || torn[i]) {
      fprintf(stderr, "FAIL: value %d captured %d times, read %s\n", i, taken[i], torn[i] ? "torn" : "whole");
      ++errors;
      break;
    }
  return errors != 0;
}
