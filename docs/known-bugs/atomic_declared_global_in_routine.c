/* An atomic on a `declare create` global inside a routine: the declare renaming and the atomic's
   rewriting overlap (generated `gcountsACORN_DECLARED(s[bin])`); the error quotes generated code
   ("use of undeclared identifier 's'"), on every target (also -acc=multicore). GCC compiles it. The
   same atomic directly in a parallel loop compiles. Prints PASS when right. */
#include <stdio.h>
int gcounts[16];
#pragma acc declare create(gcounts)
#pragma acc routine seq
static void count(int bin) {
#pragma acc atomic update
  gcounts[bin]++;
}
int main(void) {
#pragma acc parallel loop
  for (int i = 0; i < 1600; i++)
    count(i % 16);
#pragma acc update self(gcounts)
  int bad = 0;
  for (int b = 0; b < 16; b++)
    bad += gcounts[b] != 100;
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
