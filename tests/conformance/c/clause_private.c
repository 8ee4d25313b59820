// 2.5.13 private clause on the parallel construct: a gang-private array used as scratch space
// by a gang loop; the host copy is untouched by the region.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 512
#define W 8

int main(void) {
  int out[N];
  int scratch[W];
  int errors = 0;
  for (int k = 0; k < W; ++k)
    scratch[k] = -5;
  for (int i = 0; i < N; ++i)
    out[i] = 0;
#pragma acc parallel private(scratch) copyout(out[0:N])
  {
#pragma acc loop gang
    for (int i = 0; i < N; ++i) {
      for (int k = 0; k < W; ++k)
        scratch[k] = i + k;
      int s = 0;
      for (int k = 0; k < W; ++k)
        s += scratch[k];
      out[i] = s;
    }
  }
  for (int i = 0; i < N; ++i) {
    int expect = W * i + W * (W - 1) / 2;
    if (out[i] != expect) {
      if (errors < 10)
        fprintf(stderr, "FAIL: private out[%d] = %d, expected %d\n", i, out[i], expect);
      ++errors;
    }
  }
#ifdef _OPENACC
  for (int k = 0; k < W; ++k)
    if (scratch[k] != -5) {
      fprintf(stderr, "FAIL: private array changed on the host: scratch[%d] = %d\n", k, scratch[k]);
      ++errors;
    }
#endif
  return errors != 0;
}
