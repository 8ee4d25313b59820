// 2.9.1 collapse(force:3) in C++: a 3-D nest over a std::vector with code between each pair of
// loops (an offset computed per plane and per row), inside a function template.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

template <typename T> void fill(std::vector<T> &v, int nz, int ny, int nx) {
  T *p = v.data();
  int total = nz * ny * nx;
#pragma acc parallel loop collapse(force:3) copyout(p[0:total])
  for (int z = 0; z < nz; ++z) {
    long plane = static_cast<long>(z) * ny * nx;
    for (int y = 0; y < ny; ++y) {
      long row = plane + static_cast<long>(y) * nx;
      for (int x = 0; x < nx; ++x)
        p[row + x] = static_cast<T>(z * 10000 + y * 100 + x);
    }
  }
}

int main() {
  const int nz = 7, ny = 30, nx = 50;
  std::vector<int> v(nz * ny * nx, -1);
  fill(v, nz, ny, nx);
  int errors = 0;
  for (int z = 0; z < nz; ++z)
    for (int y = 0; y < ny; ++y)
      for (int x = 0; x < nx; ++x)
        if (v[(z * ny + y) * nx + x] != z * 10000 + y * 100 + x)
          ++errors;
  if (errors) {
    std::printf("FAILED: %d\n", errors);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
