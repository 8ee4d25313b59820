// 2.5.1: a variable of a gang loop's body that the gang's vector lanes reach through a pointer is
// the gang's one variable, in its private storage: one whose address a local pointer holds (`p`),
// one whose address goes to a routine, an array a pointer points into (`lp`). Arrays only
// subscripted, or read through a pointer to const (`cw`, sum4's parameter), and scalars whose
// address is never taken stay each lane's own.
// RUN: %acorncc --print-lowered %s | grep -v "^//" | FileCheck %s
#pragma acc routine seq
static void add_one(int *c) {
#pragma acc atomic update
  *c += 1;
}
#pragma acc routine seq
static int sum4(const int *v) { return v[0] + v[1] + v[2] + v[3]; }
void f(int nr, int nc, int *restrict out) {
#pragma acc parallel loop gang vector_length(128) copyout(out[0:nr])
  for (int r = 0; r < nr; r++) {
    int n = 0, m = 0, loc[4] = {0, 0, 0, 0};
    int w[4] = {r, r, r, r}, own = r;
    int *p = &n, *lp = loc;
    const int *cw = w;
    int s = sum4(w) + cw[1] + w[2];
#pragma acc loop vector
    for (int c = 0; c < nc; c++) {
#pragma acc atomic update
      *p += 1;
      add_one(&m);
#pragma acc atomic update
      lp[c & 3] += s + own;
    }
    out[r] = n + m + loc[0];
  }
}
// Three variables in the gang's storage: n, m and loc.
// CHECK: out, sizeof(int), sizeof(int), sizeof(int[4]));
// CHECK: int __acorn_initial_n, __acorn_initial_m, __acorn_initial_loc[4] = {0, 0, 0, 0}; int (&n) = *(int (*))__acorn_ex.__acorn_private_storage(1u, __acorn_poff0);
// CHECK-SAME: int (&m) = *(int (*))__acorn_ex.__acorn_private_storage(1u, __acorn_poff1);
// CHECK-SAME: int (&loc)[4] = *(int (*)[4])__acorn_ex.__acorn_private_storage(1u, __acorn_poff2);
// CHECK-SAME: if (__acorn_ex.__acorn_leader(1u)) { n = 0; m = 0; __builtin_memmove(&loc, &__acorn_initial_loc, sizeof loc); }
// CHECK-NEXT: {{^}}    int w[4] = {r, r, r, r}, own = r;
// CHECK-NEXT: {{^}}    int *p = &n, *lp = loc;
// CHECK: ::__acorn_atomic_add(&(*p), (1));
// CHECK: add_one(&m);
// CHECK: ::__acorn_atomic_add(&(lp[c & 3]), (s + own));
