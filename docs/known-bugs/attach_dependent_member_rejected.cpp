// attach/detach of a member reached through an object of dependent type in a template is rejected:
// "an attach or detach clause takes pointers: variables, members and elements (p, s.p, p->q, pp[i])"
// for `attach(v.q)`, `detach(v.q)` (V &v) and `attach(v->q)` (V *v), although after
// instantiation v.q is a `double *` member; the same clauses in a non-template function compile
// and run.  (Found with deep-copy helpers templated over the mesh/struct type.)
// Expected: compiles; a[3] == 2, PASS on every target.
// Commands: /work/hunt/acorn/bin/acorn++ -O2 attach_dependent_member_rejected.cpp -o ad   -> 3 errors
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
