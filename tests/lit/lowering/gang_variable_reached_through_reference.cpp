// 2.5.1 (C++): a variable of a gang loop's body that the gang's vector lanes reach through a
// reference (`rr`), a lambda's capture by reference (`[&m]`: its atomic stays atomic, on the gang's
// one m), a pointer assigned later (`pk = &k`) or the references of a range-based for (`marks`)
// is the gang's one variable, in its private storage. One bound only to a const reference (`seen`)
// stays each lane's own.
// RUN: %acorncxx --print-lowered %s | grep -v "^//" | FileCheck %s
void f(int nr, int nc, int *out) {
#pragma acc parallel loop gang vector_length(128) copyout(out[0:nr])
  for (int r = 0; r < nr; r++) {
    int n = 0, m = 0, k = 0, marks[4], seen = 0;
    int &rr = n;
    const int &cr = seen;
    auto inc = [&m]() {
#pragma acc atomic update
      m += 1;
    };
    int *pk;
    pk = &k;
    for (int &x : marks)
      x = r;
#pragma acc loop vector
    for (int c = 0; c < nc; c++) {
#pragma acc atomic update
      rr += marks[c & 3] + cr;
      inc();
#pragma acc atomic
      (*pk)++;
    }
    out[r] = n + m + k;
  }
}
// CHECK: int __acorn_initial_n, __acorn_initial_m, __acorn_initial_k, __acorn_initial_marks[4], seen = 0; int (&n) = *(int (*))__acorn_ex.__acorn_private_storage(1u, __acorn_poff0);
// CHECK-SAME: int (&m) = *(int (*))__acorn_ex.__acorn_private_storage(1u, __acorn_poff1);
// CHECK-SAME: int (&k) = *(int (*))__acorn_ex.__acorn_private_storage(1u, __acorn_poff2);
// CHECK-SAME: int (&marks)[4] = *(int (*)[4])__acorn_ex.__acorn_private_storage(1u, __acorn_poff3);
// CHECK-SAME: if (__acorn_ex.__acorn_leader(1u)) { n = 0; m = 0; k = 0; }
// CHECK: auto inc = [&m] ACORN_HD() {
// CHECK-NEXT: ::__acorn_atomic_add(&(m), (1));
// CHECK: ::__acorn_atomic_add(&(rr), (marks[c & 3] + cr));
// CHECK: ::__acorn_atomic_add(&(*pk), (1));
