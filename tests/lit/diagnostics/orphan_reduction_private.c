// 2.9.11: "Every var in a reduction clause appearing on an orphaned loop construct must be
// private": a global (declared or not) or static variable, which every thread shares, is an error
// at the item. The routine's locals, parameters, enclosing loops' private copies are the thread's.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
double total;
#pragma acc declare create(total)
#pragma acc routine vector
void add_all(const double *a, int n) {
#pragma acc loop vector reduction(+:total)
  for (int i = 0; i < n; i++)
    total += a[i];
}
// CHECK-DAG: orphan_reduction_private.c:10:37: error: the reduction variable 'total' of an orphaned loop is a global variable, which every thread shares: a variable in a 'reduction' clause of an orphaned loop must be private (2.9.11); reduce into a local variable of the routine and add it to 'total' once, with an atomic update

static int count;
#pragma acc declare create(count)
#pragma acc routine worker
int count_negative(const double *a, int n) {
  int local = 0;
#pragma acc loop worker reduction(+:count)
  for (int i = 0; i < n; i++)
    count += a[i] < 0;
#pragma acc loop worker reduction(+:local)
  for (int i = 0; i < n; i++)
    local += a[i] < 0;
  return local;
}
// CHECK-DAG: orphan_reduction_private.c:21:37: error: the reduction variable 'count' of an orphaned loop is a global variable, which every thread shares

#pragma acc routine vector
double largest(const double *a, int n, double m) {
#pragma acc loop vector reduction(max:m)
  for (int i = 0; i < n; i++)
    m = a[i] > m ? a[i] : m;
  return m;
}

// A global an enclosing loop of the routine makes private is that loop's copy: no error.
double part;
#pragma acc declare create(part)
#pragma acc routine gang
void row_sums(const double *a, double *out) {
#pragma acc loop gang private(part)
  for (int r = 0; r < 8; r++) {
    part = 0;
#pragma acc loop vector reduction(+:part)
    for (int j = 0; j < 8; j++)
      part += a[r * 8 + j];
    out[r] = part;
  }
}
