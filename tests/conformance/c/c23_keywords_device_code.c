// C23's keywords that C++ has too (bool, true, false, nullptr, constexpr, static_assert, alignof)
// and typeof_unqual, in a routine and a compute region: the device code keeps their meaning.
// RUN: %acorncc -std=c23 %s -o %t && %run-targets %t
#include <stdio.h>

#pragma acc routine seq
static bool is_odd(int i) { return (i & 1) != 0; }

int main(void) {
  int a[8], b[8];
#pragma acc parallel loop copyout(a, b)
  for (int i = 0; i < 8; i++) {
    constexpr int K = 3;
    const int *none = nullptr;
    static_assert(K == 3, "constexpr in device code");
    const int c = i;
    typeof_unqual(c) u = c;
    u += (int)alignof(double);
    bool odd = is_odd(i) ? true : false;
    a[i] = odd && none == nullptr;
    b[i] = u + K;
  }
  int errors = 0;
  for (int i = 0; i < 8; i++)
    errors += a[i] != (i & 1) || b[i] != i + (int)alignof(double) + 3;
  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
