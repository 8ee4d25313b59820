// C++17's three-argument std::hypot (the length of a 3-vector, as physics codes write it) in
// compute regions: float, double and mixed arguments (promoted as <cmath> promotes them: integers
// to double), qualified and through `using namespace std;`. libstdc++ defines it for the host only;
// the GPU compile has its own.
// RUN: %acorncxx -std=c++17 %s -o %t && %run-targets %t
#include <cmath>
#include <cstdio>
#include <type_traits>

using namespace std;

int main() {
  const int n = 200;
  double rd[n], rm[n];
  float rf[n];
#pragma acc parallel loop copyout(rd, rf, rm)
  for (int i = 0; i < n; ++i) {
    double x = 0.1 * i - 7.0;
    float xf = 0.25f * i;
    rd[i] = std::hypot(x, 2.0, -3.0);
    rf[i] = hypot(xf, 1.5f, 2.0f);
    rm[i] = std::hypot(i, 4.0f, 12) + hypot(3, 4, 12) * 0.0; // double, as on the host
  }
  static_assert(std::is_same<decltype(std::hypot(1, 4.0f, 12)), double>::value, "promoted to double");
  static_assert(std::is_same<decltype(std::hypot(1.0f, 4.0f, 2.0f)), float>::value, "float stays float");
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    double x = 0.1 * i - 7.0;
    float xf = 0.25f * i;
    bad += std::fabs(rd[i] - std::sqrt(x * x + 13.0)) > 1e-13 * (1 + std::fabs(x));
    bad += std::fabs(rf[i] - std::sqrt(xf * xf + 6.25f)) > 1e-5f * (1 + xf);
    bad += std::fabs(rm[i] - std::sqrt(double(i) * i + 160.0)) > 1e-13 * (1 + i);
  }
  std::printf("%d wrong: %s\n", bad, bad ? "FAIL" : "PASS");
  return bad != 0;
}
