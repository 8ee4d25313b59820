// 2.10 cache: -Minfo says which sections are staged in shared memory and why the others are read
// where they are.
// RUN: %acorncc -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck %s

#pragma acc routine seq
double scale(double x);

void lookups(int n, const double *restrict table, const int *restrict k, double *restrict out, double *restrict t2,
             double *restrict tab) {
  // CHECK: [[@LINE+2]]:3: remark: loop scheduled as gang, vector, cache 'table[0:64]' staged in shared memory by each gang
#pragma acc parallel loop copyin(table[0:64], k[0:n]) copyout(out[0:n])
  for (int i = 0; i < n; i++) {
#pragma acc cache(table[0:64])
    out[i] = table[k[i] % 64];
  }
#pragma acc parallel loop copyin(k[0:n]) copy(t2[0:64]) copyout(out[0:n])
  for (int i = 0; i < n; i++) {
    // CHECK: [[@LINE+1]]:19: remark: cache: 't2[0:64]' is read where it is: 't2' is written in the loop
#pragma acc cache(t2[0:64])
    out[i] = t2[k[i] % 64];
    t2[i % 64] = 0.0;
  }
#pragma acc parallel loop copyin(tab[0:64], k[0:n]) copyout(out[0:n])
  for (int i = 0; i < n; i++) {
    // CHECK: [[@LINE+1]]:19: remark: cache: 'tab[0:64]' is read where it is: the loop calls functions that could write 'tab' (cache(readonly: ...) says they do not)
#pragma acc cache(tab[0:64])
    out[i] = scale(tab[k[i] % 64]);
  }
#pragma acc parallel loop copyin(table[0:64], k[0:n]) copyout(out[0:n])
  for (int i = 0; i < n; i++) {
    // CHECK: [[@LINE+1]]:29: remark: cache: 'table[0:4096]' is read where it is: its 32768 bytes exceed the 16 KiB a section may take of shared memory
#pragma acc cache(readonly: table[0:4096])
    out[i] = scale(table[k[i] % 64]);
  }
#pragma acc parallel loop gang copyin(table[0:64], k[0:n]) copyout(out[0:n])
  for (int i = 0; i < n; i++) {
#pragma acc loop vector
    for (int j = 0; j < 4; j++) {
      // CHECK: [[@LINE+3]]:7: remark: loop scheduled as seq (seq or auto)
      // CHECK: [[@LINE+3]]:19: remark: cache: 'table[0:8]' is read where it is: the loop is not partitioned
#pragma acc loop seq
      for (int m = 0; m < 2; m++) {
#pragma acc cache(table[0:8])
        out[i] += table[(k[i] + j + m) % 8];
      }
    }
  }
}
