// 2.7.1 data specification: whole C arrays named without a section (copyin(a) copyout(b)),
// local and file-scope.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 4096

static float gbuf[N];

int main(void) {
  int errors = 0;
  float a[N], b[N];
  for (int i = 0; i < N; ++i) {
    a[i] = i * 0.25f;
    b[i] = 0.0f;
    gbuf[i] = 1.0f;
  }
#pragma acc parallel loop copyin(a) copyout(b) copy(gbuf)
  for (int i = 0; i < N; ++i) {
    b[i] = a[i] + 1.0f;
    gbuf[i] += a[i];
  }
  for (int i = 0; i < N; ++i) {
    if (b[i] != i * 0.25f + 1.0f || gbuf[i] != 1.0f + i * 0.25f) {
      if (errors < 10)
        fprintf(stderr, "FAIL: whole array at %d: b=%g gbuf=%g\n", i, b[i], gbuf[i]);
      ++errors;
    }
  }
  return errors != 0;
}
