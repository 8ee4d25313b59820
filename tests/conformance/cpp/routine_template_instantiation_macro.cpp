// Routine templates (2.15.1) whose explicit instantiations a macro writes, one invocation per type,
// as libraries list the types they instantiate: before the regions' uses and after them, of a
// function template and of a class template's member. Each instantiation is compiled for the device
// as its template is.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#pragma acc routine seq
template <typename T> T blend(T a, T b, T w) { return a + w * (b - a); }

template <typename T> struct Ramp {
  T lo, hi;
#pragma acc routine seq
  T at(T t) const { return lo + t * (hi - lo); }
};

#define INSTANTIATE_BLEND(T) template T blend<T>(T, T, T);
#define INSTANTIATE_RAMP(T)                                                                                    \
  extern template T Ramp<T>::at(T) const;                                                                      \
  template T Ramp<T>::at(T) const;

INSTANTIATE_BLEND(float)
INSTANTIATE_RAMP(float)

int main() {
  const int n = 256;
  double s = 0;
  float f = 0;
  Ramp<double> r{1.0, 3.0};
  Ramp<float> q{0.0f, 2.0f};
#pragma acc parallel loop reduction(+ : s, f) copyin(r, q)
  for (int i = 0; i < n; i++) {
    s += blend(0.0, 4.0, i / 256.0) + r.at(i / 256.0);
    f += blend(0.0f, 1.0f, 0.5f) + q.at(0.25f);
  }
  double want = 0;
  for (int i = 0; i < n; i++)
    want += 4.0 * (i / 256.0) + 1.0 + 2.0 * (i / 256.0);
  int failures = 0;
  if (s != want) {
    std::fprintf(stderr, "FAIL: the double sum is %g, expected %g\n", s, want);
    failures++;
  }
  if (f != 256.0f) {
    std::fprintf(stderr, "FAIL: the float sum is %g, expected 256\n", f);
    failures++;
  }
  if (failures == 0)
    std::printf("PASS\n");
  return failures != 0;
}

INSTANTIATE_BLEND(double)
INSTANTIATE_RAMP(double)
