// 2.5.2 serial construct in C++: a serial region (one gang, one worker, one vector lane) builds a
// Fibonacci table and uses a local array.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

int main() {
  const int n = 90;
  long long *fib = new long long[n];
#pragma acc serial copyout(fib[0:n])
  {
    fib[0] = 0;
    fib[1] = 1;
    for (int i = 2; i < n; ++i)
      fib[i] = fib[i - 1] + fib[i - 2];
  }
  int errors = 0;
  long long p = 0, q = 1;
  for (int i = 0; i < n; ++i) {
    long long e = (i == 0) ? 0 : q;
    if (i > 0) {
      long long t = p + q;
      p = q;
      q = t;
    }
    if (fib[i] != e) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: serial fib[%d] = %lld, expected %lld\n", i, fib[i], e);
      ++errors;
    }
  }
  delete[] fib;
  return errors != 0;
}
