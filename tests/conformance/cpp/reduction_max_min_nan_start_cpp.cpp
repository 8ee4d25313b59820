// max and min reductions of floating values drop a NaN as std::fmax and std::fmin do (Acorn's
// choice where 2.5.15 says nothing): a variable starting as NaN that the loop updates with
// fmax/fmin ends with the data's extremum, as the sequential loop leaves it, for float and double.
// RUN: %acorncxx -O2 %s -o %t && %run-targets %t
#include <cmath>
#include <cstdio>
#include <limits>

template <class T> static bool nan_start() {
  T a[6] = {T(1), T(3), std::numeric_limits<T>::quiet_NaN(), T(0), T(2), T(-1)};
  T mx = std::numeric_limits<T>::quiet_NaN(), mn = mx;
#pragma acc parallel loop copyin(a) reduction(max:mx) reduction(min:mn)
  for (int i = 0; i < 6; i++) {
    mx = std::fmax(mx, a[i]);
    mn = std::fmin(mn, a[i]);
  }
  return mx == T(3) && mn == T(-1);
}

int main() {
  bool ok = nan_start<double>() && nan_start<float>();
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
