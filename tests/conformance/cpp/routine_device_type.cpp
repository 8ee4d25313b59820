// 2.15.1 in C++: routine directives with device_type groups (the NVIDIA group's vector level) and
// nohost on functions called from a region: a vector routine with an orphaned loop over a row and a
// seq nohost helper in a namespace.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

namespace kernels {
#pragma acc routine seq nohost
inline double twice(double x) { return 2 * x; }

#pragma acc routine device_type(nvidia, acc_device_nvidia) vector device_type(*) seq
void fill_row(double *row, int n, int i) {
#pragma acc loop vector
  for (int j = 0; j < n; j++)
    row[j] = twice(i) + j;
}
} // namespace kernels

int main() {
  const int n = 48;
  static double m[n][n];
#pragma acc parallel loop gang copyout(m)
  for (int i = 0; i < n; i++)
    kernels::fill_row(m[i], n, i);
  int errors = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (m[i][j] != 2.0 * i + j && errors++ < 5)
        std::fprintf(stderr, "FAIL: m[%d][%d] = %g\n", i, j, m[i][j]);
  if (errors)
    return 1;
  std::printf("routine device_type (C++): OK\n");
  return 0;
}
