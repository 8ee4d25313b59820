// kernels (2.5.2) in a function template: rows that depend on the row before stay sequential while
// each row's elements run in parallel, and a scalar that both branches of an if/else set before
// it is read is private to each iteration. Results are what the host computes.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

template <class T, int Cols> static bool run(const char *name, int rows) {
  std::vector<T> storage(rows * Cols), want(rows * Cols);
  for (int i = 0; i < rows * Cols; ++i)
    storage[i] = want[i] = T((i * 13) % 17);
  T (*p)[Cols] = reinterpret_cast<T (*)[Cols]>(storage.data());
  for (int r = 1; r < rows; ++r)
    for (int c = 0; c < Cols; ++c) {
      T y;
      if (want[r * Cols + c] > T(8))
        y = want[(r - 1) * Cols + c];
      else
        y = T(2) * want[(r - 1) * Cols + c];
      want[r * Cols + c] = (want[r * Cols + c] + y) / T(4);
    }
  T y;
#pragma acc kernels copy(p[0:rows])
  for (int r = 1; r < rows; ++r)
    for (int c = 0; c < Cols; ++c) {
      if (p[r][c] > T(8))
        y = p[r - 1][c];
      else
        y = T(2) * p[r - 1][c];
      p[r][c] = (p[r][c] + y) / T(4);
    }
  for (int i = 0; i < rows * Cols; ++i)
    if (storage[i] != want[i]) {
      std::fprintf(stderr, "FAIL: %s element %d = %g, expected %g\n", name, i, double(storage[i]), double(want[i]));
      return false;
    }
  return true;
}

int main() {
  if (!run<double, 130>("double", 200) || !run<float, 64>("float", 90))
    return 1;
  std::printf("kernels_row_recurrence_cpp: OK\n");
  return 0;
}
