// 2.12 and 2.13, C++: atomic updates and captures of `declare create` globals (an array and a
// scalar) in a routine called from a parallel loop name the globals' device copies, atomically.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

int bins[8];
long tickets;
#pragma acc declare create(bins, tickets)

#pragma acc routine seq
long take(int bin) {
#pragma acc atomic update
  bins[bin] += 1;
  long mine;
#pragma acc atomic capture
  mine = tickets++;
  return mine;
}

int main() {
  const int n = 4000;
  static long got[n];
  for (int b = 0; b < 8; b++)
    bins[b] = 0;
  tickets = 0;
#pragma acc update device(bins, tickets)
#pragma acc parallel loop copyout(got)
  for (int i = 0; i < n; i++)
    got[i] = take(i % 8);
#pragma acc update self(bins, tickets)
  int errors = 0;
  for (int b = 0; b < 8; b++)
    if (bins[b] != n / 8) {
      std::fprintf(stderr, "FAIL: bin %d is %d, want %d\n", b, bins[b], n / 8);
      errors++;
    }
  static int seen[n];
  for (int i = 0; i < n; i++)
    if (got[i] >= 0 && got[i] < n)
      seen[got[i]]++;
  for (int t = 0; t < n && errors < 5; t++)
    if (seen[t] != 1) {
      std::fprintf(stderr, "FAIL: ticket %d taken %d times\n", t, seen[t]);
      errors++;
    }
  if (tickets != n) {
    std::fprintf(stderr, "FAIL: tickets is %ld, want %d\n", tickets, n);
    errors++;
  }
  if (!errors)
    std::printf("PASS\n");
  return errors != 0;
}
