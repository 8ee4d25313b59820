// Static data members with a device copy (`declare create`, 2.13) used by routine member functions
// defined inside the class body, and a class template's `static constexpr` constant used by its
// routine member: both compile for the device and read the device values.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

namespace tables {
struct Lookup {
  static double weights[4];
  static int calls;
#pragma acc routine seq
  static double weight(int i) { return weights[i & 3]; }
};
double Lookup::weights[4];
int Lookup::calls = 0;
#pragma acc declare create(Lookup::weights)
} // namespace tables

template <typename T> struct Scale {
  static constexpr T kTwo = T(2);
#pragma acc routine seq
  T twice(int i) const { return kTwo * T(i); }
};

int main() {
  for (int i = 0; i < 4; ++i)
    tables::Lookup::weights[i] = 10.0 * i;
#pragma acc update device(tables::Lookup::weights)
  Scale<double> s;
  Scale<float> sf;
  double o[8];
  float of[8];
#pragma acc parallel loop copyout(o, of) copyin(s, sf)
  for (int i = 0; i < 8; ++i) {
    o[i] = tables::Lookup::weight(i) + s.twice(i);
    of[i] = sf.twice(i);
  }
  int errors = 0;
  for (int i = 0; i < 8; ++i) {
    if (o[i] != 10.0 * (i & 3) + 2.0 * i && errors++ < 5)
      std::fprintf(stderr, "FAIL: o[%d] = %g\n", i, o[i]);
    if (of[i] != 2.0f * i && errors++ < 5)
      std::fprintf(stderr, "FAIL: of[%d] = %g\n", i, of[i]);
  }
  if (errors)
    return 1;
  std::printf("static members in routines defined in the class: OK\n");
  return 0;
}
