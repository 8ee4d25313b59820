/* A scalar declared in a gang loop's body is private to the GANG and shared by its vector lanes
   (OpenACC 3.3 2.6.1 / 2.5.1: declared in gang-redundant, vector-single code). Writes to it from the
   iterations of an inner `loop vector` (an atomic count, or "the lane that finds the key stores its index")
   must be seen after the vector loop. Acorn declares the scalar as a plain local in the GPU kernel, one copy
   per CUDA thread, and the leader lane writes out ITS copy: on the GPU out_cnt[g] is the leader's share only
   and out_pos[g] stays -1 unless the leader lane found the key. Host/multicore (vector loop run by one
   thread) pass. Expected: exit 0 everywhere. */
#include <stdio.h>
#define G 8
#define K 256
int main(void) {
  int keys[G][K], out_cnt[G], out_pos[G];
  for (int g = 0; g < G; g++) for (int k = 0; k < K; k++) keys[g][k] = (k * 7 + g) % K;
#pragma acc parallel loop gang vector_length(128) copyin(keys) copyout(out_cnt, out_pos)
  for (int g = 0; g < G; g++) {
    int cnt = 0;
    int pos = -1;
#pragma acc loop vector
    for (int k = 0; k < K; k++) {
      if (keys[g][k] % 2 == 0) {
#pragma acc atomic update
        cnt++;
      }
      if (keys[g][k] == 200) pos = k;   /* exactly one k matches per row */
    }
    out_cnt[g] = cnt;
    out_pos[g] = pos;
  }
  int bad = 0;
  for (int g = 0; g < G; g++) {
    int c = 0, p = -1;
    for (int k = 0; k < K; k++) { if (keys[g][k] % 2 == 0) c++; if (keys[g][k] == 200) p = k; }
    if (out_cnt[g] != c || out_pos[g] != p) { printf("g=%d cnt %d (want %d) pos %d (want %d)\n", g, out_cnt[g], c, out_pos[g], p); bad++; }
  }
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
