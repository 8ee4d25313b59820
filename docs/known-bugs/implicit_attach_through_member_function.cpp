// An implicitly copied struct whose pointer member a region reaches through a member function
// (t[i] by operator[], likewise std::span): Acorn attaches `s.p` when the region writes s.p[i],
// but not when a member function reads it, so the device copy keeps the host address, silently.
// Expected: PASS on every target (or a warning, as for lambdas holding pointers). Actual:
// acorn++ -O2 this.cpp; ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async ./a.out ->
// FAIL buf[49]=50 (expected 51); host and multicore PASS; a GPU reads a host address.
#include <cstdio>
struct S { double* p; int n; double& operator[](int i) const { return p[i]; } };
int main() {
  const int n = 100;
  double* buf = new double[n];
  for (int i = 0; i < n; i++) buf[i] = i;
  S s{buf, n}, t{buf, n};
  #pragma acc data copy(buf[0:n])
  {
    #pragma acc parallel loop
    for (int i = 0; i < n; i++) s.p[i] += 1.0;
    #pragma acc parallel loop
    for (int i = 0; i < n; i++) t[i] += 1.0;
  }
  int ok = buf[49] == 51.0;
  printf(ok ? "PASS\n" : "FAIL buf[49]=%g (expected 51)\n", buf[49]);
  return !ok;
}
