// 2.5.15: a class with constructors is a composite variable (Clang 22 rejects it: "not an
// aggregate"): Acorn reduces it member by member, and std::complex as a value. Complex values
// reduce with '+' and '*' only; a class whose members the region cannot reach (private), or with
// a base class, is an error at the clause, not Clang's rejection.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="not an aggregate" --implicit-check-not="error:"
#include <complex>

struct Acc {
  double s;
  long c;
  Acc() : s(0), c(0) {}
};

class Hidden {
  double s_ = 0;

public:
  Hidden() {}
  void add(double v) { s_ += v; }
};

struct Derived : Acc {
  Derived() {}
};

void f(int n, const double *v, Acc &out, std::complex<double> &zout) {
  Acc a;
  std::complex<double> z;
#pragma acc parallel loop copyin(v[0:n]) reduction(+:a, z)
  for (int i = 0; i < n; ++i) {
    a.s += v[i];
    z += v[i];
  }
#pragma acc parallel loop copyin(v[0:n]) reduction(max:z)
  for (int i = 0; i < n; ++i)
    z += v[i];
  Hidden h;
#pragma acc parallel loop copyin(v[0:n]) reduction(+:h)
  for (int i = 0; i < n; ++i)
    h.add(v[i]);
  Derived d;
#pragma acc parallel loop copyin(v[0:n]) reduction(+:d)
  for (int i = 0; i < n; ++i)
    d.s += v[i];
  out = a;
  zout = z;
}
// CHECK: reduction_class_with_constructor.cpp:34:56: error: 'z' has type 'std::complex<double>': complex values are reduced with '+' or '*' only
// CHECK: reduction_class_with_constructor.cpp:38:54: error: {{.*}}member 's_' is not public
// CHECK: reduction_class_with_constructor.cpp:42:54: error: {{.*}}only structs whose members are arithmetic
