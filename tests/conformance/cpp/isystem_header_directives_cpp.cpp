// A library's header found through -isystem (CMake passes an imported target's include directories
// so) holds directives: Inputs/isystem_header_directives_cpp/include/mesh/blend.hpp has a global
// with declare create, a routine and a function template with a compute construct. Its other file
// (Inputs/isystem_header_directives_cpp/weights.cpp), which includes the header the same way,
// defines the global and fills its device copy; this file runs the template and reads the global
// in a region of its own (2.13, 2.15).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncxx -c -isystem %S/Inputs/isystem_header_directives_cpp/include %S/Inputs/isystem_header_directives_cpp/weights.cpp -o %t/weights.o
// RUN: %acorncxx -c -isystem %S/Inputs/isystem_header_directives_cpp/include %s -o %t/main.o
// RUN: %acorncxx %t/main.o %t/weights.o -o %t/prog
// RUN: %run-targets %t/prog
#include <cmath>
#include <cstdio>
#include <mesh/blend.hpp>
#include <vector>

int main() {
  const int n = mesh::cells;
  const int period = 8;
  int errors = 0;

  mesh::set_weights(period);
  // The device copy was written by weights.cpp; this file's region reads it too.
  int ramps = 0;
#pragma acc parallel loop reduction(+:ramps)
  for (int i = 0; i < n; ++i)
    ramps += mesh::weights[i] == 0.0f;
  if (ramps != (n + period - 1) / period) {
    std::fprintf(stderr, "FAIL: %d weights are 0, expected %d\n", ramps, (n + period - 1) / period);
    ++errors;
  }
#pragma acc update self(mesh::weights)
  float expected_sum = 0.0f;
  for (int i = 0; i < n; ++i) {
    float w = static_cast<float>(i % period) / period;
    expected_sum += w;
    if (mesh::weights[i] != w && errors++ < 10)
      std::fprintf(stderr, "FAIL: weights[%d] = %g, expected %g\n", i, mesh::weights[i], w);
  }
  float sum = mesh::weight_sum();
  if (std::fabs(sum - expected_sum) > 1e-3f * expected_sum) {
    std::fprintf(stderr, "FAIL: weight sum %g, expected %g\n", sum, expected_sum);
    ++errors;
  }

  std::vector<double> a(n), b(n), out(n, -1.0);
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    b[i] = 2.0 * i + 8.0;
  }
  mesh::blend(out.data(), a.data(), b.data(), n);
  for (int i = 0; i < n; ++i) {
    float w = static_cast<float>(i % period) / period;
    double expected = static_cast<float>(a[i]) + w * (static_cast<float>(b[i]) - static_cast<float>(a[i]));
    if (std::fabs(out[i] - expected) > 1e-3 * (1.0 + std::fabs(expected)) && errors++ < 10)
      std::fprintf(stderr, "FAIL: blend[%d] = %g, expected %g\n", i, out[i], expected);
  }
  if (!errors)
    std::printf("PASS\n");
  return errors != 0;
}
