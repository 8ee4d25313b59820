/* kernels over SoA struct members: every loop runs sequentially ("whose address Acorn cannot follow") */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <sys/time.h>
static double wtime(void) { struct timeval tv; gettimeofday(&tv, NULL); return tv.tv_sec + 1e-6*tv.tv_usec; }
typedef struct { int n; double *restrict x; double *restrict y; } soa_t;
static void work(soa_t *s) {
  int n = s->n;
#pragma acc kernels copyin(s->x[0:n]) copyout(s->y[0:n])
#pragma omp parallel for
  for (int i = 0; i < n; i++) s->y[i] = sin(s->x[i]) * exp(-s->x[i] * 1e-7) + sqrt(s->x[i]);
}
int main(void) {
  soa_t s = {4000000, malloc(32000000), malloc(32000000)};
  for (int i = 0; i < s.n; i++) s.x[i] = i;
  double t0 = wtime();
  for (int r = 0; r < 5; r++) work(&s);
  printf("%.3fs  y[n-1]=%.6f\n", wtime() - t0, s.y[s.n-1]);
  return 0;
}
