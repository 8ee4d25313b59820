// In member functions of a class template, the pointers a region reaches inside its copy of
// `*this` are attached: a member struct's pointer whose type the template's definition knows is
// named as in a plain class (`s_.p`); those reached through a member of a dependent type or a
// member function called on `*this` are the pointer fields of `*this`, listed per instantiation.
// A region using only members of known types attaches nothing of `*this`, nor one whose class holds
// no pointer in any instantiation.
// RUN: %acorncxx -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="pointer fields of '*this'"
struct S { double *p; };
template <typename T> struct A { S s_; int n;
  void go() {
// CHECK: [[@LINE+1]]:{{[0-9]+}}: remark: implicit ATTACH of 's_.p'
#pragma acc parallel loop
    for (int i = 0; i < n; i++) s_.p[i] += 1;
  } };
template <typename F> struct B { F f_; int n;
  void go() {
// CHECK: [[@LINE+1]]:{{[0-9]+}}: remark: implicit ATTACH of the pointer fields of '*this' (those of each instantiation's type
#pragma acc parallel loop
    for (int i = 0; i < n; i++) f_.p[i] += 1;
  } };
template <typename T> struct C { T *p; int n;
#pragma acc routine seq
  void bump(int i) const { p[i] += 1; }
  void go() {
// CHECK: [[@LINE+1]]:{{[0-9]+}}: remark: implicit ATTACH of the pointer fields of '*this' (those of each instantiation's type
#pragma acc parallel loop
    for (int i = 0; i < n; i++) bump(i);
  } };
template <typename F> struct D { F f_; int n;
  void go() {
// CHECK: [[@LINE+1]]:{{[0-9]+}}: remark: implicit ATTACH of the pointer fields of '*this' (those of each instantiation's type
#pragma acc parallel loop
    for (int i = 0; i < n; i++) f_(i);
  } };
template <typename T> struct P { T *p; int n;
  void go() {
#pragma acc parallel loop
    for (int i = 0; i < n; i++) p[i] += 1;
  } };
template <typename T> struct V { T v[4]; T scale;
#pragma acc routine seq
  T at(int i) const { return v[i] * scale; }
  void go(T *out) {
#pragma acc parallel loop copyout(out[0:4])
    for (int i = 0; i < 4; i++) out[i] = at(i);
  } };
struct Fn {
  double *p;
#pragma acc routine seq
  void operator()(int i) const { p[i] += 1; }
};
void use(double *a) {
  A<int>{{a}, 4}.go();
  B<S>{{a}, 4}.go();
  C<double>{a, 4}.go();
  D<Fn>{{a}, 4}.go();
  P<double>{a, 4}.go();
  V<double>{{1, 2, 3, 4}, 2}.go(a);
}
