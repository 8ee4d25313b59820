// 2.9.8 tile in C++: a matrix transpose template instantiated for float and double, tiled
// tile(16, 32) over a non-square matrix whose sizes are not multiples of the tile.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

template <typename T> void transpose(const T *in, T *out, int rows, int cols) {
#pragma acc parallel loop tile(16, 32) copyin(in[0:rows*cols]) copyout(out[0:rows*cols])
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      out[j * rows + i] = in[i * cols + j];
}

template <typename T> int check(int rows, int cols) {
  std::vector<T> in(rows * cols), out(rows * cols, T(-1));
  for (int i = 0; i < rows * cols; ++i)
    in[i] = T(i % 1000);
  transpose(in.data(), out.data(), rows, cols);
  int errors = 0;
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      if (out[j * rows + i] != in[i * cols + j] && errors++ < 10)
        std::fprintf(stderr, "FAIL: out[%d][%d] = %g\n", j, i, double(out[j * rows + i]));
  return errors;
}

int main() { return (check<float>(100, 45) + check<double>(33, 129)) != 0; }
