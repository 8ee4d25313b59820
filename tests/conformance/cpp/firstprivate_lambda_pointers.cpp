// firstprivate (2.5.14) of a lambda that captured pointers by copy: the region's copy of the
// closure holds the device addresses of the data they point to, which enter data mapped, as the
// same lambda used without the clause (implicitly, 2.6.2) does; also a lambda that captured a
// struct holding a pointer, one that captured another such lambda, one that copied `*this`
// (`[=, *this]`), and a copy a parallel_for wrapper makes (`F fc = f;`); the host's closures keep
// their values.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

struct View {
  double *p;
  int n;
};
struct Grid {
  double *data;
  int n;
  template <class F> void each(F f) {
#pragma acc parallel loop firstprivate(f)
    for (int i = 0; i < n; i++)
      f(i);
  }
  void bump() {
    auto l = [=, *this](int i) { data[i] += 1; };
    each(l);
  }
};
template <class F> void pfor(int n, const F &f) {
  F fc = f;
#pragma acc parallel loop firstprivate(fc)
  for (int i = 0; i < n; i++)
    fc(i);
}

int main() {
  const int n = 32;
  double a[n], b[n];
  for (int i = 0; i < n; i++) {
    a[i] = i;
    b[i] = 0;
  }
#pragma acc enter data copyin(a[0:n], b[0:n])
  double *pa = a, *pb = b;
  auto l = [=](int i) { pb[i] += pa[i] + 1; };
#pragma acc parallel loop firstprivate(l)
  for (int i = 0; i < n; i++)
    l(i); // b = a + 1
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    l(i); // b = 2a + 2
  View v{b, n};
  auto byStruct = [=](int i) { v.p[i] += 1; };
  auto outer = [=](int i) { byStruct(i); };
#pragma acc parallel loop firstprivate(byStruct, outer)
  for (int i = 0; i < n; i++) {
    byStruct(i);
    outer(i);
  } // b = 2a + 4
  pfor(n, l); // b = 3a + 5
  Grid g{b, n};
  g.bump(); // b = 3a + 6
#pragma acc exit data copyout(b[0:n]) delete(a[0:n])
  for (int i = 0; i < n; i++)
    if (b[i] != 3.0 * i + 6) {
      printf("FAIL: b[%d] = %g (expected %g)\n", i, b[i], 3.0 * i + 6);
      return 1;
    }
  l(0); // on the host: the host's closure holds the host's pointers
  if (b[0] != 7) {
    printf("FAIL: the host's lambda wrote elsewhere (b[0] = %g, expected 7)\n", b[0]);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
