// attach and detach of a pointer member of an object whose type is a template parameter
// (`attach(v.q)` on enter data, `detach(v.q)` on exit data, `attach(v->q)` on a compute construct,
// 2.7.13-14): each instantiation attaches the member it names, as a plain function does.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
struct O { int n; double *q; };
template <typename V> void h1(V &v) {
  #pragma acc enter data attach(v.q)
  #pragma acc parallel loop present(v)
  for (int i = 0; i < v.n; i++) v.q[i] += 1;
  #pragma acc exit data detach(v.q)
}
template <typename V> void h2(V *v) {
  #pragma acc parallel loop copyin(v[0:1]) attach(v->q)
  for (int i = 0; i < v->n; i++) v->q[i] += 1;
}
int main() {
  double a[8] = {0};
  O o{8, a};
  #pragma acc enter data copyin(a[0:8], o)
  h1(o);
  h2(&o);
  #pragma acc exit data delete(o) copyout(a[0:8])
  printf("a[3]=%g (expect 2)\n", a[3]);
  int bad = a[3] != 2.0;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}
