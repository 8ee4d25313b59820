// 2.11 parallel loop in C++: gang vector loop over new[]-allocated arrays with copyin/copyout.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <cmath>

int main() {
  const int n = 50000;
  float *x = new float[n];
  float *y = new float[n];
  for (int i = 0; i < n; ++i) {
    x[i] = static_cast<float>(i % 64);
    y[i] = 0.0f;
  }
#pragma acc parallel loop gang vector copyin(x[0:n]) copyout(y[0:n])
  for (int i = 0; i < n; ++i)
    y[i] = std::sqrt(x[i]) + 1.0f;
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    float e = std::sqrt(static_cast<float>(i % 64)) + 1.0f;
    if (std::fabs(y[i] - e) > 1e-5f * e) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: C++ parallel loop y[%d] = %g, expected %g\n", i, y[i], e);
      ++errors;
    }
  }
  delete[] x;
  delete[] y;
  return errors != 0;
}
