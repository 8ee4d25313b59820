/* Pointer members reached through two subscripts (b[i][j].w[q], s[k].sub[j].v[i]) are not attached for a region: on a discrete device the kernel writes through host addresses (one subscript works: s[k].v[i]). Found on an emulated discrete device; prints PASS when right. */
#include <stdio.h>
#include <stdlib.h>
typedef struct { int n; double *w; } blk_t;
int main(void) {
  blk_t b[2][3];
  for (int i = 0; i < 2; i++) for (int j = 0; j < 3; j++) { b[i][j].n = 4; b[i][j].w = calloc(4, sizeof(double)); }
  #pragma acc data copy(b[0][0].w[0:4], b[0][1].w[0:4], b[0][2].w[0:4], b[1][0].w[0:4], b[1][1].w[0:4], b[1][2].w[0:4])
  {
    #pragma acc parallel loop collapse(3)
    for (int i = 0; i < 2; i++) for (int j = 0; j < 3; j++) for (int q = 0; q < 4; q++) b[i][j].w[q] += 1;
  }
  int bad = 0;
  for (int i = 0; i < 2; i++) for (int j = 0; j < 3; j++) if (b[i][j].w[2] != 1) { printf("b[%d][%d].w[2] = %g (expected 1)\n", i, j, b[i][j].w[2]); bad = 1; }
  printf(bad ? "FAIL\n" : "PASS\n"); return bad;
}
