// firstprivate (2.5.14) of a functor or lambda whose type is a template parameter (a parallel_for
// wrapper, `template <class F> void pfor(int n, F f)`): the region's copy holds the device addresses
// of the data its pointer members point to, which enter data mapped, in each instantiation (a
// struct whose members the region never names, a lambda that captured pointers, a functor with a
// nested struct and an array of pointers), also for a copy the wrapper makes (`F fc = f;`) and a
// parameter taken by reference; the host's objects keep their values.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

struct Fn {
  double *pa, *pb;
  void operator()(int i) const { pb[i] += pa[i] + 1; }
};
struct View {
  double *p;
  int n;
};
struct Nested {
  View in;
  double *comp[2];
  void operator()(int i) const { in.p[i] += comp[0][i] + comp[1][i]; }
};

template <class F> void pfor(int n, F f) {
#pragma acc parallel loop firstprivate(f)
  for (int i = 0; i < n; i++)
    f(i);
}
template <class F> void pfor_copy(int n, const F &f) {
  F fc = f;
#pragma acc parallel loop firstprivate(fc)
  for (int i = 0; i < n; i++)
    fc(i);
}
template <class F> void pfor_ref(int n, const F &f) {
#pragma acc parallel loop firstprivate(f)
  for (int i = 0; i < n; i++)
    f(i);
}

int main() {
  const int n = 64;
  double a[n], b[n], c[n];
  for (int i = 0; i < n; i++) {
    a[i] = i;
    b[i] = 0;
    c[i] = 1;
  }
  int bad = 0;
#pragma acc data copyin(a[0:n]) copy(b[0:n], c[0:n])
  {
    Fn fn{a, b};
    pfor(n, fn);                                    // b = a + 1
    double *pa = a, *pb = b;
    pfor(n, [=](int i) { pb[i] += 2 * pa[i]; });    // b = 3a + 1
    pfor_copy(n, fn);                               // b = 4a + 2
    pfor_copy(n, [=](int i) { pb[i] += 1; });       // b = 4a + 3
    pfor_ref(n, fn);                                // b = 5a + 4
    Nested nest{{c, n}, {a, b}};
    pfor(n, nest);                                  // c = 1 + a + b
    bad |= fn.pa != a || fn.pb != b || nest.comp[1] != b || nest.in.p != c;
  }
  for (int i = 0; i < n; i++) {
    if (b[i] != 5.0 * i + 4 || c[i] != 1 + i + 5.0 * i + 4) {
      printf("FAIL: b[%d] = %g (expected %g), c[%d] = %g (expected %g)\n", i, b[i], 5.0 * i + 4, i, c[i],
             1 + i + 5.0 * i + 4);
      return 1;
    }
  }
  if (bad) {
    printf("FAIL: the host's objects changed\n");
    return 1;
  }
  printf("PASS\n");
  return 0;
}
