// 2.5.15: a reduction on a struct variable is a reduction on each of its members (Clang takes
// structs of scalars): members of several arithmetic types with +, max and *, on a gang-vector
// loop, on a vector loop inside a gang loop, and on the compute construct. The starting values
// take part, as for scalars.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

struct inner { long long count; unsigned char flags; };
struct stats {
  double sum;
  float fsum;
  int hits;
  short small;
  long long count;
  unsigned char flags;
};
struct extremes { double hi; int top; };
struct product { double p; int q; };

int main(void) {
  const int n = 100000;
  int errors = 0;
  struct stats s = {1.0, 0.5f, 10, 1, 100, 0};
  struct extremes e = {-1.0, -1};
  struct product prod = {1.0, 1};
  long long per_row[8] = {0};

#pragma acc parallel loop reduction(+:s) reduction(max:e)
  for (int i = 0; i < n; i++) {
    s.sum += 0.5;
    s.fsum += 1.0f;
    s.hits += i % 3 == 0;
    s.small += i < 20;
    s.count += 2;
    s.flags += i < 7;
    if ((double)(i % 977) > e.hi)
      e.hi = i % 977;
    if (i % 1013 > e.top)
      e.top = i % 1013;
  }

  // A struct reduced by the vector lanes of each gang, the row's result written per gang.
#pragma acc parallel loop gang copyout(per_row[0:8])
  for (int r = 0; r < 8; r++) {
    struct inner row = {0, 0};
#pragma acc loop vector reduction(+:row)
    for (int j = 0; j < 1000; j++) {
      row.count += r + 1;
      row.flags += j < 3;
    }
    per_row[r] = row.count * 10 + row.flags;
  }

#pragma acc parallel num_gangs(4) reduction(*:prod)
  {
#pragma acc loop gang reduction(*:prod)
    for (int i = 0; i < 20; i++) {
      prod.p *= 2.0;
      prod.q *= i < 10 ? 2 : 1;
    }
  }

  int thirds = (n + 2) / 3;
  if (s.sum != 1.0 + 0.5 * n || s.fsum != 0.5f + n || s.hits != 10 + thirds || s.small != 21 ||
      s.count != 100 + 2LL * n || s.flags != 7) {
    fprintf(stderr, "FAIL: s = {%g, %g, %d, %d, %lld, %d}\n", s.sum, s.fsum, s.hits, s.small, s.count, s.flags);
    ++errors;
  }
  if (e.hi != 976.0 || e.top != 1012) {
    fprintf(stderr, "FAIL: e = {%g, %d}, expected {976, 1012}\n", e.hi, e.top);
    ++errors;
  }
  for (int r = 0; r < 8; r++)
    if (per_row[r] != (r + 1) * 1000LL * 10 + 3) {
      fprintf(stderr, "FAIL: per_row[%d] = %lld\n", r, per_row[r]);
      ++errors;
    }
  if (prod.p != 1048576.0 || prod.q != 1024) {
    fprintf(stderr, "FAIL: prod = {%g, %d}, expected {1048576, 1024}\n", prod.p, prod.q);
    ++errors;
  }
  return errors != 0;
}
