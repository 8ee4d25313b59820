// 2.5.15: a reduction on an element of two subscripts (`c[i][j]`) in C++ code: a matrix class
// template holding rows through a pointer to pointers, and a function template over a reference
// to an array of arrays.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <class T> struct Matrix {
  int rows, cols;
  T **r;
  Matrix(int n, int m) : rows(n), cols(m), r(new T *[n]) {
    for (int i = 0; i < n; i++)
      r[i] = new T[m]();
  }
  ~Matrix() {
    for (int i = 0; i < rows; i++)
      delete[] r[i];
    delete[] r;
  }
  // this = a * b, the inner products reduced into each element.
  void product(const T *a, const T *b, int inner) {
    T **out = r;
    int n = rows, m = cols;
#pragma acc parallel loop gang collapse(2) copyin(a[0:n * inner], b[0:inner * m]) copyout(out[0:n][0:m])
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++) {
        out[i][j] = T(0);
#pragma acc loop vector reduction(+:out[i][j])
        for (int k = 0; k < inner; k++)
          out[i][j] += a[i * inner + k] * b[k * m + j];
      }
  }
};

template <class T, int N, int M> void row_minima(const T *v, int len, T (&lo)[N][M]) {
#pragma acc parallel loop gang collapse(2) copyin(v[0:len]) copyout(lo)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      lo[i][j] = T(1000);
#pragma acc loop vector reduction(min:lo[i][j])
      for (int k = 0; k < len; k++)
        lo[i][j] = v[k] * (i - j) < lo[i][j] ? v[k] * (i - j) : lo[i][j];
    }
}

int main() {
  const int n = 7, m = 5, inner = 33;
  long a[n * inner], b[inner * m];
  for (int i = 0; i < n * inner; i++)
    a[i] = i % 9 - 4;
  for (int i = 0; i < inner * m; i++)
    b[i] = i % 4;
  Matrix<long> c(n, m);
  c.product(a, b, inner);
  long lo[3][4];
  row_minima(a, n * inner, lo);

  int errors = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      long want = 0;
      for (int k = 0; k < inner; k++)
        want += a[i * inner + k] * b[k * m + j];
      if (c.r[i][j] != want && errors++ < 5)
        std::printf("c[%d][%d] = %ld, want %ld\n", i, j, c.r[i][j], want);
    }
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++) {
      long want = 1000;
      for (int k = 0; k < n * inner; k++)
        want = a[k] * (i - j) < want ? a[k] * (i - j) : want;
      if (lo[i][j] != want && errors++ < 5)
        std::printf("lo[%d][%d] = %ld, want %ld\n", i, j, lo[i][j], want);
    }
  std::printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
