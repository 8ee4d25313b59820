// Routine templates (2.15.1) used in a region before the file instantiates them explicitly, at its
// end (as a .cpp that instantiates what it exports does): a function template in a namespace named
// with its qualifier, a member function template, a class template's member, constructor and
// operator, an operator template, a template whose `extern template` comes before the use, and an
// explicit specialization. Each instantiation is compiled for the device as its template is.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

namespace num {
#pragma acc routine seq
template <typename T> T cube(T x) { return x * x * x; }
} // namespace num

template <typename T> struct V2 {
  T x, y;
#pragma acc routine seq
  V2(T a, T b) : x(a), y(b) {}
#pragma acc routine seq
  T dot(const V2 &o) const { return x * o.x + y * o.y; }
#pragma acc routine seq
  V2 operator*(T k) const { return V2(x * k, y * k); }
#pragma acc routine seq
  template <typename U> U sum() const { return U(x) + U(y); }
};

#pragma acc routine seq
template <typename T> V2<T> operator+(const V2<T> &a, const V2<T> &b) { return V2<T>(a.x + b.x, a.y + b.y); }

#pragma acc routine seq
template <typename T> T half(T x) { return x / 2; }
extern template double half<double>(double);

#pragma acc routine seq
template <typename T> T twice(T x) { return x + x; }
template <> int twice<int>(int x) { return 2 * x + 1000; } // the specialization counts the calls' kind

int main() {
  const int n = 64;
  double s = 0;
  int t = 0;
#pragma acc parallel loop reduction(+ : s, t)
  for (int i = 0; i < n; i++) {
    V2<double> a(i, 1.0), b(1.0, i);
    V2<double> c = (a + b) * 2.0;
    s += num::cube(double(i % 5)) + c.dot(a) + c.sum<double>() + half(double(i)) + twice(double(i));
    t += twice(i);
  }
  double want = 0;
  int want_t = 0;
  for (int i = 0; i < n; i++) {
    double cx = 2.0 * (i + 1.0), cy = 2.0 * (1.0 + i);
    want += (i % 5) * (i % 5) * (i % 5) + cx * i + cy * 1.0 + cx + cy + i / 2.0 + 2.0 * i;
    want_t += 2 * i + 1000;
  }
  int failures = 0;
  if (s != want) {
    std::fprintf(stderr, "FAIL: the sum is %g, expected %g\n", s, want);
    failures++;
  }
  if (t != want_t) {
    std::fprintf(stderr, "FAIL: the specialization's sum is %d, expected %d\n", t, want_t);
    failures++;
  }
  if (failures == 0)
    std::printf("PASS\n");
  return failures != 0;
}

template double num::cube<double>(double);
template struct V2<float>;
template V2<double>::V2(double, double);
template double V2<double>::dot(const V2<double> &) const;
template V2<double> V2<double>::operator*(double) const;
template double V2<double>::sum<double>() const;
template V2<double> operator+<double>(const V2<double> &, const V2<double> &);
template double half<double>(double);
template double twice<double>(double);
