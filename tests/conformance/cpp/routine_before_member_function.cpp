// A `routine` function followed by out-of-line member functions, a constructor and a destructor
// holding directives (the layout of LULESH-style codes: helpers first, then the domain class).
// Each function's directives belong to that function: the routine directive of the helper above
// does not make the member functions device routines.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#pragma acc routine seq
static inline double square(double x) { return x * x; }

#pragma acc routine seq
double cube(double x);

class Domain {
public:
  explicit Domain(int n);
  ~Domain();
  void energy();
  double total() const;
  operator bool() const;

private:
  int n_;
  double *e_;
};

double cube(double x) { return x * square(x); }

Domain::Domain(int n) : n_(n), e_(new double[n]) {
  for (int i = 0; i < n_; ++i)
    e_[i] = i % 7;
#pragma acc enter data copyin(this[0:1], e_[0:n_])
}

Domain::~Domain() {
#pragma acc exit data delete(e_[0:n_], this[0:1])
  delete[] e_;
}

void Domain::energy() {
#pragma acc parallel loop present(this[0:1], e_[0:n_])
  for (int i = 0; i < n_; ++i)
    e_[i] = square(e_[i]) + cube(e_[i]);
}

double Domain::total() const {
  double sum = 0.0;
#pragma acc parallel loop present(this[0:1], e_[0:n_]) reduction(+:sum)
  for (int i = 0; i < n_; ++i)
    sum += e_[i];
  return sum;
}

Domain::operator bool() const {
  int bad = 0;
#pragma acc parallel loop present(this[0:1], e_[0:n_]) reduction(+:bad)
  for (int i = 0; i < n_; ++i)
    bad += e_[i] < 0.0;
  return bad == 0;
}

int main() {
  const int n = 7000;
  Domain d(n);
  d.energy();
  double want = 0.0;
  for (int i = 0; i < n; ++i) {
    double x = i % 7;
    want += x * x + x * x * x;
  }
  double got = d.total();
  if (got != want || !d) {
    std::fprintf(stderr, "FAIL: total %g, expected %g\n", got, want);
    return 1;
  }
  std::printf("routine_before_member_function: OK\n");
  return 0;
}
