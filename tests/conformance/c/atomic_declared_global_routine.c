// 2.12 and 2.13: an atomic update of a `declare create` global's element in a routine called from
// a parallel loop: the routine names the global's device copy, atomically. (Its renaming and the
// atomic's rewriting once overlapped, a compile error in generated code.)
// RUN: %acorncc %s -o %t && %run-targets %t
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
  if (bad)
    fprintf(stderr, "FAIL: %d bins miscounted\n", bad);
  else
    printf("PASS\n");
  return bad != 0;
}
