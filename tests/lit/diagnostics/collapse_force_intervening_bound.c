// collapse(force:N) computes the trip counts of all its loops before they start (2.9.1): a bound
// or step of an inner loop using a variable declared in the code between the loops (which runs once
// per outer iteration) is an error at that bound, with a note at the declaration; a bound from
// before the loops is fine.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
double lower_bound(const double *a) {
  double s = 0;
#pragma acc parallel loop collapse(force:2) reduction(+:s) copyin(a[0:100])
  for (int i = 0; i < 10; i++) {
    int off = i % 2;
    for (int j = off; j < 10; j++)
      s += a[i * 10 + j];
  }
  return s;
}
// CHECK: collapse_force_intervening_bound.c:12:18: error: collapse(force:2) needs the trip counts of its loops before they start (2.9.1), but this bound uses 'off', declared in the code between the collapsed loops; compute the bound before the outer loop or collapse fewer loops
// CHECK: collapse_force_intervening_bound.c:11:9: note: 'off' declared here

void step(int n, double *a) {
#pragma acc parallel loop collapse(force:2) copy(a[0:100])
  for (int i = 0; i < 10; i++) {
    int width = n + 1;
    a[i] = width;
    for (int j = 0; j < 10; j += width)
      a[i * 10 + j] += 1;
  }
}
// CHECK: collapse_force_intervening_bound.c:25:34: error: collapse(force:2) needs the trip counts of its loops before they start (2.9.1), but this bound uses 'width'
// CHECK: note: 'width' declared here

void fine(int n, double *a) {
  int off = n % 2;
#pragma acc parallel loop collapse(force:2) copy(a[0:100])
  for (int i = 0; i < 10; i++) {
    a[i * 10] = off;
    for (int j = off; j < 10; j++)
      a[i * 10 + j] += 1;
  }
}
