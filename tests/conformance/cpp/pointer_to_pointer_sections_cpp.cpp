// 2.7.1 sections of pointers to pointers in C++: a jagged matrix (float **) built with new[], whose
// rows a function template maps with copyin(rows[0:n][0:m]) and copyout(out[0:n][0:m]); a class
// keeps its rows on the device between enter data copyin(rows_[0:n_][0:m_]) in the constructor and
// exit data delete in the destructor, with update self of two rows (rows_[1:2][0:m_]).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <class T> void scaled_copy(T **in, T **out, int n, int m, T f) {
#pragma acc parallel loop copyin(in[0:n][0:m]) copyout(out[0:n][0:m])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      out[i][j] = f * in[i][j];
}

class Jagged {
public:
  Jagged(int n, int m) : n_(n), m_(m), rows_(new double *[n]) {
    for (int i = 0; i < n; ++i) {
      rows_[i] = new double[m];
      for (int j = 0; j < m; ++j)
        rows_[i][j] = i * m + j;
    }
#pragma acc enter data copyin(rows_[0:n_][0:m_])
  }
  ~Jagged() {
#pragma acc exit data delete(rows_[0:n_][0:m_])
    for (int i = 0; i < n_; ++i)
      delete[] rows_[i];
    delete[] rows_;
  }
  void negate() {
    double **r = rows_;
    int n = n_, m = m_;
#pragma acc parallel loop present(r[0:n][0:m])
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j)
        r[i][j] = -r[i][j];
  }
  void fetch_middle() {
#pragma acc update self(rows_[1:2][0:m_])
  }
  double at(int i, int j) const { return rows_[i][j]; }

private:
  int n_, m_;
  double **rows_;
};

int main() {
  const int n = 64, m = 48;
  int errors = 0;
  float **in = new float *[n], **out = new float *[n];
  for (int i = 0; i < n; ++i) {
    in[i] = new float[m];
    out[i] = new float[m];
    for (int j = 0; j < m; ++j) {
      in[i][j] = float(i + j);
      out[i][j] = -1.0f;
    }
  }
  scaled_copy(in, out, n, m, 0.5f);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      if (out[i][j] != 0.5f * float(i + j)) {
        if (errors < 10)
          std::fprintf(stderr, "FAIL: out[%d][%d] = %g, expected %g\n", i, j, out[i][j], 0.5f * float(i + j));
        ++errors;
      }
  {
    Jagged a(5, 7);
    a.negate();
    a.fetch_middle();
    for (int i = 1; i < 3; ++i)
      for (int j = 0; j < 7; ++j)
        if (a.at(i, j) != -(i * 7.0 + j)) {
          if (errors < 10)
            std::fprintf(stderr, "FAIL: rows[%d][%d] = %g, expected %g\n", i, j, a.at(i, j), -(i * 7.0 + j));
          ++errors;
        }
  }
  for (int i = 0; i < n; ++i) {
    delete[] in[i];
    delete[] out[i];
  }
  delete[] in;
  delete[] out;
  return errors != 0;
}
