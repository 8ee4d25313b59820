// C++ twin of kernels_loop_variable_final_value.c: a kernels loop without a loop directive whose
// variable is declared outside it leaves the variable its final value, in a function template
// and a member function too, while the loop runs in parallel.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <class T> int scale_all(T *a, int n, T s) {
  int i;
#pragma acc kernels copy(a[0:n])
  for (i = 0; i < n; i++)
    a[i] *= s;
  return i;
}

struct Counter {
  double v[300];
  long last = 0;
  void bump() {
    long k;
#pragma acc kernels copy(v)
    for (k = 299; k >= 0; k -= 2)
      v[k] += 1.0;
    last = k;
  }
};

int main() {
  double a[1000];
  float f[10];
  Counter c{};
  int errors = 0;
  for (int i = 0; i < 1000; i++)
    a[i] = i;
  for (int i = 0; i < 10; i++)
    f[i] = 1.0f;
  errors += scale_all(a, 1000, 2.0) != 1000;
  errors += scale_all(f, 10, 3.0f) != 10;
  c.bump();
  errors += c.last != -1;
  for (int i = 0; i < 1000; i++)
    errors += a[i] != 2.0 * i;
  for (int i = 0; i < 300; i++)
    errors += c.v[i] != (i % 2 == 1 ? 1.0 : 0.0);
  std::printf("%s: %d errors\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
