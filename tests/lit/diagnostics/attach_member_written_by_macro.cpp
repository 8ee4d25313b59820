// A pointer member the region reaches that a macro writes (`AT(s, i)` for `(s).v[i]`, `PICK(tab, i)`
// for `tab[i].v`) cannot be named by the lowered code, so it is not attached for the construct as
// other pointer members are: a warning names it when GPU code is generated, never silence (none for
// -acc=multicore, where host addresses are the data).
// RUN: %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %acorncxx -acc=multicore -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=MC --allow-empty
struct vec {
  int n;
  double *v;
};
#define AT(s, i) (s).v[i]
#define PICK(t, k) t[k].v
void f(vec s) {
#pragma acc parallel loop
  for (int i = 0; i < s.n; i++)
    AT(s, i) += 1.0;
}
// CHECK: attach_member_written_by_macro.cpp:16:5: warning: the pointer '(s).v' inside 's' is not attached for the construct (a macro writes it): the region reads the host address it holds unless the program attaches it (an attach clause, acc_attach)
vec tab[8];
void g() {
#pragma acc parallel loop
  for (int i = 0; i < 8; i++)
    PICK(tab, i)[0] += 1.0;
}
// CHECK: attach_member_written_by_macro.cpp:23:10: warning: the pointer 'tab[i].v' inside 'tab' is not attached for the construct (a macro writes it)
// MC-NOT: warning
