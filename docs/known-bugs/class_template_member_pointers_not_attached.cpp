// In member functions of a CLASS TEMPLATE, a region that reaches pointers inside *this (implicit
// copy of *this) other than a plain pointer member named directly does not attach them: the
// region uses host addresses, silently (wrong results on the emulated discrete device, a fault on
// a GPU).  The same classes without `template` are right and -Minfo names the attachments
// ("implicit ATTACH of 'f_.p'", "implicit ATTACH of 'this->p'"); in the templates -Minfo shows
// only "implicit COPY of '*this'" (and nothing for case A's line).
//   A  template<class T> struct { S s_;  ... s_.p[i] += 1; }       member struct's pointer, named directly (S not dependent!)
//   B  template<class F> struct { F f_;  ... f_.p[i] += 1; }       same, dependent member type
//   C  template<class T> struct { T *p;  ... bump(i); }            pointer member used in a member routine
//   D  template<class F> struct { F f_;  ... f_(i); }              functor member whose routine uses its pointer
// Controls that are right: the four without templates; `template<class T> struct { T *p; ... p[i] += 1; }`;
// copying the member to a local first (`F f = f_;`).
// Found in a C++ proxy app with a Runner<Functor> class calling its functor in a parallel loop.
// Expected: every case prints ok and PASS, on every target.
// Commands: /work/hunt/acorn/bin/acorn++ -O2 -Minfo=accel class_template_member_pointers_not_attached.cpp -o ct
//           ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=1 ./ct   -> A, B, C, D WRONG, FAIL
//           ACC_DEVICE_TYPE=multicore ./ct                       -> PASS
#include <cstdio>
struct S { double *p; };
struct Fn {
  double *p;
  #pragma acc routine seq
  void operator()(int i) const { p[i] += 1; }
};
template <typename T> struct A { S s_; int n;
  void go() {
    #pragma acc parallel loop
    for (int i = 0; i < n; i++) s_.p[i] += 1;
  } };
template <typename F> struct B { F f_; int n;
  void go() {
    #pragma acc parallel loop
    for (int i = 0; i < n; i++) f_.p[i] += 1;
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
struct An { S s_; int n;                       // control: A without template
  void go() {
    #pragma acc parallel loop
    for (int i = 0; i < n; i++) s_.p[i] += 1;
  } };
int main() {
  const int n = 8;
  double a[n];
  for (int i = 0; i < n; i++) a[i] = 0;
  #pragma acc enter data copyin(a[0:n])
  A<int> ca{{a}, n}; B<S> cb{{a}, n}; C<double> cc{a, n}; D<Fn> cd{{a}, n}; An an{{a}, n};
  const char *name[] = {"A", "B", "C", "D", "An (control)"};
  double ex = 0; int bad = 0;
  for (int t = 0; t < 5; t++) {
    if (t == 0) ca.go(); if (t == 1) cb.go(); if (t == 2) cc.go(); if (t == 3) cd.go(); if (t == 4) an.go();
    ex += 1;
    #pragma acc update self(a[0:n])
    printf("%-13s a[3]=%g expect %g %s\n", name[t], a[3], ex, a[3] == ex ? "ok" : "WRONG");
    if (a[3] != ex) bad++;
    ex = a[3];
  }
  #pragma acc exit data delete(a[0:n])
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
