// C++ twin of kernels_scalar_read_after_loop_in_step.c: a scalar an inner kernels loop writes in
// every iteration, read by the enclosing loop's body right after it, keeps the last iteration's
// value though the enclosing loop resets it at the top of each step (a function template).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

template <class T> std::vector<T> last_per_step(const std::vector<T> &a, int steps) {
  std::vector<T> b(a.size()), last(steps);
  const T *__restrict pa = a.data();
  T *__restrict pb = b.data(), *__restrict pl = last.data();
  int n = (int)a.size();
  T x = -1;
#pragma acc kernels copyin(pa[0:n]) copy(pb[0:n], pl[0:steps])
  for (int t = 0; t < steps; t++) {
    x = 0;
    for (int i = 0; i < n; i++) {
      x = pa[i] + t;
      pb[i] = x;
    }
    pl[t] = x;
  }
  return last;
}

int main() {
  std::vector<double> a(256);
  for (int i = 0; i < 256; i++)
    a[i] = i;
  std::vector<double> last = last_per_step(a, 4);
  int errors = 0;
  for (int t = 0; t < 4; t++)
    errors += last[t] != 255.0 + t;
  std::printf("%s: %d errors\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
