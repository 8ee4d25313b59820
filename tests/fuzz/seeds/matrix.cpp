// Seed: a class whose member functions hold compute regions, and function templates
// (collapse, reduction, gang/vector loops).
// fuzz-vars: d:ptr:n x:ptr:n y:ptr:m a:ptr:m*n b:ptr:m*n m:int n:int v:real s:real t:real i:idx j:idx data_:ptr:n rows_:int T:tparam
#include <cstddef>
#include <openacc.h>
#include <vector>

class Matrix {
public:
  Matrix(int rows, int cols) : rows_(rows), cols_(cols), data_(new double[rows * cols]) {}
  ~Matrix() { delete[] data_; }
  void fill(double v) {
    double *d = data_;
    int n = rows_ * cols_;
#pragma acc parallel loop copyout(d[0:n])
    for (int i = 0; i < n; ++i)
      d[i] = v;
  }
  void matvec(const double *x, double *y) const {
    const double *d = data_;
    int m = rows_, n = cols_;
#pragma acc parallel loop gang copyin(d[0:m*n], x[0:n]) copyout(y[0:m])
    for (int i = 0; i < m; ++i) {
      double s = 0.0;
#pragma acc loop vector reduction(+:s)
      for (int j = 0; j < n; ++j)
        s += d[i * n + j] * x[j];
      y[i] = s;
    }
  }
  int rows() const { return rows_; }

private:
  int rows_, cols_;
  double *data_;
};

template <typename T>
void transpose(int m, int n, const T *a, T *b) {
#pragma acc parallel loop collapse(2) copyin(a[0:m*n]) copyout(b[0:m*n])
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j)
      b[j * m + i] = a[i * n + j];
}

template <typename T>
T trace(int n, const T *a) {
  T t = T(0);
#pragma acc parallel loop reduction(+:t) copyin(a[0:n*n])
  for (int i = 0; i < n; ++i)
    t += a[i * n + i];
  return t;
}

void run_matrix(int n) {
  Matrix A(n, n);
  std::vector<double> x(n, 1.0), y(n);
  A.fill(2.0);
  A.matvec(x.data(), y.data());
  std::vector<float> a(n * n, 1.0f), b(n * n);
  transpose(n, n, a.data(), b.data());
  float t = trace(n, b.data());
  (void)t;
}
