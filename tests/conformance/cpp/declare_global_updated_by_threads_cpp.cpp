// A `declare create` global array (2.13), in C++: OpenMP threads each increment their own slice on the
// device and copy it back with `update self` while other threads' regions begin and end. The
// emulated device keeps a declared global's device copy in its storage while regions run and
// swaps it with a shadow when the first begins and the last ends: no swap may come between a
// copy finding its bytes and moving them (a lost update).
// RUN: %acorncxx -fopenmp %s -o %t && %run-targets %t
#include <omp.h>
#include <cstdio>

#define N (1 << 18)
#define REPS 300

double field[N];
#pragma acc declare create(field)

int main() {
  for (int i = 0; i < N; i++)
    field[i] = i % 10;
#pragma acc update device(field)
  int len = N / 4;
#pragma omp parallel num_threads(4)
  {
    int lo = omp_get_thread_num() * len;
    for (int rep = 0; rep < REPS; rep++) {
#pragma acc parallel loop
      for (int i = lo; i < lo + len; i++)
        field[i] += 1;
#pragma acc update self(field[lo:len])
    }
  }
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += field[i] != i % 10 + REPS;
  if (bad) {
    std::printf("FAIL: %d elements lost an increment\n", bad);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
