// Built through find_package(OpenACC) with acorn++: a template with a compute region.
#include <openacc.h>

#include <cstdio>
#include <vector>

#if !defined(_OPENACC) || _OPENACC < 202211
#error "_OPENACC is not defined as 202211 (OpenACC 3.3) or later"
#endif

template <class T> void axpy(T alpha, const std::vector<T> &x, std::vector<T> &y) {
  const T *xp = x.data();
  T *yp = y.data();
  const int n = static_cast<int>(y.size());
#pragma acc parallel loop copyin(xp[0:n]) copy(yp[0:n])
  for (int i = 0; i < n; ++i)
    yp[i] += alpha * xp[i];
}

int main() {
  const int n = 1 << 16;
  std::vector<double> x(n), y(n, 1.0);
  for (int i = 0; i < n; ++i)
    x[i] = i;
  axpy(2.0, x, y);
  for (int i = 0; i < n; ++i) {
    if (y[i] != 1.0 + 2.0 * i) {
      std::printf("vecadd_cxx: y[%d] = %g, expected %g\n", i, y[i], 1.0 + 2.0 * i);
      return 1;
    }
  }
  std::printf("vecadd_cxx: OK\n");
  return 0;
}
