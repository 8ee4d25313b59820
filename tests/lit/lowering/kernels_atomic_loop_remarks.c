// -Minfo on kernels loops holding atomic constructs: a parallel loop with an atomic update, and a
// sequential one with an atomic capture inside an `if` that declares a variable, get only their
// schedule and launch remarks, nothing about running on the host around launches (their bodies
// hold no loops to launch) nor statements they do not have.
// RUN: %acorncc -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=range-based --implicit-check-not='around launches'
void histogram(const int *restrict key, int *restrict h) {
#pragma acc kernels copyin(key[0:1000]) copy(h[0:10])
  {
    // CHECK: [[@LINE+1]]:5: remark: loop scheduled as gang, vector
    for (int i = 0; i < 1000; i++) {
#pragma acc atomic update
      h[key[i]] += 1;
    }
  }
}

int select(int n, const double *restrict y, int *restrict sel) {
  int nsel = 0;
#pragma acc kernels copyin(y[0:n]) copyout(sel[0:n]) copy(nsel)
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as seq
  for (int r = 0; r < n; r++) {
    if (y[r] > 0.5) {
      int slot;
#pragma acc atomic capture
      slot = nsel++;
      sel[slot] = r;
    }
  }
  return nsel;
}
