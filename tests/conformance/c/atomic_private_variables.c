/* 2.12 atomics on variables only the executing thread has (2.5.13-14, 2.6.1): a firstprivate scalar
   (and a global without a data clause) updated in a gang's vector-single code beside a vector loop, a private scalar captured, a local of
   a routine seq function counted up, an element of a loop-private array. They race with no other
   thread, so they behave as the plain statements; each thread's values are checked through what it
   stores. */
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

enum { G = 8, N = 64 };
static int stamp = -1; // no data clause: each gang's firstprivate copy (2.6.2)

#pragma acc routine seq
static int count_positive(const double *v, int n) {
  int count = 0;
  for (int i = 0; i < n; i++)
    if (v[i] > 0) {
#pragma acc atomic update
      count++;
    }
  return count;
}

int main(void) {
  static double out[G][N];
  int last = 0, firsts[G], counts[G], captured[G], hist[G];
  for (int g = 0; g < G; g++)
    for (int i = 0; i < N; i++)
      out[g][i] = 0;

#pragma acc parallel loop gang firstprivate(last) copy(out) copyout(firsts, counts, captured, hist)
  for (int g = 0; g < G; g++) {
#pragma acc loop vector
    for (int k = 0; k < N; k++)
      out[g][k] = (k % 3) - 1.0 + g;
#pragma acc atomic write
    last = g;
#pragma acc atomic write
    stamp = g;
#pragma acc atomic update
    last += 100;
    int seen;
#pragma acc atomic capture
    seen = last++;
    firsts[g] = seen;
    counts[g] = count_positive(out[g], N);
    int bins[4] = {0, 0, 0, 0};
#pragma acc loop seq private(bins)
    for (int k = 0; k < 4; k++) {
      bins[k] = 0;
#pragma acc atomic update
      bins[k] += k * g;
      hist[g] = bins[k];
    }
    int next;
#pragma acc atomic read
    next = last;
    captured[g] = next;
  }

  int errors = stamp != -1;
  for (int g = 0; g < G; g++) {
    int positive = 0;
    for (int k = 0; k < N; k++)
      positive += (k % 3) - 1.0 + g > 0;
    errors += firsts[g] != g + 100;
    errors += captured[g] != g + 101;
    errors += counts[g] != positive;
    errors += hist[g] != 3 * g;
  }
  printf("%s (%d errors)\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
