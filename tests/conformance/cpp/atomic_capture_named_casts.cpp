// 2.12 (C++) capture blocks whose expressions hold named casts and template calls of a name
// (`static_cast<long>(d[i])`, `const_cast<const long &>(l)`, `*reinterpret_cast<long *>(p)`,
// `pick<long>(d[i])`): their parentheses are the cast's or call's, not redundant ones, and stay
// (a particle-binning kernel counting `{ old = tot; tot += static_cast<int64_t>(species[i]); }`).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <typename T> T pick(double v) { return static_cast<T>(v); }

int main() {
  const int n = 100;
  double d[n];
  for (int i = 0; i < n; ++i)
    d[i] = i + 1.5; // adds i + 1
  long tot = 0, twice = 0, thrice = 0, bumped = 0, olds[n];
#pragma acc parallel loop copyin(d) copy(tot, twice, thrice, bumped) copyout(olds)
  for (int i = 0; i < n; ++i) {
    long old, l = 1, *p = &l;
#pragma acc atomic capture
    { old = tot; tot += static_cast<long>(d[i]); }
    olds[i] = old;
#pragma acc atomic capture
    { twice += pick<long>((d[i])) * 2; old = twice; }
#pragma acc atomic capture
    { old = thrice; thrice = thrice + const_cast<const long &>(l) * 3; }
#pragma acc atomic capture
    { bumped += *reinterpret_cast<long *>(p); old = bumped; }
  }
  // The captured totals, in increasing order, step by what their iterations added (i + 1).
  int errors = 0;
  long expect = 0;
  for (int k = 0; k < n; ++k) {
    int at = -1;
    for (int i = 0; i < n; ++i)
      if (olds[i] == expect)
        at = i;
    if (at < 0) {
      ++errors;
      break;
    }
    expect += at + 1;
  }
  bool ok = tot == 5050 && twice == 10100 && thrice == 300 && bumped == n && errors == 0;
  std::printf("tot %ld twice %ld thrice %ld bumped %ld, %d bad captures: %s\n", tot, twice, thrice, bumped, errors,
              ok ? "PASS" : "FAIL");
  return !ok;
}
