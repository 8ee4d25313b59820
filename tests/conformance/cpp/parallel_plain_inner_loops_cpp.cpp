// 2.9 loop, 2.5.1 (C++): in a parallel construct, loops without directive inside a gang loop of a
// function template may run across the vector lanes of each gang. Results must be those of running
// them in order: a value of the gang body computed before them, a scalar of the gang body they
// accumulate (reduced), a gang-private array one loop writes and the next reads whole, and a loop
// whose iterations depend on each other (sequential).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cmath>
#include <cstdio>
#include <vector>

constexpr int Tmp = 32;

template <typename T> struct Rows {
  int n, m;
  T *a, *b, *c, *sum, *d;
  void run() {
    int n = this->n, m = this->m;
    T *__restrict a = this->a, *__restrict b = this->b, *__restrict c = this->c, *__restrict sum = this->sum,
                  *__restrict d = this->d;
#pragma acc parallel loop gang copyin(a[0:n*m]) copyout(b[0:n*m], c[0:n*m], sum[0:n], d[0:n*Tmp])
    for (int i = 0; i < n; ++i) {
      T scale = T(1) + i;
      for (int j = 0; j < m; ++j)
        b[i * m + j] = scale * a[i * m + j];
      T s = 0;
      for (int j = 0; j < m; ++j)
        s += a[i * m + j];
      sum[i] = s + scale;
      T t[Tmp];
      for (int j = 0; j < Tmp; ++j)
        t[j] = a[i * m + j] + j;
      T shift = t[0] * 2;
      for (int j = 0; j < Tmp; ++j)
        d[i * Tmp + j] = t[Tmp - 1 - j] + shift;
      c[i * m] = a[i * m];
      for (int j = 1; j < m; ++j)
        c[i * m + j] = c[i * m + j - 1] + a[i * m + j];
    }
  }
};

template <typename T> int check(T tolerance) {
  const int n = 70, m = 200;
  std::vector<T> a(n * m), b(n * m), c(n * m), sum(n), d(n * Tmp);
  for (int k = 0; k < n * m; ++k)
    a[k] = T(k % 13) * T(0.5);
  Rows<T>{n, m, a.data(), b.data(), c.data(), sum.data(), d.data()}.run();
  int errors = 0;
  auto expect = [&](const char *what, int i, T got, T want) {
    if (std::fabs(double(got - want)) > double(tolerance) * (1.0 + std::fabs(double(want)))) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: %s [%d] = %g, expected %g\n", what, i, double(got), double(want));
      ++errors;
    }
  };
  for (int i = 0; i < n; ++i) {
    T s = 0, run = 0;
    for (int j = 0; j < m; ++j) {
      expect("b", i * m + j, b[i * m + j], (T(1) + i) * a[i * m + j]);
      s += a[i * m + j];
      run += a[i * m + j];
      expect("c", i * m + j, c[i * m + j], run);
    }
    expect("sum", i, sum[i], s + T(1) + i);
    for (int j = 0; j < Tmp; ++j)
      expect("d", i * Tmp + j, d[i * Tmp + j], a[i * m + Tmp - 1 - j] + T(Tmp - 1 - j) + 2 * a[i * m]);
  }
  return errors;
}

int main() {
  int errors = check<double>(1e-12) + check<float>(1e-5f);
  if (!errors)
    std::puts("PASS");
  return errors != 0;
}
