// A section reached through two members of an object whose type is a template parameter
// (`copy(v->s.p[0:v->n])`, `copy(v.s.p[0:v.n])`), as deep-copy code templated over the mesh type
// writes (mesh->coords.x[0:n]): each instantiation maps the section it names.
// RUN: %acorncxx %s -o %t && %run-targets %t
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
