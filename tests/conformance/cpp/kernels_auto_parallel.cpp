// 2.5.2 kernels in C++: Acorn parallelizes the loops of a kernels region whose iterations are
// independent (a templated 2-D stencil on std::vector data through restrict pointers, a max error
// computed with std::max) and keeps a prefix sum sequential.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

template <typename T> T smooth(int n, int m, const T *__restrict in, T *__restrict out) {
  T maxdiff = 0;
#pragma acc kernels copyin(in[0:n*m]) copy(out[0:n*m])
  for (int j = 1; j < n - 1; ++j)
    for (int i = 1; i < m - 1; ++i) {
      T v = (in[(j - 1) * m + i] + in[(j + 1) * m + i] + in[j * m + i - 1] + in[j * m + i + 1]) / T(4);
      out[j * m + i] = v;
      maxdiff = std::max(maxdiff, std::fabs(v - in[j * m + i]));
    }
  return maxdiff;
}

int main() {
  const int n = 97, m = 203;
  std::vector<double> in(n * m), out(n * m, 0.0);
  for (int k = 0; k < n * m; ++k)
    in[k] = (k * 37) % 101;
  double d = smooth(n, m, in.data(), out.data());
  int errors = 0;
  double ed = 0;
  for (int j = 1; j < n - 1; ++j)
    for (int i = 1; i < m - 1; ++i) {
      double v = (in[(j - 1) * m + i] + in[(j + 1) * m + i] + in[j * m + i - 1] + in[j * m + i + 1]) / 4;
      ed = std::max(ed, std::fabs(v - in[j * m + i]));
      if (out[j * m + i] != v && errors++ < 10)
        std::fprintf(stderr, "FAIL: out[%d][%d] = %g, expected %g\n", j, i, out[j * m + i], v);
    }
  if (d != ed) {
    std::fprintf(stderr, "FAIL: max difference %g, expected %g\n", d, ed);
    ++errors;
  }
  std::vector<long> prefix(1000, 1);
  long *p = prefix.data();
#pragma acc kernels copy(p[0:1000])
  for (int i = 1; i < 1000; ++i)
    p[i] += p[i - 1];
  if (prefix[999] != 1000) {
    std::fprintf(stderr, "FAIL: prefix sum %ld, expected 1000\n", prefix[999]);
    ++errors;
  }
  return errors != 0;
}
