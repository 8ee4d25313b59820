// 2.16 async queues belong to the device, not to a host thread: OpenMP threads that each stage,
// update and bring back their own tile through the same queue, then wait for that queue, find
// their tile's results there (work of other threads queued in between is done too).
// RUN: %acorncc -fopenmp %s -o %t && %run-targets %t
#include <omp.h>
#include <stdio.h>

#define TILES 4
#define LEN 512
#define SWEEPS 100

static double tile[TILES][LEN];

int main(void) {
  int stale = 0;
#pragma omp parallel num_threads(TILES) reduction(+ : stale)
  {
    double *t = tile[omp_get_thread_num()];
    for (int sweep = 0; sweep < SWEEPS; sweep++) {
      for (int i = 0; i < LEN; i++)
        t[i] = sweep + i;
#pragma acc enter data copyin(t[0:LEN]) async(3)
#pragma acc parallel loop present(t[0:LEN]) async(3)
      for (int i = 0; i < LEN; i++)
        t[i] = 2.0 * t[i];
#pragma acc exit data copyout(t[0:LEN]) async(3)
#pragma acc wait(3)
      for (int i = 0; i < LEN; i += LEN / 8)
        if (t[i] != 2.0 * (sweep + i)) {
          stale++;
          break;
        }
    }
  }
  if (stale) {
    printf("FAIL: %d sweeps read a tile before its queue finished\n", stale);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
