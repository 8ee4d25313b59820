// 2.9.1 collapse(2) and collapse(3) in function templates over flattened row-major arrays
// (template parameters give the extents).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

template <typename T, int R, int C>
void transpose(const T *in, T *out) {
#pragma acc parallel loop collapse(2) copyin(in[0:R*C]) copyout(out[0:R*C])
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      out[j * R + i] = in[i * C + j];
}

template <typename T, int X, int Y, int Z>
void fill3(T *a) {
#pragma acc parallel loop collapse(3) copyout(a[0:X*Y*Z])
  for (int i = 0; i < X; ++i)
    for (int j = 0; j < Y; ++j)
      for (int k = 0; k < Z; ++k)
        a[(i * Y + j) * Z + k] = T(i * 10000 + j * 100 + k);
}

int main() {
  constexpr int R = 37, C = 91;
  std::vector<long> in(R * C), out(R * C, -1);
  for (int i = 0; i < R * C; ++i)
    in[i] = i;
  transpose<long, R, C>(in.data(), out.data());
  int errors = 0;
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      if (out[j * R + i] != in[i * C + j]) {
        if (errors < 10)
          std::fprintf(stderr, "FAIL: collapse(2) transpose (%d,%d) = %ld, expected %ld\n", i, j, out[j * R + i], in[i * C + j]);
        ++errors;
      }
  constexpr int X = 12, Y = 17, Z = 33;
  std::vector<double> a(X * Y * Z, -1.0);
  fill3<double, X, Y, Z>(a.data());
  for (int i = 0; i < X; ++i)
    for (int j = 0; j < Y; ++j)
      for (int k = 0; k < Z; ++k)
        if (a[(i * Y + j) * Z + k] != double(i * 10000 + j * 100 + k)) {
          if (errors < 10)
            std::fprintf(stderr, "FAIL: collapse(3) a[%d][%d][%d] = %g\n", i, j, k, a[(i * Y + j) * Z + k]);
          ++errors;
        }
  return errors != 0;
}
