// Constants of the enclosing function stay constants in a region: template arguments, array
// bounds and case labels.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <array>
#include <cstdio>
#include <limits>

enum class Mode { Sum = 2, Max = 5 };

int main() {
  constexpr int M = 8;
  const int K = 4;
  constexpr double scale = 0.25;
  constexpr Mode mode = Mode::Max;
  double out[16];
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < 16; ++i) {
    std::array<double, M> row{};
    double scratch[K];
    for (int k = 0; k < K; ++k)
      scratch[k] = i + k;
    for (int m = 0; m < M; ++m)
      row[m] = scratch[m % K] * scale;
    double r = 0;
    switch (static_cast<int>(mode)) {
    case static_cast<int>(Mode::Sum):
      for (double v : row)
        r += v;
      break;
    case static_cast<int>(Mode::Max):
      for (double v : row)
        r = v > r ? v : r;
      break;
    }
    out[i] = r + static_cast<double>(sizeof(row) / sizeof(double));
  }
  int errors = 0;
  for (int i = 0; i < 16; ++i)
    if (out[i] != (i + 3) * 0.25 + 8)
      errors++;

  // Constants without a decimal spelling: infinities and NaN.
  constexpr double inf = std::numeric_limits<double>::infinity();
  constexpr float lowest = -std::numeric_limits<float>::infinity();
  const double nan = std::numeric_limits<double>::quiet_NaN();
  double bounds[16];
#pragma acc parallel loop copyout(bounds)
  for (int i = 0; i < 16; ++i)
    bounds[i] = i % 3 == 0 ? inf : i % 3 == 1 ? lowest : (nan != nan ? -1.0 : 1.0);
  for (int i = 0; i < 16; ++i)
    if (bounds[i] != (i % 3 == 0 ? inf : i % 3 == 1 ? -inf : -1.0))
      errors++;
  if (errors) {
    std::printf("FAILED: %d (out[1]=%g)\n", errors, out[1]);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
