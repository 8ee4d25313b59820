/* 2.5.15: several items of one array in reductions (the norms of NPB-style codes): elements listed
   one by one in one clause (`s[0], s[1], s[2]`), sections and elements in several clauses in any
   order (`reduction(+:t[2]) reduction(+:t[0:2])`), on a loop inside a compute construct too. Each
   element is reduced on its own, as the section they make together is. */
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#define N 1000

int main() {
  double s[3] = {0, 0, 0};
  long t[4] = {1, 1, 1, 100};
  double m[3] = {-1, -1, -1};
  int errors = 0;

#pragma acc parallel loop reduction(+:s[0], s[1], s[2])
  for (int i = 0; i < N; i++) {
    s[0] += 1;
    s[1] += 2;
    s[2] += i % 3;
  }
  if (s[0] != N || s[1] != 2 * N || s[2] != 999) {
    printf("s = %g %g %g, want %d %d 999\n", s[0], s[1], s[2], N, 2 * N);
    errors++;
  }

#pragma acc parallel loop gang vector reduction(+:t[2]) reduction(+:t[0:2])
  for (int i = 0; i < N; i++) {
    t[0] += i;
    t[1] += 1;
    t[2] += 2;
  }
  if (t[0] != 1 + (long)N * (N - 1) / 2 || t[1] != 1 + N || t[2] != 1 + 2 * N || t[3] != 100) {
    printf("t = %ld %ld %ld %ld\n", t[0], t[1], t[2], t[3]);
    errors++;
  }

#pragma acc parallel copy(m)
  {
#pragma acc loop gang vector reduction(max:m[1:1], m[0])
    for (int i = 0; i < N; i++) {
      if (i % 7 > m[0])
        m[0] = i % 7;
      if (i % 11 > m[1])
        m[1] = i % 11;
    }
  }
  if (m[0] != 6 || m[1] != 10 || m[2] != -1) {
    printf("m = %g %g %g, want 6 10 -1\n", m[0], m[1], m[2]);
    errors++;
  }

  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
