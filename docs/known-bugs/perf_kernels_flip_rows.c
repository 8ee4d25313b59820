/* kernels: vertical image flip out[(h-1-y)*w + x] = in[y*w + x] (restrict): the y loop stays
   sequential: "the elements of 'out' one iteration writes (out[(h - 1 - y) * w + x]) may be
   written by another". Row h-1-y is distinct for each y and 0 <= x < w, so the rows do not
   overlap (as for y*w + x, which is parallel; the horizontal flip y*w + (w-1-x) is parallel too).
   Only the negative row coefficient defeats the row test. */
#include <stdio.h>
#include <stdlib.h>
static void flipy(int w, int h, const float *restrict in, float *restrict out) {
#pragma acc kernels copyin(in[0:w*h]) copyout(out[0:w*h])
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      out[(h-1-y)*w + x] = in[y*w + x];
}
int main(void) {
  int w = 128, h = 96, bad = 0;
  float *in = malloc(sizeof(float) * w * h), *out = malloc(sizeof(float) * w * h);
  for (int k = 0; k < w * h; k++) in[k] = k;
  flipy(w, h, in, out);
  for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) bad += out[(h-1-y)*w + x] != in[y*w + x];
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
