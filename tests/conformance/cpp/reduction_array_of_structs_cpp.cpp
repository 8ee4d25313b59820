// A reduction on a whole array of structs (2.9.11: for an array each element is reduced, for a
// composite each member) in C++: a member function's local array of structs with + and a template's
// array of its parameter struct with min, at the gang and gang-vector levels.
// RUN: %acorncxx -O2 %s -o %t && %run-targets %t
#include <cstdio>

struct Moments { double sum; long count; };
template <class T> struct Range { T lo; T hi; };

struct Binner {
  int bins;
  bool run(int n) const {
    Moments m[4] = {};
#pragma acc parallel loop gang vector reduction(+:m)
    for (int i = 0; i < n; i++) {
      m[i % 4].sum += 0.25 * i;
      m[i % 4].count += 1;
    }
    bool ok = true;
    for (int b = 0; b < 4; b++) {
      double sum = 0;
      long count = 0;
      for (int i = b; i < n; i += 4) {
        sum += 0.25 * i;
        count++;
      }
      ok = ok && m[b].sum == sum && m[b].count == count;
    }
    return ok;
  }
};

template <class T> bool lowest(int n) {
  Range<T> r[2] = {{T(1000), T(1000)}, {T(1000), T(1000)}};
#pragma acc parallel loop reduction(min:r)
  for (int i = 0; i < n; i++) {
    T v = T((i * 7) % 50 + 3);
    r[i % 2].lo = v < r[i % 2].lo ? v : r[i % 2].lo;
    r[i % 2].hi = T(n - i) < r[i % 2].hi ? T(n - i) : r[i % 2].hi;
  }
  Range<T> e[2] = {{T(1000), T(1000)}, {T(1000), T(1000)}};
  for (int i = 0; i < n; i++) {
    T v = T((i * 7) % 50 + 3);
    e[i % 2].lo = v < e[i % 2].lo ? v : e[i % 2].lo;
    e[i % 2].hi = T(n - i) < e[i % 2].hi ? T(n - i) : e[i % 2].hi;
  }
  return r[0].lo == e[0].lo && r[1].lo == e[1].lo && r[0].hi == e[0].hi && r[1].hi == e[1].hi;
}

int main() {
  Binner b{4};
  bool ok = b.run(1000) && lowest<int>(200) && lowest<float>(301);
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
