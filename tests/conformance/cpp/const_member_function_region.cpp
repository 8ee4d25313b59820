// A const member function's region reads the object's members: `*this` is mapped copyin (2.6.2
// with the object const there), so nothing is copied back into an object that may live in
// read-only storage (a constexpr global). A class with a mutable member keeps copy.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

struct Poly {
  double c0, c1, c2;
  void eval(double *out, int n) const {
#pragma acc parallel loop copyout(out[0:n])
    for (int i = 0; i < n; ++i)
      out[i] = c0 + c1 * i + c2 * i * i;
  }
};

constexpr Poly P{1.0, 2.0, 3.0};

// A const member function writing a mutable member: the write comes back.
class Counter {
public:
  void count(const int *flags, int n) const {
#pragma acc serial copyin(flags[0:n])
    for (int i = 0; i < n; ++i)
      hits_ += flags[i];
  }
  int hits() const { return hits_; }

private:
  mutable int hits_ = 0;
};

int main() {
  double o[100];
  P.eval(o, 100);
  for (int i = 0; i < 100; ++i)
    if (o[i] != 1.0 + 2.0 * i + 3.0 * i * i) {
      printf("FAILED: o[%d] = %g\n", i, o[i]);
      return 1;
    }
  const Poly Q{0.5, 0.0, 1.0};
  Q.eval(o, 10);
  if (o[3] != 9.5) {
    printf("FAILED: Q %g\n", o[3]);
    return 1;
  }
  int flags[8] = {1, 0, 1, 1, 0, 0, 1, 0};
  Counter c;
  c.count(flags, 8);
  if (c.hits() != 4) {
    printf("FAILED: hits %d\n", c.hits());
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
