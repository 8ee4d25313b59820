// 2.5.15 reductions on the arithmetic types of C++ (bool, char types, short, unsigned, long long,
// float, double) inside a function template, with every operator that applies to the type.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

static int errors = 0;

template <typename T> void sum_and_extremes(const char *name, int n) {
  std::vector<T> v(n);
  for (int i = 0; i < n; ++i)
    v[i] = static_cast<T>((i * 7) % 100);
  const T *p = v.data();
  T sum = 0, hi = p[0], lo = p[0];
#pragma acc parallel loop copyin(p[0:n]) reduction(+:sum) reduction(max:hi) reduction(min:lo)
  for (int i = 0; i < n; ++i) {
    sum += p[i];
    hi = p[i] > hi ? p[i] : hi;
    lo = p[i] < lo ? p[i] : lo;
  }
  T esum = 0, ehi = p[0], elo = p[0];
  for (int i = 0; i < n; ++i) {
    esum += p[i];
    ehi = p[i] > ehi ? p[i] : ehi;
    elo = p[i] < elo ? p[i] : elo;
  }
  if (sum != esum || hi != ehi || lo != elo) {
    std::fprintf(stderr, "FAIL: %s: sum %g max %g min %g, expected %g %g %g\n", name, double(sum), double(hi),
                 double(lo), double(esum), double(ehi), double(elo));
    ++errors;
  }
}

template <typename T> void bitwise(const char *name, int n) {
  T all = T(~T(0)), any = 0, parity = 0;
#pragma acc parallel loop reduction(&:all) reduction(|:any) reduction(^:parity)
  for (int i = 0; i < n; ++i) {
    all &= T(~T(1 << (i % 6)) | T(1));
    any |= T(1 << (i % 5));
    parity ^= T(i);
  }
  T eall = T(~T(0)), eany = 0, epar = 0;
  for (int i = 0; i < n; ++i) {
    eall &= T(~T(1 << (i % 6)) | T(1));
    eany |= T(1 << (i % 5));
    epar ^= T(i);
  }
  if (all != eall || any != eany || parity != epar) {
    std::fprintf(stderr, "FAIL: %s bitwise\n", name);
    ++errors;
  }
}

int main() {
  sum_and_extremes<signed char>("signed char", 1);
  sum_and_extremes<unsigned char>("unsigned char", 2);
  sum_and_extremes<short>("short", 300);
  sum_and_extremes<unsigned>("unsigned", 5000);
  sum_and_extremes<long long>("long long", 5000);
  sum_and_extremes<float>("float", 3000);
  sum_and_extremes<double>("double", 5000);
  bitwise<unsigned char>("unsigned char", 1000);
  bitwise<short>("short", 1000);
  bitwise<unsigned long long>("unsigned long long", 1000);
  bool every = true, some = false;
#pragma acc parallel loop reduction(&&:every) reduction(||:some)
  for (int i = 0; i < 777; ++i) {
    every = every && (i >= 0);
    some = some || (i == 776);
  }
  if (!every || !some) {
    std::fprintf(stderr, "FAIL: bool && ||\n");
    ++errors;
  }
  return errors != 0;
}
