// 2.10 cache in C++: a template smoother over a std::vector's data, caching the window of each
// iteration; the result is the same as without the directive.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cmath>
#include <cstdio>
#include <vector>

template <typename T> void smooth(const std::vector<T> &in, std::vector<T> &out, int width) {
  const T *src = in.data();
  T *dst = out.data();
  int n = static_cast<int>(in.size());
#pragma acc parallel loop copyin(src[0:n]) copyout(dst[0:n-width+1])
  for (int i = 0; i < n - width + 1; ++i) {
#pragma acc cache(src[i:width])
    T s = 0;
    for (int k = 0; k < width; ++k)
      s += src[i + k];
    dst[i] = s / width;
  }
}

int main() {
  const int n = 50000, width = 5;
  std::vector<float> in(n), out(n);
  for (int i = 0; i < n; ++i)
    in[i] = static_cast<float>(i % 17);
  smooth(in, out, width);
  int errors = 0;
  for (int i = 0; i < n - width + 1; ++i) {
    float s = 0;
    for (int k = 0; k < width; ++k)
      s += in[i + k];
    if (std::fabs(out[i] - s / width) > 1e-5f)
      ++errors;
  }
  if (errors) {
    std::printf("FAILED: %d\n", errors);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
