// 2.5.2, 2.12 in kernels (C++): a loop whose only write is an atomic update inside a routine it
// calls (a histogram's static member `Hist::tally(bins, key[i])`) has iterations as independent
// as the same loop with the atomic written in its body: both run in parallel (four gangs on four
// cores), and the counts are right. A routine that writes through the pointer without atomic keeps
// the loop sequential (one gang).
// RUN: %acorncxx %s -o %t && %run-targets %t
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=multicore OMP_NUM_THREADS=4 %t 2>&1 | FileCheck %s
#include <cstdio>

constexpr int N = 100000, NB = 50;

struct Hist {
#pragma acc routine seq
  static void tally(int *bins, int b) {
#pragma acc atomic update
    bins[b] += 1;
  }
#pragma acc routine seq
  static void add(int *bins, int b) { bins[b] += 1; }
};

int main() {
  static int key[N];
  int b1[NB] = {0}, b2[NB] = {0}, b3[NB] = {0};
  for (int i = 0; i < N; i++)
    key[i] = (i * 7) % NB;
#pragma acc kernels copyin(key) copy(b1)
  for (int i = 0; i < N; i++)
    Hist::tally(b1, key[i]);
#pragma acc kernels copyin(key) copy(b2)
  for (int i = 0; i < N; i++) {
#pragma acc atomic update
    b2[key[i]] += 1;
  }
#pragma acc kernels copyin(key) copy(b3)
  for (int i = 0; i < N; i++)
    Hist::add(b3, key[i]);
  int bad = 0;
  for (int b = 0; b < NB; b++)
    bad += b1[b] != N / NB || b2[b] != N / NB || b3[b] != N / NB;
  if (bad) {
    std::printf("FAIL: %d wrong\n", bad);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
// CHECK: PASS
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
// CHECK-NEXT: num_gangs: 1
