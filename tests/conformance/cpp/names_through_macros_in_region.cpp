// Data members, member functions and qualified globals named through macros in a compute region:
// the region reaches them through the object's device copy or through captures, so their names
// in the invocation's expansion are rewritten too (the invocation becomes its expansion).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

namespace cfg {
double scale = 3.0;
}
struct Units {
  static double factor;
};
double Units::factor = 0.5;

#define SCALE (cfg::scale * Units::factor)
#define AT(i) a_[(i) * stride_]
#define WEIGHT(i) (weight(i) * this->bias_)
#define SHIFTED(i) (AT(i) + offset_)

class Strided {
public:
  Strided(double *a, int n, int stride) : a_(a), n_(n), stride_(stride) {}
  void twice() {
#pragma acc parallel loop copy(a_[0:n_ * stride_])
    for (int i = 0; i < n_; ++i)
      AT(i) *= 2;
  }
  void weigh(double *out) {
#pragma acc parallel loop copyin(a_[0:n_ * stride_]) copyout(out[0:n_])
    for (int i = 0; i < n_; ++i)
      out[i] = SHIFTED(i) + WEIGHT(
                                i) +
               SCALE;
  }

private:
  double weight(int i) const { return 0.25 * i; }
  double *a_;
  int n_, stride_;
  double offset_ = 100.0, bias_ = 2.0;
};

int main() {
  double a[20];
  for (int i = 0; i < 20; ++i)
    a[i] = i;
  Strided s(a, 10, 2);
  s.twice();
  for (int i = 0; i < 20; ++i)
    if (a[i] != (i % 2 == 0 ? 2.0 * i : i)) {
      printf("FAILED: a[%d] = %g\n", i, a[i]);
      return 1;
    }
  double out[10];
  s.weigh(out);
  for (int i = 0; i < 10; ++i)
    if (out[i] != 4.0 * i + 100.0 + 0.5 * i + 1.5) {
      printf("FAILED: out[%d] = %g\n", i, out[i]);
      return 1;
    }

  double b[100];
#pragma acc parallel loop copyout(b)
  for (int i = 0; i < 100; ++i)
    b[i] = SCALE * i;
  for (int i = 0; i < 100; ++i)
    if (b[i] != 1.5 * i) {
      printf("FAILED: b[%d] = %g\n", i, b[i]);
      return 1;
    }
  printf("PASSED\n");
  return 0;
}
