#include "stencil.hpp"
#include <vector>

double smoothed_energy(const float *data, int n) {
  std::vector<float> f(n);
  smooth3(data, f.data(), n);
  std::vector<double> d(f.begin(), f.end());
  std::vector<double> g(n);
  smooth3(d.data(), g.data(), n);
  return sum_squares(g.data(), n);
}
