// 2.9.11 reduction on nested loops in C++: gang loop over rows, inner vector loop reducing into
// a gang-private accumulator (max and +), and a gang-level + reduction over rows.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

int main() {
  const int rows = 300, cols = 500;
  std::vector<int> m(rows * cols);
  for (int i = 0; i < rows * cols; ++i)
    m[i] = (i * 7919) % 1000;
  std::vector<int> rowmax(rows, -1);
  const int *pm = m.data();
  int *prm = rowmax.data();
  long total = 0;
#pragma acc parallel loop gang copyin(pm[0:rows*cols]) copyout(prm[0:rows]) reduction(+:total)
  for (int i = 0; i < rows; ++i) {
    int mx = -1;
    long s = 0;
#pragma acc loop vector reduction(max:mx) reduction(+:s)
    for (int j = 0; j < cols; ++j) {
      int v = pm[i * cols + j];
      mx = v > mx ? v : mx;
      s += v;
    }
    prm[i] = mx;
    total += s;
  }
  int errors = 0;
  long etotal = 0;
  for (int i = 0; i < rows; ++i) {
    int emx = -1;
    for (int j = 0; j < cols; ++j) {
      int v = m[i * cols + j];
      emx = v > emx ? v : emx;
      etotal += v;
    }
    if (rowmax[i] != emx) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: vector max reduction row %d = %d, expected %d\n", i, rowmax[i], emx);
      ++errors;
    }
  }
  if (total != etotal) {
    std::fprintf(stderr, "FAIL: gang + reduction total = %ld, expected %ld\n", total, etotal);
    ++errors;
  }
  return errors != 0;
}
