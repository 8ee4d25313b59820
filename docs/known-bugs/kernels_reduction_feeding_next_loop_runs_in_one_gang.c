/* PERFORMANCE: a kernels region (srad / SPEC style) whose first loop reduces into scalars
   that the next loop uses is compiled into ONE kernel in which every loop gets only
   "vector" (no gang): one gang of the GPU does all the work, for any N.
   Expected (NVHPC does this): one gang-vector reduction kernel, the scalar code, then a
   second gang-vector kernel.  Results are right on host, multicore and emulated runs.
   acorncc -O2 -Minfo=accel kernels_reduction_feeding_next_loop_runs_in_one_gang.c
     24:5: loop scheduled as vector, implicit reduction on 'sum', implicit reduction on 'sum2'
     27:5: loop scheduled as vector
     22:3: loop nest runs as its own kernel
   Writing the two loops as two kernels regions (scalars on the host) gives
   "loop scheduled as gang, vector" for both. */
#include <stdio.h>
#include <math.h>
#define N (1 << 22)
static float J[N], c[N];
int main(void)
{
  float q0 = 0;
  for (int i = 0; i < N; i++) J[i] = 1.0f + (i % 17) * 0.1f;
#pragma acc data copyin(J) copyout(c)
#pragma acc kernels copyout(q0)
  {
    float sum = 0, sum2 = 0;
    for (int i = 0; i < N; i++) { sum += J[i]; sum2 += J[i] * J[i]; }
    float mean = sum / N;
    q0 = (sum2 / N - mean * mean) / (mean * mean);
    for (int i = 0; i < N; i++) c[i] = 1.0f / (1.0f + fabsf(J[i] - mean) * q0);
  }
  printf("%g %g\n", q0, c[5]);
  return 0;
}
