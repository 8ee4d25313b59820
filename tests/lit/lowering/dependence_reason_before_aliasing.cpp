// -Minfo (C++): a loop with a real carried dependence on one array (a back-substitution sweep,
// `w[i] -= c[i] * w[i + 1]`) names it, not the aliasing of plain pointers, whose advice (restrict,
// or independent) would not make it parallel, or would make it wrong.
// RUN: %acorncxx -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not='same memory'
void backsub(int m, int nb, double *w, const double *c) {
#pragma acc parallel loop gang copy(w[0:nb * m]) copyin(c[0:m])
  for (int b = 0; b < nb; b++) {
    // CHECK: [[@LINE+1]]:5: remark: loop scheduled as seq (not parallel: 'w[b * m + i]' is written and 'w[b * m + i + 1]' is used, which other iterations may write)
    for (int i = m - 2; i >= 0; i--)
      w[b * m + i] -= c[i] * w[b * m + i + 1];
  }
}

// Without a dependence of its own, the aliasing is the reason.
void scale(int n, double *w, const double *c) {
#pragma acc kernels copy(w[0:n]) copyin(c[0:n])
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as seq (not parallel: 'w' and 'c' may point to the same memory (declare them restrict or mark the loop independent))
  for (int i = 0; i < n; i++)
    w[i] *= c[i];
}
