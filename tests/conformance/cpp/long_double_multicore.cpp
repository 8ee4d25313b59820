// long double in C++ regions on host and multicore (no long double arithmetic on the GPU: a region
// using it is an error when GPU code is generated): a member function's loop over a class's
// long double samples, std::complex<long double> arithmetic in a serial region, and
// reductions (+, *, max, min) on long double combining the gangs' partial results.
// Built with -acc=multicore, as a GPU has no long double arithmetic:
// UNSUPPORTED: nvidia
// RUN: %acorncxx -acc=multicore %s -o %t && %run-targets %t
#include <cmath>
#include <complex>
#include <cstdio>
#include <vector>

class Series {
public:
  explicit Series(int n) : n_(n), terms_(n) {
    for (int i = 0; i < n_; ++i)
      terms_[i] = 1.0L / ((long double)(i + 1) * (i + 1));
  }

  // Partial sum of 1/k^2, the largest and smallest terms, and a product.
  void summarise(long double &sum, long double &largest, long double &smallest, long double &prod) const {
    const long double *t = terms_.data();
    int n = n_;
    long double s = 0, hi = 0, lo = 1, p = 1;
#pragma acc parallel loop copyin(t[0:n]) reduction(+ : s) reduction(max : hi) reduction(min : lo) reduction(* : p)
    for (int i = 0; i < n; ++i) {
      s += t[i];
      hi = std::fmax(hi, t[i]);
      lo = t[i] < lo ? t[i] : lo;
      p *= i < 30 ? 1.0L + t[i] : 1.0L;
    }
    sum = s, largest = hi, smallest = lo, prod = p;
  }

  int size() const { return n_; }
  long double term(int i) const { return terms_[i]; }

private:
  int n_;
  std::vector<long double> terms_;
};

int main() {
  const int n = 5000;
  Series series(n);
  long double sum, largest, smallest, prod;
  series.summarise(sum, largest, smallest, prod);

  long double want = 0, want_prod = 1;
  for (int i = 0; i < n; ++i)
    want += series.term(i);
  for (int i = 0; i < 30; ++i)
    want_prod *= 1.0L + series.term(i);
  int errors = 0;
  if (std::fabs(sum - want) > 1e-16L * want || largest != 1.0L || smallest != series.term(n - 1) ||
      std::fabs(prod - want_prod) > 1e-16L * want_prod) {
    std::printf("FAIL: sum %.21Lg (want %.21Lg) max %.21Lg min %.21Lg prod %.21Lg (want %.21Lg)\n", sum, want,
                largest, smallest, prod, want_prod);
    ++errors;
  }

  // std::complex<long double> in a serial region gives the host's results exactly.
  std::complex<long double> z(1.0L, 2.0L), r[2];
#pragma acc serial copyout(r)
  {
    r[0] = std::sqrt(z) * std::exp(z / 4.0L);
    r[1] = std::abs(z) + std::conj(z);
  }
  if (r[0] != std::sqrt(z) * std::exp(z / 4.0L) || r[1] != std::abs(z) + std::conj(z)) {
    std::printf("FAIL: complex %.21Lg%+.21Lgi\n", r[0].real(), r[0].imag());
    ++errors;
  }
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}
