/* Expected to give a wrong result on the GPU (reasoned from the lowered code, not yet run): a
   vector-single statement that writes a variable the lanes already share (cnt, written in the vector
   loop) and a region-local one (t) runs on the leader alone, but t is not shared, so lanes other than
   the leader keep t's old value in the second vector loop. Host and multicore pass. Expected: PASS. */
#include <stdio.h>
int main(void) {
  int out[8][64];
#pragma acc parallel loop gang vector_length(64) copyout(out)
  for (int g = 0; g < 8; g++) {
    int cnt = 0, t = -1;
#pragma acc loop vector
    for (int k = 0; k < 64; k++) {
#pragma acc atomic update
      cnt++;
    }
    t = cnt++;
#pragma acc loop vector
    for (int k = 0; k < 64; k++)
      out[g][k] = t;
  }
  int bad = 0;
  for (int g = 0; g < 8; g++)
    for (int k = 0; k < 64; k++)
      bad += out[g][k] != 64;
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
