// 2.12: the capture `{v = x; x = expr;}` whose expr is a binary expression (`x = depth + 1`, also
// one a macro writes), which Clang 22 rejects, is an atomic exchange: in a compute region, with an if clause (the
// statement as written where it does not hold), in host code, and in C's
// lowering of its preprocessed text (where the directive follows blank lines and comments).
// (C writes the host code before the device code: the order is not checked.)
// RUN: %acorncc --print-lowered %s | grep -v "^//" | FileCheck %s
// RUN: %acorncxx -x c++ --print-lowered %s | grep -v "^//" | FileCheck %s
#define DEPTH(d) ((d) + 1)
void f(int n, int *lev, double *x, int depth) {
  int old[64];
  double seen = 0;
#pragma acc parallel loop copy(lev[0:n], x[0:1]) copyout(old)
  for (int i = 0; i < n; i++) {
#pragma acc atomic capture
    { old[i % 64] = lev[i / 2]; lev[i / 2] = depth + 1; }
#pragma acc atomic capture
    { old[i % 64] = lev[i]; lev[i] = DEPTH(i); }









    /* a comment */
#pragma acc atomic capture
    { seen = x[0]; x[0] = (DEPTH(depth) * 0.5); }
  }
#pragma acc parallel copy(x[0:1])
  {
#pragma acc atomic capture if(n > 1)
    { seen = x[0]; x[0] = n * 2.0; }
  }
  int h = 0, o;
#pragma acc atomic capture
  { o = h; h = depth << 2; }
}
// CHECK-DAG: old[i % 64] = ::__acorn_atomic_exchange(&(lev[i / 2]), (depth + 1));
// CHECK-DAG: old[i % 64] = ::__acorn_atomic_exchange(&(lev[i]), (
// CHECK-DAG: seen = ::__acorn_atomic_exchange(&(x[0]), (
// CHECK-DAG: if (n > 1) { seen = ::__acorn_atomic_exchange(&(x[0]), (n * 2.0)); } else { { seen = x[0]; x[0] = n * 2.0; } }
// CHECK-DAG: __atomic_exchange(&(h), &__acorn_n, &__acorn_o, __ATOMIC_SEQ_CST); o = __acorn_o; }
