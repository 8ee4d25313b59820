// 2.5.13 / 2.5.14 / 2.9.10 private and firstprivate in C++: a firstprivate struct object and a
// loop-private scratch array.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

struct Params {
  int mul;
  int add;
  int table[4];
};

int main() {
  const int n = 5000;
  int *out = new int[n];
  Params prm{3, 7, {10, 20, 30, 40}};
  int scratch[4];
#pragma acc parallel loop firstprivate(prm) private(scratch) copyout(out[0:n])
  for (int i = 0; i < n; ++i) {
    for (int k = 0; k < 4; ++k)
      scratch[k] = prm.table[k] + i;
    out[i] = prm.mul * scratch[i % 4] + prm.add;
  }
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    int e = 3 * ((i % 4 + 1) * 10 + i) + 7;
    if (out[i] != e) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: private/firstprivate out[%d] = %d, expected %d\n", i, out[i], e);
      ++errors;
    }
  }
  delete[] out;
  return errors != 0;
}
