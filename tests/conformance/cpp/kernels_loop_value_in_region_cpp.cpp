// C++ twin of kernels_loop_value_in_region.c: a kernels loop without a loop directive leaves its
// variable, declared outside the loop, its final value for the code after it in the region, in a
// function template (the unroll-by-4 idiom's remainder) and in a member function.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

template <class T> int axpy_unrolled(int n, T alpha, const T *x, T *y) {
  int i = -7;
#pragma acc kernels copyin(x[0:n]) copy(y[0:n])
  {
    for (i = 0; i < n - n % 4; i += 4) {
      y[i] += alpha * x[i];
      y[i + 1] += alpha * x[i + 1];
      y[i + 2] += alpha * x[i + 2];
      y[i + 3] += alpha * x[i + 3];
    }
    for (; i < n; i++) // remainder: starts at n - n % 4
      y[i] += alpha * x[i];
  }
  return i;
}

struct Strided {
  double v[1003];
  long marks[2] = {0, 0};
  long stamp(long n) {
    long i = 0;
#pragma acc kernels copy(v, marks)
    {
      for (i = 0; i < n; i += 10)
        v[i] = -1.0;
      marks[0] = i;
      i -= 10;
      marks[1] = i;
    }
    return i;
  }
};

int main() {
  const int n = 1003;
  std::vector<float> x(n), y(n, 1.0f);
  int errors = 0;
  for (int q = 0; q < n; q++)
    x[q] = q;
  if (axpy_unrolled(n, 2.0f, x.data(), y.data()) != n)
    errors++;
  for (int q = 0; q < n; q++)
    errors += y[q] != 1.0f + 2.0f * q;
  static Strided s;
  if (s.stamp(n) != 1000 || s.marks[0] != 1010 || s.marks[1] != 1000 || s.v[1000] != -1.0)
    errors++;
  std::printf("%s: %d errors\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
