// 2.9.2-2.9.4 in C++: a kernels loop nest sized by gang(num:), worker(num:) and vector(length:)
// with run-time values, in a function template.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

template <typename T> void outer(std::vector<T> &m, const std::vector<T> &x, const std::vector<T> &y, int gangs,
                                 int lanes) {
  int rows = static_cast<int>(x.size()), cols = static_cast<int>(y.size());
  T *pm = m.data();
  const T *px = x.data(), *py = y.data();
#pragma acc kernels copyin(px[0:rows], py[0:cols]) copyout(pm[0:rows*cols])
#pragma acc loop gang(num:gangs) worker(num:2)
  for (int i = 0; i < rows; ++i) {
#pragma acc loop vector(length:lanes)
    for (int j = 0; j < cols; ++j)
      pm[i * cols + j] = px[i] * py[j];
  }
}

int main() {
  const int rows = 300, cols = 70;
  std::vector<float> x(rows), y(cols), m(rows * cols);
  for (int i = 0; i < rows; ++i)
    x[i] = static_cast<float>(i);
  for (int j = 0; j < cols; ++j)
    y[j] = static_cast<float>(j % 5);
  outer(m, x, y, 12, 96);
  int errors = 0;
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      if (m[i * cols + j] != x[i] * y[j])
        ++errors;
  if (errors) {
    std::printf("FAILED: %d\n", errors);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
