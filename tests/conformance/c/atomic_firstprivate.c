// 2.5.14 and 2.12: a firstprivate scalar of a parallel construct is one copy per gang, shared by
// the gang's workers and lanes, so atomic updates of it from a loop vector add up within the gang;
// the original is not changed. Also a scalar without a data clause (implicitly firstprivate,
// 2.6.2) updated atomically: the host's value stays as it was.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define G 8
#define N 300

int main(void) {
  int cnt = 5, untouched = 7, errors = 0;
  int seen[G];
#pragma acc parallel num_gangs(G) vector_length(64) firstprivate(cnt) copyout(seen)
  {
#pragma acc loop vector
    for (int i = 0; i < N; i++) {
#pragma acc atomic update
      cnt += 1;
    }
#pragma acc loop gang
    for (int g = 0; g < G; g++)
      seen[g] = cnt;
  }
#pragma acc parallel loop
  for (int i = 0; i < N; i++) {
#pragma acc atomic update
    untouched++;
  }
  for (int g = 0; g < G; g++)
    if (seen[g] != 5 + N) {
      fprintf(stderr, "FAIL: gang %d counted %d, want %d\n", g, seen[g], 5 + N);
      errors++;
    }
  if (cnt != 5 || untouched != 7) {
    fprintf(stderr, "FAIL: originals changed: %d %d\n", cnt, untouched);
    errors++;
  }
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
