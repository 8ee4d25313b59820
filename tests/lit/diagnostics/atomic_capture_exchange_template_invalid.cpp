// 2.12 in a template: `{v = x; x = expr;}` with a binary expr is checked in each instantiation; an
// expr that reads x is an error at the access, once.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s
template <class T> void mark(T *lev, int n, T depth) {
  T v = 0;
#pragma acc parallel loop copy(lev[0:n])
  for (int i = 0; i < n; i++) {
#pragma acc atomic capture
    { v = lev[i]; lev[i] = depth + T(1); }
#pragma acc atomic capture
    { v = lev[i]; lev[i] = depth * lev[i]; }
#pragma acc atomic capture
    { v = lev[i]; lev[i] = depth - lev[i] * 2; }
  }
}
template void mark<int>(int *, int, int);
template void mark<double>(double *, int, double);
// CHECK: atomic_capture_exchange_template_invalid.cpp:13:36: error: 'lev[i]' is the x of this atomic construct and its expression reads it
// CHECK-NOT: error:
