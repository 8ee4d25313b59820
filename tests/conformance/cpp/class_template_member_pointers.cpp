// In member functions of a class template, a region copies `*this` (2.6.2) and reaches pointers
// inside it without naming them as pointer members of the class: a pointer of a member struct whose
// type is known (`s_.p[i]`), one of a member of a dependent type (`f_.p[i]`), a pointer member used
// inside a member routine the region calls (`bump(i)`), a functor member whose operator() uses its
// pointer (`f_(i)`), a view member's subscript operator (`v_[i]`). Each such pointer of the device
// copy of `*this` is attached for the construct (2.6.8), so the region updates the device copy of
// the array that `enter data` made: the host sees the updates only after `update self`. The same
// classes without `template` are the control.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

struct S { double *p; };
struct Fn {
  double *p;
#pragma acc routine seq
  void operator()(int i) const { p[i] += 1; }
};
struct View {
  double *p;
#pragma acc routine seq
  double &operator[](int i) const { return p[i]; }
};

template <typename T> struct A { S s_; int n;
  void go() {
#pragma acc parallel loop
    for (int i = 0; i < n; i++) s_.p[i] += 1;
  } };
template <typename F> struct B { F f_; int n;
  void go() {
#pragma acc parallel loop
    for (int i = 0; i < n; i++) this->f_.p[i] += 1;
  } };
template <typename T> struct C { T *p; int n;
#pragma acc routine seq
  void bump(int i) const { p[i] += 1; }
  void go() {
#pragma acc parallel loop
    for (int i = 0; i < n; i++) bump(i);
  } };
template <typename F> struct D { F f_; int n;
  void go() {
#pragma acc parallel loop
    for (int i = 0; i < n; i++) f_(i);
  } };
template <typename V> struct E { V v_; int n;
  void go() {
#pragma acc parallel loop
    for (int i = 0; i < n; i++) v_[i] += 1;
  } };
struct An { S s_; int n;
  void go() {
#pragma acc parallel loop
    for (int i = 0; i < n; i++) s_.p[i] += 1;
  } };
struct Dn { Fn f_; int n;
  void go() {
#pragma acc parallel loop
    for (int i = 0; i < n; i++) f_(i);
  } };

int main() {
  const int n = 64;
  double a[n];
  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma acc enter data copyin(a[0:n])
  A<int> ca{{a}, n};
  B<S> cb{{a}, n};
  C<double> cc{a, n};
  D<Fn> cd{{a}, n};
  E<View> ce{{a}, n};
  An an{{a}, n};
  Dn dn{{a}, n};
  ca.go();
  cb.go();
  cc.go();
  cd.go();
  ce.go();
  an.go();
  dn.go();
  int bad = 0;
  // On a discrete device the host copy is untouched until update self.
#pragma acc update self(a[0:n])
  for (int i = 0; i < n; i++)
    if (a[i] != i + 7) {
      if (bad++ < 5)
        printf("a[%d] = %g, expected %d\n", i, a[i], i + 7);
    }
#pragma acc exit data delete(a[0:n])
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
