// Static data members without declare used in compute regions, by name in member functions,
// qualified elsewhere, and through an object (`this->scale`, `g.offset`): scalars are firstprivate, arrays copied (2.6.2) like any global; constexpr
// tables are copied in only (their storage is read-only, nothing may be copied back into it).
// RUN: %acorncxx %s -o %t
// RUN: %run-targets %t
#include <cstdio>

struct Grid {
  static double scale;
  static int offset;
  static double weights[4];
  static constexpr double table[3] = {1.0, 2.0, 4.0};
  double out[16];

  void fill() {
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < 16; ++i)
      out[i] = scale * i + offset + weights[i % 4] + table[i % 3];
  }
  void shift(double *v, int n) {
#pragma acc parallel loop copy(v[0:n])
    for (int i = 0; i < n; ++i)
      v[i] += this->scale + this->weights[i % 4];
  }
};
double Grid::scale = 2.0;
int Grid::offset = 1;
double Grid::weights[4] = {0.5, 0.25, 0.125, 0.0625};

constexpr double coefficients[3] = {3.0, 5.0, 7.0};

int main() {
  Grid g;
  g.fill();
  int errors = 0;
  for (int i = 0; i < 16; ++i)
    if (g.out[i] != 2.0 * i + 1 + Grid::weights[i % 4] + Grid::table[i % 3])
      ++errors;

  double sums[16];
#pragma acc parallel loop copyout(sums)
  for (int i = 0; i < 16; ++i)
    sums[i] = Grid::scale + Grid::weights[i % 4] + coefficients[i % 3];
  for (int i = 0; i < 16; ++i)
    if (sums[i] != 2.0 + Grid::weights[i % 4] + coefficients[i % 3])
      ++errors;

  double v[8] = {0};
  g.shift(v, 8);
#pragma acc parallel loop copy(v)
  for (int i = 0; i < 8; ++i)
    v[i] += g.offset;
  for (int i = 0; i < 8; ++i)
    if (v[i] != 2.0 + Grid::weights[i % 4] + 1)
      ++errors;

  std::printf("%s: %d errors\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
