// A class declared inside a compute region, with member functions: they are functions of their
// own (device functions), whose `this` is their own object, not the region's code; also in a
// member function's region, where the region's own `this` is the enclosing object.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

static double square(double x) { return x * x; }

class Field {
public:
  explicit Field(double offset) : offset_(offset) {}
  void fill(double *out, int n) {
#pragma acc parallel loop copyout(out[0:n])
    for (int i = 0; i < n; ++i) {
      struct Segment {
        double lo, hi;
        double length() const { return hi - lo; }
        double mid() const { return lo + 0.5 * length(); }
        void shift(double by) {
          lo += by;
          hi += by;
        }
      };
      Segment s{(double)i, i + 2.0};
      s.shift(offset_);
      out[i] = s.mid() + square(s.length());
    }
  }

private:
  double offset_;
};

int main() {
  const int N = 100;
  double out[N];
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < N; ++i) {
    struct Pair {
      double a, b;
      double sum() const { return a + b; }
      double operator()(double w) const { return w * a + b; }
    };
    Pair p{i * 0.5, 1.0};
    out[i] = p.sum() + p(2.0);
  }
  for (int i = 0; i < N; ++i)
    if (out[i] != 1.5 * i + 2.0) {
      printf("FAILED: out[%d] = %g\n", i, out[i]);
      return 1;
    }

  Field f(10.0);
  f.fill(out, N);
  for (int i = 0; i < N; ++i)
    if (out[i] != i + 11.0 + 4.0) {
      printf("FAILED: field out[%d] = %g\n", i, out[i]);
      return 1;
    }
  printf("PASSED\n");
  return 0;
}
