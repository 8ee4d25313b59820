// 2.5.3 kernels in C++: a kernels region in a function with a loop carrying a recurrence (must
// run sequentially) followed by an independent loop.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

static void fill(long *a, long *b, int n) {
#pragma acc kernels copy(a[0:n]) copyout(b[0:n])
  {
    for (int i = 1; i < n; ++i)
      a[i] = a[i - 1] + i;
#pragma acc loop independent
    for (int i = 0; i < n; ++i)
      b[i] = 2 * a[i];
  }
}

int main() {
  const int n = 3000;
  long *a = new long[n];
  long *b = new long[n];
  for (int i = 0; i < n; ++i) {
    a[i] = 0;
    b[i] = 0;
  }
  fill(a, b, n);
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    long e = (long)i * (i + 1) / 2;
    if (a[i] != e || b[i] != 2 * e) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: kernels a[%d] = %ld b = %ld, expected %ld %ld\n", i, a[i], b[i], e, 2 * e);
      ++errors;
    }
  }
  delete[] a;
  delete[] b;
  return errors != 0;
}
