// 2.9: a loop that is not seq runs all its iterations, in parallel: a `return`, a `break` of the
// loop or a `goto` out of it is an error, alike in a loop of a routine (orphaned) and in a loop of
// a compute region, at the statement. (Clang 22 itself reports a return in a compute region and a
// break out of a combined construct's loop.) A `continue`, a break of a loop or switch inside, and
// any exit of a seq loop are fine; a `loop auto` that can be left early runs sequentially.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
#pragma acc routine vector
int first_negative(double *a, int n) {
#pragma acc loop vector
  for (int i = 0; i < n; i++) {
    if (a[i] < 0)
      return i;
    a[i] = 1;
  }
  return -1;
}
// CHECK-DAG: loop_early_exit.c:13:7: error: 'return' leaves the loop of the 'loop vector' directive at line 10 early, but its iterations run in parallel: a loop that is not 'seq' runs all its iterations (2.9); make it 'loop seq', or let the iterations test a flag instead

#pragma acc routine worker
int find(double *a, int n) {
  int k = -1;
#pragma acc loop worker
  for (int i = 0; i < n; i++) {
    if (a[i] < 0) {
      k = i;
      break;
    }
    a[i] = 1;
  }
  return k;
}
// CHECK-DAG: loop_early_exit.c:27:7: error: 'break' leaves the loop of the 'loop worker' directive at line 23 early

void in_region(double *a, int n) {
#pragma acc parallel copy(a[0:n])
  {
#pragma acc loop gang vector
    for (int i = 0; i < n; i++) {
      if (a[i] < 0)
        break;
      a[i] = 1;
    }
  }
}
// CHECK-DAG: loop_early_exit.c:41:9: error: 'break' leaves the loop of the 'loop gang vector' directive at line 38 early

// A jump out of nested loops is reported once, at the outermost parallel loop it leaves.
#pragma acc routine gang
void nested(double *a, int n) {
#pragma acc loop gang
  for (int i = 0; i < n; i++) {
#pragma acc loop vector
    for (int j = 0; j < n; j++)
      if (a[i * n + j] < 0)
        return;
  }
}
// CHECK-DAG: loop_early_exit.c:56:9: error: 'return' leaves the loop of the 'loop gang' directive at line 51 early

#pragma acc routine vector
void fine(double *a, int n) {
#pragma acc loop vector
  for (int i = 0; i < n; i++) {
    if (a[i] < 0)
      continue;
    for (int k = 0; k < 4; k++)
      if (a[i] > k)
        break;
    switch (n) {
    case 0:
      break;
    default:
      a[i] = 1;
    }
  }
#pragma acc loop seq
  for (int i = 0; i < n; i++)
    if (a[i] < 0)
      return;
#pragma acc loop auto
  for (int i = 0; i < n; i++)
    if (a[i] < 0)
      break;
}
