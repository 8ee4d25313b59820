// Variable templates in compute regions: a constexpr one (a constant, in a function template too),
// and specializations of non-constant ones, scalar and array, in the global namespace and in a
// namespace: each specialization is captured like a global, under a name of its own (the
// template's name alone names no variable).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <class T> constexpr T pi_v = T(3.14159265358979323846);
template <class T> T scale_v = T(2);
template <class T> T weights_v[3] = {T(1), T(10), T(100)};
namespace phys {
template <class T> T g_v = T(9.75);
}

template <class T> void circle(T *o, int n) {
#pragma acc parallel loop copyout(o[0:n])
  for (int i = 0; i < n; ++i)
    o[i] = pi_v<T> * i;
}

int main() {
  double o[10];
  float f[10];
  circle(o, 10);
  circle(f, 10);
  for (int i = 0; i < 10; ++i)
    if (o[i] != pi_v<double> * i || f[i] != pi_v<float> * i) {
      printf("FAILED: circle %d\n", i);
      return 1;
    }

  scale_v<double> = 4.0;
  double s[30];
#pragma acc parallel loop copyout(s)
  for (int i = 0; i < 30; ++i)
    s[i] = scale_v<double> * i + pi_v<double> + weights_v<double>[i % 3] + phys::g_v<float> + scale_v<int>;
  for (int i = 0; i < 30; ++i)
    if (s[i] != 4.0 * i + pi_v<double> + weights_v<double>[i % 3] + 9.75f + 2) {
      printf("FAILED: s[%d] = %g\n", i, s[i]);
      return 1;
    }
  printf("PASSED\n");
  return 0;
}
