// C++: routine gang(dim:2) member functions of a class template whose loops partition over gangs
// of two dimensions, called from a region with num_gangs(8, 4) and from one with the default gangs.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <class T> struct Field {
#pragma acc routine gang(dim:2)
  static void fill(int n, int m, T *a, T base) {
#pragma acc loop gang(dim:2)
    for (int i = 0; i < n; ++i)
#pragma acc loop gang(dim:1) vector
      for (int j = 0; j < m; ++j)
        a[i * m + j] = base + static_cast<T>(i * m + j);
  }
};

int main() {
  const int n = 37, m = 300;
  static double a[n * m];
  static float b[n * m];
#pragma acc parallel num_gangs(8, 4) copyout(a)
  Field<double>::fill(n, m, a, 1.0);
#pragma acc parallel copyout(b)
  Field<float>::fill(n, m, b, 2.0f);
  int errors = 0;
  for (int k = 0; k < n * m; ++k)
    errors += a[k] != 1.0 + k || b[k] != 2.0f + static_cast<float>(k);
  if (errors) {
    std::printf("FAILED: %d elements\n", errors);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
