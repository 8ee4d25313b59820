// 2.15.1 routine bind in C++: bind(name) to a function of the routine's namespace, and
// bind("string") to an extern "C" function; device code calls the bound functions (they add a
// marker, so a GPU run shows which ran), host and multicore the routines themselves.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#ifdef _OPENACC
#include <openacc.h>
#endif

extern "C" {
#pragma acc routine seq
double lerp_device(double a, double b, double t) { return a + (b - a) * t + 100.0; }
}

namespace num {
#pragma acc routine seq
inline double twice_device(double x) { return 2 * x + 10.0; }

#pragma acc routine seq bind(twice_device)
inline double twice(double x) { return 2 * x; }
} // namespace num

#pragma acc routine seq bind("lerp_device")
double lerp(double a, double b, double t) { return a + (b - a) * t; }

int main() {
  const int n = 64;
  double out[n];
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < n; i++)
    out[i] = num::twice(i) + lerp(0.0, 1.0, i / 64.0);
  bool on_device = false;
#ifdef _OPENACC
  on_device = acc_get_device_type() != acc_device_host && acc_get_device_type() != acc_device_multicore;
#endif
  int errors = 0;
  for (int i = 0; i < n; i++) {
    double want = 2.0 * i + i / 64.0 + (on_device ? 110.0 : 0.0);
    if (out[i] != want && errors++ < 5)
      std::fprintf(stderr, "FAIL: out[%d] = %g, expected %g\n", i, out[i], want);
  }
  if (errors)
    return 1;
  std::printf("routine bind (C++): OK (%s versions)\n", on_device ? "device" : "host");
  return 0;
}
