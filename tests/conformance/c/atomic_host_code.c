// 2.12: the atomic construct in host code outside any compute region (an OpenACC program whose
// host threads, here OpenMP's, share counters): update, read, write and capture in their C forms,
// on integer and floating types, with the 3.3 if clause; and in a routine that host threads and a
// compute region both call. Each thread's operations must not be lost.
// RUN: %acorncc -fopenmp %s -o %t && %run-targets %t
#include <stdio.h>

#define N 20000

#pragma acc routine seq
static void tally(long *count, double *sum, double v) {
#pragma acc atomic update
  *count += 1;
#pragma acc atomic update
  *sum += v;
}

int main(void) {
  long count = 0;
  double sum = 0, product = 1;
  int ticket = 0, seen[N] = {0}, flag = 0, last = -1;
  unsigned char small = 0;
  long calls = 0, region_calls = 0;
  double called_sum = 0, region_sum = 0;
#pragma acc parallel loop copy(region_calls, region_sum)
  for (int i = 0; i < N; i++)
    tally(&region_calls, &region_sum, 0.25);
#pragma acc parallel loop copy(count)
  for (int i = 0; i < 4; i++) {
#pragma acc atomic update
    count += 1;
  }
#pragma omp parallel for num_threads(4)
  for (int i = 0; i < N; i++) {
#pragma acc atomic update
    count++;
    tally(&calls, &called_sum, 0.5);
#pragma acc atomic
    sum += 0.5;
#pragma acc atomic update
    small = small + 1;
    if (i % 1000 == 0) {
#pragma acc atomic update
      product = 2.0 * product;
    }
    int mine;
#pragma acc atomic capture
    mine = ticket++;
    seen[mine]++;
#pragma acc atomic write
    flag = 1;
    int now;
#pragma acc atomic read
    now = flag;
    if (now != 1)
      last = -2;
#pragma acc atomic capture if(i >= 0)
    {
      last = ticket;
      ticket += 0;
    }
  }
  int errors = 0, missing = 0;
  for (int k = 0; k < N; k++)
    missing += seen[k] != 1;
  if (count != N + 4 || sum != N * 0.5 || small != (unsigned char)N || product != 1048576.0 || ticket != N ||
      missing || flag != 1 || last < 1 || calls != N || called_sum != N * 0.5 || region_calls != N ||
      region_sum != N * 0.25) {
    fprintf(stderr, "FAIL: count %ld sum %g small %d product %g ticket %d missing %d flag %d last %d\n", count, sum,
            small, product, ticket, missing, flag, last);
    fprintf(stderr, "FAIL: routine from threads %ld %g, from a region %ld %g\n", calls, called_sum, region_calls,
            region_sum);
    errors++;
  }
  if (!errors)
    printf("PASS\n");
  return errors != 0;
}
