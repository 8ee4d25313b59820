// 2.9.8 tile in C++: a matrix class transposes itself into another with tile(32, 32) (the read is
// staged in shared memory tile by tile), and a tiled loop over a std::vector's data whose read is
// contiguous along the threads' fast index (not staged); both match the host.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

class Matrix {
public:
  Matrix(int r, int c) : rows_(r), cols_(c), v_(std::size_t(r) * c) {}
  double &at(int i, int j) { return v_[std::size_t(i) * cols_ + j]; }

  Matrix transposed() const {
    Matrix t(cols_, rows_);
    const double *src = v_.data();
    double *dst = t.v_.data();
    int r = rows_, c = cols_;
#pragma acc parallel loop tile(32, 32) copyin(src[0:r * c]) copyout(dst[0:r * c])
    for (int i = 0; i < r; i++)
      for (int j = 0; j < c; j++)
        dst[j * r + i] = src[i * c + j];
    return t;
  }

  int rows_, cols_;
  std::vector<double> v_;
};

int main() {
  Matrix m(150, 97);
  for (int i = 0; i < m.rows_; i++)
    for (int j = 0; j < m.cols_; j++)
      m.at(i, j) = i * 1000.0 + j;
  Matrix t = m.transposed();
  int errors = 0;
  for (int i = 0; i < m.rows_; i++)
    for (int j = 0; j < m.cols_; j++)
      if (t.at(j, i) != m.at(i, j) && errors++ < 5)
        std::fprintf(stderr, "FAIL: t(%d, %d) = %g, expected %g\n", j, i, t.at(j, i), m.at(i, j));

  std::vector<double> in(64 * 64), out(64 * 64);
  for (int k = 0; k < 64 * 64; k++)
    in[k] = k;
  double *pi = in.data(), *po = out.data();
#pragma acc parallel loop tile(8, 32) copyin(pi[0:4096]) copyout(po[0:4096])
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      po[i * 64 + j] = pi[i * 64 + j] + pi[j];
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      if (out[i * 64 + j] != in[i * 64 + j] + in[j] && errors++ < 5)
        std::fprintf(stderr, "FAIL: out(%d, %d) = %g\n", i, j, out[i * 64 + j]);
  if (errors)
    return 1;
  std::printf("tile staged reads (C++): OK\n");
  return 0;
}
