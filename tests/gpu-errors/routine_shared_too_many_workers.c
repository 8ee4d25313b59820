// A vector routine's local that its lanes share (2.15.1) lives in GPU shared memory, one copy per
// worker; an 8 KiB array leaves room for 2 workers' copies, so a gang of 4 workers stops with the
// variable, its line and the number of workers that fit.
// EXPECT: routine_shared_too_many_workers.c:12: 'scratch': one copy for each worker's vector lanes: shared memory holds 2, the gang has 4 workers (use num_workers(2) or fewer)
#include <stdio.h>

enum { N = 1024 };
static double u[4][N];

#pragma acc routine vector
static void reverse(double *row) {
  double scratch[N];
#pragma acc loop vector
  for (int i = 0; i < N; i++)
    scratch[i] = row[i];
#pragma acc loop vector
  for (int i = 0; i < N; i++)
    row[i] = scratch[N - 1 - i];
}

int main(void) {
#pragma acc parallel num_gangs(1) num_workers(4) vector_length(32) copy(u)
  {
#pragma acc loop worker
    for (int w = 0; w < 4; w++)
      reverse(u[w]);
  }
  printf("not reached: %g\n", u[0][0]);
  return 0;
}
