// std::tie(a, b) = pair inside a compute region: fails in the GPU build with the default
// standard and -std=c++17 (tuple::operator= is not constexpr before C++20); passes with -std=c++20.
#include <cstdio>
#include <tuple>
#include <utility>
int main() {
  const int N = 100;
  double o[N];
#pragma acc parallel loop copyout(o)
  for (int i = 0; i < N; ++i) {
    double a, b;
    std::tie(a, b) = std::make_pair(i * 2.0, i * 3.0);
    o[i] = a + b;
  }
  for (int i = 0; i < N; ++i)
    if (o[i] != 5.0 * i) { printf("FAIL\n"); return 1; }
  printf("PASS\n");
  return 0;
}
