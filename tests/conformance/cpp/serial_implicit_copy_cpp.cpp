// 2.5.3 serial in C++: a std::array used without a data clause is copied in and out, a scalar is
// firstprivate; the region runs its sequential recurrence on one thread of the device.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <array>
#include <cstdio>

int main() {
  std::array<long, 500> fib{};
  long seed = 3;
#pragma acc serial
  {
    fib[0] = seed;
    fib[1] = seed;
    for (int i = 2; i < 500; ++i)
      fib[i] = (fib[i - 1] + fib[i - 2]) % 1000003;
  }
  long a = seed, b = seed;
  int errors = (fib[0] != seed) + (fib[1] != seed);
  for (int i = 2; i < 500; ++i) {
    long c = (a + b) % 1000003;
    errors += fib[i] != c;
    a = b;
    b = c;
  }
  if (errors) {
    std::printf("FAILED: %d\n", errors);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
