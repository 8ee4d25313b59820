// A data clause naming a section through two members of an object of dependent type in a template
// is rejected: "only subscripts and members may lead from a variable to an array section in a data
// clause" for `copy(v->s.p[0:v->n])` (V *v) and `copy(v.s.p[0:v.n])` (V &v).  One member level
// (`copy(v->q[0:v->n])`) is accepted in the same template, and the two-level form is accepted in a
// plain function (n2).  Typical of deep-copy code templated over the mesh type (mesh->coords.x[0:n]).
// Expected: compiles; a[3] == 4, PASS on every target.
// Commands: /work/hunt/acorn/bin/acorn++ -O2 data_clause_nested_dependent_member_section_rejected.cpp -o dn  -> 2 errors
#include <cstdio>
struct S { double *p; };
struct O { S s; int n; double *q; };
template <typename V> void t1(V *v) {                 // accepted
  #pragma acc parallel loop copyin(v[0:1]) copy(v->q[0:v->n])
  for (int i = 0; i < v->n; i++) v->q[i] += 1;
}
template <typename V> void t2(V *v) {                 // rejected
  #pragma acc parallel loop copyin(v[0:1]) copy(v->s.p[0:v->n])
  for (int i = 0; i < v->n; i++) v->s.p[i] += 1;
}
template <typename V> void t3(V &v) {                 // rejected
  #pragma acc parallel loop copyin(v) copy(v.s.p[0:v.n])
  for (int i = 0; i < v.n; i++) v.s.p[i] += 1;
}
void n2(O *v) {                                       // accepted
  #pragma acc parallel loop copyin(v[0:1]) copy(v->s.p[0:v->n])
  for (int i = 0; i < v->n; i++) v->s.p[i] += 1;
}
int main() {
  double a[8] = {0};
  O o{{a}, 8, a};
  t1(&o); t2(&o); t3(o); n2(&o);
  printf("a[3]=%g (expect 4)\n", a[3]);
  int bad = a[3] != 4.0;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}
