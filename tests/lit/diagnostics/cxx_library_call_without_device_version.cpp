// C++ library functions that the GPU compile has for the host only (neither constexpr in the
// file's C++ standard nor declared for the device: std::sort, std::accumulate, std::stod), called
// in a region or in a routine: an error at the call naming the function, not the CUDA compile's
// error inside Acorn's headers (the former docs/known-bugs/cpp_library_call_in_region.cpp). Those
// the device compiles are fine: constexpr ones (std::min, std::max, std::array's, std::pair's,
// std::numeric_limits), <cmath>'s (also overloads that are not constexpr: std::frexp(float,
// int *)), std::abs, std::swap, std::complex's, a container's size() read from outside. With
// -acc=multicore the file compiles.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %acorncxx -acc=multicore -c %s -o %t.o
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <numeric>
#include <string>
#include <utility>
#include <vector>
// (Last: Clang's <complex> makes the functions of each header it reads first host and device.)
#include <complex>

#pragma acc routine seq
double smallest(double *v, int n) {
  std::sort(v, v + n);
  return v[0];
}

void work(double *a, int n, std::vector<int> &idx) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++) {
    double r[4] = {3, 1, 2, 0};
    std::array<double, 3> t{1, 2, 3};
    std::pair<int, double> p = std::make_pair(1, 2.0);
    std::complex<double> c(1, 2);
    c = c * c + std::exp(c);
    double x = a[i], y = 2;
    std::swap(x, y);
    int e;
    float m = std::frexp(float(x), &e);
    a[i] = std::min(x, y) + std::max(1.0, y) + std::abs(-x) + std::sqrt(y) + t[1] + p.second + c.real() + m +
           std::numeric_limits<double>::epsilon() + std::abs(-i) + double(idx.size());
    a[i] += smallest(r, 4);
    a[i] += std::accumulate(r, r + 4, 0.0);
    a[i] += std::stod("1.5");
  }
}
// CHECK: cxx_library_call_without_device_version.cpp:44:13: error: function 'std::accumulate' is called in a compute region but has no device version: it is a C++ library function
// CHECK: cxx_library_call_without_device_version.cpp:45:13: error: function 'std::stod' is called in a compute region but has no device version
// CHECK: cxx_library_call_without_device_version.cpp:45:23: error: a std::string is used in a compute region
// CHECK: cxx_library_call_without_device_version.cpp:25:3: error: function 'std::sort' is called in 'smallest', which runs on the device, but has no device version: it is a C++ library function that the GPU compile has for the host only (neither constexpr in this C++ standard nor declared for the device); compute its result before the region, write the loop yourself, or compile with -acc=multicore, which runs it
