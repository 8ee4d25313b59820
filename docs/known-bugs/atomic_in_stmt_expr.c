/* An atomic inside a GNU statement expression in a compute region is left unlowered (not atomic). */
#include <stdio.h>
#include <stdlib.h>
#pragma acc routine seq
__attribute__((noinline)) void work(int *out, int i, int t) { out[i] = t; }
int main(void) {
  const int N = 1000000;
  int *out = malloc(N * sizeof(int));
  int next = 0;
  #pragma acc parallel loop copy(next) copyout(out[0:N])
  for (int i = 0; i < N; i++) {
    int slot = ({ int t;
                  #pragma acc atomic capture
                  t = next++;
                  t; });
    work(out, i, slot);
  }
  printf("%s next=%d (expected %d)\n", next == N ? "PASS" : "FAIL", next, N);
  return next != N;
}
