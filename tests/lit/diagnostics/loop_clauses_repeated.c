// A level clause written twice for one device type (`gang gang`, `vector vector` after
// `vector(length:...)`; Clang 22 checks seq, auto, independent, collapse and tile so, not these)
// and tile beside collapse on one loop (tile names the loops it applies to: the collapse would be
// ignored) are errors at the second clause, as GCC makes them. The same level in another
// device_type group is no repetition.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %acorncc -c -DVALID %s -o %t.o 2>&1 | FileCheck --allow-empty --check-prefix=VALID %s
// VALID-NOT: error
#define N 64
#if !defined(VALID)
void twice(double *a) {
#pragma acc parallel loop gang gang copyout(a[0:N])
  for (int i = 0; i < N; i++)
    a[i] = i;
  // CHECK: loop_clauses_repeated.c:[[#@LINE-3]]:32: error: a second 'gang' clause on this loop: write each level once, with all its arguments
  // CHECK: loop_clauses_repeated.c:[[#@LINE-4]]:27: note: the first is here
#pragma acc kernels loop vector(length:32) vector copyout(a[0:N])
  for (int i = 0; i < N; i++)
    a[i] = i;
  // CHECK: loop_clauses_repeated.c:[[#@LINE-3]]:44: error: a second 'vector' clause on this loop
}

void tiled(double (*b)[N]) {
#pragma acc parallel loop tile(4) collapse(2) copyout(b[0:N])
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      b[i][j] = i + j;
  // CHECK: loop_clauses_repeated.c:[[#@LINE-4]]:35: error: 'tile' and 'collapse' on the same loop: tile(...) already names the loops of the nest it applies to, one size per loop; remove the collapse clause
  // CHECK: loop_clauses_repeated.c:[[#@LINE-5]]:27: note: the other clause is here
#pragma acc parallel
#pragma acc loop collapse(2) worker worker tile(8, 8)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      b[i][j] = i + j;
  // CHECK: loop_clauses_repeated.c:[[#@LINE-4]]:37: error: a second 'worker' clause on this loop
  // CHECK: loop_clauses_repeated.c:[[#@LINE-5]]:44: error: 'tile' and 'collapse' on the same loop
}
#else
void groups(double *a) {
#pragma acc parallel loop copyout(a[0:N]) gang device_type(nvidia) gang vector device_type(host) gang
  for (int i = 0; i < N; i++)
    a[i] = i;
}
#endif
