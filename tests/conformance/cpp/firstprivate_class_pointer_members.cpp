// firstprivate (2.5.14) of class objects whose pointer members point into data an enclosing data
// construct mapped: the region's copies hold the device addresses of those targets, as a copied
// object's attached members do. A class with a private pointer reached through member functions, a
// struct in a function template, an array of views, a range of begin and end pointers (the end one
// past the mapped array) and a random-access iterator made on the host and copied in; the host's
// objects keep their values.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstddef>
#include <cstdio>
#include <iterator>

class Scaled {
public:
  Scaled(double *data, double factor) : data_(data), factor_(factor) {}
  double &at(int i) { return data_[i]; }
  double factor() const { return factor_; }
  const double *data() const { return data_; }

private:
  double *data_;
  double factor_;
};

struct View {
  double *p;
  int n;
};

struct Span {
  double *first, *last;
  double *begin() const { return first; }
  double *end() const { return last; }
};

struct It {
  using iterator_category = std::random_access_iterator_tag;
  using value_type = double;
  using difference_type = std::ptrdiff_t;
  using pointer = double *;
  using reference = double &;
  double *p;
  double &operator*() const { return *p; }
  It &operator++() { ++p; return *this; }
  It &operator+=(std::ptrdiff_t k) { p += k; return *this; }
  It operator+(std::ptrdiff_t k) const { return {p + k}; }
  std::ptrdiff_t operator-(const It &o) const { return p - o.p; }
  bool operator<(const It &o) const { return p < o.p; }
};

template <class V> static void addOne(V v) {
#pragma acc parallel loop firstprivate(v) present(v.p[0:v.n])
  for (int i = 0; i < v.n; ++i)
    v.p[i] += 1.0;
}

int main() {
  constexpr int N = 200;
  // Allocated apart: b + N is the end of b, not where another mapped array starts.
  double *a = new double[N], *b = new double[N], *c = new double[N];
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = 2.0 * i;
    c[i] = 0;
  }
  Scaled s(a, 3.0);
  View views[2] = {{a, N}, {b, N}};
  Span span{b, b + N};
  It from{c}, to{c + N};
  long count = -1;
  int fails = 0;
#pragma acc data copy(a[0:N], b[0:N], c[0:N])
  {
#pragma acc parallel loop firstprivate(s)
    for (int i = 0; i < N; ++i)
      s.at(i) *= s.factor(); // a[i] = 3i
    addOne(View{a, N});       // a[i] = 3i + 1
#pragma acc parallel loop firstprivate(views)
    for (int i = 0; i < N; ++i)
      c[i] = views[i % 2].p[i] + views[0].n; // 3i + 1 + N or 2i + N
#pragma acc serial firstprivate(span) copyout(count)
    {
      count = span.end() - span.begin();
      for (double &x : span)
        x += 0.5; // b[i] = 2i + 0.5
    }
#pragma acc parallel loop firstprivate(from, to)
    for (It it = from; it < to; ++it)
      *it += 1.0; // c[i] += 1
  }
  for (int i = 0; i < N; ++i) {
    double want = (i % 2 ? 2.0 * i : 3.0 * i + 1) + N + 1;
    if (a[i] != 3.0 * i + 1 || b[i] != 2.0 * i + 0.5 || c[i] != want)
      if (fails++ < 5)
        std::fprintf(stderr, "FAIL: a[%d]=%g b[%d]=%g c[%d]=%g (want %g %g %g)\n", i, a[i], i, b[i], i, c[i],
                     3.0 * i + 1, 2.0 * i + 0.5, want);
  }
  if (count != N || s.data() != a || views[1].p != b || span.last != b + N || from.p != c) {
    std::fprintf(stderr, "FAIL: count %ld (want %d), or the host's objects changed\n", count, N);
    ++fails;
  }
  std::printf("%s\n", fails ? "FAIL" : "PASS");
  delete[] a;
  delete[] b;
  delete[] c;
  return fails != 0;
}
