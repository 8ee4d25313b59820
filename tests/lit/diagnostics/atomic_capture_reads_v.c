// 2.12: in an atomic capture the update's expression may not access v, the variable the capture
// writes (a compare-and-swap, which OpenACC does not have); the valid capture forms are accepted.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s
void f(int *a, int n) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++) {
    int old = -1, v, w, z;
#pragma acc atomic capture
    { old = a[i]; a[i] = (old == -1) ? i : old; }
#pragma acc atomic capture
    { a[i] += old; old = a[i]; }
#pragma acc atomic capture
    old = a[i] += old;
#pragma acc atomic capture
    { v = a[i]; a[i] = i; }
#pragma acc atomic capture
    { a[i]++; w = a[i]; }
#pragma acc atomic capture
    z = a[i]++;
#pragma acc atomic capture
    { z = a[i]; a[i] = 7; }
    a[i] += v + w + z;
  }
}
// CHECK: atomic_capture_reads_v.c:10:27: error: the atomic capture writes 'old' (its v) and its update reads it, which 2.12 does not allow: the update cannot use the value the capture takes (OpenACC's atomics have no compare-and-swap form)
// CHECK: atomic_capture_reads_v.c:12:15: error: the atomic capture writes 'old'
// CHECK: atomic_capture_reads_v.c:14:19: error: the atomic capture writes 'old'
// CHECK-NOT: error:
