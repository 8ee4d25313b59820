// 2.5.2 kernels in C++: rows of a flattened matrix written whole by each outer iteration, through
// a std::vector's data. Rows one element longer than their stride overlap: the outer loop keeps its
// order (the later row's value wins); rows of exactly the stride are independent.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

template <class T> int fill_rows(int n, int m) {
  std::vector<T> store(static_cast<size_t>(n) * m + 1, T(-1)), other(static_cast<size_t>(n) * m);
  T *__restrict a = store.data();
  T *__restrict b = other.data();
  const size_t total = store.size(), part = other.size();
#pragma acc kernels copy(a[0:total]) copyout(b[0:part])
  {
    for (int i = 0; i < n; ++i)
      for (int j = 0; j <= m; ++j)
        a[i * m + j] = T(i);
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j)
        b[i * m + j] = T(i) + T(j) / 2;
  }
  int errors = 0;
  for (int i = 0; i < n && !errors; ++i)
    for (int j = 0; j < m; ++j)
      if (a[i * m + j] != T(i) || b[i * m + j] != T(i) + T(j) / 2) {
        std::fprintf(stderr, "FAIL: row %d element %d: %g (want %d)\n", i, j, double(a[i * m + j]), i);
        ++errors;
        break;
      }
  if (a[static_cast<size_t>(n) * m] != T(n - 1)) {
    std::fprintf(stderr, "FAIL: last element %g (want %d)\n", double(a[static_cast<size_t>(n) * m]), n - 1);
    ++errors;
  }
  return errors;
}

int main() {
  if (fill_rows<double>(20000, 100) + fill_rows<float>(8000, 64))
    return 1;
  std::printf("PASS\n");
  return 0;
}
