/* Performance: Rodinia srad style; k, Jc are assigned before use in every iteration, but the
   nest runs sequentially: "the element of 'd' written (d[k]) is not an affine function of 'i'".
   Compile: acorncc -Minfo=accel P2-kernels-scalar-index.c */
#include <stdio.h>
#include <stdlib.h>
int main(void)
{
  int rows = 200, cols = 100, i, j, k, bad = 0;
  float Jc, *J = malloc(sizeof(float) * rows * cols), *d = malloc(sizeof(float) * rows * cols);
  for (k = 0; k < rows * cols; k++) J[k] = k % 13;
#pragma acc kernels copyin(J[0:rows*cols]) copyout(d[0:rows*cols])
  for (i = 0; i < rows; i++) {
    for (j = 0; j < cols; j++) {
      k = i * cols + j;
      Jc = J[k];
      d[k] = Jc * 2.0f;
    }
  }
  for (k = 0; k < rows * cols; k++) if (d[k] != J[k] * 2.0f) bad++;
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
