// 2.4 device_type in C++: a kernel template whose launch and loop schedule are given per device
// type (dtype is the short spelling); a `*` group applies where no group names the device.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

template <class T> void axpy(int n, T alpha, const T *x, T *y) {
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n]) dtype(*) vector_length(256) dtype(radeon) vector_length(64)
  for (int i = 0; i < n; i++)
    y[i] += alpha * x[i];
}

int main() {
  const int n = 100000;
  std::vector<float> x(n, 2.0f), y(n, 1.0f);
  axpy(n, 0.5f, x.data(), y.data());
  std::vector<double> u(n, 1.0), v(n, 3.0);
  axpy(n, 2.0, u.data(), v.data());
  int errors = 0;
  for (int i = 0; i < n; i++)
    errors += y[i] != 2.0f || v[i] != 5.0;
  if (errors) {
    std::printf("FAIL: %d errors\n", errors);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
