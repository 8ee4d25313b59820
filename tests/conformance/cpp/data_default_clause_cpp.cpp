// C++ twin of data_default_clause.c: default(present) and default(none) on a data construct apply
// to the compute constructs inside without a default clause of their own (2.6.5, 2.6.2), here in
// a member function over member arrays and in a function template.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

constexpr int N = 512;

struct Field {
  double in[N], out[N];
  void twice() {
#pragma acc data copyin(in) copyout(out) default(present)
    {
#pragma acc parallel loop
      for (int i = 0; i < N; ++i)
        out[i] = 2 * in[i];
    }
  }
};

template <class T> void add_one(const T *x, T *y, int n) {
#pragma acc data copyin(x[0:n], n) copyout(y[0:n]) default(none)
  {
#pragma acc parallel loop
    for (int i = 0; i < n; ++i)
      y[i] = x[i] + 1;
  }
}

int main() {
  Field f;
  float x[N], y[N];
  for (int i = 0; i < N; ++i) {
    f.in[i] = i;
    x[i] = i;
  }
  f.twice();
  add_one(x, y, N);
  int errors = 0;
  for (int i = 0; i < N; ++i)
    errors += f.out[i] != 2.0 * i || y[i] != i + 1.0f;
  std::printf("%s: %d errors\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
