// 2.9.10 in a kernels region (C++): a stencil's gathered neighbourhood (an array of the template's
// element type) and a small accumulator class declared in the region, private to the loop.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

template <typename T> struct Accumulator {
  T sum;
  int count;
  void add(T v) {
    sum += v;
    ++count;
  }
};

template <typename T> int smooth(int n) {
  std::vector<T> in(n), out(n);
  for (int i = 0; i < n; i++)
    in[i] = T(i % 7);
  const T *x = in.data();
  T *y = out.data();
#pragma acc kernels copyin(x[0 : n]) copyout(y[0 : n])
  {
    T window[3];
    Accumulator<T> acc;
#pragma acc loop independent private(window, acc)
    for (int i = 1; i < n - 1; i++) {
      for (int k = 0; k < 3; k++)
        window[k] = x[i - 1 + k];
      acc = Accumulator<T>{T(0), 0};
      for (int k = 0; k < 3; k++)
        acc.add(window[k]);
      y[i] = acc.sum / T(acc.count);
    }
  }
  int errors = 0;
  for (int i = 1; i < n - 1; i++) {
    T want = (in[i - 1] + in[i] + in[i + 1]) / T(3);
    if (out[i] != want) {
      std::fprintf(stderr, "FAIL: %d: %g, want %g\n", i, double(out[i]), double(want));
      errors++;
      break;
    }
  }
  return errors;
}

int main() {
  int errors = smooth<double>(1000) + smooth<float>(333);
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}
