/* PERFORMANCE: a `kernels` region holding a time loop whose body has two
   parallel loop nests plus a per-step scalar sum (stored in hist[t]) is
   compiled into ONE kernel in which the time loop runs sequentially on the
   device and the i-loops get only "worker" (no gang) => a single gang does all
   the work.  Without the sum (delete the 3 marked lines) Acorn instead runs
   the t loop on the host and launches gang/vector kernels for each nest.
   Expected: t loop on the host (as it already does without the sum), i loops
   gang, the sum a gang/vector reduction (NVHPC does this).
   acorncc -O2 -Minfo=accel kernels_timeloop_with_step_reduction_runs_in_one_gang.c
     22:3: loop scheduled as seq (not parallel: the elements of 'B' one iteration writes (B[i][j]) may be written by another)
     23:5: loop scheduled as worker
     26:5: loop scheduled as worker, implicit reduction on 's'
     22:3: loop nest runs as its own kernel
   (results are correct on host, multicore and emulated runs) */
#include <stdio.h>
#define N 2048
#define TS 10
static double A[N][N], B[N][N], hist[TS];
int main(void)
{
#pragma acc kernels copy(A, B, hist)
  for (int t = 0; t < TS; t++) {
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++) B[i][j] = 0.25 * (A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
    double s = 0.0;                                     /* marked */
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++) { A[i][j] = B[i][j]; s += A[i][j]; }   /* marked: s += */
    hist[t] = s;                                        /* marked */
  }
  printf("%g\n", hist[TS - 1]);
  return 0;
}
