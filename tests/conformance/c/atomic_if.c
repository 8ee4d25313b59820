// 2.12 (OpenACC 3.3) the if clause of the atomic construct: with a true condition the update is
// atomic; with a false one the statement runs as written.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 2048

int main(void) {
  int counted = 0, local = 0, errors = 0;
#pragma acc parallel loop copy(counted)
  for (int i = 0; i < N; i++) {
#pragma acc atomic update if(N > 0)
    counted += 1;
  }
#pragma acc serial copy(local)
  for (int i = 0; i < 10; i++) {
#pragma acc atomic update if(i < 0)
    local += 2;
  }
  if (counted != N || local != 20) {
    fprintf(stderr, "FAIL: counted %d (expected %d), local %d (expected 20)\n", counted, N, local);
    ++errors;
  }
  return errors != 0;
}
