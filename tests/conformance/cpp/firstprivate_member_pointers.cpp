// firstprivate (2.5.14) of a data member (`firstprivate(v)` in a member function: `this->v`)
// whose type holds pointers into data enter data mapped: the region's copy holds their device
// addresses, as a local struct's firstprivate copy does; whether the region names the member
// (`v.p[i]`), copies the member whole (`View w = v;`, so pointers it never names travel too) or
// calls it (`f_(i)`), in a class and in a class template (a member of a dependent type, one of a
// type the template knows); the host's members keep their values.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

struct View {
  double *p, *q;
  int n;
};
struct Fn {
  double *pa, *pb;
  void operator()(int i) const { pb[i] += pa[i]; }
};

struct Holder {
  View v;
  void named() {
#pragma acc parallel loop firstprivate(v)
    for (int i = 0; i < v.n; i++)
      v.p[i] += 1;
  }
  void whole() {
#pragma acc parallel loop firstprivate(v)
    for (int i = 0; i < v.n; i++) {
      View w = v;
      w.q[i] += w.p[i];
    }
  }
};

template <class V, class F> struct HolderT {
  V v;
  F f_;
  View known;
  void named() {
#pragma acc parallel loop firstprivate(v)
    for (int i = 0; i < v.n; i++)
      v.p[i] += 1;
  }
  void called() {
#pragma acc parallel loop firstprivate(f_)
    for (int i = 0; i < known.n; i++)
      f_(i);
  }
  void known_type() {
#pragma acc parallel loop firstprivate(known)
    for (int i = 0; i < known.n; i++) {
      View w = known;
      w.q[i] += 1;
    }
  }
};

int main() {
  const int n = 32;
  double a[n], b[n];
  for (int i = 0; i < n; i++) {
    a[i] = 0;
    b[i] = 0;
  }
  int bad = 0;
#pragma acc data copy(a[0:n], b[0:n])
  {
    Holder h{{a, b, n}};
    h.named();   // a = 1
    h.whole();   // b = 1
    HolderT<View, Fn> t{{a, b, n}, {a, b}, {a, b, n}};
    t.named();      // a = 2
    t.called();     // b = 3
    t.known_type(); // b = 4
    bad |= h.v.p != a || h.v.q != b || t.v.p != a || t.f_.pb != b || t.known.q != b;
  }
  for (int i = 0; i < n; i++)
    if (a[i] != 2 || b[i] != 4) {
      printf("FAIL: a[%d] = %g (expected 2), b[%d] = %g (expected 4)\n", i, a[i], i, b[i]);
      return 1;
    }
  if (bad) {
    printf("FAIL: the host's members changed\n");
    return 1;
  }
  printf("PASS\n");
  return 0;
}
