// Loop-header macros whose bounds name members of the object, as grid classes write their loops
// (`FOR_N(i, n)`, `FOR_N(j, this->ny)` in member functions, and both loops of a collapse(2) from
// one macro): the bound in the region is the object's member, reached as the region reaches it.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

#define FOR_N(i, n) for (int i = 0; i < (n); i++)
#define FOR_2D(i, j, ni, nj)                                                                       \
  for (int i = 0; i < (ni); i++)                                                                   \
    for (int j = 0; j < (nj); j++)

struct Grid {
  int n, nx, ny;
  double *v;
  void scale(double a) {
#pragma acc parallel loop copy(v[0:n])
    FOR_N(i, n) v[i] *= a;
  }
  void add_index() {
#pragma acc parallel loop copy(v[0:nx * ny])
    FOR_N(i, nx) {
#pragma acc loop vector
      FOR_N(j, this->ny) v[i * ny + j] += i - j;
    }
  }
  void shift_collapsed(double d) {
#pragma acc parallel loop collapse(2) copy(v[0:nx * ny])
    FOR_2D(i, j, nx, this->ny) v[i * ny + j] += d;
  }
};

int main() {
  std::vector<double> data(12 * 10);
  for (std::size_t k = 0; k < data.size(); ++k)
    data[k] = static_cast<double>(k);
  Grid g{12 * 10, 12, 10, data.data()};
  g.scale(2.0);
  g.add_index();
  g.shift_collapsed(0.5);
  int errors = 0;
  for (int i = 0; i < 12; ++i)
    for (int j = 0; j < 10; ++j)
      errors += data[i * 10 + j] != 2.0 * (i * 10 + j) + i - j + 0.5;
  std::printf("%s (%d errors)\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
