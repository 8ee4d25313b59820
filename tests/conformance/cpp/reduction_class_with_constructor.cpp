// 2.5.15: a reduction variable may be a composite variable, a class or struct of C++ with
// constructors too (Clang 22 rejects it: "type is not an aggregate"), reduced member by member;
// each thread's copy is the variable copied, its reduced members set to the operator's identity
// (no aggregate initialisation). std::complex<double> and std::complex<float> reduce with + and *,
// as C's _Complex does, also as a member of such a class; a class template with a constructor too.
// The values are small integers and i^k: every order of combining gives the same exact result.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <complex>
#include <cstdio>

struct Acc {
  double s;
  long c;
  Acc() : s(0), c(0) {}
};

struct Moments {
  double sum;
  double squares;
  std::complex<double> phase;
  int count[2];
  explicit Moments(double start) : sum(start), squares(0), phase(0.0, 0.0), count{0, 0} {}
};

template <class T> struct Extent {
  T lo, hi;
  Extent(T l, T h) : lo(l), hi(h) {}
};

template <class T> Extent<T> extent(const T *v, int n) {
  Extent<T> e(v[0], v[0]);
#pragma acc parallel loop copyin(v[0:n]) reduction(max:e)
  for (int i = 0; i < n; ++i) {
    e.hi = v[i] > e.hi ? v[i] : e.hi;
    e.lo = -v[i] > e.lo ? -v[i] : e.lo;
  }
  return e;
}

int main() {
  const int n = 10000;
  static double v[n];
  for (int i = 0; i < n; ++i)
    v[i] = i % 100;
  int errors = 0;

  Acc a;
  a.s = 0.5;
#pragma acc parallel loop reduction(+:a)
  for (int i = 0; i < 100; i++) {
    a.s += 0.5;
    a.c += i % 2;
  }
  if (a.s != 50.5 || a.c != 50) {
    std::printf("FAIL: Acc {%g, %ld}\n", a.s, a.c);
    errors++;
  }

  Moments m(1.0);
#pragma acc parallel loop gang vector copyin(v) reduction(+:m)
  for (int i = 0; i < n; ++i) {
    m.sum += v[i];
    m.squares += v[i] * v[i];
    m.phase += std::complex<double>(v[i], 1.0);
    m.count[i % 2] += 1;
  }
  if (m.sum != 1.0 + 49.5 * n || m.squares != 3283.5 * n || m.phase != std::complex<double>(49.5 * n, n) ||
      m.count[0] != n / 2 || m.count[1] != n / 2) {
    std::printf("FAIL: Moments {%g, %g, (%g, %g), %d %d}\n", m.sum, m.squares, m.phase.real(), m.phase.imag(),
                m.count[0], m.count[1]);
    errors++;
  }

  std::complex<double> z(1.0, 2.0);
#pragma acc parallel loop copyin(v) reduction(+:z)
  for (int i = 0; i < n; ++i)
    z += std::complex<double>(v[i], -v[i]);
  if (z != std::complex<double>(1.0 + 49.5 * n, 2.0 - 49.5 * n)) {
    std::printf("FAIL: sum (%g, %g)\n", z.real(), z.imag());
    errors++;
  }

  // i^10 = -1 and (1+i)^8 = 16.
  std::complex<double> turn(1.0, 0.0);
  std::complex<float> grow(1.0f, 0.0f);
#pragma acc parallel loop reduction(*:turn, grow)
  for (int i = 0; i < 10; ++i) {
    turn *= std::complex<double>(0.0, 1.0);
    if (i < 8)
      grow *= std::complex<float>(1.0f, 1.0f);
  }
  if (turn != std::complex<double>(-1.0, 0.0) || grow != std::complex<float>(16.0f, 0.0f)) {
    std::printf("FAIL: products (%g, %g) (%g, %g)\n", turn.real(), turn.imag(), grow.real(), grow.imag());
    errors++;
  }

  // A per-row sum inside each gang, of complex<float> values.
  static std::complex<float> rows[16];
#pragma acc parallel loop gang copyout(rows)
  for (int r = 0; r < 16; ++r) {
    std::complex<float> s(0.0f, 0.0f);
#pragma acc loop vector reduction(+:s)
    for (int c = 0; c < 100; ++c)
      s += std::complex<float>(float(r), float(c));
    rows[r] = s;
  }
  for (int r = 0; r < 16; ++r)
    if (rows[r] != std::complex<float>(100.0f * r, 4950.0f)) {
      std::printf("FAIL: row %d (%g, %g)\n", r, rows[r].real(), rows[r].imag());
      errors++;
    }

  Extent<double> e = extent(v, n);
  if (e.hi != 99.0 || e.lo != 0.0) {
    std::printf("FAIL: extent {%g, %g}\n", e.lo, e.hi);
    errors++;
  }
  if (errors)
    return 1;
  std::printf("PASS reduction_class_with_constructor\n");
  return 0;
}
