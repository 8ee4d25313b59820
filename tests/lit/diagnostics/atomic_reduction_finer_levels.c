// An atomic update of a reduction variable from a loop partitioned across finer levels than the
// reduction's: the lanes would need one copy they share (each has its own, and only the
// reduction's level contributes), so Acorn refuses it, saying what to write instead.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s
long tally(const int *k, int n) {
  long t = 0;
#pragma acc parallel num_workers(4) reduction(+:t) copyin(k[0:n])
  {
#pragma acc loop gang worker
    for (int i = 0; i < n; i++) {
#pragma acc atomic update
      t += k[i];
    }
  }
  return t;
}
// CHECK: atomic_reduction_finer_levels.c:[[@LINE-5]]:7: error: an atomic update of the reduction variable 't' in a loop partitioned across finer levels than the reduction's (give that loop the reduction clause instead of the atomic) is not supported by Acorn yet
// CHECK-NOT: error:
