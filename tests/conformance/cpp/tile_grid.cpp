// 2.9.8 tile with gang and vector in C++, each tile run by a gang of its own: a function template
// over the tile's element type fills a matrix from a functor through tiles of several shapes,
// partial tiles at the edges included, and every element is written once with the right value.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

struct Affine {
  long a, b;
  long operator()(int i, int j) const { return a * i + b * j; }
};

template <class T, class F> void fill(T *m, int rows, int cols, F f) {
#pragma acc parallel loop tile(8, 32) copyout(m[0:rows * cols]) copyin(f)
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      m[i * cols + j] = static_cast<T>(f(i, j));
}

template <class T> void add_transposed(T *out, const T *in, int n) {
#pragma acc parallel loop tile(5, 7) copy(out[0:n * n]) copyin(in[0:n * n])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      out[j * n + i] += in[i * n + j];
}

template <class T> int check(const char *what, const std::vector<T> &got, int rows, int cols, long a, long b) {
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      if (got[i * cols + j] != static_cast<T>(a * i + b * j)) {
        std::fprintf(stderr, "FAIL: %s: (%d, %d) is %g\n", what, i, j, double(got[i * cols + j]));
        return 1;
      }
  return 0;
}

int main() {
  int errors = 0;
  const int rows = 301, cols = 45;
  std::vector<double> d(rows * cols, -1.0);
  fill(d.data(), rows, cols, Affine{1000, 1});
  errors += check("double tile(8,32)", d, rows, cols, 1000, 1);
  std::vector<long> l(rows * cols, -1);
  fill(l.data(), rows, cols, Affine{3, 7});
  errors += check("long tile(8,32)", l, rows, cols, 3, 7);

  // out = a + transpose(a) with a[i][j] = 2i + j: out[i][j] = 3i + 3j.
  const int n = 71;
  std::vector<int> a(n * n), out(n * n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      a[i * n + j] = out[i * n + j] = 2 * i + j;
  add_transposed(out.data(), a.data(), n);
  errors += check("transpose tile(5,7)", out, n, n, 3, 3);

  if (errors)
    return 1;
  std::printf("tile grid: OK\n");
  return 0;
}
