// 2.9.11 reduction clause in a function template: +, *, max, min on int, long, float, double.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <cmath>

template <typename T>
struct Results {
  T sum, prod, mx, mn;
};

template <typename T>
Results<T> reduce_all(const T *v, int n) {
  T sum = T(0), prod = T(1), mx = v[0], mn = v[0];
#pragma acc parallel loop copyin(v[0:n]) reduction(+:sum) reduction(*:prod) reduction(max:mx) reduction(min:mn)
  for (int i = 0; i < n; ++i) {
    sum += v[i];
    prod *= (i % 64 == 0) ? T(2) : T(1);
    mx = v[i] > mx ? v[i] : mx;
    mn = v[i] < mn ? v[i] : mn;
  }
  return Results<T>{sum, prod, mx, mn};
}

template <typename T>
int check(const char *name) {
  const int n = 1000; /* 16 factors of 2 */
  T *v = new T[n];
  for (int i = 0; i < n; ++i)
    v[i] = T((i * 37) % 101) - T(50);
  Results<T> r = reduce_all(v, n);
  double es = 0.0;
  T emx = v[0], emn = v[0];
  for (int i = 0; i < n; ++i) {
    es += double(v[i]);
    if (v[i] > emx) emx = v[i];
    if (v[i] < emn) emn = v[i];
  }
  int errors = 0;
  if (std::fabs(double(r.sum) - es) > 1e-6 * (1.0 + std::fabs(es))) {
    std::fprintf(stderr, "FAIL: reduction(+) <%s> = %g, expected %g\n", name, double(r.sum), es);
    ++errors;
  }
  if (double(r.prod) != 65536.0) {
    std::fprintf(stderr, "FAIL: reduction(*) <%s> = %g, expected 65536\n", name, double(r.prod));
    ++errors;
  }
  if (r.mx != emx || r.mn != emn) {
    std::fprintf(stderr, "FAIL: reduction(max/min) <%s> = %g/%g, expected %g/%g\n", name, double(r.mx), double(r.mn), double(emx), double(emn));
    ++errors;
  }
  delete[] v;
  return errors;
}

int main() {
  int errors = check<int>("int") + check<long>("long") + check<float>("float") + check<double>("double");
  return errors != 0;
}
