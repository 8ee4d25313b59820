// 2.12 and 2.13: an atomic update of a `declare create` global in a compute region (C++): the
// region names the global's device copy, atomically. (The renaming and the atomic's rewriting once
// overlapped: `counteACORN_DECLARED(r)` in generated code.) Also an element, a capture and a read.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
int counter;
long bins[8];
#pragma acc declare create(counter, bins)

void count(int n, int *last) {
#pragma acc parallel loop copyout(last[0:n])
  for (int i = 0; i < n; i++) {
#pragma acc atomic update
    counter++;
#pragma acc atomic
    bins[i % 8] += 2;
    int old;
#pragma acc atomic capture
    old = counter++;
    last[i] = old;
  }
}

int main() {
  static int last[1000];
  counter = 0;
  for (long &b : bins)
    b = 0;
#pragma acc update device(counter, bins)
  count(1000, last);
#pragma acc update self(counter, bins)
  int errors = counter != 2000;
  for (long b : bins)
    errors += b != 250;
  long seen = 0;
  for (int v : last)
    seen += v >= 0 && v < 2000;
  errors += seen != 1000;
  if (errors) {
    std::fprintf(stderr, "FAIL: counter %d (want 2000), bins[0] %ld (want 250), %ld captures in range\n", counter,
                 bins[0], seen);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
