// firstprivate (2.5.14) of a data member (`firstprivate(v)` in a member function: `this->v`)
// whose type holds pointers into data enter data mapped: the region's copy holds their device
// addresses, as a local struct's firstprivate copy does; whether the region names the member
// (`v.p[i]`), copies the member whole (`View w = v;`, so pointers it never names travel too) or
// calls it (`f_(i)`), in a class and in a class template (a member of a dependent type, one of a
// type the template knows); a pointer member (`firstprivate(raw)`) holds its target's device
// address, as a pointer variable's copy does; the host's members keep their values.
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
  double *raw;
  void pointer() {
#pragma acc parallel loop firstprivate(raw)
    for (int i = 0; i < v.n; i++)
      raw[i] += 1;
  }
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
  double *raw;
  void pointer() {
#pragma acc serial firstprivate(raw)
    for (int i = 0; i < known.n; i++)
      raw[i] += 1;
  }
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
    Holder h{{a, b, n}, a};
    h.named();   // a = 1
    h.whole();   // b = 1
    h.pointer(); // a = 2
    HolderT<View, Fn> t{{a, b, n}, {a, b}, {a, b, n}, b};
    t.named();      // a = 3
    t.called();     // b = 4
    t.known_type(); // b = 5
    t.pointer();    // b = 6
    bad |= h.v.p != a || h.v.q != b || h.raw != a || t.v.p != a || t.f_.pb != b || t.known.q != b || t.raw != b;
  }
  for (int i = 0; i < n; i++)
    if (a[i] != 3 || b[i] != 6) {
      printf("FAIL: a[%d] = %g (expected 3), b[%d] = %g (expected 6)\n", i, a[i], i, b[i]);
      return 1;
    }
  if (bad) {
    printf("FAIL: the host's members changed\n");
    return 1;
  }
  printf("PASS\n");
  return 0;
}
