// 2.15.1 routine directive: #pragma acc routine seq on free functions (one calling another, one
// with a loop inside) called from a parallel loop.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#pragma acc routine seq
static int collatz_steps(long x) {
  int steps = 0;
  while (x != 1) {
    x = (x % 2 == 0) ? x / 2 : 3 * x + 1;
    ++steps;
  }
  return steps;
}

#pragma acc routine seq
static int weighted(long x) {
  return 2 * collatz_steps(x) + 1;
}

int main() {
  const int n = 3000;
  int *out = new int[n];
  for (int i = 0; i < n; ++i)
    out[i] = -1;
#pragma acc parallel loop copyout(out[0:n])
  for (int i = 0; i < n; ++i)
    out[i] = weighted(i + 1);
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    int e = weighted(i + 1);
    if (out[i] != e) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: routine seq out[%d] = %d, expected %d\n", i, out[i], e);
      ++errors;
    }
  }
  if (out[26] != 2 * 111 + 1) {
    std::fprintf(stderr, "FAIL: routine seq collatz(27) gives %d, expected %d\n", out[26], 2 * 111 + 1);
    ++errors;
  }
  delete[] out;
  return errors != 0;
}
