// Objects a region copies whole without naming their pointer members: each pointer field of the
// device copy that points into present data is attached for the construct, so the copies the
// region makes reach the device data. A random-access iterator made on the host and copied into the
// loop variable (`for (It it = from; it < to; ++it)`), an element of an array of views copied
// (`View w = views[k]`), a struct passed by value to a function, and a lambda holding a struct with
// a union whose long member has the bits of a mapped address: the union is left alone (not
// rewritten as a pointer).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <iterator>

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

struct View {
  double *p;
  int n;
};

struct Tagged {
  double *p;
  union {
    double *q;
    long bits;
  } u;
};

#pragma acc routine seq
static double at(View v, int i) { return v.p[i]; }

template <class F> static void forEach(int n, F f) {
#pragma acc parallel loop
  for (int i = 0; i < n; ++i)
    f(i);
}

int main() {
  constexpr int N = 300;
  double *a = new double[N], *b = new double[N], *c = new double[N];
  long *same = new long[N];
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = 2.0 * i;
    c[i] = 0;
    same[i] = 0;
  }
  It from{a}, to{a + N};
  View views[2] = {{a, N}, {b, N}};
  View vb{b, N};
  Tagged tagged;
  tagged.p = c;
  tagged.u.bits = (long)(std::intptr_t)b; // the bits of a mapped address, as a long
  const long bits = tagged.u.bits;
  int fails = 0;
#pragma acc data copy(a[0:N], b[0:N], c[0:N], same[0:N])
  {
#pragma acc parallel loop
    for (It it = from; it < to; ++it)
      *it += 1.0; // a[i] = i + 1
#pragma acc parallel loop
    for (int i = 0; i < N; ++i) {
      View w = views[i % 2];
      c[i] = w.p[i] + at(vb, i); // i + 1 + 2i or 2i + 2i
    }
    forEach(N, [=](int i) {
      tagged.p[i] += 1.0;            // c[i] + 1
      same[i] = tagged.u.bits == bits; // the long is not rewritten
    });
  }
  for (int i = 0; i < N; ++i) {
    double want = (i % 2 ? 4.0 * i : 3.0 * i + 1.0) + 1.0;
    if (a[i] != i + 1.0 || c[i] != want || same[i] != 1) {
      if (fails++ < 5)
        std::fprintf(stderr, "FAIL: i=%d a=%g c=%g (want %g) same=%ld\n", i, a[i], c[i], want, same[i]);
    }
  }
  std::printf("%s\n", fails ? "FAIL" : "PASS");
  delete[] a;
  delete[] b;
  delete[] c;
  delete[] same;
  return fails != 0;
}
