// 2.5.15: a member of a struct is not a reduction variable (a scalar or aggregate variable, an array
// element or a section is). Clang 22's error lists "composite variable member" among the valid
// forms; Acorn's says what is wrong with the item as written.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
typedef struct {
  double sum, e[3];
} stats_t;

double total(const double *x, int n, stats_t *p) {
  stats_t s = {0};
#pragma acc parallel loop copyin(x[0:n]) reduction(+:s.sum) reduction(max: p->e[1])
  for (int i = 0; i < n; i++) {
    s.sum += x[i];
    p->e[1] = x[i] > p->e[1] ? x[i] : p->e[1];
  }
  return s.sum;
}
// CHECK: reduction_member.c:11:56: error: 's.sum' is a member of a struct or class, which cannot be a reduction variable (2.5.15: a scalar or aggregate variable, an array element or a section); reduce a local variable and store it into the member after the loop
// CHECK: reduction_member.c:11:76: error: 'p->e[1]' is a member of a struct or class, which cannot be a reduction variable
